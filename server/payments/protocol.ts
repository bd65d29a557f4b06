// What the live gateways' protocols (razorpay.ts, cashfree.ts, phonepe.ts) share beyond HTTP
// (http.ts): their signatures' digests, amounts written as decimals, the ids they accept, and
// the paid report each turns a payment into. Each adapter keeps its own protocol on top.
import { createHash, createHmac } from 'node:crypto';
import type { GatewayReport } from './types';

/** HMAC-SHA256 of `message` under `key`, as hex (Razorpay) or base64 (Cashfree). */
export function hmacSha256(key: string, message: string, encoding: 'hex' | 'base64'): string {
  return createHmac('sha256', key).update(message).digest(encoding);
}

/** SHA-256 of `input` as hex (PhonePe's X-VERIFY). */
export function sha256Hex(input: string): string {
  return createHash('sha256').update(input).digest('hex');
}

/** 123456 -> '1234.56'; minor units must be a non-negative safe integer. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not minor units: ${minor}`);
  const digits = String(minor).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * 1234.56 (or '1234.56', '1234.5', '1234') -> 123456, read from the decimal digits so no
 * floating-point error creeps in; null for anything that is not an amount of whole paise.
 */
export function decimalToMinor(value: number | string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const m = /^(\d{1,13})(?:\.(\d{1,2})0*)?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Our id as a gateway's customer or user id: letters, digits, '_' and '-' only, at most
 * `maxLength` characters ('customer' when nothing is left).
 */
export function gatewaySafeId(id: string, maxLength: number): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, maxLength) || 'customer';
}

/** A gateway's URL: its base (with or without a trailing slash) and a path. */
export function gatewayUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * A payment the gateway says is paid, with its amount and currency as the gateway reports them
 * (the currency upper-cased): the service compares them with the stored payment.
 */
export function paidReport(p: {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  amount: number;
  currency: string;
}): GatewayReport {
  return { outcome: 'paid', ...p, currency: p.currency.toUpperCase() };
}
