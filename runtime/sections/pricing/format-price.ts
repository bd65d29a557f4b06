/**
 * Formats an amount with a currency symbol, the same on server and browser: whole numbers without
 * decimals, others with two; Indian digit grouping for ₹ (1,00,000), Western grouping otherwise.
 */
export function formatAmount(amount: number, symbol: string): string {
  if (!Number.isFinite(amount)) return symbol;
  const digits = Number.isInteger(amount) ? 0 : 2;
  const text = new Intl.NumberFormat(symbol.trim() === '₹' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `${symbol}${text}`;
}
