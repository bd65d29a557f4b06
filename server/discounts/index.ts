// The public face of server/discounts: the owner's routes and repo for app.ts, and the work
// orders do inside their transaction (quote a bag, claim and record a use, give it back).
export { discountAdminRoutes } from './admin-routes';
export {
  claimDiscount,
  type DiscountFit,
  quoteDiscount,
  reclaimDiscountUse,
  recordDiscountUse,
  releaseDiscountUse,
} from './apply';
export { createDiscountsRepo } from './repo';
