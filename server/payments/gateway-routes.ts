// The live gateways' routes (SPEC §7 /api/razorpay/checkout/verify,
// /api/cashfree/checkout/verify/{id}, /api/phonepe/status/{id}, and the gateways' server-to-server
// notifications), and the pages that hand a customer over to Razorpay's and Cashfree's hosted
// checkouts. Each route checks the gateway's signature or asks the gateway itself, then hands a
// report to the payments service, which compares it with the stored payment and changes the
// order at most once. See docs/api.md, "Payment gateways".
import Ajv from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/escape';
import { formatMoney } from '../../shared/format';
import { CHECKOUT_MESSAGES, PAYMENT_FAILURE_PATH, type PaymentMode } from '../../shared/orders';
import { answer, SIGNATURE_MESSAGE } from '../checkout/routes';
import { createOrdersRepo } from '../orders/repo';
import { type AccountContext } from '../accounts/context';
import {
  cashfreeCheckoutAction,
  cashfreePaidReport,
  cashfreeReport,
  cashfreeTimestampFresh,
  createCashfreeClient,
  verifyCashfreeWebhook,
} from './cashfree';
import {
  createPhonePeClient,
  decodePhonePeResponse,
  phonePeReport,
  verifyPhonePeCallback,
} from './phonepe';
import {
  createRazorpayClient,
  RAZORPAY_VERIFY_PATH,
  settleRazorpayOrder,
  settleRazorpayPayment,
  verifyRazorpayPaymentSignature,
} from './razorpay';
import { type PaymentsService, UNKNOWN_PAYMENT_MESSAGE } from './service';
import { GatewayError, type GatewayKeys, type GatewayReport } from './types';
import {
  htmlPage,
  linkOrigin,
  NO_SITE_MESSAGE,
  schemaErrorFormatter,
  signedIn,
  type Workspace,
  workspaceOfHost,
} from '../http';

export type GatewayRoutesOptions = { ctx: AccountContext; payments: PaymentsService };

export const CASHFREE_VERIFY_PATH = '/api/cashfree/checkout/verify';
export const CASHFREE_WEBHOOK_PATH = '/api/cashfree/webhook';
export const PHONEPE_STATUS_PATH = '/api/phonepe/status';
export const PHONEPE_CALLBACK_PATH = '/api/phonepe/callback';

export const GATEWAY_MESSAGES = {
  notSetUp: (name: string) => `This shop does not take payments by ${name}.`,
  razorpayFields:
    'Please send razorpay_order_id, razorpay_payment_id and razorpay_signature as Razorpay gave them.',
  razorpayErrorOrder: 'Razorpay’s error report does not say which order it is about.',
  otherOrder: 'This payment belongs to another order: nothing was changed.',
  webhookSignature: 'The notification signature does not match: nothing was changed.',
  webhookStale:
    'This notification is more than 5 minutes old (or from the future): it was refused as a possible replay.',
  webhookShape: 'This notification does not say which order and payment it is about.',
  callbackShape: 'This callback is not a PhonePe payment answer.',
  unreadableAmount: 'The gateway reported an amount we could not read: nothing was changed.',
  paymentId: 'Please say which payment (the id the gateway has for it).',
  webhookHeaders: 'The notification must carry x-webhook-signature and x-webhook-timestamp.',
  xVerify: 'The callback must carry PhonePe’s X-VERIFY header.',
  nothingToPay: 'There is nothing to pay on this order now.',
} as const;

const id = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

// Razorpay's callback: the three signed fields on success, error[...] fields on failure. Other
// fields of those two families are let through (Razorpay adds some, e.g. error[field]) but
// nothing else is.
const razorpayFields = {
  type: 'object',
  properties: {
    razorpay_order_id: id,
    razorpay_payment_id: id,
    razorpay_signature: { type: 'string', pattern: '^[0-9a-fA-F]{1,128}$' },
    'error[metadata]': text(2000),
  },
  patternProperties: { '^(razorpay_[a-z_]+|error\\[[a-z_]+\\])$': text(2000) },
  additionalProperties: false,
} as const;

