// Razorpay, Cashfree and PhonePe end to end on the real server, against local servers that speak
// their protocols (tests/support/gateway-servers.ts): checkout creates the payment at the
// gateway, the customer is handed over and comes back, notifications arrive, and every forged,
// replayed or wrong report is refused without changing anything.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATHS } from '../../shared/cart';
import { errorText } from '../../shared/error-text';
import {
  CHECKOUT_MESSAGES,
  type CheckoutInitAnswer,
  type Order,
  ORDER_PATHS,
  type OrdersAnswer,
  type PaymentMode,
} from '../../shared/orders';
import { SIGNATURE_MESSAGE } from '../../server/payments/answer';
import { GATEWAY_SECRET_NAMES } from '../../server/payments/config';
import { GATEWAY_MESSAGES } from '../../server/payments/gateway-routes';
import { AMOUNT_MISMATCH_MESSAGE, UNKNOWN_PAYMENT_MESSAGE } from '../../server/payments/service';
import { createBullQueue } from '../../server/queue';
import { createTestApp, type TestApp } from '../support/app';
import { expectSecurityHeaders } from '../support/csp';
import { createTestProduct, type TestProduct, workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { ordersSnapshot } from '../support/order-builders';
import { type GatewayServers, startGatewayServers } from '../support/gateway-servers';
import { until } from '../support/queues';
import { dropRedisKeys, REDIS_TEST_URL, redisReachable } from '../support/redis';
import { callerOf, type Caller, newShopper, type Shopper, testAddress } from '../support/shoppers';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL gateway tests are skipped.');
const redisUp = await redisReachable();
if (!redisUp)
  console.warn(`Redis is not reachable at ${REDIS_TEST_URL}: the queued webhook test is skipped.`);

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const ORIGIN = `http://${SHOP}`;
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The shop's keys at each gateway, and another workspace's (the events site's). */
const SHOP_KEYS = {
  razorpay: { keyId: 'rzp_test_shop0001', keySecret: 'rzp_secret_shop_0001' },
  cashfree: { clientId: 'CF_SHOP_0001', clientSecret: 'cfsk_ma_test_shop_0001' },
  phonepe: { merchantId: 'SHOPUAT', saltKey: 'salt-shop-0001', saltIndex: '1' },
};
const EVENTS_KEYS = {
  razorpay: { keyId: 'rzp_test_events01', keySecret: 'rzp_secret_events_01' },
  cashfree: { clientId: 'CF_EVENTS_01', clientSecret: 'cfsk_ma_test_events_01' },
  phonepe: { merchantId: 'EVENTSUAT', saltKey: 'salt-events-01', saltIndex: '3' },
};

/** ₹1,234.56: free shipping, and an amount with paise (decimal rupees for Cashfree). */
const PRICE = 123_456;
/** ₹1,500: Cashfree writes it 1500.00 in its raw JSON, which re-serializes as 1500. */
const WHOLE_PRICE = 150_000;

function refusal(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  return errorText(res.json());
}

/** The hand-over page's form: where it posts and its fields (HTML entities decoded). */
function handOverForm(html: string): { action: string; fields: Record<string, string> } {
  const decode = (s: string) =>
    s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  const action = /<form id="sw-pay" method="post" action="([^"]*)"/.exec(html)?.[1];
  expect(action, html).toBeDefined();
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[decode(m[1]!)] = decode(m[2]!);
  return { action: decode(action!), fields };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`payment gateways on ${kind}`, () => {
    let servers: GatewayServers;
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let tee: TestProduct;

    const db = () => t.testDb.db;

    /** Every order, payment, event and stock row: to prove a refusal changed nothing. */
    const snapshot = () => ordersSnapshot(db());

    async function setKeys(domain: string, keys: typeof SHOP_KEYS) {
      const id = await workspaceIdOf(db(), domain);
      const row = await db()
        .selectFrom('workspaces')
        .select('settings')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const settings = JSON.parse(row.settings) as Record<string, unknown>;
      settings.payments = {
        RAZORPAY: { keyId: keys.razorpay.keyId },
        CASHFREE: { clientId: keys.cashfree.clientId },
        PHONEPE: { merchantId: keys.phonepe.merchantId, saltIndex: keys.phonepe.saltIndex },
      };
      await db()
        .updateTable('workspaces')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', id)
        .execute();
      await app.secrets.set(id, GATEWAY_SECRET_NAMES.razorpayKeySecret, keys.razorpay.keySecret);
      await app.secrets.set(
        id,
        GATEWAY_SECRET_NAMES.cashfreeClientSecret,
        keys.cashfree.clientSecret,
      );
      await app.secrets.set(id, GATEWAY_SECRET_NAMES.phonepeSaltKey, keys.phonepe.saltKey);
      servers.razorpay.addAccount(keys.razorpay.keyId, keys.razorpay.keySecret);
      servers.cashfree.addAccount(keys.cashfree.clientId, keys.cashfree.clientSecret);
      servers.phonepe.addMerchant(
        keys.phonepe.merchantId,
        keys.phonepe.saltKey,
        keys.phonepe.saltIndex,
      );
    }

    type Placed = CheckoutInitAnswer['data'] & { who: Shopper; api: Caller };

    /** A new customer checks out one tee with `mode`. */
    async function place(
      mode: Exclude<PaymentMode, 'TEST'>,
      variantId = tee.variantIds[0]!,
    ): Promise<Placed> {
      const who = await newShopper(db(), shopId, 'CUSTOMER', {
        firstName: 'Asha',
        lastName: 'Rao',
      });
      const api = callerOf(app, SHOP, who.token);
      const added = await api.post(CART_PATHS.add, { productVariantId: variantId, quantity: 1 });
      expect(added.statusCode, added.body).toBe(200);
      const address = await api.post(ORDER_PATHS.addAddress, testAddress());
      expect(address.statusCode, address.body).toBe(201);
      const res = await api.get(ORDER_PATHS.checkoutInit, {
        addressId: (address.json() as { data: { _id: string } }).data._id,
        paymentMode: mode,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { ...(res.json() as CheckoutInitAnswer).data, who, api };
    }

    async function orderOf(p: Placed): Promise<Order> {
      const res = await p.api.post(ORDER_PATHS.ordersAll, {
        filter: [{ key: '_id', operator: 'EQUALS', value: p.orderId }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as OrdersAnswer).data[0]!;
    }

    async function paidEvents(orderId: string): Promise<number> {
      const rows = await db()
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', orderId)
        .where('to_status', '=', 'PAID')
        .execute();
      return rows.length;
    }

    /** The browser on a path of ours (a navigation: Accept HTML, no x-app-platform). */
    const browse = (url: string, who?: Shopper, host = SHOP) =>
      app.inject({
        method: 'GET',
        url,
        headers: { host, accept: HTML, ...(who ? { authorization: `Basic ${who.token}` } : {}) },
      });
    /** Our API client (JSON). */
    const api = (method: 'GET' | 'POST', url: string, host = SHOP, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: {
          host,
          'x-app-platform': 'WEB',
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      });
    /** A gateway's server posting a signed notification to us. */
    const notify = (
      url: string,
      w: { headers: Record<string, string>; body: string },
      host = SHOP,
    ) => app.inject({ method: 'POST', url, headers: { host, ...w.headers }, payload: w.body });
    /** Razorpay's checkout page posting its callback form back to us in the browser. */
    const razorpayCallback = (fields: Record<string, string>, host = SHOP) =>
      app.inject({
        method: 'POST',
        url: '/api/razorpay/checkout/verify',
        headers: {
          host,
          accept: HTML,
          origin: 'https://api.razorpay.com',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
      });

    beforeAll(async () => {
      servers = await startGatewayServers();
      t = await createTestApp(kind, { gatewayUrls: servers.urls });
      app = t.app;
      shopId = await workspaceIdOf(db(), 'shop.localhost');
      tee = await createTestProduct(db(), shopId, {
        name: 'Gateway Tee',
        variants: [
          { title: 'S', price: PRICE, stock: 500 },
          { title: 'XL', price: WHOLE_PRICE, stock: 50 },
        ],
      });
      await setKeys('shop.localhost', SHOP_KEYS);
      await setKeys('events.localhost', EVENTS_KEYS);
    });
    afterAll(async () => {
      await t?.close();
      await servers?.close();
    });

    describe('Razorpay', () => {
      it('creates the Razorpay order at checkout and hands the customer to its hosted checkout', async () => {
        const p = await place('RAZORPAY');
        expect(p.redirectUrl).toBe(`${ORIGIN}/pay/razorpay/${p.transactionId}`);
        const rzOrderId = String(p.gateway?.orderId);
        expect(servers.razorpay.order(rzOrderId)).toMatchObject({
          amount: PRICE,
          currency: 'INR',
          receipt: p.transactionId,
        });
        const page = await browse(`/pay/razorpay/${p.transactionId}`, p.who);
        expect(page.statusCode, page.body).toBe(200);
        expect(page.body).not.toMatch(/<script[^>]+src=/);
        // Its one inline script (the submit) is allowed by hash; its form may leave this origin.
        expect(expectSecurityHeaders(page).has('form-action')).toBe(false);
        const form = handOverForm(page.body);
        expect(form.action).toBe(`${servers.urls.razorpay}/v1/checkout/embedded`);
        expect(form.fields).toMatchObject({
          key_id: SHOP_KEYS.razorpay.keyId,
          order_id: rzOrderId,
          amount: String(PRICE),
          currency: 'INR',
          'prefill[email]': p.who.email,
          'prefill[contact]': '+919876543210',
          callback_url: `${ORIGIN}/api/razorpay/checkout/verify`,
          cancel_url: `${ORIGIN}/payment/failure?orderId=${p.orderId}`,
        });
        // The browser submits it to Razorpay, which accepts it.
        const submitted = await fetch(form.action, {
          method: 'POST',
          body: new URLSearchParams(form.fields),
        });
        expect(submitted.status).toBe(200);
        // Nobody else sees the page (it carries the customer's email and phone).
        expect((await browse(`/pay/razorpay/${p.transactionId}`)).statusCode).toBe(404);
        const stranger = await newShopper(db(), shopId);
        expect((await browse(`/pay/razorpay/${p.transactionId}`, stranger)).statusCode).toBe(404);
      });

      it('marks the order paid when the customer comes back, once, however often they come', async () => {
        const p = await place('RAZORPAY');
        const rzOrderId = String(p.gateway?.orderId);
        const { payment, callback } = servers.razorpay.pay(rzOrderId);
        const back = await razorpayCallback(callback);
        expect(back.statusCode, back.body).toBe(303);
        expect(back.headers.location).toBe(`/payment/success?orderId=${p.orderId}`);
        const order = await orderOf(p);
        expect(order.status).toBe('PAID');
        expect(order.paymentId).toBe(payment.id);

        const before = await snapshot();
        const calls = servers.razorpay.requests.length;
        const again = await api(
          'GET',
          `/api/razorpay/checkout/verify?${new URLSearchParams(callback)}`,
        );
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json()).toEqual({
          data: {
            orderId: p.orderId,
            orderNumber: p.number,
            transactionId: p.transactionId,
            status: 'PAID',
          },
        });
        expect((await razorpayCallback(callback)).statusCode).toBe(303);
        expect(await snapshot()).toBe(before);
        expect(await paidEvents(p.orderId)).toBe(1);
        // A reload of the return page does not even ask Razorpay again.
        expect(servers.razorpay.requests.length).toBe(calls);
      });

      it('captures an authorized payment for the stored amount', async () => {
        const p = await place('RAZORPAY');
        const rzOrderId = String(p.gateway?.orderId);
        const { payment, callback } = servers.razorpay.pay(rzOrderId, { status: 'authorized' });
        const res = await api('POST', '/api/razorpay/checkout/verify', SHOP, callback);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.status).toBe('PAID');
        expect(servers.razorpay.payments(rzOrderId)[0]?.status).toBe('captured');
        const capture = servers.razorpay.requests.find(
          (r) => r.path === `/v1/payments/${payment.id}/capture`,
        );
        expect(JSON.parse(capture!.body)).toEqual({ amount: PRICE, currency: 'INR' });
      });

      it('refuses a tampered signature and changes nothing', async () => {
        const p = await place('RAZORPAY');
        const rzOrderId = String(p.gateway?.orderId);
        const { callback } = servers.razorpay.pay(rzOrderId);
        const before = await snapshot();
        const sig = callback.razorpay_signature!;
        for (const forged of [
          {
            ...callback,
            razorpay_signature: `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`,
          },
          { ...callback, razorpay_signature: sig.slice(0, 40) },
          { ...callback, razorpay_payment_id: 'pay_SomebodyElses1' },
        ]) {
          expect(
            refusal(await api('POST', '/api/razorpay/checkout/verify', SHOP, forged), 400),
          ).toBe(SIGNATURE_MESSAGE);
        }
        const page = await razorpayCallback({ ...callback, razorpay_signature: '00' });
        expect(page.statusCode).toBe(400);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.body).toContain(SIGNATURE_MESSAGE);
        expect(await snapshot()).toBe(before);
        expect((await orderOf(p)).status).toBe('PLACED');
      });

      it('refuses a payment whose amount differs from the order (Razorpay reports it), changing nothing', async () => {
        const p = await place('RAZORPAY');
        const { callback } = servers.razorpay.pay(String(p.gateway?.orderId), {
          amount: PRICE - 100,
        });
        const before = await snapshot();
        expect(
          refusal(await api('POST', '/api/razorpay/checkout/verify', SHOP, callback), 409),
        ).toBe(AMOUNT_MISMATCH_MESSAGE);
        expect(await snapshot()).toBe(before);
      });

      it('takes Razorpay’s error callback as a failure only when Razorpay confirms it', async () => {
        const p = await place('RAZORPAY');
        const rzOrderId = String(p.gateway?.orderId);
        // Forged: no attempt failed at Razorpay. It is pending, nothing changes.
        const before = await snapshot();
        const forged = await razorpayCallback({
          'error[code]': 'BAD_REQUEST_ERROR',
          'error[description]': 'Payment failed',
          'error[metadata]': JSON.stringify({
            order_id: rzOrderId,
            payment_id: 'pay_Forged000000',
          }),
        });
        expect(forged.statusCode).toBe(303);
        expect(forged.headers.location).toBe(`/payment/failure?orderId=${p.orderId}&pending=1`);
        expect(await snapshot()).toBe(before);

        const { callback } = servers.razorpay.fail(rzOrderId, { description: 'Declined by bank' });
        const back = await razorpayCallback(callback);
        expect(back.statusCode, back.body).toBe(303);
        expect(back.headers.location).toBe(`/payment/failure?orderId=${p.orderId}`);
        expect((await orderOf(p)).status).toBe('PAYMENT_FAILED');

        expect(
          refusal(
            await api('POST', '/api/razorpay/checkout/verify', SHOP, {
              'error[code]': 'BAD_REQUEST_ERROR',
              'error[metadata]': '{}',
            }),
            400,
          ),
        ).toBe(GATEWAY_MESSAGES.razorpayErrorOrder);
      });

      it('refuses strangers’ fields and half a callback without coercion', async () => {
        const p = await place('RAZORPAY');
        const { callback } = servers.razorpay.pay(String(p.gateway?.orderId));
        const before = await snapshot();
        expect(
          refusal(
            await api('POST', '/api/razorpay/checkout/verify', SHOP, { ...callback, amount: 1 }),
            400,
          ),
        ).toBe('"amount" is not expected here.');
        refusal(
          await api('POST', '/api/razorpay/checkout/verify', SHOP, {
            ...callback,
            razorpay_payment_id: 7,
          }),
          400,
        );
        expect(
          refusal(
            await api('POST', '/api/razorpay/checkout/verify', SHOP, {
              razorpay_order_id: callback.razorpay_order_id,
            }),
            400,
          ),
        ).toBe(GATEWAY_MESSAGES.razorpayFields);
        expect(await snapshot()).toBe(before);
      });

      it('does not know another workspace’s payment (404) and changes nothing', async () => {
        const p = await place('RAZORPAY');
        const { callback } = servers.razorpay.pay(String(p.gateway?.orderId));
        const before = await snapshot();
        expect(
          refusal(await api('POST', '/api/razorpay/checkout/verify', EVENTS, callback), 404),
        ).toBe(UNKNOWN_PAYMENT_MESSAGE);
        expect((await browse(`/pay/razorpay/${p.transactionId}`, p.who, EVENTS)).statusCode).toBe(
          404,
        );
        expect(await snapshot()).toBe(before);
      });

      it('answers 502 readably while Razorpay is down, then settles when it is back', async () => {
        const p = await place('RAZORPAY');
        const { callback } = servers.razorpay.pay(String(p.gateway?.orderId));
        const before = await snapshot();
        servers.razorpay.outage = true;
        try {
          const res = await api('POST', '/api/razorpay/checkout/verify', SHOP, callback);
          expect(refusal(res, 502)).toMatch(/^Razorpay refused the request \(503\)/);
          const page = await razorpayCallback(callback);
          expect(page.statusCode).toBe(502);
          expect(page.headers['content-type']).toMatch(/text\/html/);
        } finally {
          servers.razorpay.outage = false;
        }
        expect(await snapshot()).toBe(before);
        expect((await razorpayCallback(callback)).headers.location).toBe(
          `/payment/success?orderId=${p.orderId}`,
        );
      });
    });

    describe('Cashfree', () => {
      it('creates the order in decimal rupees and hands the customer to the hosted checkout', async () => {
        const p = await place('CASHFREE');
        expect(p.redirectUrl).toBe(`${ORIGIN}/pay/cashfree/${p.transactionId}`);
        const created = servers.cashfree.requests.find(
          (r) => r.path === '/pg/orders' && r.body.includes(p.transactionId),
        );
        expect(created?.body).toContain('"order_amount":1234.56');
        const cfOrder = servers.cashfree.order(p.transactionId)!;
        expect(cfOrder.order_meta).toEqual({
          return_url: `${ORIGIN}/api/cashfree/checkout/verify/{order_id}`,
          notify_url: `${ORIGIN}/api/cashfree/webhook`,
        });
        const page = await browse(`/pay/cashfree/${p.transactionId}`, p.who);
        expect(page.statusCode, page.body).toBe(200);
        const form = handOverForm(page.body);
        expect(form).toEqual({
          action: `${servers.urls.cashfree}/pg/view/sessions/checkout`,
          fields: { payment_session_id: cfOrder.payment_session_id },
        });
        const submitted = await fetch(form.action, {
          method: 'POST',
          body: new URLSearchParams(form.fields),
        });
        expect(submitted.status).toBe(200);
        expect((await browse(`/pay/cashfree/${p.transactionId}`)).statusCode).toBe(404);
      });

      it('marks the order paid on the return, and a webhook after it changes nothing', async () => {
        const p = await place('CASHFREE');
        const { payment, webhook } = servers.cashfree.pay(p.transactionId);
        const returnUrl = servers.cashfree
          .order(p.transactionId)!
          .order_meta.return_url!.replace('{order_id}', p.transactionId)
          .slice(ORIGIN.length);
        const back = await browse(returnUrl);
        expect(back.statusCode, back.body).toBe(303);
        expect(back.headers.location).toBe(`/payment/success?orderId=${p.orderId}`);
        const order = await orderOf(p);
        expect(order.status).toBe('PAID');
        expect(order.paymentId).toBe(payment.cf_payment_id);

        const before = await snapshot();
        const late = await notify('/api/cashfree/webhook', webhook);
        expect(late.statusCode, late.body).toBe(200);
        expect(late.json().data.status).toBe('PAID');
        expect(
          (await api('GET', `/api/cashfree/checkout/verify/${p.transactionId}`)).json().data.status,
        ).toBe('PAID');
        expect(await snapshot()).toBe(before);
        expect(await paidEvents(p.orderId)).toBe(1);
      });

      it('marks the order paid by the webhook alone, idempotently, checked on the raw body', async () => {
        const p = await place('CASHFREE', tee.variantIds[1]!);
        const { webhook } = servers.cashfree.pay(p.transactionId);
        expect(webhook.body).toContain('"payment_amount":1500.00');
        const first = await notify('/api/cashfree/webhook', webhook);
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json()).toEqual({
          data: {
            orderId: p.orderId,
            orderNumber: p.number,
            transactionId: p.transactionId,
            status: 'PAID',
          },
        });
        const before = await snapshot();
        expect((await notify('/api/cashfree/webhook', webhook)).statusCode).toBe(200);
        expect(await snapshot()).toBe(before);
        expect(await paidEvents(p.orderId)).toBe(1);
      });

      it.skipIf(!redisUp)(
        'keeps a webhook no instance could apply yet (202), and the next instance applies it and mails',
        async () => {
          const p = await place('CASHFREE');
          const { webhook } = servers.cashfree.pay(p.transactionId);
          const prefix = `swtest-${randomBytes(4).toString('hex')}`;
          const queue = (work: boolean) =>
            createBullQueue({ redisUrl: REDIS_TEST_URL, prefix, work, backoffMs: 50 });
          try {
            // An instance that stores the job and dies before any worker runs it.
            const dying = await createTestApp(kind, {
              instanceOf: t,
              queue: queue(false),
              payments: { notificationWaitMs: 200 },
            });
            const res = await dying.app.inject({
              method: 'POST',
              url: '/api/cashfree/webhook',
              headers: { host: SHOP, ...webhook.headers },
              payload: webhook.body,
            });
            expect(res.statusCode, res.body).toBe(202);
            expect(res.json().data).toEqual({ status: 'QUEUED' });
            await dying.close();
            expect((await orderOf(p)).status).toBe('PLACED');
            // The next instance's worker applies it: paid once, and the customer is mailed.
            const next = await createTestApp(kind, { instanceOf: t, queue: queue(true) });
            try {
              await until(async () => (await orderOf(p)).status === 'PAID', 10_000);
              expect(await paidEvents(p.orderId)).toBe(1);
              await until(() =>
                t.mailer.listOutbox(p.who.email).some((m) => m.subject.includes(`#${p.number}`)),
              );
            } finally {
              await next.close();
            }
          } finally {
            await dropRedisKeys(prefix);
          }
        },
      );

      it('refuses a tampered webhook and a replayed old one, changing nothing', async () => {
        const p = await place('CASHFREE');
        const { webhook } = servers.cashfree.pay(p.transactionId);
        const before = await snapshot();
        const tampered = {
          ...webhook,
          body: webhook.body.replace('"payment_amount":1234.56', '"payment_amount":1.00'),
        };
        expect(tampered.body).not.toBe(webhook.body);
        expect(refusal(await notify('/api/cashfree/webhook', tampered), 400)).toBe(
          GATEWAY_MESSAGES.webhookSignature,
        );
        // Signed with another workspace's secret.
        const otherSig = {
          ...webhook,
          headers: {
            ...webhook.headers,
            'x-webhook-signature': 'dGhpcyBpcyBub3QgdGhlIHNpZ25hdHVyZQ==',
          },
        };
        expect(refusal(await notify('/api/cashfree/webhook', otherSig), 400)).toBe(
          GATEWAY_MESSAGES.webhookSignature,
        );
        const old = servers.cashfree.webhook(
          p.transactionId,
          'PAYMENT_SUCCESS_WEBHOOK',
          Date.now() - 6 * 60 * 1000,
        );
        expect(refusal(await notify('/api/cashfree/webhook', old), 400)).toBe(
          GATEWAY_MESSAGES.webhookStale,
        );
        const unsigned = { ...webhook, headers: { 'content-type': 'application/json' } };
        expect(refusal(await notify('/api/cashfree/webhook', unsigned), 400)).toBe(
          GATEWAY_MESSAGES.webhookHeaders,
        );
        expect(await snapshot()).toBe(before);
        expect((await orderOf(p)).status).toBe('PLACED');
      });

      it('refuses a payment of another amount, by webhook and on the return', async () => {
        const p = await place('CASHFREE');
        const { webhook } = servers.cashfree.pay(p.transactionId, { amount: PRICE - 1 });
        const before = await snapshot();
        expect(refusal(await notify('/api/cashfree/webhook', webhook), 409)).toBe(
          AMOUNT_MISMATCH_MESSAGE,
        );
        expect(
          refusal(await api('GET', `/api/cashfree/checkout/verify/${p.transactionId}`), 409),
        ).toBe(AMOUNT_MISMATCH_MESSAGE);
        expect(await snapshot()).toBe(before);
      });

      it('is pending while Cashfree’s order is open, and failed when the payment fails', async () => {
        const p = await place('CASHFREE');
        const pending = await browse(`/api/cashfree/checkout/verify/${p.transactionId}`);
        expect(pending.headers.location).toBe(`/payment/failure?orderId=${p.orderId}&pending=1`);
        expect(
          (await api('GET', `/api/cashfree/checkout/verify/${p.transactionId}`)).json().data.status,
        ).toBe('PENDING');
        const { webhook } = servers.cashfree.fail(p.transactionId);
        const res = await notify('/api/cashfree/webhook', webhook);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.status).toBe('FAILED');
        expect((await orderOf(p)).status).toBe('PAYMENT_FAILED');
      });

      it('acknowledges other Cashfree events without acting on them', async () => {
        const p = await place('CASHFREE');
        const { webhook } = servers.cashfree.pay(p.transactionId);
        const body = webhook.body.replace('"PAYMENT_SUCCESS_WEBHOOK"', '"REFUND_STATUS_WEBHOOK"');
        const ts = String(Date.now());
        const sig = createHmac('sha256', SHOP_KEYS.cashfree.clientSecret)
          .update(ts + body)
          .digest('base64');
        const before = await snapshot();
        const res = await notify('/api/cashfree/webhook', {
          headers: {
            'content-type': 'application/json',
            'x-webhook-timestamp': ts,
            'x-webhook-signature': sig,
          },
          body,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ data: { ignored: 'REFUND_STATUS_WEBHOOK' } });
        expect(await snapshot()).toBe(before);
      });

      it('does not know another workspace’s payment, and answers 502 while Cashfree is down', async () => {
        const p = await place('CASHFREE');
        servers.cashfree.pay(p.transactionId);
        const before = await snapshot();
        expect(
          refusal(
            await api('GET', `/api/cashfree/checkout/verify/${p.transactionId}`, EVENTS),
            404,
          ),
        ).toBe(UNKNOWN_PAYMENT_MESSAGE);
        servers.cashfree.outage = true;
        try {
          expect(
            refusal(await api('GET', `/api/cashfree/checkout/verify/${p.transactionId}`), 502),
          ).toMatch(/^Cashfree refused the request \(503\)/);
        } finally {
          servers.cashfree.outage = false;
        }
        expect(await snapshot()).toBe(before);
        expect(
          (await api('GET', `/api/cashfree/checkout/verify/${p.transactionId}`)).json().data.status,
        ).toBe('PAID');
      });
    });

    describe('PhonePe', () => {
      it('starts the payment and sends the customer to PhonePe’s pay page', async () => {
        const p = await place('PHONEPE');
        const t = servers.phonepe.transaction(p.transactionId)!;
        expect(t).toMatchObject({
          merchantId: SHOP_KEYS.phonepe.merchantId,
          amount: PRICE,
          redirectUrl: `${ORIGIN}/api/phonepe/status/${p.transactionId}`,
          redirectMode: 'REDIRECT',
          callbackUrl: `${ORIGIN}/api/phonepe/callback`,
        });
        expect(p.redirectUrl).toBe(`${servers.urls.phonepe}/pay-page/${p.transactionId}`);
        expect((await fetch(p.redirectUrl)).status).toBe(200);
      });

      it('marks the order paid on the return, and the S2S callback after it changes nothing', async () => {
        const p = await place('PHONEPE');
        const callback = servers.phonepe.pay(p.transactionId);
        const back = await browse(`/api/phonepe/status/${p.transactionId}`);
        expect(back.statusCode, back.body).toBe(303);
        expect(back.headers.location).toBe(`/payment/success?orderId=${p.orderId}`);
        expect((await orderOf(p)).paymentId).toBe(
          servers.phonepe.transaction(p.transactionId)!.transactionId,
        );
        const before = await snapshot();
        const late = await notify('/api/phonepe/callback', callback);
        expect(late.statusCode, late.body).toBe(200);
        expect(late.json().data.status).toBe('PAID');
        expect(await snapshot()).toBe(before);
        expect(await paidEvents(p.orderId)).toBe(1);
      });

      it('marks the order paid by the S2S callback, and refuses forged ones', async () => {
        const p = await place('PHONEPE');
        const callback = servers.phonepe.pay(p.transactionId);
        const before = await snapshot();
        const { response } = JSON.parse(callback.body) as { response: string };
        const decoded = JSON.parse(Buffer.from(response, 'base64').toString()) as {
          data: { amount: number };
        };
        decoded.data.amount = 100;
        const forgedBody = JSON.stringify({
          response: Buffer.from(JSON.stringify(decoded)).toString('base64'),
        });
        expect(
          refusal(await notify('/api/phonepe/callback', { ...callback, body: forgedBody }), 400),
        ).toBe(SIGNATURE_MESSAGE);
        const xv = callback.headers['x-verify']!;
        const wrongIndex = {
          ...callback,
          headers: { ...callback.headers, 'x-verify': xv.replace(/###\d+$/, '###9') },
        };
        expect(refusal(await notify('/api/phonepe/callback', wrongIndex), 400)).toBe(
          SIGNATURE_MESSAGE,
        );
        const noHeader = { ...callback, headers: { 'content-type': 'application/json' } };
        expect(refusal(await notify('/api/phonepe/callback', noHeader), 400)).toBe(
          GATEWAY_MESSAGES.xVerify,
        );
        expect(await snapshot()).toBe(before);

        const ok = await notify('/api/phonepe/callback', callback);
        expect(ok.statusCode, ok.body).toBe(200);
        expect(ok.json().data.status).toBe('PAID');
        expect((await orderOf(p)).status).toBe('PAID');
      });

      it('is pending while PhonePe processes, failed when it fails, and refuses another amount', async () => {
        const p = await place('PHONEPE');
        servers.phonepe.pending(p.transactionId);
        expect(
          (await api('GET', `/api/phonepe/status/${p.transactionId}`)).json().data.status,
        ).toBe('PENDING');
        const failed = await notify('/api/phonepe/callback', servers.phonepe.fail(p.transactionId));
        expect(failed.json().data.status).toBe('FAILED');
        expect((await orderOf(p)).status).toBe('PAYMENT_FAILED');

        const q = await place('PHONEPE');
        servers.phonepe.pay(q.transactionId, { amount: PRICE + 1 });
        const before = await snapshot();
        expect(refusal(await api('GET', `/api/phonepe/status/${q.transactionId}`), 409)).toBe(
          AMOUNT_MISMATCH_MESSAGE,
        );
        expect(await snapshot()).toBe(before);
      });

      it('does not know another workspace’s payment, and answers 502 while PhonePe is down', async () => {
        const p = await place('PHONEPE');
        servers.phonepe.pay(p.transactionId);
        const before = await snapshot();
        expect(
          refusal(await api('GET', `/api/phonepe/status/${p.transactionId}`, EVENTS), 404),
        ).toBe(UNKNOWN_PAYMENT_MESSAGE);
        servers.phonepe.outage = true;
        try {
          const page = await browse(`/api/phonepe/status/${p.transactionId}`);
          expect(page.statusCode).toBe(502);
          expect(page.body).toContain('PhonePe refused the request (503)');
        } finally {
          servers.phonepe.outage = false;
        }
        expect(await snapshot()).toBe(before);
        expect((await browse(`/api/phonepe/status/${p.transactionId}`)).headers.location).toBe(
          `/payment/success?orderId=${p.orderId}`,
        );
      });
    });

    it('refuses checkout with a live gateway the workspace has no keys for', async () => {
      const id = await workspaceIdOf(db(), 'shop.localhost');
      await app.secrets.set(id, GATEWAY_SECRET_NAMES.phonepeSaltKey, '');
      try {
        const who = await newShopper(db(), shopId);
        const c = callerOf(app, SHOP, who.token);
        await c.post(CART_PATHS.add, { productVariantId: tee.variantIds[0]!, quantity: 1 });
        const address = (await c.post(ORDER_PATHS.addAddress, testAddress())).json() as {
          data: { _id: string };
        };
        const res = await c.get(ORDER_PATHS.checkoutInit, {
          addressId: address.data._id,
          paymentMode: 'PHONEPE',
        });
        expect(refusal(res, 400)).toBe(CHECKOUT_MESSAGES.paymentModeOff);
        expect(refusal(await api('GET', '/api/phonepe/status/TXN-1-ABC'), 404)).toBe(
          GATEWAY_MESSAGES.notSetUp('PhonePe'),
        );
      } finally {
        await app.secrets.set(id, GATEWAY_SECRET_NAMES.phonepeSaltKey, SHOP_KEYS.phonepe.saltKey);
      }
    });
  });
}
