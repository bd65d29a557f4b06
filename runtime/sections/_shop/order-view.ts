// How the checkout, payment and order screens write money, dates, order numbers, statuses and
// addresses. Orders carry their own currency, so money is formatted from it, not the workspace's.
import { toMajor } from '../../../shared/catalogue';
import { currencySymbol, formatPrice } from '../../../shared/format';
import {
  ORDER_STATUS_LABELS,
  PAID_STATUSES,
  PAYMENT_MODE_LABELS,
  type OrderAddress,
  type OrderStatus,
  type PaymentMode,
} from '../../../shared/orders';

/** An amount in minor units with its currency's symbol (₹1,549 or $12.50). */
export function formatMoney(minor: number, currency: string): string {
  return formatPrice(toMajor(minor), currencySymbol(currency));
}

/** '#1001': the order number people read. */
export function orderNumberText(number: number): string {
  return `#${number}`;
}

function validDate(iso: string): Date | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '12 Mar 2025' in the visitor's time zone ('' for a date that does not parse). */
export function formatDate(iso: string): string {
  const d = validDate(iso);
  return d
    ? new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        d,
      )
    : '';
}

/** '12 Mar 2025, 4:05 pm' in the visitor's time zone. */
export function formatDateTime(iso: string): string {
  const d = validDate(iso);
  return d
    ? new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(d)
    : '';
}

/** A status's words: the contract's label, or the code itself for one this build does not know. */
export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

export type StatusTone = 'good' | 'waiting' | 'bad' | 'neutral';

const TONES: Record<OrderStatus, StatusTone> = {
  PLACED: 'waiting',
  PAYMENT_FAILED: 'bad',
  EXPIRED: 'bad',
  PAID: 'good',
  CONFIRMED: 'good',
  SHIPPED: 'good',
  DELIVERED: 'good',
  CANCEL_REQUESTED: 'waiting',
  CANCELLED: 'neutral',
  RETURN_REQUESTED: 'waiting',
  RETURNED: 'neutral',
  REFUNDED: 'neutral',
};

/** The badge colour of a status: done well, waiting on someone, gone wrong, or closed. */
export function statusTone(status: string): StatusTone {
  return TONES[status as OrderStatus] ?? 'neutral';
}

/** True for a status whose payment has come in (shared/orders.ts PAID_STATUSES). */
export function isPaid(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

export function paymentModeLabel(mode: string): string {
  return PAYMENT_MODE_LABELS[mode as PaymentMode] ?? mode;
}

/** An address as lines to print: street, landmark, city and PIN, state. */
export function addressLines(a: OrderAddress): string[] {
  return [
    [a.line1, a.line2].filter(Boolean).join(', '),
    a.landmark,
    `${a.city} ${a.pincode}`.trim(),
    a.state,
  ].filter(Boolean);
}
