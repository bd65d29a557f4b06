// The CSV's option columns, as Shopify's product CSV has them: `option1_name`/`option1_value` to
// `option3_…` ("Option1 Name" in a header reads the same), and `variant_image`. The names are
// product columns (every row of a product agrees); the values and image are the variant's. A
// product with options exports them there and leaves the older free-form `options` cell empty.
import type {
  AdminProduct,
  AdminVariant,
  CsvColumn,
  VariantForm,
} from '../../shared/admin-catalogue';
import {
  MAX_OPTIONS,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  type ProductOption,
} from '../../shared/product-options';

const NAME_COLUMNS = ['option1_name', 'option2_name', 'option3_name'] as const;
const VALUE_COLUMNS = ['option1_value', 'option2_value', 'option3_value'] as const;

/** The option cells of a variant's row. */
export function optionCells(p: AdminProduct, v: AdminVariant): Partial<Record<CsvColumn, string>> {
  const cells: Partial<Record<CsvColumn, string>> = { variant_image: v.image ?? '' };
  for (let k = 0; k < MAX_OPTIONS; k++) {
    const o = p.options[k];
    cells[NAME_COLUMNS[k]!] = o?.name ?? '';
    cells[VALUE_COLUMNS[k]!] = o ? (v.options[o.name] ?? '') : '';
  }
  return cells;
}

/**
 * A row's option names (a product value: [] when it names none) and its values by name, with
 * the reasons its cells are refused.
 */
export function readOptionCells(
  text: (column: CsvColumn) => string,
  reasons: string[],
): { names: string[]; values: Record<string, string> } {
  const names: string[] = [];
  const values: Record<string, string> = {};
  for (let k = 0; k < MAX_OPTIONS; k++) {
    const name = text(NAME_COLUMNS[k]!);
    const value = text(VALUE_COLUMNS[k]!);
    if (!name) {
      if (value) reasons.push(`option${k + 1}_value "${value}" has no option${k + 1}_name.`);
      continue;
    }
    if (name.length > OPTION_NAME_MAX)
      reasons.push(`option${k + 1}_name is longer than ${OPTION_NAME_MAX} characters.`);
    if (!value) reasons.push(`option${k + 1}_value is empty: give this variant's ${name}.`);
    else if (value.length > OPTION_VALUE_MAX)
      reasons.push(`option${k + 1}_value is longer than ${OPTION_VALUE_MAX} characters.`);
    names.push(name);
    values[name] = value;
  }
  return { names, values };
}

/**
 * The product's options after an import: the names the CSV gave (else the product's own), each
 * with the values its variants use, in the product's order first and then as the rows add them.
 */
export function mergedOptions(
  names: string[] | undefined,
  existing: readonly ProductOption[],
  variants: readonly VariantForm[],
): ProductOption[] {
  const chosen = names ?? existing.map((o) => o.name);
  return chosen.map((name) => {
    const before = existing.find((o) => o.name === name)?.values ?? [];
    const used = variants.map((v) => v.options?.[name]).filter((v): v is string => !!v);
    const values = [...before.filter((v) => used.includes(v))];
    for (const v of used) if (!values.includes(v)) values.push(v);
    return { name, values };
  });
}