// What a gateway appends to our return URL is ignored, but must look like a query string value.
const anyQuery = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 500 },
} as const;
const idParams = {
  type: 'object',
  properties: { id },
  required: ['id'],
  additionalProperties: false,
} as const;
const txnParams = {
  type: 'object',
  properties: { transactionId: id },
  required: ['transactionId'],
  additionalProperties: false,
} as const;

const cashfreeWebhookHeaders = {
  type: 'object',
  properties: {
    'x-webhook-signature': { type: 'string', pattern: '^[A-Za-z0-9+/=]{1,200}$' },
    'x-webhook-timestamp': { type: 'string', pattern: '^\\d{1,16}$' },
  },
  required: ['x-webhook-signature', 'x-webhook-timestamp'],
} as const;
// Cashfree's payload grows with its versions and is signed: its top level is checked here, the
// parts we use in the handler, after the signature.
const cashfreeWebhookBody = {
  type: 'object',
  properties: { type: text(100), data: { type: 'object' }, event_time: { type: 'string' } },
  required: ['type', 'data'],
} as const;

const phonePeCallbackHeaders = {
  type: 'object',
  properties: { 'x-verify': { type: 'string', pattern: '^[0-9a-fA-F]{64}###\\d{1,4}$' } },
  required: ['x-verify'],
} as const;
const phonePeCallbackBody = {
  type: 'object',
  properties: { response: { type: 'string', pattern: '^[A-Za-z0-9+/=]{1,20000}$' } },
  required: ['response'],
  additionalProperties: false,
} as const;

const fieldMessages: Record<string, string> = {
  razorpay_order_id: GATEWAY_MESSAGES.razorpayFields,
  razorpay_payment_id: GATEWAY_MESSAGES.razorpayFields,
  razorpay_signature: SIGNATURE_MESSAGE,
  id: GATEWAY_MESSAGES.paymentId,
  transactionId: CHECKOUT_MESSAGES.transaction,
  'x-webhook-signature': GATEWAY_MESSAGES.webhookHeaders,
  'x-webhook-timestamp': GATEWAY_MESSAGES.webhookHeaders,
  'x-verify': GATEWAY_MESSAGES.xVerify,
  response: GATEWAY_MESSAGES.callbackShape,
  type: GATEWAY_MESSAGES.webhookShape,
  data: GATEWAY_MESSAGES.webhookShape,
};

type Live = Exclude<PaymentMode, 'TEST'>;
const NAMES: Record<Live, string> = {
  RAZORPAY: 'Razorpay',
  CASHFREE: 'Cashfree',
  PHONEPE: 'PhonePe',
};

const rawBodies = new WeakMap<FastifyRequest, string>();

