// The product page's variant choice: option names and values from the variants, which value
// buttons can be pressed, and which variant a press selects. Plain functions, tested alone.
import type { ProductVariant } from '../../../shared/catalogue';

/** At or below this many units the page says 'Only N left'. */
export const LOW_STOCK = 5;

export const IN_STOCK_TEXT = 'In stock';
export const OUT_OF_STOCK_TEXT = 'Out of stock';

/** 'In stock', 'Only N left' or 'Out of stock'. */
export function stockText(stock: number): string {
  if (stock <= 0) return OUT_OF_STOCK_TEXT;
  return stock <= LOW_STOCK ? `Only ${stock} left` : IN_STOCK_TEXT;
}

/** Option names ('Size', 'Colour') and their values, in the order the variants first use them. */
export function optionGroups(
  variants: readonly ProductVariant[],
): { name: string; values: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const v of variants) {
    for (const [name, value] of Object.entries(v.options)) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
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
