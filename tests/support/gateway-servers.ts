// Local HTTP servers that speak Razorpay's, Cashfree's and PhonePe's protocols, for tests with no
// internet. Each checks our credentials and checksums the way the live API does (Basic auth;
// x-client-id/x-client-secret/x-api-version; X-VERIFY), validates what we send (amounts in paise
// or decimal rupees, ids, URLs), keeps orders and payments in memory, lets a test mark a payment
// paid or failed, and produces what the live gateway would send back: Razorpay's checkout
// callback fields with a valid signature, Cashfree's signed webhook, PhonePe's status answers
// and signed S2S callback. The signing here is written from each gateway's documentation, apart
// from server/payments, so a mistake on one side shows up as a refusal on the other.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayUrls } from '../../server/payments/types';

export type RecordedRequest = {
  method: string;
  /** Path and query, without the server's prefix. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};

type Reply = { status: number; json?: unknown; html?: string };
type Handler = (req: RecordedRequest) => Reply;

export type FakeServer = {
  /** The base URL to give our client (PhonePe's includes its /apis/hermes prefix). */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** While true, every request gets 503 with an HTML page, like a load balancer in an outage. */
  outage: boolean;
  close(): Promise<void>;
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(length: number): string {
  return [...randomBytes(length)].map((b) => ALNUM[b % ALNUM.length]).join('');
}

async function startFake(handler: Handler, prefix = ''): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const fake: FakeServer = { url: '', requests, outage: false, close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawPath = req.url ?? '/';
      const path = rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) || '/' : rawPath;
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      if (fake.outage) return send(res, { status: 503, html: '<h1>503 Service Unavailable</h1>' });
      if (prefix && !rawPath.startsWith(prefix))
        return send(res, { status: 404, html: '<h1>Not found</h1>' });
      let reply: Reply;
      try {
        reply = handler(recorded);
      } catch (err) {
        reply = { status: 500, json: { message: String(err) } };
      }
      send(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}${prefix}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

function send(res: ServerResponse, reply: Reply) {
  if (reply.html !== undefined) {
    res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(reply.html);
    return;
  }
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(reply.json ?? {}));
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(body) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isText = (v: unknown, max = 1000): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max;
const isUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------
// Razorpay: https://razorpay.com/docs/api (Basic auth, amounts in the currency subunit).

export type FakeRazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | unknown[];
  created_at: number;
};

export type FakeRazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

export type RazorpayFake = FakeServer & {
  addAccount(keyId: string, keySecret: string): void;
  orders(): FakeRazorpayOrder[];
  order(orderId: string): FakeRazorpayOrder | undefined;
  payments(orderId: string): FakeRazorpayPayment[];
  /** Forms our pay page posted to /v1/checkout/embedded. */
  checkoutPosts: Record<string, string>[];
  /**
   * The customer pays: a payment captured (or only authorized) on the order, for the order's
   * amount unless told otherwise, and the fields Razorpay's checkout posts to callback_url.
   */
  pay(
    orderId: string,
    opts?: { amount?: number; currency?: string; status?: 'captured' | 'authorized' },
  ): { payment: FakeRazorpayPayment; callback: Record<string, string> };
  /** The payment fails: the error fields Razorpay's checkout posts to callback_url. */
  fail(
    orderId: string,
    opts?: { description?: string },
  ): { payment: FakeRazorpayPayment; callback: Record<string, string> };
};

