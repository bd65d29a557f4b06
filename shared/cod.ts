// Cash on delivery as the owner sets it (settings.payments.cod): on or off, the largest order it
// takes and an optional fee added to the order. Checkout offers it only within the limit.
import { formatMoney } from './format';

export type CodSettings = {
  enabled: boolean;
  /** The largest order total (with the fee) paid in cash (minor units). */
  limit: number;
  /** Added to a cash-on-delivery order (minor units); 0 for none. */
  fee: number;
};

/** Off, ₹10,000 at most, no fee. */
export const DEFAULT_COD: CodSettings = { enabled: false, limit: 1_000_000, fee: 0 };
/** ₹10,00,000 in paise: the largest limit or fee the form takes. */
export const COD_MAX_AMOUNT = 100_000_000;

export const COD_MESSAGES = {
  off: 'Cash on delivery is not available in this shop.',
  overLimit: (limit: number, currency: string) =>
    `Cash on delivery is available for orders up to ${formatMoney(limit, currency)}: please choose another way to pay.`,
  limit: 'Cash on delivery: please enter the largest order as an amount from ₹1 to ₹10,00,000.',
  fee: 'Cash on delivery: please enter the fee as an amount from ₹0 to ₹10,00,000.',
  enabled: 'Cash on delivery must be on or off.',
} as const;

/** The cash-on-delivery settings of settings.payments, with defaults for what is missing. */
export function codSettingsOf(payments: { cod?: Partial<CodSettings> } | undefined): CodSettings {
  const c = payments?.cod ?? {};
  return {
    enabled: c.enabled === true,
    limit: typeof c.limit === 'number' ? c.limit : DEFAULT_COD.limit,
    fee: typeof c.fee === 'number' ? c.fee : DEFAULT_COD.fee,
  };
}

/** Why an order of `totalWithoutFee` cannot be paid in cash, or null when it can. */
export function codRefusal(
  cod: CodSettings,
  totalWithoutFee: number,
  currency: string,
): string | null {
  if (!cod.enabled) return COD_MESSAGES.off;
  if (totalWithoutFee + cod.fee > cod.limit) return COD_MESSAGES.overLimit(cod.limit, currency);
  return null;
}
