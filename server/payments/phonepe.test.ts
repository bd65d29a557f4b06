import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PhonePeFake,
  startPhonePeServer,
  unreachableUrl,
} from '../../tests/support/gateway-servers';
import { makePaymentInput } from '../../tests/support/payment-builders';
import {
  createPhonePeAdapter,
  createPhonePeClient,
  decodePhonePeResponse,
  phonePeReport,
  phonePeRequestChecksum,
  phonePeStatusPath,
  phonePeXVerify,
  verifyPhonePeCallback,
} from './phonepe';
import { GatewayError } from './types';

// PhonePe's public UAT test merchant, as in its documentation.
const UAT = {
  merchantId: 'PGTESTPAYUAT',
  saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
  saltIndex: '1',
};

describe('PhonePe X-VERIFY', () => {
  // The Pay API's sample request and X-VERIFY from PhonePe's documentation (developer.phonepe.com
  // v1 "PAY API", the UAT merchant PGTESTPAYUAT, salt index 1).
  const samplePayload =
    'ewogICJtZXJjaGFudElkIjogIlBHVEVTVFBBWVVBVCIsCiAgIm1lcmNoYW50VHJhbnNhY3Rpb25JZCI6ICJNVDc4NTA1OTAwNjgxODgxMDQiLAogICJtZXJjaGFudFVzZXJJZCI6ICJNVUlEMTIzIiwKICAiYW1vdW50IjogMTAwMDAsCiAgInJlZGlyZWN0VXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL3JlZGlyZWN0LXVybCIsCiAgInJlZGlyZWN0TW9kZSI6ICJSRURJUkVDVCIsCiAgImNhbGxiYWNrVXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL2NhbGxiYWNrLXVybCIsCiAgIm1vYmlsZU51bWJlciI6ICI5OTk5OTk5OTk5IiwKICAicGF5bWVudEluc3RydW1lbnQiOiB7CiAgICAidHlwZSI6ICJQQVlfUEFHRSIKICB9Cn0=';
  const sampleXVerify = 'd7a8e4458caa6fcd781166bbdc85fec76740c18cb9baa9a4c48cf2387d554180###1';

  it('matches the Pay API sample published by PhonePe', () => {
    expect(phonePeRequestChecksum(samplePayload, '/pg/v1/pay', UAT.saltKey, UAT.saltIndex)).toBe(
      sampleXVerify,
    );
  });

  it('changes with the payload, the path, the salt key and the salt index', () => {
    const tampered = samplePayload.replace('MTAwMDAs', 'MTAwMDEs'); // amount 10000 -> 10001
    expect(phonePeRequestChecksum(tampered, '/pg/v1/pay', UAT.saltKey, '1')).not.toBe(
      sampleXVerify,
    );
    expect(phonePeRequestChecksum(samplePayload, '/pg/v1/refund', UAT.saltKey, '1')).not.toBe(
      sampleXVerify,
    );
    expect(phonePeRequestChecksum(samplePayload, '/pg/v1/pay', 'other', '1')).not.toBe(
      sampleXVerify,
    );
    expect(phonePeRequestChecksum(samplePayload, '/pg/v1/pay', UAT.saltKey, '2')).toBe(
      sampleXVerify.replace('###1', '###2'),
    );
  });

  it('signs the status check’s path alone', () => {
    // sha256 of the path and salt key, computed with `openssl dgst -sha256`.
    const path = phonePeStatusPath('PGTESTPAYUAT', 'MT7850590068188104');
    expect(path).toBe('/pg/v1/status/PGTESTPAYUAT/MT7850590068188104');
    expect(phonePeXVerify(path, UAT.saltKey, '1')).toBe(
      '95c6d60f014b7190aa417083aca2489bb5b0a729d0421c17dea19f5913e6d741###1',
    );
  });

  it('verifies a callback only with its exact response, salt key and index', () => {
    const response = Buffer.from('{"success":true,"code":"PAYMENT_SUCCESS"}').toString('base64');
    const good = phonePeXVerify(response, UAT.saltKey, '1');
    expect(verifyPhonePeCallback(response, good, UAT.saltKey, '1')).toBe(true);
    expect(verifyPhonePeCallback(`${response}x`, good, UAT.saltKey, '1')).toBe(false);
    expect(verifyPhonePeCallback(response, good.replace('###1', '###2'), UAT.saltKey, '1')).toBe(
      false,
    );
    expect(verifyPhonePeCallback(response, good.slice(1), UAT.saltKey, '1')).toBe(false);
    expect(verifyPhonePeCallback(response, good, 'other', '1')).toBe(false);
  });
});