export async function startRazorpayServer(): Promise<RazorpayFake> {
  const accounts = new Map<string, string>();
  const orders = new Map<string, { keyId: string; order: FakeRazorpayOrder }>();
  const payments = new Map<string, { keyId: string; payment: FakeRazorpayPayment }>();
  const checkoutPosts: Record<string, string>[] = [];
  const bad = (description: string, field?: string, status = 400): Reply => ({
    status,
    json: {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        ...(field ? { field } : {}),
      },
    },
  });
  const notFound = () => bad('The id provided does not exist');

  const keyIdOf = (headers: IncomingHttpHeaders): string | null => {
    const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(String(headers.authorization ?? ''));
    if (!m?.[1]) return null;
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    const keyId = decoded.slice(0, colon);
    return accounts.get(keyId) === decoded.slice(colon + 1) ? keyId : null;
  };

  const handler: Handler = (req) => {
    const path = req.path.split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/v1/checkout/embedded') {
      const form = Object.fromEntries(new URLSearchParams(req.body));
      checkoutPosts.push(form);
      const entry = orders.get(form.order_id ?? '');
      if (!entry || entry.keyId !== form.key_id || !accounts.has(form.key_id ?? ''))
        return { status: 400, html: '<h1>Invalid key or order</h1>' };
      if (form.amount !== undefined && Number(form.amount) !== entry.order.amount)
        return { status: 400, html: '<h1>Amount does not match the order</h1>' };
      if (!isUrl(form.callback_url)) return { status: 400, html: '<h1>callback_url missing</h1>' };
      return { status: 200, html: `<h1>Razorpay test checkout</h1><p>${entry.order.id}</p>` };
    }
    const keyId = keyIdOf(req.headers);
    if (!keyId) return bad('Authentication failed', undefined, 401);
    const body = req.method === 'POST' ? parseJson(req.body) : {};
    if (!body) return bad('The request body is not valid JSON');
    let m: RegExpExecArray | null;

    if (req.method === 'POST' && path === '/v1/orders') {
      if (!isInt(body.amount) || body.amount < 100)
        return bad('The amount must be atleast INR 1.00', 'amount');
      if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))
        return bad('The currency field is invalid.', 'currency');
      if (body.receipt !== undefined && !isText(body.receipt, 40))
        return bad('The receipt may not be greater than 40 characters.', 'receipt');
      const order: FakeRazorpayOrder = {
        id: `order_${randomId(14)}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string> | undefined) ?? [],
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, { keyId, order });
      return { status: 200, json: order };
    }
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path))) {
      const entry = orders.get(decodeURIComponent(m[1]!));
      if (!entry || entry.keyId !== keyId) return notFound();
      if (!m[2]) return { status: 200, json: entry.order };
      const items = [...payments.values()]
        .filter((p) => p.keyId === keyId && p.payment.order_id === entry.order.id)
        .map((p) => p.payment)
        .reverse();
      return { status: 200, json: { entity: 'collection', count: items.length, items } };
    }
    if ((m = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path))) {
      const entry = payments.get(decodeURIComponent(m[1]!));
      if (!entry || entry.keyId !== keyId) return notFound();
      const p = entry.payment;
      if (req.method === 'GET' && !m[2]) return { status: 200, json: p };
      if (req.method === 'POST' && m[2] === '/capture') {
        if (p.status !== 'authorized')
          return bad('This payment has already been captured', 'payment_id');
        if (body.amount !== p.amount || body.currency !== p.currency)
          return bad('Capture amount must be equal to the amount authorized', 'amount');
        p.status = 'captured';
        p.captured = true;
        const order = orders.get(p.order_id)!.order;
        order.status = 'paid';
        order.amount_paid = p.amount;
        order.amount_due = order.amount - p.amount;
        return { status: 200, json: p };
      }
      if (req.method === 'POST' && m[2] === '/refund') {
        if (p.status !== 'captured') return bad('The payment has not been captured', 'payment_id');
        const amount = body.amount === undefined ? p.amount - p.amount_refunded : body.amount;
        if (!isInt(amount) || amount < 100 || amount > p.amount - p.amount_refunded)
          return bad('The refund amount provided is greater than amount captured', 'amount');
        p.amount_refunded += amount;
        if (p.amount_refunded === p.amount) p.status = 'refunded';
        return {
          status: 200,
          json: {
            id: `rfnd_${randomId(14)}`,
            entity: 'refund',
            amount,
            currency: p.currency,
            payment_id: p.id,
            receipt: typeof body.receipt === 'string' ? body.receipt : null,
            status: 'processed',
          },
        };
      }
    }
    return bad('The requested URL was not found on the server.', undefined, 404);
  };

  const fake = await startFake(handler);
  const newPayment = (
    orderId: string,
    status: FakeRazorpayPayment['status'],
    amount?: number,
    currency?: string,
  ) => {
    const entry = orders.get(orderId);
    if (!entry) throw new Error(`no Razorpay order ${orderId}`);
    const payment: FakeRazorpayPayment = {
      id: `pay_${randomId(14)}`,
      entity: 'payment',
      amount: amount ?? entry.order.amount,
      currency: currency ?? entry.order.currency,
      status,
      order_id: orderId,
      method: 'upi',
      captured: status === 'captured',
      amount_refunded: 0,
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: status === 'failed' ? 'Payment failed' : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.set(payment.id, { keyId: entry.keyId, payment });
    entry.order.attempts += 1;
    entry.order.status = status === 'captured' ? 'paid' : 'attempted';
    if (status === 'captured') {
      entry.order.amount_paid = payment.amount;
      entry.order.amount_due = Math.max(0, entry.order.amount - payment.amount);
    }
    return { entry, payment };
  };
  return Object.assign(fake, {
    checkoutPosts,
    addAccount(keyId: string, keySecret: string) {
      accounts.set(keyId, keySecret);
    },
    orders: () => [...orders.values()].map((e) => e.order),
    order: (orderId: string) => orders.get(orderId)?.order,
    payments: (orderId: string) =>
      [...payments.values()].map((p) => p.payment).filter((p) => p.order_id === orderId),
    pay(
      orderId: string,
      opts: { amount?: number; currency?: string; status?: 'captured' | 'authorized' } = {},
    ) {
      const { entry, payment } = newPayment(
        orderId,
        opts.status ?? 'captured',
        opts.amount,
        opts.currency,
      );
      const secret = accounts.get(entry.keyId)!;
      // Razorpay's documented rule: hex HMAC-SHA256 of "order_id|razorpay_payment_id".
      const signature = createHmac('sha256', secret)
        .update(`${orderId}|${payment.id}`)
        .digest('hex');
      return {
        payment,
        callback: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: orderId,
          razorpay_signature: signature,
        },
      };
    },
    fail(orderId: string, opts: { description?: string } = {}) {
      const { payment } = newPayment(orderId, 'failed');
      if (opts.description) payment.error_description = opts.description;
      return {
        payment,
        callback: {
          'error[code]': 'BAD_REQUEST_ERROR',
          'error[description]': payment.error_description ?? 'Payment failed',
          'error[source]': 'customer',
          'error[step]': 'payment_authentication',
          'error[reason]': 'payment_failed',
          'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: orderId }),
        },
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Cashfree PG, x-api-version 2023-08-01: https://www.cashfree.com/docs/api-reference/payments

export type FakeCashfreeOrder = {
  cf_order_id: string;
  order_id: string;
  entity: 'order';
  order_currency: string;
  /** Minor units here; answered as decimal rupees. */
  amountMinor: number;
  order_status: 'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED';
  payment_session_id: string;
  customer_details: Record<string, unknown>;
  order_meta: { return_url: string | null; notify_url: string | null };
  order_tags: Record<string, string> | null;
};

export type FakeCashfreePayment = {
  cf_payment_id: string;
  order_id: string;
  payment_status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED' | 'PENDING';
  amountMinor: number;
  payment_currency: string;
  payment_message: string;
  payment_time: string;
};

export type SignedWebhook = { headers: Record<string, string>; body: string };

export type CashfreeWebhookType =
  'PAYMENT_SUCCESS_WEBHOOK' | 'PAYMENT_FAILED_WEBHOOK' | 'PAYMENT_USER_DROPPED_WEBHOOK';

export type CashfreeFake = FakeServer & {
  addAccount(clientId: string, clientSecret: string): void;
  order(orderId: string): FakeCashfreeOrder | undefined;
  payments(orderId: string): FakeCashfreePayment[];
  /** Forms our pay page posted to /pg/view/sessions/checkout. */
  checkoutPosts: Record<string, string>[];
  /** The customer pays (the order's amount unless told otherwise); the signed success webhook. */
  pay(
    orderId: string,
    opts?: { amount?: number; currency?: string },
  ): { payment: FakeCashfreePayment; webhook: SignedWebhook };
  /** The attempt fails (or is dropped); the signed webhook Cashfree sends. */
  fail(
    orderId: string,
    opts?: { dropped?: boolean },
  ): { payment: FakeCashfreePayment; webhook: SignedWebhook };
  /** A webhook of the order's latest payment, signed at `timestampMs` (default now). */
  webhook(orderId: string, type: CashfreeWebhookType, timestampMs?: number): SignedWebhook;
  /** The order expires at Cashfree. */
  expire(orderId: string): void;
};

/** Minor units as Cashfree writes decimal rupees in its raw JSON: 170.00, 1234.56. */
const rupeesText = (minor: number) => (minor / 100).toFixed(2);

export async function startCashfreeServer(): Promise<CashfreeFake> {
  const accounts = new Map<string, string>();
  const orders = new Map<string, { clientId: string; order: FakeCashfreeOrder }>();
  const payments: (FakeCashfreePayment & { clientId: string })[] = [];
  const sessions = new Map<string, string>();
  const checkoutPosts: Record<string, string>[] = [];
  const err = (status: number, message: string, code: string, type = 'invalid_request_error') => ({
    status,
    json: { message, code, type },
  });
  const orderJson = (o: FakeCashfreeOrder) => {
    const { amountMinor, ...rest } = o;
    return { ...rest, order_amount: amountMinor / 100, order_expiry_time: null, created_at: null };
  };
  const paymentJson = (p: FakeCashfreePayment) => {
    const { amountMinor, ...rest } = p;
    return {
      ...rest,
      entity: 'payment',
      is_captured: p.payment_status === 'SUCCESS',
      payment_amount: amountMinor / 100,
      payment_group: 'upi',
    };
  };

  const handler: Handler = (req) => {
    const path = req.path.split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/pg/view/sessions/checkout') {
      const form = Object.fromEntries(new URLSearchParams(req.body));
      checkoutPosts.push(form);
      const orderId = sessions.get(form.payment_session_id ?? '');
      if (!orderId) return { status: 400, html: '<h1>Invalid payment session</h1>' };
      return { status: 200, html: `<h1>Cashfree test checkout</h1><p>${orderId}</p>` };
    }
    const clientId = String(req.headers['x-client-id'] ?? '');
    if (!accounts.has(clientId) || accounts.get(clientId) !== req.headers['x-client-secret'])
      return err(401, 'authentication Failed', 'request_failed', 'authentication_error');
    if (req.headers['x-api-version'] !== '2023-08-01')
      return err(400, 'x-api-version : invalid value', 'request_invalid');
    let m: RegExpExecArray | null;

    if (req.method === 'POST' && path === '/pg/orders') {
      const body = parseJson(req.body);
      if (!body) return err(400, 'invalid JSON', 'request_invalid');
      const amount = body.order_amount;
      if (typeof amount !== 'number' || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
        return err(400, 'order_amount : must have at most two decimals', 'order_amount_invalid');
      if (amount < 1) return err(400, 'order_amount : must be at least 1', 'order_amount_invalid');
      if (typeof body.order_id !== 'string' || !/^[A-Za-z0-9_-]{3,45}$/.test(body.order_id))
        return err(400, 'order_id : invalid value', 'order_id_invalid');
      if (orders.has(body.order_id))
        return err(409, 'order with same id is already present', 'order_already_exists');
      if (typeof body.order_currency !== 'string' || !/^[A-Z]{3}$/.test(body.order_currency))
        return err(400, 'order_currency : invalid value', 'order_currency_invalid');
      const customer = body.customer_details as Record<string, unknown> | undefined;
      if (
        !customer ||
        typeof customer.customer_id !== 'string' ||
        !/^[A-Za-z0-9_-]{1,50}$/.test(customer.customer_id)
      )
        return err(400, 'customer_details.customer_id : invalid value', 'customer_id_invalid');
      if (
        typeof customer.customer_phone !== 'string' ||
        !/^\+?\d{10,13}$/.test(customer.customer_phone)
      )
        return err(
          400,
          'customer_details.customer_phone : invalid value',
          'customer_phone_invalid',
        );
      const meta = (body.order_meta ?? {}) as Record<string, unknown>;
      for (const key of ['return_url', 'notify_url'] as const)
        if (meta[key] !== undefined && !isUrl(meta[key]))
          return err(400, `order_meta.${key} : invalid url`, `${key}_invalid`);
      const order: FakeCashfreeOrder = {
        cf_order_id: String(2000000000 + orders.size),
        order_id: body.order_id,
        entity: 'order',
        order_currency: body.order_currency,
        amountMinor: Math.round(amount * 100),
        order_status: 'ACTIVE',
        payment_session_id: `session_${randomId(40)}`,
        customer_details: customer,
        order_meta: {
          return_url: typeof meta.return_url === 'string' ? meta.return_url : null,
          notify_url: typeof meta.notify_url === 'string' ? meta.notify_url : null,
        },
        order_tags: (body.order_tags as Record<string, string> | undefined) ?? null,
      };
      orders.set(order.order_id, { clientId, order });
      sessions.set(order.payment_session_id, order.order_id);
      return { status: 200, json: orderJson(order) };
    }
    if ((m = /^\/pg\/orders\/([^/]+)(\/payments|\/refunds)?$/.exec(path))) {
      const entry = orders.get(decodeURIComponent(m[1]!));
      if (!entry || entry.clientId !== clientId)
        return err(404, 'order not found', 'order_not_found');
      if (req.method === 'GET' && !m[2]) return { status: 200, json: orderJson(entry.order) };
      if (req.method === 'GET' && m[2] === '/payments')
        return {
          status: 200,
          json: payments.filter((p) => p.order_id === entry.order.order_id).map(paymentJson),
        };
      if (req.method === 'POST' && m[2] === '/refunds') {
        const body = parseJson(req.body);
        const paid = payments.find(
          (p) => p.order_id === entry.order.order_id && p.payment_status === 'SUCCESS',
        );
        if (!body || !paid) return err(400, 'order is not paid', 'refund_invalid');
        const amount = body.refund_amount;
        if (typeof amount !== 'number' || Math.round(amount * 100) > paid.amountMinor)
          return err(400, 'refund_amount : invalid value', 'refund_amount_invalid');
        if (typeof body.refund_id !== 'string' || !/^[A-Za-z0-9_-]{3,40}$/.test(body.refund_id))
          return err(400, 'refund_id : invalid value', 'refund_id_invalid');
        return {
          status: 200,
          json: {
            cf_payment_id: paid.cf_payment_id,
            cf_refund_id: String(3000000000 + payments.length),
            order_id: entry.order.order_id,
            refund_id: body.refund_id,
            entity: 'refund',
            refund_amount: amount,
            refund_currency: paid.payment_currency,
            refund_status: 'PENDING',
          },
        };
      }
    }
    return err(404, 'api not found', 'request_invalid');
  };

  const fake = await startFake(handler);
  const sign = (clientId: string, timestamp: string, body: string) =>
    createHmac('sha256', accounts.get(clientId)!)
      .update(timestamp + body)
      .digest('base64');
  const webhook = (
    orderId: string,
    type: CashfreeWebhookType,
    timestampMs = Date.now(),
  ): SignedWebhook => {
    const entry = orders.get(orderId);
    const payment = payments.filter((p) => p.order_id === orderId).at(-1);
    if (!entry || !payment) throw new Error(`no Cashfree payment on ${orderId}`);
    const o = entry.order;
    // Amounts written with two decimals (170.00), as Cashfree's raw body has them: a receiver
    // that re-serializes the parsed JSON before checking the signature fails here, as it would
    // live.
    const body = JSON.stringify({
      data: {
        order: {
          order_id: o.order_id,
          order_amount: `@@${o.amountMinor}@@`,
          order_currency: o.order_currency,
          order_tags: o.order_tags,
        },
        payment: {
          cf_payment_id: payment.cf_payment_id,
          payment_status: payment.payment_status,
          payment_amount: `@@${payment.amountMinor}@@`,
          payment_currency: payment.payment_currency,
          payment_message: payment.payment_message,
          payment_time: payment.payment_time,
          bank_reference: '234928698581',
          auth_id: null,
          payment_method: { upi: { channel: 'collect', upi_id: 'customer@upi' } },
          payment_group: 'upi',
        },
        customer_details: o.customer_details,
        payment_gateway_details: { gateway_name: 'CASHFREE' },
        payment_offers: null,
      },
      event_time: new Date(timestampMs).toISOString(),
      type,
    }).replace(/"@@(\d+)@@"/g, (_, minor: string) => rupeesText(Number(minor)));
    const timestamp = String(timestampMs);
    return {
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': sign(entry.clientId, timestamp, body),
        'x-webhook-version': '2023-08-01',
        'x-webhook-attempt': '1',
      },
      body,
    };
  };
  const addPayment = (
    orderId: string,
    status: FakeCashfreePayment['payment_status'],
    amount?: number,
    currency?: string,
  ) => {
    const entry = orders.get(orderId);
    if (!entry) throw new Error(`no Cashfree order ${orderId}`);
    const payment = {
      clientId: entry.clientId,
      cf_payment_id: String(5000000000 + payments.length),
      order_id: orderId,
      payment_status: status,
      amountMinor: amount ?? entry.order.amountMinor,
      payment_currency: currency ?? entry.order.order_currency,
      payment_message:
        status === 'SUCCESS' ? '00::Transaction success' : 'Transaction declined by bank',
      payment_time: new Date(Date.now() + payments.length).toISOString(),
    };
    payments.push(payment);
    if (status === 'SUCCESS') entry.order.order_status = 'PAID';
    return payment;
  };
  return Object.assign(fake, {
    checkoutPosts,
    addAccount(clientId: string, clientSecret: string) {
      accounts.set(clientId, clientSecret);
    },
    order: (orderId: string) => orders.get(orderId)?.order,
    payments: (orderId: string) => payments.filter((p) => p.order_id === orderId),
    pay(orderId: string, opts: { amount?: number; currency?: string } = {}) {
      const payment = addPayment(orderId, 'SUCCESS', opts.amount, opts.currency);
      return { payment, webhook: webhook(orderId, 'PAYMENT_SUCCESS_WEBHOOK') };
    },
    fail(orderId: string, opts: { dropped?: boolean } = {}) {
      const payment = addPayment(orderId, opts.dropped ? 'USER_DROPPED' : 'FAILED');
      return {
        payment,
        webhook: webhook(
          orderId,
          opts.dropped ? 'PAYMENT_USER_DROPPED_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
        ),
      };
    },
    webhook,
    expire(orderId: string) {
      const entry = orders.get(orderId);
      if (entry) entry.order.order_status = 'EXPIRED';
    },
  });
}

// ---------------------------------------------------------------------------------------------
// PhonePe PG v1 (standard checkout): https://developer.phonepe.com/v1

export type FakePhonePeTransaction = {
  merchantId: string;
  merchantTransactionId: string;
  merchantUserId: string;
  amount: number;
  redirectUrl: string;
  redirectMode: string;
  callbackUrl: string;
  state: 'CREATED' | 'PENDING' | 'COMPLETED' | 'FAILED';
  /** PhonePe's own id of the payment, once attempted. */
  transactionId: string | null;
  /** What PhonePe reports as paid (the requested amount unless a test says otherwise). */
  paidAmount: number;
};

export type PhonePeFake = FakeServer & {
  addMerchant(merchantId: string, saltKey: string, saltIndex: string): void;
  transaction(merchantTransactionId: string): FakePhonePeTransaction | undefined;
  /** Refund requests accepted, decoded. */
  refunds: Record<string, unknown>[];
  /** The payment completes; the signed S2S callback PhonePe posts to callbackUrl. */
  pay(merchantTransactionId: string, opts?: { amount?: number }): SignedWebhook;
  /** The payment fails; the signed S2S callback. */
  fail(merchantTransactionId: string): SignedWebhook;
  /** The payment is still being processed (status answers PAYMENT_PENDING). */
  pending(merchantTransactionId: string): void;
};

export const PHONEPE_PREFIX = '/apis/hermes';

export async function startPhonePeServer(): Promise<PhonePeFake> {
  const merchants = new Map<string, { saltKey: string; saltIndex: string }>();
  const transactions = new Map<string, FakePhonePeTransaction>();
  const refunds: Record<string, unknown>[] = [];
  const fail = (status: number, code: string, message: string): Reply => ({
    status,
    json: { success: false, code, message, data: {} },
  });
  // PhonePe's documented checksum: sha256 hex of the input and the salt key, then ### and the
  // salt index.
  const checksum = (input: string, saltKey: string, saltIndex: string) =>
    `${createHash('sha256')
      .update(input + saltKey)
      .digest('hex')}###${saltIndex}`;
  const statusAnswer = (t: FakePhonePeTransaction) => {
    const code =
      t.state === 'COMPLETED'
        ? 'PAYMENT_SUCCESS'
        : t.state === 'FAILED'
          ? 'PAYMENT_ERROR'
          : 'PAYMENT_PENDING';
    return {
      success: t.state === 'COMPLETED',
      code,
      message:
        t.state === 'COMPLETED'
          ? 'Your payment is successful.'
          : t.state === 'FAILED'
            ? 'Payment Failed'
            : 'Your payment is in pending state.',
      data: {
        merchantId: t.merchantId,
        merchantTransactionId: t.merchantTransactionId,
        transactionId: t.transactionId,
        amount: t.state === 'COMPLETED' ? t.paidAmount : t.amount,
        state: t.state === 'CREATED' ? 'PENDING' : t.state,
        responseCode: t.state === 'COMPLETED' ? 'SUCCESS' : t.state === 'FAILED' ? 'ZM' : null,
        paymentInstrument: t.state === 'COMPLETED' ? { type: 'UPI', utr: '206378866112' } : null,
      },
    };
  };
  /** Checks X-VERIFY of a POSTed { request } against `apiPath`; the decoded payload or a reply. */
  const verifiedPayload = (
    req: RecordedRequest,
    apiPath: string,
  ): { payload: Record<string, unknown> } | { reply: Reply } => {
    const body = parseJson(req.body);
    if (!body || typeof body.request !== 'string')
      return { reply: fail(400, 'BAD_REQUEST', 'Please provide request') };
    const payload = parseJson(Buffer.from(body.request, 'base64').toString('utf8'));
    if (!payload) return { reply: fail(400, 'BAD_REQUEST', 'Invalid request payload') };
    const merchant = merchants.get(String(payload.merchantId));
    const given = String(req.headers['x-verify'] ?? '');
    if (
      !merchant ||
      given !== checksum(body.request + apiPath, merchant.saltKey, merchant.saltIndex)
    )
      return { reply: fail(401, 'AUTHORIZATION_FAILED', 'Key not found for the merchant') };
    return { payload };
  };

  const handler: Handler = (req) => {
    const path = req.path.split('?')[0] ?? '';
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && (m = /^\/pay-page\/([^/]+)$/.exec(path)))
      return { status: 200, html: `<h1>PhonePe test pay page</h1><p>${m[1]}</p>` };
    if (req.method === 'POST' && path === '/pg/v1/pay') {
      const checked = verifiedPayload(req, '/pg/v1/pay');
      if ('reply' in checked) return checked.reply;
      const p = checked.payload;
      const mtid = p.merchantTransactionId;
      if (typeof mtid !== 'string' || !/^[A-Za-z0-9_-]{1,34}$/.test(mtid))
        return fail(400, 'BAD_REQUEST', 'merchantTransactionId is invalid');
      if (typeof p.merchantUserId !== 'string' || !/^[A-Za-z0-9_-]{1,35}$/.test(p.merchantUserId))
        return fail(400, 'BAD_REQUEST', 'merchantUserId is invalid');
      if (!isInt(p.amount) || p.amount < 100)
        return fail(400, 'BAD_REQUEST', 'amount should be at least 100 paise');
      if (!isUrl(p.redirectUrl) || !isUrl(p.callbackUrl))
        return fail(400, 'BAD_REQUEST', 'redirectUrl and callbackUrl are required');
      if (p.redirectMode !== 'REDIRECT' && p.redirectMode !== 'POST')
        return fail(400, 'BAD_REQUEST', 'redirectMode is invalid');
      if ((p.paymentInstrument as { type?: unknown } | undefined)?.type !== 'PAY_PAGE')
        return fail(400, 'BAD_REQUEST', 'paymentInstrument.type is invalid');
      if (transactions.has(mtid))
        return fail(400, 'DUPLICATE_TXN_REQUEST', 'Duplicate merchantTransactionId');
      transactions.set(mtid, {
        merchantId: String(p.merchantId),
        merchantTransactionId: mtid,
        merchantUserId: p.merchantUserId,
        amount: p.amount,
        redirectUrl: String(p.redirectUrl),
        redirectMode: String(p.redirectMode),
        callbackUrl: String(p.callbackUrl),
        state: 'CREATED',
        transactionId: null,
        paidAmount: p.amount,
      });
      return {
        status: 200,
        json: {
          success: true,
          code: 'PAYMENT_INITIATED',
          message: 'Payment initiated',
          data: {
            merchantId: p.merchantId,
            merchantTransactionId: mtid,
            instrumentResponse: {
              type: 'PAY_PAGE',
              redirectInfo: { url: `${fake.url}/pay-page/${mtid}`, method: 'GET' },
            },
          },
        },
      };
    }
    if (req.method === 'GET' && (m = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(path))) {
      const merchantId = decodeURIComponent(m[1]!);
      const merchant = merchants.get(merchantId);
      if (
        !merchant ||
        req.headers['x-merchant-id'] !== merchantId ||
        req.headers['x-verify'] !== checksum(path, merchant.saltKey, merchant.saltIndex)
      )
        return fail(401, 'AUTHORIZATION_FAILED', 'Key not found for the merchant');
      const t = transactions.get(decodeURIComponent(m[2]!));
      if (!t || t.merchantId !== merchantId)
        return fail(200, 'TRANSACTION_NOT_FOUND', 'No transaction found');
      return { status: 200, json: statusAnswer(t) };
    }
    if (req.method === 'POST' && path === '/pg/v1/refund') {
      const checked = verifiedPayload(req, '/pg/v1/refund');
      if ('reply' in checked) return checked.reply;
      const p = checked.payload;
      const original = transactions.get(String(p.originalTransactionId));
      if (!original || original.state !== 'COMPLETED' || original.merchantId !== p.merchantId)
        return fail(400, 'BAD_REQUEST', 'Original transaction not found or not completed');
      if (!isInt(p.amount) || p.amount < 100 || p.amount > original.paidAmount)
        return fail(400, 'EXCESS_REFUND_AMOUNT', 'Refund amount is invalid');
      if (
        typeof p.merchantTransactionId !== 'string' ||
        !/^[A-Za-z0-9_-]{1,34}$/.test(p.merchantTransactionId)
      )
        return fail(400, 'BAD_REQUEST', 'merchantTransactionId is invalid');
      refunds.push(p);
      return {
        status: 200,
        json: {
          success: true,
          code: 'PAYMENT_SUCCESS',
          message: 'Your request has been successfully completed.',
          data: {
            merchantId: p.merchantId,
            merchantTransactionId: p.merchantTransactionId,
            transactionId: `TR${randomId(12)}`,
            amount: p.amount,
            state: 'PENDING',
            responseCode: 'SUCCESS',
          },
        },
      };
    }
    return fail(404, 'NOT_FOUND', 'Not found');
  };

  const fake = await startFake(handler, PHONEPE_PREFIX);
  const settle = (mtid: string, state: FakePhonePeTransaction['state'], amount?: number) => {
    const t = transactions.get(mtid);
    if (!t) throw new Error(`no PhonePe transaction ${mtid}`);
    t.state = state;
    t.transactionId ??= `T${Date.now()}${randomId(6)}`;
    if (amount !== undefined) t.paidAmount = amount;
    return t;
  };
  const callback = (t: FakePhonePeTransaction): SignedWebhook => {
    const merchant = merchants.get(t.merchantId)!;
    const response = Buffer.from(JSON.stringify(statusAnswer(t))).toString('base64');
    return {
      headers: {
        'content-type': 'application/json',
        'x-verify': checksum(response, merchant.saltKey, merchant.saltIndex),
      },
      body: JSON.stringify({ response }),
    };
  };
  return Object.assign(fake, {
    refunds,
    addMerchant(merchantId: string, saltKey: string, saltIndex: string) {
      merchants.set(merchantId, { saltKey, saltIndex });
    },
    transaction: (mtid: string) => transactions.get(mtid),
    pay: (mtid: string, opts: { amount?: number } = {}) =>
      callback(settle(mtid, 'COMPLETED', opts.amount)),
    fail: (mtid: string) => callback(settle(mtid, 'FAILED')),
    pending: (mtid: string) => {
      settle(mtid, 'PENDING');
    },
  });
}

export type GatewayServers = {
  razorpay: RazorpayFake;
  cashfree: CashfreeFake;
  phonepe: PhonePeFake;
  /** Base URLs for the app's gateway clients (server/payments/types.ts GatewayUrls). */
  urls: GatewayUrls;
  close(): Promise<void>;
};

/** All three local gateways, each on its own port of 127.0.0.1. */
export async function startGatewayServers(): Promise<GatewayServers> {
  const [razorpay, cashfree, phonepe] = await Promise.all([
    startRazorpayServer(),
    startCashfreeServer(),
    startPhonePeServer(),
  ]);
  return {
    razorpay,
    cashfree,
    phonepe,
    urls: { razorpay: razorpay.url, cashfree: cashfree.url, phonepe: phonepe.url },
    close: async () => {
      await Promise.all([razorpay.close(), cashfree.close(), phonepe.close()]);
    },
  };
}

/** A URL where nothing listens (a port just released), for "gateway unreachable" tests. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
