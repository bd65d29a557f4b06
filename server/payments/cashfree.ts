// Cashfree Payment Gateway (https://www.cashfree.com/docs/api-reference/payments), API version
// 2023-08-01: x-client-id and x-client-secret headers, our transaction id as the order_id,
// amounts in rupees as decimals (converted from minor units exactly, by digits, never by
// floating-point arithmetic). Webhooks are signed base64(HMAC-SHA256(timestamp + raw body,
// client secret)) in x-webhook-signature, the timestamp (milliseconds) in x-webhook-timestamp.
import { safeEqual } from '../accounts';
import { createGatewayHttp, type GatewayClientOptions, readAnswer, unreadableAnswer } from './http';
import {
  decimalToMinor,
  gatewaySafeId,
  gatewayUrl,
  hmacSha256,
  minorToDecimal,
  paidReport,
} from './protocol';
import { hostedCheckoutAdapter } from './hosted-checkout';
import type { GatewayKeys, GatewayReport } from './types';

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

/** base64(HMAC-SHA256(timestamp + rawBody, clientSecret)): x-webhook-signature. */
export function cashfreeWebhookSignature(
  timestamp: string,
  rawBody: string,
  clientSecret: string,
): string {
  return hmacSha256(clientSecret, timestamp + rawBody, 'base64');
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
      if (!Array.isArray(data)) throw unreadableAnswer(NAME);
      return data.map(payment);
    },
    async createRefund(orderId, body) {
      return readAnswer<CashfreeRefund>(
        NAME,
        await call('POST', `/pg/orders/${encodeURIComponent(orderId)}/refunds`, body),
        { refund_id: 'string' },
      );
    },
  };
}

const order = (data: unknown) =>
  readAnswer<CashfreeOrder>(NAME, data, {
    order_id: 'string',
    order_amount: 'number',
    order_currency: 'string',
    order_status: 'string',
  });

const payment = (data: unknown) =>
  readAnswer<CashfreePayment>(NAME, data, {
    cf_payment_id: 'id',
    payment_status: 'string',
    payment_amount: 'number',
  });

/** A successful Cashfree payment as a paid report (amount converted exactly; null if unreadable). */
export function cashfreePaidReport(
  orderId: string,
  p: Pick<CashfreePayment, 'cf_payment_id' | 'payment_amount' | 'payment_currency'>,
  orderCurrency?: string,
): GatewayReport | null {
  const amount = decimalToMinor(p.payment_amount);
  const currency = (p.payment_currency ?? orderCurrency ?? '').toUpperCase();
  if (amount === null || !currency) return null;
  return paidReport({
    gatewayOrderId: orderId,
    gatewayPaymentId: String(p.cf_payment_id),
    amount,
    currency,
  });
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

/**
 * Where the browser posts payment_session_id to open Cashfree's hosted checkout: what their JS
 * SDK does for redirectTarget _self, done with a plain form so no script comes from their CDN.
 */
export function cashfreeCheckoutAction(baseUrl: string): string {
  return gatewayUrl(baseUrl, '/pg/view/sessions/checkout');
}

/** The Cashfree adapter of a workspace's keys. */
export const createCashfreeAdapter = hostedCheckoutAdapter<CashfreeKeys, CashfreeClient>({
  id: 'CASHFREE',
  client: createCashfreeClient,
  async createOrder(client, input) {
    const created = await client.createOrder({
      order_id: input.transactionId,
      order_amount: Number(minorToDecimal(input.amount)),
      order_currency: input.currency,
      customer_details: {
        // Cashfree's customer_id allows letters, digits, '_' and '-'.
        customer_id: gatewaySafeId(input.customer.id, 50),
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
      clientFields: {
        orderId: created.order_id,
        ...(created.payment_session_id ? { paymentSessionId: created.payment_session_id } : {}),
      },
    };
  },
  async refund(client, input) {
    const refund = await client.createRefund(input.gatewayOrderId, {
      refund_amount: Number(minorToDecimal(input.amount)),
      refund_id: input.refundReference,
    });
    return String(refund.cf_refund_id ?? refund.refund_id);
  },
});
