// Razorpay (https://razorpay.com/docs/api): Orders API with Basic auth (key id : key secret),
// amounts in the currency's subunit. The customer pays on Razorpay's hosted checkout (a form
// POST to /v1/checkout/embedded from a page of ours: their checkout.js lives on a CDN we do not
// load), which posts back razorpay_order_id, razorpay_payment_id and razorpay_signature =
// hex(HMAC-SHA256(`${order_id}|${payment_id}`, key secret)). We never trust the callback alone:
// the payment is fetched from Razorpay and its order, status, amount and currency are what count.
import { safeEqual } from '../accounts';
import {
  createGatewayHttp,
  type FieldKind,
  type GatewayClientOptions,
  readAnswer,
  unreadableAnswer,
} from './http';
import { hostedCheckoutAdapter } from './hosted-checkout';
import { gatewayUrl, hmacSha256, paidReport } from './protocol';
import type { GatewayKeys, GatewayReport } from './types';

export type RazorpayKeys = NonNullable<GatewayKeys['RAZORPAY']>;

export type RazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes?: Record<string, string> | unknown[];
};

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string | null;
  captured: boolean;
  error_code?: string | null;
  error_description?: string | null;
};

export type RazorpayRefund = { id: string; entity: 'refund'; amount: number; payment_id: string };

/** hex(HMAC-SHA256(`${orderId}|${paymentId}`, keySecret)): the checkout callback's signature. */
export function razorpayPaymentSignature(
  orderId: string,
  paymentId: string,
  keySecret: string,
): string {
  return hmacSha256(keySecret, `${orderId}|${paymentId}`, 'hex');
}

/** hex(HMAC-SHA256(rawBody, webhookSecret)): X-Razorpay-Signature of a webhook. */
export function razorpayWebhookSignature(rawBody: string, webhookSecret: string): string {
  return hmacSha256(webhookSecret, rawBody, 'hex');
}

/** Whether a checkout callback's signature is Razorpay's (constant time, length checked first). */
export function verifyRazorpayPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return safeEqual(razorpayPaymentSignature(orderId, paymentId, keySecret), signature);
}

export type RazorpayClient = {
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /** Every payment attempt on an order, newest first as Razorpay lists them. */
  orderPayments(orderId: string): Promise<RazorpayPayment[]>;
  capture(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment>;
  refund(
    paymentId: string,
    input: { amount: number; receipt: string; notes?: Record<string, string> },
  ): Promise<RazorpayRefund>;
};

export type RazorpayClientOptions = GatewayClientOptions & { keyId: string; keySecret: string };

const NAME = 'Razorpay';

/** A small client of the Razorpay API (only what checkout, verification and refunds need). */
export function createRazorpayClient(opts: RazorpayClientOptions): RazorpayClient {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  const http = createGatewayHttp({
    ...opts,
    name: NAME,
    headers: { authorization: auth },
    refusal: (data) => (data as { error?: { description?: unknown } } | null)?.error?.description,
  });
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    http(method, path, { body });

  return {
    async createOrder(input) {
      return order(
        await call('POST', '/v1/orders', {
          amount: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          payment_capture: 1,
          ...(input.notes ? { notes: input.notes } : {}),
        }),
      );
    },
    async fetchOrder(orderId) {
      return order(await call('GET', `/v1/orders/${encodeURIComponent(orderId)}`));
    },
    async fetchPayment(paymentId) {
      return payment(await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`));
    },
    async orderPayments(orderId) {
      const data = (await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`)) as {
        items?: unknown;
      };
      if (!Array.isArray(data.items)) throw unreadableAnswer(NAME);
      return data.items.map(payment);
    },
    async capture(paymentId, amount, currency) {
      return payment(
        await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
          amount,
          currency,
        }),
      );
    },
    async refund(paymentId, input) {
      return readAnswer<RazorpayRefund>(
        NAME,
        await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          amount: input.amount,
          receipt: input.receipt,
          ...(input.notes ? { notes: input.notes } : {}),
        }),
        { id: 'string', amount: 'number' },
      );
    },
  };
}

// What the client reads of an order and of a payment (both have these four).
const ORDER_OR_PAYMENT: Record<string, FieldKind> = {
  id: 'string',
  amount: 'integer',
  currency: 'string',
  status: 'string',
};
const order = (data: unknown) => readAnswer<RazorpayOrder>(NAME, data, ORDER_OR_PAYMENT);
const payment = (data: unknown) => readAnswer<RazorpayPayment>(NAME, data, ORDER_OR_PAYMENT);

