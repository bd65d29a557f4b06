// The live gateways' adapters by payment mode (Razorpay, Cashfree and PhonePe come next).
import type { GatewayAdapter, GatewayId, GatewayKeys, GatewayUrls } from './types';

/** The adapter of a live gateway the workspace has keys for, or null. */
export function liveAdapter(
  _mode: Exclude<GatewayId, 'TEST'>,
  _keys: GatewayKeys,
  _urls: GatewayUrls,
  _fetch: typeof fetch = fetch,
): GatewayAdapter | null {
  return null;
}
