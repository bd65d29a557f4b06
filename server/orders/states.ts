// The order lifecycle as one table: every event, who may cause it, the statuses it leaves from,
// the status it leads to, and what it does to stock. Nothing else changes an order's status
// (server/orders/transitions.ts applies these through `transitionIn`).
//
// Cash on delivery (docs/api.md, "The order lifecycle"): a COD order is placed CONFIRMED, not PLACED: its stock is
// taken for good at checkout (no reservation, so the sweep never expires it) and nothing is
// paid yet, so it is not a paid status. The owner ships it (CONFIRMED → SHIPPED) and, when the
// courier hands over the cash, marks it delivered and paid in one step (`collectCash`, SHIPPED →
// DELIVERED, which records the payment); plain `deliver` is for orders paid online. Cancel
// (before shipping) and return (after delivery, within the window) are the same rows as for a
// paid order; a refund needs money received, so an unpaid COD order is cancelled with none.
import {
  ORDER_STATUS_LABELS,
  RETURN_WINDOW_DAYS,
  type OrderActorName,
  type OrderStatus,
} from '../../shared/orders';

/** How an order is paid, as far as the lifecycle cares: online first, or cash on delivery. */
export type PaymentKind = 'online' | 'cod';

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
  | 'collectCash'
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
  /** Only for orders paid this way (absent: both). */
  only?: PaymentKind;
  /** Where it leads for a cash-on-delivery order, when not `to`. */
  codTo?: OrderStatus;
  /** Money must have been received (a refund of an unpaid COD order has nothing to return). */
  needsPayment?: boolean;
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
  ship: {
    // A COD order ships from CONFIRMED (transitions.ts issues its GST invoice then).
    from: ['PAID', 'CONFIRMED'],
    to: 'SHIPPED',
    actors: ['owner'],
    stock: null,
    verb: 'shipped',
  },
  deliver: {
    from: ['SHIPPED'],
    to: 'DELIVERED',
    actors: ['owner'],
    stock: null,
    verb: 'marked as delivered',
    only: 'online',
  },
  collectCash: {
    // Cash on delivery: delivered and paid in one step (the payment is recorded with it).
    from: ['SHIPPED'],
    to: 'DELIVERED',
    actors: ['owner'],
    stock: null,
    verb: 'marked as delivered and paid',
    only: 'cod',
  },
  requestCancel: {
    from: ['PAID', 'CONFIRMED'],
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
    codTo: 'CONFIRMED',
    actors: ['owner'],
    stock: null,
    verb: 'kept',
  },
  cancel: {
    // The owner cancels a paid order that has not left (out of stock, fraud…); also what a late
    // payment with no stock left becomes (the system, so a refund is due); a COD order before
    // it ships.
    from: ['PAID', 'CONFIRMED'],
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
    needsPayment: true,
  },
};

export const ORDER_EVENT_NAMES = Object.keys(ORDER_TRANSITIONS) as OrderEventName[];

// The paid statuses are shared with the payment screen (shared/orders.ts).
export { PAID_STATUSES } from '../../shared/orders';

/** Statuses that wait for the owner (the dashboard's "waiting for action"). */
export const ACTION_STATUSES: readonly OrderStatus[] = [
  'PAID',
  'CONFIRMED',
  'CANCEL_REQUESTED',
  'RETURN_REQUESTED',
];

export type TransitionCheck =
  | { ok: true; to: OrderStatus; stock: StockEffect }
  | { ok: false; status: 409 | 403; message: string };

/** What decides a transition besides the event, the status and the actor. */
export type TransitionContext = {
  number?: number;
  /** Bounds a return request with `returnWindowDays`; `now` is for that bound only. */
  deliveredAt?: string | null;
  now?: number;
  /** The shop's return window (default RETURN_WINDOW_DAYS). */
  returnWindowDays?: number;
  /** How the order is paid (default online). */
  kind?: PaymentKind;
  /** Whether money was received (default: true online, false for COD). */
  paid?: boolean;
};

const ONLY_MESSAGES: Record<PaymentKind, (which: string) => string> = {
  online: (which) =>
    `${which} is paid in cash on delivery: mark it delivered and paid when the cash is received.`,
  cod: (which) => `${which} was paid online: there is no cash to collect.`,
};

/**
 * Whether `actor` may cause `event` on an order in `status`, and where it leads (for a COD
 * order, `codTo` when the row has one). See TransitionContext for the rest.
 */
export function checkTransition(
  event: OrderEventName,
  status: OrderStatus,
  actor: OrderActor,
  opts: TransitionContext = {},
): TransitionCheck {
  const t = ORDER_TRANSITIONS[event];
  const kind = opts.kind ?? 'online';
  const label = ORDER_STATUS_LABELS[status].toLowerCase();
  const which = opts.number ? `Order #${opts.number}` : 'This order';
  if (!t.actors.includes(actor))
    return { ok: false, status: 403, message: `${which} cannot be ${t.verb} by you.` };
  if (!t.from.includes(status))
    return { ok: false, status: 409, message: `${which} is ${label}: it cannot be ${t.verb} now.` };
  if (t.only && t.only !== kind)
    return {
      ok: false,
      status: 409,
      message: ONLY_MESSAGES[kind === 'cod' ? 'online' : 'cod'](which),
    };
  if (t.needsPayment && !(opts.paid ?? kind === 'online'))
    return {
      ok: false,
      status: 409,
      message: `${which} was never paid: there is nothing to refund.`,
    };
  if (event === 'requestReturn' && opts.deliveredAt) {
    const days = opts.returnWindowDays ?? RETURN_WINDOW_DAYS;
    const limit = Date.parse(opts.deliveredAt) + days * 86_400_000;
    if ((opts.now ?? Date.now()) > limit)
      return {
        ok: false,
        status: 409,
        message:
          days === 0
            ? `${which} cannot be returned: this shop does not take returns.`
            : `${which} was delivered more than ${days} ${days === 1 ? 'day' : 'days'} ago: it can no longer be returned.`,
      };
  }
  return { ok: true, to: kind === 'cod' ? (t.codTo ?? t.to) : t.to, stock: t.stock };
}

/** Whether the customer may ask for `event` now (the account page shows its button only then). */
export function customerMay(
  event: 'requestCancel' | 'requestReturn',
  status: OrderStatus,
  deliveredAt: string | null,
  now = Date.now(),
  opts: Pick<TransitionContext, 'kind' | 'returnWindowDays'> = {},
): boolean {
  return checkTransition(event, status, 'customer', { deliveredAt, now, ...opts }).ok;
}
