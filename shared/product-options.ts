// A product's options (size × colour) and the variants that are their combinations: one set of
// plain rules for the admin's editor (which generates the rows), the server (which refuses a
// save that breaks them, with one readable message a field) and the shop (which names a
// variant by its values). A product without options keeps free-text variants, unchanged.

/** One option of a product, its values in the owner's order ('Size': S, M, L). */
export type ProductOption = { name: string; values: string[] };

/** Most options a product has (Shopify's limit too). */
export const MAX_OPTIONS = 3;
/** Most values one option has. */
export const MAX_OPTION_VALUES = 30;
export const OPTION_NAME_MAX = 40;
export const OPTION_VALUE_MAX = 60;

/** What a variant's title is made of: its values in option order, joined ('M / Indigo'). */
export const TITLE_SEPARATOR = ' / ';

/** The JSON Schema of a product's options (the product form's `options`). */
export const productOptionsSchema = {
  type: 'array',
  maxItems: MAX_OPTIONS,
  items: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: OPTION_NAME_MAX, pattern: '\\S' },
      values: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_OPTION_VALUES,
        items: { type: 'string', minLength: 1, maxLength: OPTION_VALUE_MAX, pattern: '\\S' },
      },
    },
    required: ['name', 'values'],
    additionalProperties: false,
  },
} as const;

/** The title of the variant with these values: 'M / Indigo'. */
export function variantTitleOf(
  options: readonly ProductOption[],
  values: Readonly<Record<string, string>>,
): string {
  return options.map((o) => values[o.name] ?? '').join(TITLE_SEPARATOR);
}

/** One key a combination: the values in option order (for matching, never shown). */
export function combinationKey(
  options: readonly ProductOption[],
  values: Readonly<Record<string, string>>,
): string {
  return JSON.stringify(options.map((o) => values[o.name] ?? null));
}

/** Every combination of the options' values, the first option changing slowest. */
export function combinations(options: readonly ProductOption[]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const o of options)
    out = out.flatMap((partial) => o.values.map((v) => ({ ...partial, [o.name]: v })));
  return options.length === 0 ? [] : out;
}

/** How many combinations the options make (0 without options). */
export function combinationCount(options: readonly ProductOption[]): number {
  return options.length === 0 ? 0 : options.reduce((n, o) => n * o.values.length, 1);
}

/**
 * The variants of `options`: one a combination, in combination order. An existing variant keeps
 * its combination (and so its id, price, stock, SKU and image) when that still exists; a variant
 * lacking an option (one just added) takes that option's first value, so adding Colour to sized
 * variants keeps them as the first colour. A variant whose value was removed is dropped. A
 * product's single plain variant becomes the first combination. New combinations are `fresh`'s
 * (null leaves a combination out: one the owner chose not to sell).
 */
export function generateVariants<V extends { options: Record<string, string> }>(
  options: readonly ProductOption[],
  existing: readonly V[],
  fresh: (values: Record<string, string>) => V | null,
): V[] {
  const byKey = new Map<string, V>();
  for (const v of existing) {
    const completed: Record<string, string> = {};
    let lost = false;
    for (const o of options) {
      const value = v.options[o.name];
      if (value === undefined) completed[o.name] = o.values[0]!;
      else if (o.values.includes(value)) completed[o.name] = value;
      else lost = true;
    }
    if (lost || options.length === 0) continue;
    const key = combinationKey(options, completed);
    if (!byKey.has(key)) byKey.set(key, { ...v, options: completed });
  }
  return combinations(options).flatMap((values) => {
    const kept = byKey.get(combinationKey(options, values));
    return kept ?? fresh(values) ?? [];
  });
}

/**
 * What is wrong with a product's options and its variants' combinations, by field
 * (`options.1.name`, `variants.3.options`): names unique, values unique within an option, at
 * most MAX_OPTIONS, each variant one complete combination and no two alike. Nothing without
 * options: free-text variants are checked as before.
 */
export function optionErrors(
  options: readonly ProductOption[],
  variants: readonly { options?: Record<string, string> }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (options.length === 0) return errors;
  if (options.length > MAX_OPTIONS) {
    errors.options = `A product can have up to ${MAX_OPTIONS} options.`;
    return errors;
  }
  const names = new Set<string>();
  options.forEach((o, i) => {
    const name = o.name.trim().toLowerCase();
    if (!name) errors[`options.${i}.name`] = 'Give the option a name, like Size or Colour.';
    else if (names.has(name))
      errors[`options.${i}.name`] = `Another option is already called ${o.name.trim()}.`;
    names.add(name);
    if (o.values.length === 0) errors[`options.${i}.values`] = `Give ${o.name} at least one value.`;
    const seen = new Set<string>();
    o.values.forEach((v, j) => {
      const key = v.trim().toLowerCase();
      if (!key) errors[`options.${i}.values.${j}`] = 'A value cannot be empty.';
      else if (seen.has(key))
        errors[`options.${i}.values.${j}`] = `${o.name} already has the value ${v.trim()}.`;
      seen.add(key);
    });
  });
  if (Object.keys(errors).length > 0) return errors;
  const taken = new Map<string, number>();
  variants.forEach((v, i) => {
    const values = v.options ?? {};
    const extra = Object.keys(values).find((n) => !options.some((o) => o.name === n));
    const missing = options.find((o) => !o.values.includes(values[o.name] ?? '\u0000'));
    if (extra !== undefined) {
      errors[`variants.${i}.options`] = `${extra} is not one of this product’s options.`;
      return;
    }
    if (missing) {
      errors[`variants.${i}.options`] = `Choose this variant’s ${missing.name} from its values.`;
      return;
    }
    const key = combinationKey(options, values);
    const first = taken.get(key);
    if (first !== undefined)
      errors[`variants.${i}.options`] =
        `Variant ${first + 1} is already ${variantTitleOf(options, values)}.`;
    else taken.set(key, i);
  });
  return errors;
}

/** Options with names and values trimmed (what is stored). */
export function trimOptions(options: readonly ProductOption[]): ProductOption[] {
  return options.map((o) => ({ name: o.name.trim(), values: o.values.map((v) => v.trim()) }));
}

/**
 * A product's options as the shop shows them: the stored ones, or for a product without (free
 * text variants with `options` maps, as before options were defined) the names and values in
 * the order its variants first use them.
 */
export function shownOptions(
  options: readonly ProductOption[] | undefined,
  variants: readonly { options: Record<string, string> }[],
): ProductOption[] {
  if (options && options.length > 0) return options.map((o) => ({ ...o, values: [...o.values] }));
  const groups = new Map<string, string[]>();
  for (const v of variants)
    for (const [name, value] of Object.entries(v.options)) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
  return [...groups].map(([name, values]) => ({ name, values }));
}
