// The order lifecycle as one table: every event, who may cause it, the statuses it leaves from,
// the status it leads to, and what it does to stock. Nothing else changes an order's status
// (server/orders/transitions.ts applies these through `transitionIn`).
import {
  ORDER_STATUS_LABELS,
  RETURN_WINDOW_DAYS,
  type OrderActorName,
  type OrderStatus,
} from '../../shared/orders';

export type OrderActor = OrderActorName;

/**
 * What an event does to the order's reserved stock: `release` puts the units back (an unpaid
 * order given up, a cancelled or returned one), `reserve` takes them again (a payment that came
 * after its reservation had lapsed).
 */
export type StockEffect = 'release' | 'reserve' | null;

export type OrderEventName =
  | 'pay'
  | 'failPayment'
  | 'expire'
  | 'ship'
  | 'deliver'
  | 'requestCancel'
  | 'approveCancel'
  | 'refuseCancel'
  | 'cancel'
  | 'requestReturn'
  | 'approveReturn'
  | 'refuseReturn'
  | 'refund';

export type Transition = {
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly OrderActor[];
  stock: StockEffect;
  /** What the event is, for refusals: "cannot be {verb}". */
  verb: string;
};

/** The lifecycle. An order never goes back to an unpaid status once paid. */
export const ORDER_TRANSITIONS: Record<OrderEventName, Transition> = {
  pay: {
    // A payment that lands after the reservation lapsed still counts: its stock is taken again
    // (the repo refuses, and the order is cancelled for a refund, when there is none left).
    from: ['PLACED', 'PAYMENT_FAILED', 'EXPIRED'],
    to: 'PAID',
    actors: ['gateway'],
    stock: null,
    verb: 'paid',
  },
  failPayment: {
    from: ['PLACED'],
    to: 'PAYMENT_FAILED',
    actors: ['customer', 'gateway'],
    stock: 'release',
    verb: 'marked as failed',
  },
  expire: {
    from: ['PLACED'],
    to: 'EXPIRED',
    actors: ['system'],
    stock: 'release',
    verb: 'expired',
  },
  ship: { from: ['PAID'], to: 'SHIPPED', actors: ['owner'], stock: null, verb: 'shipped' },
  deliver: {
    from: ['SHIPPED'],
    to: 'DELIVERED',
    actors: ['owner'],
    stock: null,
    verb: 'marked as delivered',
  },
  requestCancel: {
    from: ['PAID'],
    to: 'CANCEL_REQUESTED',
    actors: ['customer'],
    stock: null,
    verb: 'cancelled',
  },
  approveCancel: {
    from: ['CANCEL_REQUESTED'],
    to: 'CANCELLED',
    actors: ['owner'],
    stock: 'release',
    verb: 'cancelled',
  },
  refuseCancel: {
    from: ['CANCEL_REQUESTED'],
    to: 'PAID',
    actors: ['owner'],
    stock: null,
    verb: 'kept',
  },
  cancel: {
    // The owner cancels a paid order that has not left (out of stock, fraud…); also what a late
    // payment with no stock left becomes (the system, so a refund is due).
    from: ['PAID'],
    to: 'CANCELLED',
    actors: ['owner', 'system'],
    stock: 'release',
    verb: 'cancelled',
  },
  requestReturn: {
    from: ['DELIVERED'],
    to: 'RETURN_REQUESTED',
    actors: ['customer'],
    stock: null,
    verb: 'returned',
  },
  approveReturn: {
    from: ['RETURN_REQUESTED'],
    to: 'RETURNED',
    actors: ['owner'],
    stock: 'release',
    verb: 'marked as returned',
  },
  refuseReturn: {
    from: ['RETURN_REQUESTED'],
    to: 'DELIVERED',
    actors: ['owner'],
    stock: null,
    verb: 'kept',
  },
  refund: {
    from: ['CANCELLED', 'RETURNED'],
    to: 'REFUNDED',
    actors: ['owner'],
    stock: null,
    verb: 'refunded',
  },
};

export const ORDER_EVENT_NAMES = Object.keys(ORDER_TRANSITIONS) as OrderEventName[];

// The paid statuses are shared with the payment screen (shared/orders.ts).
export { PAID_STATUSES } from '../../shared/orders';

/** Statuses that wait for the owner (the dashboard's "waiting for action"). */
export const ACTION_STATUSES: readonly OrderStatus[] = [
  'PAID',
  'CANCEL_REQUESTED',
  'RETURN_REQUESTED',
];

export type TransitionCheck =
  | { ok: true; to: OrderStatus; stock: StockEffect }
  | { ok: false; status: 409 | 403; message: string };

/**
 * Whether `actor` may cause `event` on an order in `status`, and where it leads. `deliveredAt`
 * bounds a return request (RETURN_WINDOW_DAYS); `now` is for that bound only.
 */
export function checkTransition(
  event: OrderEventName,
  status: OrderStatus,
  actor: OrderActor,
  opts: { number?: number; deliveredAt?: string | null; now?: number } = {},
): TransitionCheck {
  const t = ORDER_TRANSITIONS[event];
  const label = ORDER_STATUS_LABELS[status].toLowerCase();
  const which = opts.number ? `Order #${opts.number}` : 'This order';
  if (!t.actors.includes(actor))
    return { ok: false, status: 403, message: `${which} cannot be ${t.verb} by you.` };
  if (!t.from.includes(status))
    return { ok: false, status: 409, message: `${which} is ${label}: it cannot be ${t.verb} now.` };
  if (event === 'requestReturn' && opts.deliveredAt) {
    const limit = Date.parse(opts.deliveredAt) + RETURN_WINDOW_DAYS * 86_400_000;
    if ((opts.now ?? Date.now()) > limit)
      return {
        ok: false,
        status: 409,
        message: `${which} was delivered more than ${RETURN_WINDOW_DAYS} days ago: it can no longer be returned.`,
      };
  }
  return { ok: true, to: t.to, stock: t.stock };
}

/** Whether the customer may ask for `event` now (the account page shows its button only then). */
export function customerMay(
  event: 'requestCancel' | 'requestReturn',
  status: OrderStatus,
  deliveredAt: string | null,
  now = Date.now(),
): boolean {
  return checkTransition(event, status, 'customer', { deliveredAt, now }).ok;
}
