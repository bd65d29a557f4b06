import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CashfreeFake,
  startCashfreeServer,
  unreachableUrl,
} from '../../tests/support/gateway-servers';
import { makePaymentInput } from '../../tests/support/payment-builders';
import {
  CASHFREE_API_VERSION,
  cashfreeCheckoutAction,
  cashfreeReport,
  cashfreeTimestampFresh,
  cashfreeWebhookSignature,
  createCashfreeAdapter,
  createCashfreeClient,
  verifyCashfreeWebhook,
  type CashfreeOrder,
  type CashfreePayment,
} from './cashfree';
import { GatewayError } from './types';

const KEYS = { clientId: 'TEST10234567', clientSecret: 'cfsk_ma_test_secret' };

describe('cashfreeWebhookSignature', () => {
  // Computed with `openssl dgst -sha256 -hmac <secret> -binary | base64` over timestamp + body,
  // the rule of Cashfree's "Webhook Signature Verification" page (timestamp from its example).
  const timestamp = '1617695238078';
  const body =
    '{"data":{"order":{"order_id":"order_OFR_2","order_amount":2.00,"order_currency":"INR"}},"type":"PAYMENT_SUCCESS_WEBHOOK"}';
  const signature = 'Dqoujj4gah0qmxaS43RXlFOF9U5IQcpCSeDayzfZtTk=';

  it('is base64 HMAC-SHA256 of timestamp + raw body with the client secret', () => {
    expect(cashfreeWebhookSignature(timestamp, body, KEYS.clientSecret)).toBe(signature);
    expect(verifyCashfreeWebhook(timestamp, body, signature, KEYS.clientSecret)).toBe(true);
  });

  it('refuses a tampered body, timestamp, signature or secret', () => {
    // The parsed-and-re-serialized body (2.00 becomes 2) no longer matches.
    const reserialized = JSON.stringify(JSON.parse(body));
    expect(verifyCashfreeWebhook(timestamp, reserialized, signature, KEYS.clientSecret)).toBe(
      false,
    );
    expect(verifyCashfreeWebhook('1617695238079', body, signature, KEYS.clientSecret)).toBe(false);
    expect(
      verifyCashfreeWebhook(timestamp, body, `A${signature.slice(1)}`, KEYS.clientSecret),
    ).toBe(false);
    expect(verifyCashfreeWebhook(timestamp, body, signature.slice(1), KEYS.clientSecret)).toBe(
      false,
    );
    expect(verifyCashfreeWebhook(timestamp, body, signature, 'another secret')).toBe(false);
  });
});

describe('cashfreeTimestampFresh', () => {
  const now = 1_700_000_000_000;
  it('accepts five minutes either way, in milliseconds or seconds, and nothing else', () => {
    expect(cashfreeTimestampFresh(String(now), now)).toBe(true);
    expect(cashfreeTimestampFresh(String(now - 5 * 60_000), now)).toBe(true);
    expect(cashfreeTimestampFresh(String(now - 5 * 60_000 - 1), now)).toBe(false);
    expect(cashfreeTimestampFresh(String(now + 5 * 60_000 + 1), now)).toBe(false);
    expect(cashfreeTimestampFresh(String(now / 1000 - 60), now)).toBe(true);
    expect(cashfreeTimestampFresh(String(now / 1000 - 600), now)).toBe(false);
    expect(cashfreeTimestampFresh('soon', now)).toBe(false);
    expect(cashfreeTimestampFresh('', now)).toBe(false);
  });
});

describe('cashfreeReport', () => {
  const order = (status: CashfreeOrder['order_status']): CashfreeOrder => ({
    order_id: 'TXN-1',
    order_amount: 1234.56,
    order_currency: 'INR',
    order_status: status,
  });
  const pay = (status: CashfreePayment['payment_status'], time: string): CashfreePayment => ({
    cf_payment_id: 885522,
    payment_status: status,
    payment_amount: 1234.56,
    payment_currency: 'INR',
    payment_message: status === 'SUCCESS' ? 'ok' : 'Declined',
    payment_time: time,
  });

  it('reads PAID as paid with the successful payment’s id and exact amount', () => {
    expect(
      cashfreeReport(order('PAID'), [
        pay('FAILED', '2024-01-01T10:00:00+05:30'),
        pay('SUCCESS', '2024-01-01T10:05:00+05:30'),
      ]),
    ).toEqual({
      outcome: 'paid',
      gatewayOrderId: 'TXN-1',
      gatewayPaymentId: '885522',
      amount: 123456,
      currency: 'INR',
    });
    expect(cashfreeReport(order('PAID'), [])).toBeNull();
  });

  it('reads ACTIVE as pending unless the latest attempt failed; EXPIRED as failed', () => {
    expect(cashfreeReport(order('ACTIVE'), [])?.outcome).toBe('pending');
    expect(
      cashfreeReport(order('ACTIVE'), [pay('PENDING', '2024-01-01T10:00:00+05:30')])?.outcome,
    ).toBe('pending');
    expect(
      cashfreeReport(order('ACTIVE'), [
        pay('PENDING', '2024-01-01T10:00:00+05:30'),
        pay('USER_DROPPED', '2024-01-01T10:01:00+05:30'),
      ]),
    ).toMatchObject({ outcome: 'failed', reason: 'Declined' });
    expect(cashfreeReport(order('EXPIRED'), [])?.outcome).toBe('failed');
    expect(cashfreeReport(order('TERMINATED'), [])?.outcome).toBe('failed');
  });
});

