import { orgHeaderMeta } from '../../../schemas/sections/org-header';
import { defineSection } from '../../define-section';
import { OrgHeader } from './OrgHeader';

export const orgHeader = defineSection(orgHeaderMeta, OrgHeader);