describe('phonePeReport', () => {
  const status = (code: string, state: string, extra: Record<string, unknown> = {}) => ({
    success: code === 'PAYMENT_SUCCESS',
    code,
    message: 'msg',
    data: {
      merchantId: 'M1',
      merchantTransactionId: 'TXN-1',
      transactionId: 'T2401',
      amount: 49900,
      state,
      ...extra,
    },
  });

  it('is paid only for PAYMENT_SUCCESS and COMPLETED, with PhonePe’s id and amount in INR', () => {
    expect(phonePeReport(status('PAYMENT_SUCCESS', 'COMPLETED'), 'M1', 'TXN-1')).toEqual({
      outcome: 'paid',
      gatewayOrderId: 'TXN-1',
      gatewayPaymentId: 'T2401',
      amount: 49900,
      currency: 'INR',
    });
    expect(phonePeReport(status('PAYMENT_PENDING', 'PENDING'), 'M1', 'TXN-1')?.outcome).toBe(
      'pending',
    );
    expect(phonePeReport(status('INTERNAL_SERVER_ERROR', 'PENDING'), 'M1', 'TXN-1')?.outcome).toBe(
      'pending',
    );
    expect(phonePeReport(status('PAYMENT_ERROR', 'FAILED'), 'M1', 'TXN-1')?.outcome).toBe('failed');
    expect(phonePeReport(status('PAYMENT_DECLINED', 'FAILED'), 'M1', 'TXN-1')?.outcome).toBe(
      'failed',
    );
  });

  it('ignores an answer about another merchant or transaction', () => {
    expect(phonePeReport(status('PAYMENT_SUCCESS', 'COMPLETED'), 'M2', 'TXN-1')).toBeNull();
    expect(phonePeReport(status('PAYMENT_SUCCESS', 'COMPLETED'), 'M1', 'TXN-2')).toBeNull();
  });

  it('decodes a callback response and refuses what is not PhonePe’s shape', () => {
    const encoded = Buffer.from(JSON.stringify(status('PAYMENT_ERROR', 'FAILED'))).toString(
      'base64',
    );
    expect(decodePhonePeResponse(encoded)?.code).toBe('PAYMENT_ERROR');
    expect(decodePhonePeResponse(Buffer.from('{"a":1}').toString('base64'))).toBeNull();
    expect(decodePhonePeResponse('%%%')).toBeNull();
  });
});

