import { orgFooterMeta } from '../../../schemas/sections/org-footer';
import { defineSection } from '../../define-section';
import { OrgFooter } from './OrgFooter';

export const orgFooter = defineSection(orgFooterMeta, OrgFooter);
