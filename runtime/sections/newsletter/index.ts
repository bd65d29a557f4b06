import { newsletterMeta } from '../../../schemas/sections/newsletter';
import { defineSection } from '../../define-section';
import { Newsletter } from './Newsletter';

export const newsletter = defineSection(newsletterMeta, Newsletter);
