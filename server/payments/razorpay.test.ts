import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RazorpayFake,
  startRazorpayServer,
  unreachableUrl,
} from '../../tests/support/gateway-servers';
import { makePaymentInput } from '../../tests/support/payment-builders';
import {
  createRazorpayAdapter,
  createRazorpayClient,
  razorpayPaymentSignature,
  razorpayReport,
  razorpayWebhookSignature,
  settleRazorpayOrder,
  settleRazorpayPayment,
  verifyRazorpayPaymentSignature,
} from './razorpay';
import { GatewayError } from './types';

const KEYS = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'thisisthesecret1234' };

describe('razorpayPaymentSignature', () => {
  // Published vector: razorpay/razorpay-node test/utils/razorpay-utils.spec.js "Payment Verfication".
  const vector = {
    orderId: 'order_IEIaMR65cu6nz3',
    paymentId: 'pay_IH4NVgf4Dreq1l',
    secret: 'EnLs21M47BllR3X8PSFtjtbd',
    signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
  };

  it('matches the vector published with Razorpay’s Node SDK', () => {
    expect(razorpayPaymentSignature(vector.orderId, vector.paymentId, vector.secret)).toBe(
      vector.signature,
    );
    expect(
      verifyRazorpayPaymentSignature(
        vector.orderId,
        vector.paymentId,
        vector.signature,
        vector.secret,
      ),
    ).toBe(true);
  });

  it('is HMAC-SHA256 hex of "order_id|payment_id"', () => {
    const expected = createHmac('sha256', 's3cret').update('order_A|pay_B').digest('hex');
    expect(razorpayPaymentSignature('order_A', 'pay_B', 's3cret')).toBe(expected);
  });

  it('refuses a tampered payment id, order id, signature, secret or length', () => {
    const { orderId, paymentId, secret, signature } = vector;
    expect(verifyRazorpayPaymentSignature(orderId, 'pay_IH4NVgf4Dreq1m', signature, secret)).toBe(
      false,
    );
    expect(
      verifyRazorpayPaymentSignature('order_IEIaMR65cu6nz4', paymentId, signature, secret),
    ).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('f') ? 'e' : 'f'}`;
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, flipped, secret)).toBe(false);
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, signature, 'other')).toBe(false);
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, signature.slice(2), secret)).toBe(
      false,
    );
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, '', secret)).toBe(false);
  });
});

describe('razorpayWebhookSignature', () => {
  it('matches the webhook vector published with Razorpay’s Node SDK', () => {
    const body = '{"a":1,"b":2,"c":{"d":3}}';
    expect(razorpayWebhookSignature(body, '123456')).toBe(
      '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
    );
    expect(razorpayWebhookSignature('{"a":1,"b":2,"c":{"d":4}}', '123456')).not.toBe(
      '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
    );
  });
});

describe('razorpayReport', () => {
  const base = {
    id: 'pay_X',
    entity: 'payment' as const,
    amount: 12345,
    currency: 'inr',
    order_id: 'order_X',
    captured: false,
  };
  it('says paid only for captured payments, with Razorpay’s amount and currency', () => {
    expect(razorpayReport({ ...base, status: 'captured', captured: true })).toEqual({
      outcome: 'paid',
      gatewayOrderId: 'order_X',
      gatewayPaymentId: 'pay_X',
      amount: 12345,
      currency: 'INR',
    });
    expect(razorpayReport({ ...base, status: 'authorized' }).outcome).toBe('pending');
    expect(razorpayReport({ ...base, status: 'created' }).outcome).toBe('pending');
    expect(
      razorpayReport({ ...base, status: 'failed', error_description: 'Card declined' }),
    ).toEqual({ outcome: 'failed', gatewayOrderId: 'order_X', reason: 'Card declined' });
    expect(razorpayReport({ ...base, status: 'refunded' }).outcome).toBe('failed');
  });
});

describe('the Razorpay client and adapter against a local Razorpay', () => {
  let fake: RazorpayFake;
  beforeAll(async () => {
    fake = await startRazorpayServer();
    fake.addAccount(KEYS.keyId, KEYS.keySecret);
  });
  afterAll(() => fake.close());

  const client = () => createRazorpayClient({ baseUrl: fake.url, ...KEYS });

  it('creates the order with Basic auth, the amount in paise and our transaction id as receipt', async () => {
    const adapter = createRazorpayAdapter(KEYS, fake.url);
    const created = await adapter.createPayment(
      makePaymentInput({ transactionId: 'TXN-0001', amount: 123456 }),
    );
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/orders');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`,
    );
    expect(JSON.parse(request.body)).toMatchObject({
      amount: 123456,
      currency: 'INR',
      receipt: 'TXN-0001',
      payment_capture: 1,
    });
    expect(created.gatewayOrderId).toMatch(/^order_/);
    expect(fake.order(created.gatewayOrderId)?.amount).toBe(123456);
    expect(created.redirectUrl).toBe('http://shop.localhost:3000/pay/razorpay/TXN-0001');
    expect(created.clientFields).toEqual({
      keyId: KEYS.keyId,
      orderId: created.gatewayOrderId,
      amount: 123456,
      currency: 'INR',
    });
  });

  it('is refused with wrong keys, and says so readably', async () => {
    const wrong = createRazorpayClient({ baseUrl: fake.url, keyId: KEYS.keyId, keySecret: 'nope' });
    const err = await wrong
      .createOrder({ amount: 1000, currency: 'INR', receipt: 'r' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).message).toBe(
      'Razorpay refused the request (401): Authentication failed',
    );
    expect((err as GatewayError).status).toBe(502);
  });

  it('passes on Razorpay’s own refusal of a receipt over 40 characters', async () => {
    await expect(
      client().createOrder({ amount: 1000, currency: 'INR', receipt: 'x'.repeat(41) }),
    ).rejects.toThrow(/receipt may not be greater than 40 characters/);
  });

  it('settles a captured payment, captures an authorized one, and never another order’s', async () => {
    const c = client();
    const order = await c.createOrder({ amount: 50000, currency: 'INR', receipt: 'TXN-0002' });
    const stored = { gatewayOrderId: order.id, amount: 50000, currency: 'INR' };

    const authorized = fake.pay(order.id, { status: 'authorized' }).payment;
    const report = await settleRazorpayPayment(c, await c.fetchPayment(authorized.id), stored);
    expect(report).toEqual({
      outcome: 'paid',
      gatewayOrderId: order.id,
      gatewayPaymentId: authorized.id,
      amount: 50000,
      currency: 'INR',
    });
    const capture = fake.requests.find((r) => r.path === `/v1/payments/${authorized.id}/capture`);
    expect(JSON.parse(capture!.body)).toEqual({ amount: 50000, currency: 'INR' });
    expect(fake.payments(order.id)[0]?.status).toBe('captured');

    const other = await c.createOrder({ amount: 50000, currency: 'INR', receipt: 'TXN-0003' });
    const foreign = fake.pay(other.id).payment;
    expect(await settleRazorpayPayment(c, await c.fetchPayment(foreign.id), stored)).toBeNull();
  });

  it('does not capture an authorized payment of another amount, and reports what was paid', async () => {
    const c = client();
    const order = await c.createOrder({ amount: 50000, currency: 'INR', receipt: 'TXN-0004' });
    const short = fake.pay(order.id, { status: 'authorized', amount: 100 }).payment;
    const report = await settleRazorpayPayment(c, await c.fetchPayment(short.id), {
      gatewayOrderId: order.id,
      amount: 50000,
      currency: 'INR',
    });
    expect(report).toMatchObject({ outcome: 'paid', amount: 100 });
    expect(fake.requests.some((r) => r.path.endsWith(`${short.id}/capture`))).toBe(false);
    expect(fake.payments(order.id)[0]?.status).toBe('authorized');
  });

  it('reads an order’s attempts: pending, then failed, then paid', async () => {
    const c = client();
    const order = await c.createOrder({ amount: 20000, currency: 'INR', receipt: 'TXN-0005' });
    const stored = { gatewayOrderId: order.id, amount: 20000, currency: 'INR' };
    expect((await settleRazorpayOrder(c, stored)).outcome).toBe('pending');
    fake.fail(order.id, { description: 'Your bank declined this payment.' });
    expect(await settleRazorpayOrder(c, stored)).toEqual({
      outcome: 'failed',
      gatewayOrderId: order.id,
      reason: 'Your bank declined this payment.',
    });
    const paid = fake.pay(order.id).payment;
    expect(await settleRazorpayOrder(c, stored)).toMatchObject({
      outcome: 'paid',
      gatewayPaymentId: paid.id,
      amount: 20000,
    });
  });

  it('refunds a payment for the amount asked, with our reference as receipt', async () => {
    const c = client();
    const order = await c.createOrder({ amount: 30000, currency: 'INR', receipt: 'TXN-0006' });
    const paid = fake.pay(order.id).payment;
    const adapter = createRazorpayAdapter(KEYS, fake.url);
    const { refundId } = await adapter.refund({
      gatewayOrderId: order.id,
      gatewayPaymentId: paid.id,
      amount: 30000,
      currency: 'INR',
      refundReference: 'RF-1',
    });
    expect(refundId).toMatch(/^rfnd_/);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe(`/v1/payments/${paid.id}/refund`);
    expect(JSON.parse(request.body)).toEqual({ amount: 30000, receipt: 'RF-1' });
    expect(fake.payments(order.id)[0]?.status).toBe('refunded');
  });

  it('turns an outage or an unreachable Razorpay into a GatewayError', async () => {
    fake.outage = true;
    try {
      await expect(client().fetchOrder('order_x')).rejects.toThrow(
        'Razorpay refused the request (503)',
      );
    } finally {
      fake.outage = false;
    }
    const down = createRazorpayClient({ baseUrl: await unreachableUrl(), ...KEYS });
    await expect(down.fetchOrder('order_x')).rejects.toThrow(
      'Razorpay could not be reached. Please try again in a minute.',
    );
  });
});
