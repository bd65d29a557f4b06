import { describe, expect, it } from 'vitest';
import { liveAdapter } from './adapters';
import { LIVE_GATEWAY_URLS } from './types';

const KEYS = {
  RAZORPAY: { keyId: 'rzp_test_x', keySecret: 's' },
  CASHFREE: { clientId: 'cf', clientSecret: 's' },
  PHONEPE: { merchantId: 'M', saltKey: 's', saltIndex: '1' },
};

describe('liveAdapter', () => {
  it('gives each gateway’s adapter when the workspace has its keys', () => {
    expect(liveAdapter('RAZORPAY', KEYS, LIVE_GATEWAY_URLS)?.id).toBe('RAZORPAY');
    expect(liveAdapter('CASHFREE', KEYS, LIVE_GATEWAY_URLS)?.id).toBe('CASHFREE');
    expect(liveAdapter('PHONEPE', KEYS, LIVE_GATEWAY_URLS)?.id).toBe('PHONEPE');
  });

  it('gives none without that gateway’s keys', () => {
    const { RAZORPAY: _r, ...noRazorpay } = KEYS;
    expect(liveAdapter('RAZORPAY', noRazorpay, LIVE_GATEWAY_URLS)).toBeNull();
    expect(liveAdapter('CASHFREE', {}, LIVE_GATEWAY_URLS)).toBeNull();
    expect(liveAdapter('PHONEPE', { RAZORPAY: KEYS.RAZORPAY }, LIVE_GATEWAY_URLS)).toBeNull();
  });

  it('calls the gateway at the URL given, through the fetch given', async () => {
    const seen: string[] = [];
    const fakeFetch = (async (url: string | URL | Request) => {
      seen.push(String(url));
      return new Response(JSON.stringify({ error: { description: 'Authentication failed' } }), {
        status: 401,
      });
    }) as typeof fetch;
    const adapter = liveAdapter(
      'RAZORPAY',
      KEYS,
      { ...LIVE_GATEWAY_URLS, razorpay: 'http://razorpay.test' },
      fakeFetch,
    );
    await expect(
      adapter!.createPayment({
        orderId: 'o',
        transactionId: 't',
        amount: 100,
        currency: 'INR',
        customer: { id: 'c', name: 'n', email: 'e@x.in', phone: '9876543210' },
        origin: 'http://shop.localhost',
      }),
    ).rejects.toThrow('Razorpay refused the request (401): Authentication failed');
    expect(seen).toEqual(['http://razorpay.test/v1/orders']);
  });
});
