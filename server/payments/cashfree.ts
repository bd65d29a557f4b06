// Cashfree Payment Gateway (https://www.cashfree.com/docs/api-reference/payments), API version
// 2023-08-01: x-client-id and x-client-secret headers, our transaction id as the order_id,
// amounts in rupees as decimals (converted from minor units exactly, by digits, never by
// floating-point arithmetic). Webhooks are signed base64(HMAC-SHA256(timestamp + raw body,
// client secret)) in x-webhook-signature, the timestamp (milliseconds) in x-webhook-timestamp.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../accounts/tokens';
import { createGatewayHttp, type GatewayClientOptions, unreadableAnswer } from './http';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type GatewayAdapter,
  type GatewayKeys,
  type GatewayReport,
  type RefundInput,
} from './types';

export type CashfreeKeys = NonNullable<GatewayKeys['CASHFREE']>;

export const CASHFREE_API_VERSION = '2023-08-01';
/** A webhook older (or further in the future) than this is refused as a replay. */
export const CASHFREE_WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

export type CashfreeOrderStatus =
  'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED' | 'TERMINATION_REQUESTED';

export type CashfreeOrder = {
  cf_order_id?: string | number;
  order_id: string;
  order_amount: number;
  order_currency: string;
  order_status: CashfreeOrderStatus;
  payment_session_id?: string;
};

export type CashfreePaymentStatus =
  'SUCCESS' | 'NOT_ATTEMPTED' | 'FAILED' | 'USER_DROPPED' | 'VOID' | 'CANCELLED' | 'PENDING';

export type CashfreePayment = {
  cf_payment_id: string | number;
  order_id?: string;
  payment_status: CashfreePaymentStatus;
  payment_amount: number;
  payment_currency?: string;
  payment_message?: string | null;
  payment_time?: string | null;
};

export type CashfreeRefund = { cf_refund_id?: string | number; refund_id: string };

/** 123456 -> '1234.56'; minor units must be a non-negative safe integer. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not minor units: ${minor}`);
  const digits = String(minor).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * 1234.56 (or '1234.56', '1234.5', '1234') -> 123456, read from the decimal digits so no
 * floating-point error creeps in; null for anything that is not an amount of whole paise.
 */
