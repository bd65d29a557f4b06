// The orders repo: the only place that writes addresses, orders, order_items, order_events,
// order_counters and payments. Every query is keyed by the workspace. A status changes only in
// `transition` (and the payment and checkout steps, which use the same transitionIn), after
// server/orders/states.ts said yes, with an update conditioned on the status it read: two racing
// requests cannot both move an order. Tables other domains own are written through their
// functions inside the orders' transaction: stock through server/catalogue/stock.ts, reviews
// through server/catalogue/reviews.ts, the bag through server/cart/repo.ts.
//
// One module a concern: addresses.ts, reading.ts (orders as read, the lists), transitions.ts,
// checkout.ts, payments.ts, import.ts, reviews.ts; types.ts holds the shapes and messages.
import type { Db } from '../db';
import { createAddresses } from './addresses';
import { createCheckout } from './checkout';
import { createOrderImport } from './import';
import { createPayments } from './payments';
import { createAssembler, createOrderReads } from './reading';
import { createReviews } from './reviews';
import { createTransitionMethods, createTransitions } from './transitions';
import type { OrderDocuments, OrdersCore } from './types';

export { nextOrderNumber } from './checkout';
export { stockProblem } from './types';
export type { OrderDocuments, Refusal, StoredPayment } from './types';

/** `documents`: the GST invoices issued on payment and refund (app.ts hands them in). */
export function createOrdersRepo(db: Db, now: () => number = Date.now, documents?: OrderDocuments) {
  const iso = () => new Date(now()).toISOString();
  const assemble = createAssembler(now);
  const core: OrdersCore = {
    db,
    now,
    iso,
    assemble,
    ...(documents ? { documents } : {}),
    ...createTransitions({ now, iso, assemble, ...(documents ? { documents } : {}) }),
  };
  return {
    documents,
    ...createAddresses(db, iso),
    ...createCheckout(core),
    ...createPayments(core),
    ...createOrderReads(core),
    ...createTransitionMethods(core),
    ...createOrderImport(db),
    ...createReviews(core),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
