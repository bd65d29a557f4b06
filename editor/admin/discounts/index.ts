// The discounts screens (loaded with their route).
export { DiscountEditPage } from './DiscountEditPage';
export { DiscountsPage } from './DiscountsPage';