export function decimalToMinor(value: number | string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const m = /^(\d{1,13})(?:\.(\d{1,2})0*)?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** base64(HMAC-SHA256(timestamp + rawBody, clientSecret)): x-webhook-signature. */
export function cashfreeWebhookSignature(
  timestamp: string,
  rawBody: string,
  clientSecret: string,
): string {
  return createHmac('sha256', clientSecret)
    .update(timestamp + rawBody)
    .digest('base64');
}

/** Whether a webhook's signature is Cashfree's (constant time, length checked first). */
export function verifyCashfreeWebhook(
  timestamp: string,
  rawBody: string,
  signature: string,
  clientSecret: string,
): boolean {
  return safeEqual(cashfreeWebhookSignature(timestamp, rawBody, clientSecret), signature);
}

/** Whether a webhook's timestamp (milliseconds, or seconds) is within five minutes of now. */
export function cashfreeTimestampFresh(timestamp: string, now = Date.now()): boolean {
  if (!/^\d{1,16}$/.test(timestamp)) return false;
  const n = Number(timestamp);
  const ms = n < 1e11 ? n * 1000 : n;
  return Math.abs(now - ms) <= CASHFREE_WEBHOOK_MAX_AGE_MS;
}

export type CashfreeClient = {
  createOrder(body: Record<string, unknown>): Promise<CashfreeOrder>;
  getOrder(orderId: string): Promise<CashfreeOrder>;
  orderPayments(orderId: string): Promise<CashfreePayment[]>;
  createRefund(
    orderId: string,
    body: { refund_amount: number; refund_id: string; refund_note?: string },
  ): Promise<CashfreeRefund>;
};

/** baseUrl: https://api.cashfree.com (or https://sandbox.cashfree.com), or a local server. */
export type CashfreeClientOptions = GatewayClientOptions & {
  clientId: string;
  clientSecret: string;
};

const NAME = 'Cashfree';

/** A small client of Cashfree's PG API (orders, their payments, refunds). */
export function createCashfreeClient(opts: CashfreeClientOptions): CashfreeClient {
  const http = createGatewayHttp({
    ...opts,
    name: NAME,
    headers: {
      'x-client-id': opts.clientId,
      'x-client-secret': opts.clientSecret,
      'x-api-version': CASHFREE_API_VERSION,
    },
    refusal: (data) => (data as { message?: unknown } | null)?.message,
  });
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    http(method, path, { body });

  return {
    async createOrder(body) {
      return order(await call('POST', '/pg/orders', body));
    },
    async getOrder(orderId) {
      return order(await call('GET', `/pg/orders/${encodeURIComponent(orderId)}`));
    },
    async orderPayments(orderId) {
      const data = await call('GET', `/pg/orders/${encodeURIComponent(orderId)}/payments`);
      if (!Array.isArray(data)) throw unreadable();
      return data.map(payment);
    },
    async createRefund(orderId, body) {
      const data = (await call(
        'POST',
        `/pg/orders/${encodeURIComponent(orderId)}/refunds`,
        body,
      )) as Partial<CashfreeRefund>;
      if (typeof data.refund_id !== 'string') throw unreadable();
      return data as CashfreeRefund;
    },
  };
}

const unreadable = () => unreadableAnswer(NAME);

function order(data: unknown): CashfreeOrder {
  const o = data as Partial<CashfreeOrder> | null;
  if (
    !o ||
    typeof o.order_id !== 'string' ||
    typeof o.order_amount !== 'number' ||
    typeof o.order_currency !== 'string' ||
    typeof o.order_status !== 'string'
  )
    throw unreadable();
  return o as CashfreeOrder;
}

function payment(data: unknown): CashfreePayment {
  const p = data as Partial<CashfreePayment> | null;
  if (
    !p ||
    (typeof p.cf_payment_id !== 'string' && typeof p.cf_payment_id !== 'number') ||
    typeof p.payment_status !== 'string' ||
    typeof p.payment_amount !== 'number'
  )
    throw unreadable();
  return p as CashfreePayment;
}

/** A successful Cashfree payment as a paid report (amount converted exactly; null if unreadable). */
export function cashfreePaidReport(
  orderId: string,
  p: Pick<CashfreePayment, 'cf_payment_id' | 'payment_amount' | 'payment_currency'>,
  orderCurrency?: string,
): GatewayReport | null {
  const amount = decimalToMinor(p.payment_amount);
  const currency = (p.payment_currency ?? orderCurrency ?? '').toUpperCase();
  if (amount === null || !currency) return null;
  return {
    outcome: 'paid',
    gatewayOrderId: orderId,
    gatewayPaymentId: String(p.cf_payment_id),
    amount,
    currency,
  };
}

const FAILED_PAYMENT: readonly CashfreePaymentStatus[] = [
  'FAILED',
  'USER_DROPPED',
  'VOID',
  'CANCELLED',
];

/**
 * What Cashfree's order and its payments say: PAID is paid (with the SUCCESS payment's id and
 * amount); EXPIRED or terminated is failed; ACTIVE is pending while an attempt is under way or
 * none was made, and failed when the latest attempt failed or was dropped. Null when Cashfree
 * says PAID but lists no readable successful payment (nothing is changed on that).
 */
export function cashfreeReport(
  order: CashfreeOrder,
  payments: CashfreePayment[],
): GatewayReport | null {
  const id = order.order_id;
  if (order.order_status === 'PAID') {
    const success = payments.find((p) => p.payment_status === 'SUCCESS');
    return success ? cashfreePaidReport(id, success, order.order_currency) : null;
  }
  if (order.order_status !== 'ACTIVE')
    return {
      outcome: 'failed',
      gatewayOrderId: id,
      reason: `Cashfree order ${order.order_status}`,
    };
  const latest = [...payments].sort((a, b) =>
    String(b.payment_time ?? '').localeCompare(String(a.payment_time ?? '')),
  )[0];
  if (latest && FAILED_PAYMENT.includes(latest.payment_status))
    return {
      outcome: 'failed',
      gatewayOrderId: id,
      reason: latest.payment_message || `Cashfree payment ${latest.payment_status}`,
    };
  return { outcome: 'pending', gatewayOrderId: id };
}

/** Our page that hands the customer over to Cashfree's hosted checkout. */
export function cashfreePayPagePath(transactionId: string): string {
  return `/pay/cashfree/${encodeURIComponent(transactionId)}`;
}

/**
 * Where the browser posts payment_session_id to open Cashfree's hosted checkout: what their JS
 * SDK does for redirectTarget _self, done with a plain form so no script comes from their CDN.
 */
export function cashfreeCheckoutAction(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/pg/view/sessions/checkout`;
}

/** Cashfree's customer_id allows letters, digits, '_' and '-'. */
function customerId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 50) || 'customer';
}

/** The Cashfree adapter of a workspace's keys. */
export function createCashfreeAdapter(
  keys: CashfreeKeys,
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
): GatewayAdapter {
  const client = createCashfreeClient({ baseUrl, ...keys, fetch: fetchFn });
  return {
    id: 'CASHFREE',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const created = await client.createOrder({
        order_id: input.transactionId,
        order_amount: Number(minorToDecimal(input.amount)),
        order_currency: input.currency,
        customer_details: {
          customer_id: customerId(input.customer.id),
          customer_name: input.customer.name,
          customer_email: input.customer.email,
          customer_phone: input.customer.phone,
        },
        order_meta: {
          // Cashfree puts the order id in place of {order_id}.
          return_url: `${input.origin}/api/cashfree/checkout/verify/{order_id}`,
          notify_url: `${input.origin}/api/cashfree/webhook`,
        },
        order_tags: { orderId: input.orderId },
      });
      return {
        gatewayOrderId: created.order_id,
        redirectUrl: `${input.origin}${cashfreePayPagePath(input.transactionId)}`,
        clientFields: {
          orderId: created.order_id,
          ...(created.payment_session_id ? { paymentSessionId: created.payment_session_id } : {}),
        },
      };
    },
    async refund(input: RefundInput) {
      const refund = await client.createRefund(input.gatewayOrderId, {
        refund_amount: Number(minorToDecimal(input.amount)),
        refund_id: input.refundReference,
      });
      return { refundId: String(refund.cf_refund_id ?? refund.refund_id) };
    },
  };
}
