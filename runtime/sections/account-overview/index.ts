import { accountOverviewMeta } from '../../../schemas/sections/account-overview';
import { defineSection } from '../../define-section';
import { AccountOverview } from './AccountOverview';

export const accountOverview = defineSection(accountOverviewMeta, AccountOverview);
