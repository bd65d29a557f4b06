import { accountAddressesMeta } from '../../../schemas/sections/account-addresses';
import { defineSection } from '../../define-section';
import { AccountAddresses } from './AccountAddresses';

export const accountAddresses = defineSection(accountAddressesMeta, AccountAddresses);
