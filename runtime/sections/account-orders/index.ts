import { accountOrdersMeta } from '../../../schemas/sections/account-orders';
import { defineSection } from '../../define-section';
import { AccountOrders } from './AccountOrders';

export const accountOrders = defineSection(accountOrdersMeta, AccountOrders);
