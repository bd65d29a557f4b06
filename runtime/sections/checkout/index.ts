import { checkoutMeta } from '../../../schemas/sections/checkout';
import { defineSection } from '../../define-section';
import { Checkout } from './Checkout';

export const checkout = defineSection(checkoutMeta, Checkout);
