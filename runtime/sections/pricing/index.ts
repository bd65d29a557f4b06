import { pricingMeta } from '../../../schemas/sections/pricing';
import { defineSection } from '../../define-section';
import { Pricing } from './Pricing';

export const pricing = defineSection(pricingMeta, Pricing);
