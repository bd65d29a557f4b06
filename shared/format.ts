import { toMajor } from './catalogue';
const SYMBOLS: Record<string, string> = {
  INR: '₹',
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  AUD: 'A$',
  CAD: 'C$',
  SGD: 'S$',
  AED: 'AED\u00a0',
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

/**
 * How a workspace rounds the discount on its product cards: `floor` is SPEC §5's shop reading;
 * `round` the events site's list reading (rounded (mrp - price) / mrp), which we also use for the
 * events grid badge, whose literal formula would announce a surcharge (docs/sections.md).
 */
export type DiscountRounding = 'floor' | 'round';

/**
 * A card's discount percent under the workspace's reading, or null where no badge shows: the
 * shop's blank cases (not numbers, mrp 0 or less, price above mrp) and no discount at all (0 %).
 */
export function cardDiscountPercent(
  mrp: unknown,
  price: unknown,
  rounding: DiscountRounding = 'floor',
): number | null {
  const floor = shopDiscountPercent(mrp, price);
  if (floor === null) return null;
  const off =
    rounding === 'round'
      ? Math.round((((mrp as number) - (price as number)) / (mrp as number)) * 100)
      : floor;
  return off > 0 ? off : null;
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

/** An amount in minor units (paise) with its currency's symbol: formatMoney(123450, 'INR') is ₹1,234.50. */
export function formatMoney(minor: number, currency: string | undefined): string {
  return formatPrice(toMajor(minor), currencySymbol(currency));
}
