// The product page's variant choice: option names and values from the variants, which value
// buttons can be pressed, and which variant a press selects. Plain functions, tested alone.
import type { ProductVariant } from '../../../shared/catalogue';
import type { ProductOption } from '../../../shared/product-options';

/** At or below this many units the page says 'Only N left'. */
export const LOW_STOCK = 5;

export const IN_STOCK_TEXT = 'In stock';
export const OUT_OF_STOCK_TEXT = 'Out of stock';

/** 'In stock', 'Only N left' or 'Out of stock'. */
export function stockText(stock: number): string {
  if (stock <= 0) return OUT_OF_STOCK_TEXT;
  return stock <= LOW_STOCK ? `Only ${stock} left` : IN_STOCK_TEXT;
}

/** Whether any variant with this value is in stock: out-of-stock values are disabled. */
export function valueAvailable(
  variants: readonly ProductVariant[],
  name: string,
  value: string,
): boolean {
  return variants.some((v) => v.options[name] === value && v.stock > 0);
}

/**
 * The variant a press on `name = value` selects: the one matching the other current options if
 * it is in stock, else any in-stock variant with that value, else the exact match.
 */
export function pickVariant(
  variants: readonly ProductVariant[],
  current: ProductVariant,
  name: string,
  value: string,
): ProductVariant | undefined {
  const want: Record<string, string> = { ...current.options, [name]: value };
  const names = new Set([...Object.keys(want), ...variants.flatMap((v) => Object.keys(v.options))]);
  const exact = variants.find((v) => [...names].every((n) => v.options[n] === want[n]));
  if (exact && exact.stock > 0) return exact;
  return variants.find((v) => v.options[name] === value && v.stock > 0) ?? exact;
}

/**
 * What picking `name = value` with the other current values gives: a variant in stock, one sold
 * out, or no variant at all (that combination is not made). Shown struck through unless 'ok'.
 */
export type ValueState = 'ok' | 'soldOut' | 'missing';

export function valueState(
  variants: readonly ProductVariant[],
  options: readonly ProductOption[],
  current: ProductVariant,
  name: string,
  value: string,
): ValueState {
  const want: Record<string, string> = { ...current.options, [name]: value };
  const exact = variants.find((v) => options.every((o) => v.options[o.name] === want[o.name]));
  if (!exact) return 'missing';
  return exact.stock > 0 ? 'ok' : 'soldOut';
}

/** What a screen reader hears after a struck-through value's name. */
export const VALUE_STATE_TEXT: Record<ValueState, string> = {
  ok: '',
  soldOut: 'sold out',
  missing: 'unavailable',
};

/** The `variant` query parameter of a product page's address: the variant it opens on. */
export const VARIANT_PARAM = 'variant';

/** The variant the address asks for (`?variant=`), when the product has it. */
export function variantFromSearch(
  variants: readonly ProductVariant[],
  search: string,
): ProductVariant | undefined {
  const id = new URLSearchParams(search).get(VARIANT_PARAM);
  return id ? variants.find((v) => v._id === id) : undefined;
}

/** Whether an option's values are colours (shown as swatches). */
export function isColourOption(name: string): boolean {
  return /^colou?rs?$/i.test(name.trim());
}

// Common colour names of clothes and homeware; a value not here is a text button only.
const SWATCHES: Record<string, string> = {
  black: '#1f1f1f',
  charcoal: '#3b3f45',
  ink: '#23283a',
  indigo: '#2f3d7c',
  navy: '#1f2d55',
  sky: '#8cc3e8',
  blue: '#2f6fd0',
  ivory: '#f4efe1',
  white: '#ffffff',
  natural: '#e8dcc4',
  cream: '#f3e9d2',
  beige: '#d9c7a7',
  maroon: '#7a2030',
  red: '#c0392b',
  rust: '#b4532a',
  rose: '#d98a96',
  pink: '#e79ab5',
  plum: '#6b3a5e',
  mustard: '#d4a52c',
  ochre: '#c68a2e',
  yellow: '#ecc94b',
  sage: '#9cae8e',
  forest: '#2f5d43',
  green: '#3c8d4f',
  olive: '#6b6b35',
  grey: '#8a8f96',
  gray: '#8a8f96',
  brown: '#6d4c35',
};

/** The swatch colour of a value ('Indigo' → '#2f3d7c'), or null for an unknown name. */
export function swatchColour(value: string): string | null {
  return SWATCHES[value.trim().toLowerCase()] ?? null;
}
