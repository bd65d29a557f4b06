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

/**
 * An amount with its symbol, identical on server and browser: whole numbers without decimals,
 * others with two; Indian digit grouping for ₹ (2,50,000), western grouping otherwise.
 */
export function formatPrice(amount: number, symbol: string): string {
  if (!Number.isFinite(amount)) return symbol;
  const digits = Number.isInteger(amount) ? 0 : 2;
  const text = new Intl.NumberFormat(symbol.trim() === '₹' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `${symbol}${text}`;
}

/**
 * The shop's discount (SPEC §5): floor((mrp - price) / mrp * 100), or null (blank) when either
 * value is not a number, mrp is 0 or less, or price exceeds mrp. Equal prices give 0.
 */
export function shopDiscountPercent(mrp: unknown, price: unknown): number | null {
  if (typeof mrp !== 'number' || typeof price !== 'number') return null;
  if (!Number.isFinite(mrp) || !Number.isFinite(price) || mrp <= 0 || price > mrp) return null;
  return Math.floor(((mrp - price) / mrp) * 100);
}

/** Up to two capital initials of a name, for avatars without a photo ('Ananya Iyer' → 'AI'). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
