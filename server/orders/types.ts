// The orders' shapes and messages: what the orders repo's modules take and answer, shared by
// them (server/orders/repo.ts composes them and re-exports what callers use).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { VariantLine } from '../../shared/catalogue';
import type { Order, OrderAddress, OrderStatus, PaymentMode } from '../../shared/orders';
import type { ShippingSettings } from '../../shared/shipping';
import type { Database, Db } from '../db';
import type { MailAttachment } from '../mail';
import type { OrderActor, OrderEventName } from './states';

export type Trx = Kysely<Database> | Transaction<Database>;

/** A refusal the routes answer as it is (status and readable message). */
export type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string };

export type StoredPayment = {
  id: string;
  orderId: string;
  orderNumber: number;
  transactionId: string;
  gateway: PaymentMode;
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  amount: number;
  currency: string;
  status: 'CREATED' | 'PAID' | 'FAILED' | 'REFUNDED';
};

/** A bag line as checkout prices and reserves it (live variant, live product). */
export type CheckoutLine = VariantLine & {
  cartId: string;
  variantId: string;
  productId: string;
  quantity: number;
  /** Units for sale now (0 when the product is off sale). */
  stock: number;
  /** One unit's weight in grams (0 when not given). */
  weightGrams: number;
};

export type PlaceOrderInput = {
  userId: string;
  customerName: string;
  customerEmail: string;
  address: OrderAddress;
  gateway: PaymentMode;
  currency: string;
  /** Null for cash on delivery: its stock is taken for good (no reservation to lapse). */
  reservedUntil: string | null;
  /** The shopper's discount code; none: the best automatic discount applies. */
  discountCode?: string | null;
  /** What prices the shipping: the shop's settings (the state is the address's). */
  shipping: ShippingSettings;
  /** Cash on delivery: the fee added to the order, and the limit its total must stay within. */
  cod?: { fee: number; limit: number };
  /** GST added on top (prices exclude it: shared/gst.ts taxOnTop); absent or null: none. */
  tax?: { shippingRate: number } | null;
};

export type PlaceOrderOutcome =
  | { ok: true; order: Order; replaced: string[] }
  | {
      ok: false;
      status: 409 | 400;
      message: string;
      problems?: string[];
      /** The discount code no longer applies (message says why). */
      discountRefused?: boolean;
    };

/** A bag's weight in grams (each line's unit weight times its quantity). */
export function bagWeight(lines: readonly Pick<CheckoutLine, 'weightGrams' | 'quantity'>[]) {
  return lines.reduce((g, l) => g + l.weightGrams * l.quantity, 0);
}

export type MarkPaidOutcome =
  { ok: true; result: 'paid' | 'already-paid'; order: Order; lateNoStock?: boolean } | Refusal;

export type TransitionOutcome =
  { ok: true; order: Order; from: OrderStatus; to: OrderStatus; changed: boolean } | Refusal;

export type OrderRow = Selectable<Database['orders']>;

/** A line as an order keeps it: a copy of the variant as it was sold. */
export type SoldLine = Pick<
  CheckoutLine,
  | 'productId'
  | 'variantId'
  | 'name'
  | 'variantTitle'
  | 'path'
  | 'image'
  | 'price'
  | 'mrp'
  | 'quantity'
>;

/** One step of an order's history. */
export type EventRecord = {
  event: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  actorId?: string | null;
  note?: string;
  at: string;
};

export const MAX_PAGE = 100;

/**
 * The documents an order's money events issue (GST invoices, server/invoices), handed in by
 * app.ts because that domain reads orders: `paid` runs in the transaction that marks the order
 * PAID, `refunded` in the one that marks it REFUNDED (with the amount the gateway refunded), and
 * `attachments` gives the mail of an event its files.
 */
export type OrderDocuments = {
  paid(trx: Trx, workspaceId: string, orderId: string): Promise<unknown>;
  refunded(trx: Trx, workspaceId: string, orderId: string, amount: number): Promise<unknown>;
  attachments(
    workspaceId: string,
    orderId: string,
    event: 'pay' | 'refund',
  ): Promise<MailAttachment[]>;
};

/** The repo's clock: `now` in ms (tests set it), `iso` the same as an ISO string. */
export type Clock = { now: () => number; iso: () => string };

/**
 * What the orders repo's modules share: the database, the clock, the whole order as read, and
 * the one way a status changes (transitions.ts).
 */
export type OrdersCore = Clock & {
  db: Db;
  documents?: OrderDocuments;
  assemble: (trx: Trx, row: OrderRow) => Promise<Order>;
  transitionIn: (
    trx: Trx,
    workspaceId: string,
    orderId: string,
    event: OrderEventName,
    actor: OrderActor,
    opts?: { note?: string; actorId?: string | null; userId?: string; keepStock?: boolean },
  ) => Promise<TransitionOutcome>;
  /** A late payment with no stock: cancelled for a refund, giving back no stock. */
  forceCancelNoStock: (trx: Trx, workspaceId: string, orderId: string) => Promise<Order>;
};

/** Statuses in which the customer may review what they bought. */
export const REVIEWABLE: readonly OrderStatus[] = ['DELIVERED', 'RETURN_REQUESTED', 'RETURNED'];

export const ORDER_NOT_FOUND = 'This order is not in your account.';
export const PAYMENT_NOT_FOUND = 'No payment with this reference in this shop.';
export const CHANGED_MEANWHILE = 'This order changed meanwhile: please reload it.';
export const ALREADY_PAID_OTHER = 'This order is already paid by another payment.';
export const PAYMENT_USED = 'This payment has already been used for another order.';
export const EMPTY_BAG = 'Your bag is empty.';
export const NOT_DELIVERED = 'You can review a product once your order is delivered.';
export const NOT_IN_ORDER = 'This product is not part of this order.';
export const PRODUCT_GONE = 'This product is no longer sold here.';

/** The stock message of one line at checkout. */
export function stockProblem(name: string, stock: number): string {
  return stock <= 0
    ? `${name} is sold out: please remove it from your bag.`
    : `Only ${stock} of ${name} left: please lower its quantity in your bag.`;
}
