import { siteFooterMeta } from '../../../schemas/sections/site-footer';
import { defineSection } from '../../define-section';
import { SiteFooter } from './SiteFooter';

export const siteFooter = defineSection(siteFooterMeta, SiteFooter);