describe('the Cashfree client and adapter against a local Cashfree', () => {
  let fake: CashfreeFake;
  beforeAll(async () => {
    fake = await startCashfreeServer();
    fake.addAccount(KEYS.clientId, KEYS.clientSecret);
  });
  afterAll(() => fake.close());

  const client = () => createCashfreeClient({ baseUrl: fake.url, ...KEYS });
  const customer = {
    id: 'user:42',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
  };

  it('creates the order with its headers, decimal rupees and our return and notify URLs', async () => {
    const adapter = createCashfreeAdapter(KEYS, fake.url);
    const created = await adapter.createPayment(
      makePaymentInput({ transactionId: 'TXN-CF-1', amount: 123456, customer }),
    );
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/pg/orders');
    expect(request.headers['x-client-id']).toBe(KEYS.clientId);
    expect(request.headers['x-client-secret']).toBe(KEYS.clientSecret);
    expect(request.headers['x-api-version']).toBe(CASHFREE_API_VERSION);
    expect(request.body).toContain('"order_amount":1234.56');
    expect(JSON.parse(request.body)).toMatchObject({
      order_id: 'TXN-CF-1',
      order_currency: 'INR',
      customer_details: {
        customer_id: 'user_42',
        customer_phone: '9876543210',
        customer_email: 'asha@example.com',
        customer_name: 'Asha Rao',
      },
      order_meta: {
        return_url: 'http://shop.localhost:3000/api/cashfree/checkout/verify/{order_id}',
        notify_url: 'http://shop.localhost:3000/api/cashfree/webhook',
      },
    });
    expect(created.gatewayOrderId).toBe('TXN-CF-1');
    expect(created.redirectUrl).toBe('http://shop.localhost:3000/pay/cashfree/TXN-CF-1');
    expect(created.clientFields?.paymentSessionId).toBe(fake.order('TXN-CF-1')?.payment_session_id);
    expect(fake.order('TXN-CF-1')?.amountMinor).toBe(123456);
  });

  it('sends whole rupees as a plain number (₹1,000 is 1000)', async () => {
    await createCashfreeAdapter(KEYS, fake.url).createPayment(
      makePaymentInput({ orderId: 'o2', transactionId: 'TXN-CF-2', amount: 100000, customer }),
    );
    expect(fake.requests.at(-1)!.body).toContain('"order_amount":1000,');
  });

  it('is refused with a wrong secret, and passes Cashfree’s message on', async () => {
    const wrong = createCashfreeClient({
      baseUrl: fake.url,
      clientId: KEYS.clientId,
      clientSecret: 'x',
    });
    const err = await wrong.getOrder('TXN-CF-1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as Error).message).toBe(
      'Cashfree refused the request (401): authentication Failed',
    );
  });

  it('reads the order and its payments, and refunds in decimal rupees', async () => {
    const c = client();
    fake.fail('TXN-CF-1');
    expect(
      cashfreeReport(await c.getOrder('TXN-CF-1'), await c.orderPayments('TXN-CF-1'))?.outcome,
    ).toBe('failed');
    const { payment } = fake.pay('TXN-CF-1');
    const report = cashfreeReport(await c.getOrder('TXN-CF-1'), await c.orderPayments('TXN-CF-1'));
    expect(report).toEqual({
      outcome: 'paid',
      gatewayOrderId: 'TXN-CF-1',
      gatewayPaymentId: payment.cf_payment_id,
      amount: 123456,
      currency: 'INR',
    });
    const refund = await createCashfreeAdapter(KEYS, fake.url).refund({
      gatewayOrderId: 'TXN-CF-1',
      gatewayPaymentId: payment.cf_payment_id,
      amount: 23456,
      currency: 'INR',
      refundReference: 'RF-CF-1',
    });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/pg/orders/TXN-CF-1/refunds');
    expect(request.body).toBe('{"refund_amount":234.56,"refund_id":"RF-CF-1"}');
    expect(refund.refundId).toMatch(/^\d+$/);
  });

  it('produces webhooks our verifier accepts, signed over the raw body', () => {
    const { webhook } = fake.pay('TXN-CF-2');
    expect(webhook.body).toContain('"payment_amount":1000.00');
    expect(
      verifyCashfreeWebhook(
        webhook.headers['x-webhook-timestamp']!,
        webhook.body,
        webhook.headers['x-webhook-signature']!,
        KEYS.clientSecret,
      ),
    ).toBe(true);
  });

  it('points the hosted checkout form at /pg/view/sessions/checkout of the API host', () => {
    expect(cashfreeCheckoutAction('https://api.cashfree.com/')).toBe(
      'https://api.cashfree.com/pg/view/sessions/checkout',
    );
  });

  it('turns an outage or an unreachable Cashfree into a GatewayError', async () => {
    fake.outage = true;
    try {
      await expect(client().getOrder('TXN-CF-1')).rejects.toThrow(
        'Cashfree refused the request (503)',
      );
    } finally {
      fake.outage = false;
    }
    const down = createCashfreeClient({ baseUrl: await unreachableUrl(), ...KEYS });
    await expect(down.orderPayments('TXN-CF-1')).rejects.toThrow('Cashfree could not be reached');
  });
});
