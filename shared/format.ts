const SYMBOLS: Record<string, string> = {
  INR: '₹',
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  AUD: 'A$',
  CAD: 'C$',
};

/** Currency symbol from the workspace's defaultCurrency (SPEC §9); INR when unset. */
export function currencySymbol(code: string | undefined): string {
  const key = (code ?? 'INR').toUpperCase();
  return SYMBOLS[key] ?? key;
}

/** A price with its symbol and the Indian or western digit grouping of the currency. */
export function formatPrice(amount: number, symbol: string): string {
  const locale = symbol === '₹' ? 'en-IN' : 'en-US';
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${symbol}${amount.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}