function badRequest(message: string) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Registers the live gateways' routes; encapsulated (parsers and strict validation inside). */
export async function gatewayRoutes(app: FastifyInstance, opts: GatewayRoutesOptions) {
  const { ctx, payments } = opts;
  const orders = createOrdersRepo(ctx.db);

  // No type coercion, readable messages (as the bag's routes).
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: false,
    strict: true,
    allowMatchingProperties: true,
  });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setSchemaErrorFormatter(schemaErrorFormatter(fieldMessages));
  app.removeContentTypeParser('text/plain');
  // Signatures are over the exact bytes received: keep the raw text beside the parsed body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (req, body, done) => {
      rawBodies.set(req, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The body is not valid JSON.'), undefined);
      }
    },
  );
  // Razorpay's checkout posts its callback as a plain form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const refuse = (req: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    answer(req, reply, { status, message });

  /** The Host's workspace and its keys of `gateway`, or a refusal already sent (null). */
  async function setUp<G extends Live>(
    req: FastifyRequest,
    reply: FastifyReply,
    gateway: G,
  ): Promise<{ ws: Workspace; keys: NonNullable<GatewayKeys[G]> } | null> {
    const ws = await workspaceOfHost(ctx, req);
    if (!ws) {
      await refuse(req, reply, 404, NO_SITE_MESSAGE);
      return null;
    }
    const keys = (await payments.keys(ws))[gateway];
    if (!keys) {
      await refuse(req, reply, 404, GATEWAY_MESSAGES.notSetUp(NAMES[gateway]));
      return null;
    }
    return { ws, keys: keys as NonNullable<GatewayKeys[G]> };
  }

  /** Hands the report to the service and answers what it decided. */
  async function settle(
    req: FastifyRequest,
    reply: FastifyReply,
    ws: Workspace,
    gateway: Live,
    report: GatewayReport,
  ) {
    const result = await payments.apply(ws.id, gateway, report, linkOrigin(ctx, req, ws));
    if (result.result === 'refused') return refuse(req, reply, result.status, result.message);
    return answer(req, reply, result);
  }

  /** A gateway that is down or answers nonsense is a readable 502, never a 500. */
  const guarded =
    (handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        return await handler(req, reply);
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        req.log.warn({ err: err.message, url: req.url }, 'payment gateway call failed');
        return refuse(req, reply, err.status, err.message);
      }
    };

  // ------------------------------------------------------------------------------- Razorpay

  const razorpayVerify = guarded(async (req, reply) => {
    const found = await setUp(req, reply, 'RAZORPAY');
    if (!found) return reply;
    const { ws, keys } = found;
    const f = (req.method === 'GET' ? req.query : req.body) as Record<string, string | undefined>;
    const client = createRazorpayClient({
      baseUrl: payments.urls.razorpay,
      ...keys,
      fetch: payments.fetch,
    });
    const orderId = f.razorpay_order_id;
    const paymentId = f.razorpay_payment_id;
    const signature = f.razorpay_signature;

    if (orderId === undefined && paymentId === undefined && signature === undefined) {
      // Razorpay's error callback is not signed: it only tells us which order to ask about.
      const metadata = f['error[metadata]'];
      let errorOrderId: unknown;
      try {
        errorOrderId = metadata ? (JSON.parse(metadata) as { order_id?: unknown }).order_id : null;
      } catch {
        errorOrderId = null;
      }
      if (typeof errorOrderId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(errorOrderId))
        return refuse(req, reply, 400, GATEWAY_MESSAGES.razorpayErrorOrder);
      const stored = await payments.byGatewayOrder(ws.id, 'RAZORPAY', errorOrderId);
      if (!stored) return refuse(req, reply, 404, UNKNOWN_PAYMENT_MESSAGE);
      return settle(req, reply, ws, 'RAZORPAY', await settleRazorpayOrder(client, stored));
    }
    if (!orderId || !paymentId || !signature)
      return refuse(req, reply, 400, GATEWAY_MESSAGES.razorpayFields);
    const stored = await payments.byGatewayOrder(ws.id, 'RAZORPAY', orderId);
    if (!stored) return refuse(req, reply, 404, UNKNOWN_PAYMENT_MESSAGE);
    if (!verifyRazorpayPaymentSignature(orderId, paymentId, signature, keys.keySecret))
      return refuse(req, reply, 400, SIGNATURE_MESSAGE);
    // The same signed payment again (a reload of the return page): nothing to ask Razorpay.
    if (stored.status === 'PAID' && stored.gatewayPaymentId === paymentId)
      return answer(req, reply, { result: 'already-paid', payment: stored });
    const report = await settleRazorpayPayment(
      client,
      await client.fetchPayment(paymentId),
      stored,
    );
    if (!report) return refuse(req, reply, 400, GATEWAY_MESSAGES.otherOrder);
    return settle(req, reply, ws, 'RAZORPAY', report);
  });

  app.get(RAZORPAY_VERIFY_PATH, { schema: { querystring: razorpayFields } }, razorpayVerify);
  app.post(RAZORPAY_VERIFY_PATH, { schema: { body: razorpayFields } }, razorpayVerify);

  /** The signed-in customer's order and payment of a transaction on `gateway`, or a page sent. */
  async function payable<G extends Live>(req: FastifyRequest, reply: FastifyReply, gateway: G) {
    const found = await setUp(req, reply, gateway);
    if (!found) return null;
    const { ws, keys } = found;
    const { transactionId } = req.params as { transactionId: string };
    const s = await signedIn(ctx, req, ws);
    const order = s ? await orders.orderByTransaction(ws.id, transactionId, s.user.id) : null;
    const payment = order ? await payments.byTransaction(ws.id, transactionId) : null;
    if (!order || !payment || payment.gateway !== gateway) {
      await refuse(req, reply, 404, CHECKOUT_MESSAGES.transactionNotFound);
      return null;
    }
    if (payment.status === 'PAID') {
      await answer(req, reply, { result: 'already-paid', payment });
      return null;
    }
    if (order.status !== 'PLACED') {
      await refuse(req, reply, 409, GATEWAY_MESSAGES.nothingToPay);
      return null;
    }
    return { ws, keys, order, payment, origin: linkOrigin(ctx, req, ws) };
  }

  // Razorpay's hosted checkout: their checkout.js is on a CDN we do not load, so the browser
  // posts a plain form to /v1/checkout/embedded instead.
  app.get('/pay/razorpay/:transactionId', { schema: { params: txnParams } }, async (req, reply) => {
    const found = await payable(req, reply, 'RAZORPAY');
    if (!found) return reply;
    const { ws, keys, order, payment, origin } = found;
    const phone = order.address.phone;
    return handOver(reply, {
      title: `Pay ${ws.name} with Razorpay`,
      amount: formatMoney(payment.amount, payment.currency),
      gatewayName: 'Razorpay',
      orderNumber: payment.orderNumber,
      action: `${payments.urls.razorpay.replace(/\/+$/, '')}/v1/checkout/embedded`,
      fields: {
        key_id: keys.keyId,
        order_id: payment.gatewayOrderId,
        amount: String(payment.amount),
        currency: payment.currency,
        name: ws.name,
        description: `Order #${payment.orderNumber}`,
        'prefill[name]': order.customer.name || order.address.name,
        'prefill[email]': order.customer.email,
        'prefill[contact]': /^\d{10}$/.test(phone) ? `+91${phone}` : phone,
        'notes[transactionId]': payment.transactionId,
        callback_url: `${origin}${RAZORPAY_VERIFY_PATH}`,
        cancel_url: `${origin}${PAYMENT_FAILURE_PATH}?orderId=${encodeURIComponent(order._id)}`,
      },
    });
  });

  // ------------------------------------------------------------------------------- Cashfree

  app.get(
    '/pay/cashfree/:transactionId',
    { schema: { params: txnParams } },
    guarded(async (req, reply) => {
      const found = await payable(req, reply, 'CASHFREE');
      if (!found) return reply;
      const { ws, keys, payment } = found;
      const client = createCashfreeClient({
        baseUrl: payments.urls.cashfree,
        ...keys,
        fetch: payments.fetch,
      });
      const cfOrder = await client.getOrder(payment.gatewayOrderId);
      if (cfOrder.order_status === 'PAID')
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${CASHFREE_VERIFY_PATH}/${encodeURIComponent(payment.gatewayOrderId)}`, 303);
      if (cfOrder.order_status !== 'ACTIVE' || !cfOrder.payment_session_id)
        return refuse(req, reply, 409, GATEWAY_MESSAGES.nothingToPay);
      return handOver(reply, {
        title: `Pay ${ws.name} with Cashfree`,
        amount: formatMoney(payment.amount, payment.currency),
        gatewayName: 'Cashfree',
        orderNumber: payment.orderNumber,
        action: cashfreeCheckoutAction(payments.urls.cashfree),
        fields: { payment_session_id: cfOrder.payment_session_id },
      });
    }),
  );

  app.get(
    `${CASHFREE_VERIFY_PATH}/:id`,
    { schema: { params: idParams, querystring: anyQuery } },
    guarded(async (req, reply) => {
      const found = await setUp(req, reply, 'CASHFREE');
      if (!found) return reply;
      const { ws, keys } = found;
      const { id: orderId } = req.params as { id: string };
      const stored = await payments.byGatewayOrder(ws.id, 'CASHFREE', orderId);
      if (!stored) return refuse(req, reply, 404, UNKNOWN_PAYMENT_MESSAGE);
      if (stored.status === 'PAID')
        return answer(req, reply, { result: 'already-paid', payment: stored });
      const client = createCashfreeClient({
        baseUrl: payments.urls.cashfree,
        ...keys,
        fetch: payments.fetch,
      });
      const [cfOrder, cfPayments] = await Promise.all([
        client.getOrder(orderId),
        client.orderPayments(orderId),
      ]);
      if (cfOrder.order_id !== orderId) return refuse(req, reply, 400, GATEWAY_MESSAGES.otherOrder);
      const report = cashfreeReport(cfOrder, cfPayments) ?? {
        outcome: 'pending' as const,
        gatewayOrderId: orderId,
      };
      return settle(req, reply, ws, 'CASHFREE', report);
    }),
  );

  app.post(
    CASHFREE_WEBHOOK_PATH,
    { schema: { headers: cashfreeWebhookHeaders, body: cashfreeWebhookBody } },
    async (req, reply) => {
      const found = await setUp(req, reply, 'CASHFREE');
      if (!found) return reply;
      const { ws, keys } = found;
      const signature = req.headers['x-webhook-signature'] as string;
      const timestamp = req.headers['x-webhook-timestamp'] as string;
      const raw = rawBodies.get(req) ?? '';
      if (!verifyCashfreeWebhook(timestamp, raw, signature, keys.clientSecret))
        return refuse(req, reply, 400, GATEWAY_MESSAGES.webhookSignature);
      if (!cashfreeTimestampFresh(timestamp))
        return refuse(req, reply, 400, GATEWAY_MESSAGES.webhookStale);
      const event = req.body as { type: string; data: CashfreeWebhookData };
      const kind =
        event.type === 'PAYMENT_SUCCESS_WEBHOOK'
          ? 'paid'
          : event.type === 'PAYMENT_FAILED_WEBHOOK' || event.type === 'PAYMENT_USER_DROPPED_WEBHOOK'
            ? 'failed'
            : null;
      // Refund, settlement and other events are acknowledged so Cashfree stops sending them.
      if (!kind) return reply.send({ data: { ignored: event.type } });
      const orderId = event.data.order?.order_id;
      const p = event.data.payment;
      if (typeof orderId !== 'string' || !p || typeof p !== 'object')
        return refuse(req, reply, 400, GATEWAY_MESSAGES.webhookShape);
      const stored = await payments.byGatewayOrder(ws.id, 'CASHFREE', orderId);
      if (!stored) return refuse(req, reply, 404, UNKNOWN_PAYMENT_MESSAGE);
      let report: GatewayReport | null;
      if (kind === 'paid') {
        if (
          (typeof p.cf_payment_id !== 'string' && typeof p.cf_payment_id !== 'number') ||
          typeof p.payment_amount !== 'number'
        )
          return refuse(req, reply, 400, GATEWAY_MESSAGES.webhookShape);
        report = cashfreePaidReport(
          orderId,
          {
            cf_payment_id: p.cf_payment_id,
            payment_amount: p.payment_amount,
            ...(typeof p.payment_currency === 'string'
              ? { payment_currency: p.payment_currency }
              : {}),
          },
          typeof event.data.order?.order_currency === 'string'
            ? event.data.order.order_currency
            : undefined,
        );
        if (!report) return refuse(req, reply, 400, GATEWAY_MESSAGES.unreadableAmount);
      } else {
        report = {
          outcome: 'failed',
          gatewayOrderId: orderId,
          reason:
            typeof p.payment_message === 'string' && p.payment_message
              ? p.payment_message
              : `Cashfree: ${event.type}`,
        };
      }
      return settle(req, reply, ws, 'CASHFREE', report);
    },
  );

  // -------------------------------------------------------------------------------- PhonePe

  app.get(
    `${PHONEPE_STATUS_PATH}/:id`,
    { schema: { params: idParams, querystring: anyQuery } },
    guarded(async (req, reply) => {
      const found = await setUp(req, reply, 'PHONEPE');
      if (!found) return reply;
      const { ws, keys } = found;
      const { id: merchantTransactionId } = req.params as { id: string };
      const stored = await payments.byGatewayOrder(ws.id, 'PHONEPE', merchantTransactionId);
      if (!stored) return refuse(req, reply, 404, UNKNOWN_PAYMENT_MESSAGE);
      if (stored.status === 'PAID')
        return answer(req, reply, { result: 'already-paid', payment: stored });
      const client = createPhonePeClient({
        baseUrl: payments.urls.phonepe,
        ...keys,
        fetch: payments.fetch,
      });
      const report = phonePeReport(
        await client.status(merchantTransactionId),
        keys.merchantId,
        merchantTransactionId,
      );
      if (!report) return refuse(req, reply, 400, GATEWAY_MESSAGES.otherOrder);
      return settle(req, reply, ws, 'PHONEPE', report);
    }),
  );

  app.post(
    PHONEPE_CALLBACK_PATH,
    { schema: { headers: phonePeCallbackHeaders, body: phonePeCallbackBody } },
    async (req, reply) => {
      const found = await setUp(req, reply, 'PHONEPE');
      if (!found) return reply;
      const { ws, keys } = found;
      const { response } = req.body as { response: string };
      const xVerify = req.headers['x-verify'] as string;
      if (!verifyPhonePeCallback(response, xVerify, keys.saltKey, keys.saltIndex))
        return refuse(req, reply, 400, SIGNATURE_MESSAGE);
      const decoded = decodePhonePeResponse(response);
      const merchantTransactionId = decoded?.data?.merchantTransactionId;
      if (!decoded || typeof merchantTransactionId !== 'string')
        return refuse(req, reply, 400, GATEWAY_MESSAGES.callbackShape);
      const stored = await payments.byGatewayOrder(ws.id, 'PHONEPE', merchantTransactionId);
      if (!stored) return refuse(req, reply, 404, UNKNOWN_PAYMENT_MESSAGE);
      const report = phonePeReport(decoded, keys.merchantId, merchantTransactionId);
      if (!report) return refuse(req, reply, 400, GATEWAY_MESSAGES.otherOrder);
      return settle(req, reply, ws, 'PHONEPE', report);
    },
  );
}

type CashfreeWebhookData = {
  order?: { order_id?: unknown; order_currency?: unknown };
  payment?: {
    cf_payment_id?: unknown;
    payment_amount?: unknown;
    payment_currency?: unknown;
    payment_message?: unknown;
  };
};

/**
 * A page that posts a form to the gateway's hosted checkout at once (and shows the button when
 * scripts are off). Nothing on it comes from another origin.
 */
function handOver(
  reply: FastifyReply,
  p: {
    title: string;
    amount: string;
    gatewayName: string;
    orderNumber: number;
    action: string;
    fields: Record<string, string>;
  },
) {
  const inputs = Object.entries(p.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      htmlPage(
        p.title,
        `<h1>${escapeHtml(p.title)}</h1>` +
          `<p class="muted">Order #${p.orderNumber} · ${escapeHtml(p.amount)}</p>` +
          `<p>Taking you to ${escapeHtml(p.gatewayName)}’s secure payment page…</p>` +
          `<form id="sw-pay" method="post" action="${escapeHtml(p.action)}" data-testid="gateway-handover">${inputs}` +
          `<button type="submit">Pay ${escapeHtml(p.amount)} with ${escapeHtml(p.gatewayName)}</button></form>` +
          `<script>document.getElementById('sw-pay').submit()</script>`,
      ),
    );
}
