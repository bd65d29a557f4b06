// The live gateways' adapters by payment mode: each speaks its gateway's protocol
// (razorpay.ts, cashfree.ts, phonepe.ts) with the workspace's keys, at the URLs given (the live
// APIs, or local servers speaking the same protocol in tests).
import { createCashfreeAdapter } from './cashfree';
import { createPhonePeAdapter } from './phonepe';
import { createRazorpayAdapter } from './razorpay';
import type { GatewayAdapter, GatewayId, GatewayKeys, GatewayUrls } from './types';

/** The adapter of a live gateway the workspace has keys for, or null. */
export function liveAdapter(
  mode: Exclude<GatewayId, 'TEST'>,
  keys: GatewayKeys,
  urls: GatewayUrls,
  fetchFn: typeof fetch = fetch,
): GatewayAdapter | null {
  switch (mode) {
    case 'RAZORPAY':
      return keys.RAZORPAY ? createRazorpayAdapter(keys.RAZORPAY, urls.razorpay, fetchFn) : null;
    case 'CASHFREE':
      return keys.CASHFREE ? createCashfreeAdapter(keys.CASHFREE, urls.cashfree, fetchFn) : null;
    case 'PHONEPE':
      return keys.PHONEPE ? createPhonePeAdapter(keys.PHONEPE, urls.phonepe, fetchFn) : null;
    default:
      return null;
  }
}