/**
 * What one Razorpay payment says about our order: captured is paid (with Razorpay's amount and
 * currency, for the service to compare), failed is failed, refunded counts as failed (it never
 * paid this order for good), anything else is still pending. `authorized` is reported pending
 * here: the route captures it first (see `settleRazorpayPayment`).
 */
export function razorpayReport(payment: RazorpayPayment): GatewayReport {
  const gatewayOrderId = payment.order_id ?? '';
  switch (payment.status) {
    case 'captured':
      return paidReport({
        gatewayOrderId,
        gatewayPaymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      });
    case 'failed':
      return {
        outcome: 'failed',
        gatewayOrderId,
        reason: payment.error_description || 'Razorpay reported the payment as failed.',
      };
    case 'refunded':
      return { outcome: 'failed', gatewayOrderId, reason: 'Razorpay refunded this payment.' };
    default:
      return { outcome: 'pending', gatewayOrderId };
  }
}

/**
 * The report for one payment of our Razorpay order, fetched from Razorpay: a payment of another
 * order is refused (null); an authorized payment for exactly the stored amount is captured
 * first (the order asked for automatic capture, but an account may capture manually); one for
 * another amount is reported as it is, so the service refuses it and nothing changes.
 */
export async function settleRazorpayPayment(
  client: RazorpayClient,
  payment: RazorpayPayment,
  stored: { gatewayOrderId: string; amount: number; currency: string },
): Promise<GatewayReport | null> {
  if (payment.order_id !== stored.gatewayOrderId) return null;
  if (payment.status === 'authorized') {
    if (payment.amount !== stored.amount || payment.currency.toUpperCase() !== stored.currency)
      return paidReport({
        gatewayOrderId: stored.gatewayOrderId,
        gatewayPaymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      });
    const captured = await client.capture(payment.id, stored.amount, stored.currency);
    return razorpayReport({ ...captured, order_id: captured.order_id ?? payment.order_id });
  }
  return razorpayReport(payment);
}

/**
 * The report for our Razorpay order from all its attempts (when the callback names no payment
 * we can trust, as with Razorpay's unsigned error callback): a captured or authorized payment
 * wins; else a failed attempt makes it failed; else it is pending.
 */
export async function settleRazorpayOrder(
  client: RazorpayClient,
  stored: { gatewayOrderId: string; amount: number; currency: string },
): Promise<GatewayReport> {
  const attempts = (await client.orderPayments(stored.gatewayOrderId)).filter(
    (p) => p.order_id === stored.gatewayOrderId,
  );
  const settled =
    attempts.find((p) => p.status === 'captured') ??
    attempts.find((p) => p.status === 'authorized');
  if (settled) {
    const report = await settleRazorpayPayment(client, settled, stored);
    if (report) return report;
  }
  const failed = attempts.find((p) => p.status === 'failed');
  if (failed) return razorpayReport(failed);
  return { outcome: 'pending', gatewayOrderId: stored.gatewayOrderId };
}

export const RAZORPAY_VERIFY_PATH = '/api/razorpay/checkout/verify';

/**
 * Where the browser posts the checkout's fields to open Razorpay's hosted checkout: their
 * checkout.js is on a CDN we do not load, so a plain form does what it would.
 */
export function razorpayCheckoutAction(baseUrl: string): string {
  return gatewayUrl(baseUrl, '/v1/checkout/embedded');
}

/** The Razorpay adapter of a workspace's keys. */
export const createRazorpayAdapter = hostedCheckoutAdapter<RazorpayKeys, RazorpayClient>({
  id: 'RAZORPAY',
  client: createRazorpayClient,
  async createOrder(client, input, keys) {
    const created = await client.createOrder({
      amount: input.amount,
      currency: input.currency,
      receipt: input.transactionId,
      notes: { transactionId: input.transactionId, orderId: input.orderId },
    });
    return {
      gatewayOrderId: created.id,
      clientFields: {
        keyId: keys.keyId,
        orderId: created.id,
        amount: created.amount,
        currency: created.currency,
      },
    };
  },
  async refund(client, input) {
    const refund = await client.refund(input.gatewayPaymentId, {
      amount: input.amount,
      receipt: input.refundReference,
    });
    return refund.id;
  },
});
