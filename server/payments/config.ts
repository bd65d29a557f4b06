// Which gateways a workspace has set up. Public halves of the keys (Razorpay key id, Cashfree
// client id, PhonePe merchant id and salt index) live in the workspace settings under
// `payments`; the secret halves are sealed in workspace_secrets under the names below and are
// never sent to a browser. The built-in test gateway is offered when the owner turns it on, and
// outside production also while no live gateway is set up.
import { type CodSettings, codSettingsOf } from '../../shared/cod';
import type { PaymentMode } from '../../shared/orders';
import type { Secrets } from './secrets';
import type { GatewayKeys } from './types';

/** settings.payments of a workspace. */
export type PaymentSettings = {
  RAZORPAY?: { keyId?: string };
  CASHFREE?: { clientId?: string };
  PHONEPE?: { merchantId?: string; saltIndex?: string };
  /**
   * The owner turned the test gateway on: offered beside live ones. In production it is offered
   * only then; elsewhere also while no live gateway is set up (demo shops work out of the box).
   */
  testMode?: boolean;
  /** Cash on delivery (shared/cod.ts): offered when enabled, within its limit. */
  cod?: CodSettings;
};

/** Secret names in workspace_secrets. */
export const GATEWAY_SECRET_NAMES = {
  razorpayKeySecret: 'RAZORPAY.keySecret',
  razorpayWebhookSecret: 'RAZORPAY.webhookSecret',
  cashfreeClientSecret: 'CASHFREE.clientSecret',
  phonepeSaltKey: 'PHONEPE.saltKey',
} as const;

export function paymentSettingsOf(settings: Record<string, unknown>): PaymentSettings {
  const p = settings.payments;
  return p && typeof p === 'object' ? (p as PaymentSettings) : {};
}

/** The keys of every gateway the workspace has completely set up. */
export async function gatewayKeys(
  workspaceId: string,
  settings: Record<string, unknown>,
  secrets: Secrets,
): Promise<GatewayKeys> {
  const p = paymentSettingsOf(settings);
  const keys: GatewayKeys = {};
  const [rzSecret, rzWebhook, cfSecret, ppSalt] = await Promise.all([
    secrets.get(workspaceId, GATEWAY_SECRET_NAMES.razorpayKeySecret),
    secrets.get(workspaceId, GATEWAY_SECRET_NAMES.razorpayWebhookSecret),
    secrets.get(workspaceId, GATEWAY_SECRET_NAMES.cashfreeClientSecret),
    secrets.get(workspaceId, GATEWAY_SECRET_NAMES.phonepeSaltKey),
  ]);
  if (p.RAZORPAY?.keyId && rzSecret)
    keys.RAZORPAY = {
      keyId: p.RAZORPAY.keyId,
      keySecret: rzSecret,
      ...(rzWebhook ? { webhookSecret: rzWebhook } : {}),
    };
  if (p.CASHFREE?.clientId && cfSecret)
    keys.CASHFREE = { clientId: p.CASHFREE.clientId, clientSecret: cfSecret };
  if (p.PHONEPE?.merchantId && p.PHONEPE.saltIndex && ppSalt)
    keys.PHONEPE = {
      merchantId: p.PHONEPE.merchantId,
      saltKey: ppSalt,
      saltIndex: p.PHONEPE.saltIndex,
    };
  return keys;
}

/** The shop's cash-on-delivery settings (off by default). */
export function codOf(settings: Record<string, unknown>): CodSettings {
  return codSettingsOf(paymentSettingsOf(settings));
}

/**
 * The payment modes checkout offers: the set-up gateways, and TEST when the owner turned it on
 * (testMode) or, outside production, when no live gateway is set up; COD last when it is on
 * (checkout still checks the order against its limit).
 */
export function offeredModes(
  keys: GatewayKeys,
  settings: Record<string, unknown>,
  production: boolean,
): PaymentMode[] {
  const live = (['RAZORPAY', 'CASHFREE', 'PHONEPE'] as const).filter((g) => keys[g]);
  const test = paymentSettingsOf(settings).testMode === true || (!production && live.length === 0);
  const online: PaymentMode[] = test ? ['TEST', ...live] : live;
  return codOf(settings).enabled ? [...online, 'COD'] : online;
}

/** Whether the test gateway is switched off for good: in production, without testMode. */
export function testGatewayOff(settings: Record<string, unknown>, production: boolean): boolean {
  return production && paymentSettingsOf(settings).testMode !== true;
}