describe('the PhonePe client and adapter against a local PhonePe', () => {
  let fake: PhonePeFake;
  const KEYS = { merchantId: 'SHOPUAT', saltKey: 'salt-key-for-tests', saltIndex: '2' };
  beforeAll(async () => {
    fake = await startPhonePeServer();
    fake.addMerchant(KEYS.merchantId, KEYS.saltKey, KEYS.saltIndex);
  });
  afterAll(() => fake.close());

  const customer = {
    id: 'cust-7',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
  };

  it('starts a payment with the base64 request, X-VERIFY and amount in paise', async () => {
    const adapter = createPhonePeAdapter(KEYS, fake.url);
    const created = await adapter.createPayment(
      makePaymentInput({ transactionId: 'TXN-PP-1', amount: 49900, customer }),
    );
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/pg/v1/pay');
    const { request: base64 } = JSON.parse(request.body) as { request: string };
    expect(request.headers['x-verify']).toBe(
      phonePeRequestChecksum(base64, '/pg/v1/pay', KEYS.saltKey, KEYS.saltIndex),
    );
    expect(JSON.parse(Buffer.from(base64, 'base64').toString())).toEqual({
      merchantId: 'SHOPUAT',
      merchantTransactionId: 'TXN-PP-1',
      merchantUserId: 'cust-7',
      amount: 49900,
      redirectUrl: 'http://shop.localhost:3000/api/phonepe/status/TXN-PP-1',
      redirectMode: 'REDIRECT',
      callbackUrl: 'http://shop.localhost:3000/api/phonepe/callback',
      mobileNumber: '9876543210',
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    expect(created).toEqual({
      gatewayOrderId: 'TXN-PP-1',
      redirectUrl: `${fake.url}/pay-page/TXN-PP-1`,
    });
  });

  it('refuses to start a payment in another currency', async () => {
    const adapter = createPhonePeAdapter(KEYS, fake.url);
    await expect(
      adapter.createPayment(
        makePaymentInput({
          orderId: 'o',
          transactionId: 'TXN-USD',
          amount: 1000,
          currency: 'USD',
          customer,
        }),
      ),
    ).rejects.toThrow('PhonePe takes payments in Indian rupees (INR) only.');
  });

  it('is refused by PhonePe with a wrong salt key', async () => {
    const wrong = createPhonePeClient({ baseUrl: fake.url, ...KEYS, saltKey: 'wrong' });
    const err = await wrong.status('TXN-PP-1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as Error).message).toBe(
      'PhonePe refused the request (401): Key not found for the merchant',
    );
  });

  it('checks the status with X-VERIFY and X-MERCHANT-ID, then refunds', async () => {
    const client = createPhonePeClient({ baseUrl: fake.url, ...KEYS });
    expect(
      phonePeReport(await client.status('TXN-PP-1'), KEYS.merchantId, 'TXN-PP-1')?.outcome,
    ).toBe('pending');
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/pg/v1/status/SHOPUAT/TXN-PP-1');
    expect(request.headers['x-merchant-id']).toBe('SHOPUAT');
    expect(request.headers['x-verify']).toBe(
      phonePeXVerify('/pg/v1/status/SHOPUAT/TXN-PP-1', KEYS.saltKey, KEYS.saltIndex),
    );

    const callback = fake.pay('TXN-PP-1');
    const { response } = JSON.parse(callback.body) as { response: string };
    expect(verifyPhonePeCallback(response, callback.headers['x-verify']!, KEYS.saltKey, '2')).toBe(
      true,
    );
    const report = phonePeReport(await client.status('TXN-PP-1'), KEYS.merchantId, 'TXN-PP-1');
    expect(report).toMatchObject({ outcome: 'paid', amount: 49900, currency: 'INR' });

    const adapter = createPhonePeAdapter(KEYS, fake.url);
    const refund = await adapter.refund({
      gatewayOrderId: 'TXN-PP-1',
      gatewayPaymentId: report?.outcome === 'paid' ? report.gatewayPaymentId : '',
      amount: 49900,
      currency: 'INR',
      refundReference: 'RF-PP-1',
    });
    expect(refund.refundId).toMatch(/^TR/);
    expect(fake.refunds.at(-1)).toEqual({
      merchantId: 'SHOPUAT',
      originalTransactionId: 'TXN-PP-1',
      merchantTransactionId: 'RF-PP-1',
      amount: 49900,
    });
  });

  it('turns an outage or an unreachable PhonePe into a GatewayError', async () => {
    const client = createPhonePeClient({ baseUrl: fake.url, ...KEYS });
    fake.outage = true;
    try {
      await expect(client.status('TXN-PP-1')).rejects.toThrow('PhonePe refused the request (503)');
    } finally {
      fake.outage = false;
    }
    const down = createPhonePeClient({ baseUrl: await unreachableUrl(), ...KEYS });
    await expect(down.status('TXN-PP-1')).rejects.toThrow('PhonePe could not be reached');
  });
});
