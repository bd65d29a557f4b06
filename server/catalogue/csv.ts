// The catalogue as CSV (docs/api.md, "Admin API: catalogue"): one row a variant, the product's
// columns repeated on each of its rows (shared/admin-catalogue.ts CSV_COLUMNS). Reading and
// writing CSV is csv-parse and csv-stringify's; this module turns rows into products and back:
// it checks every row on its own, groups rows by product handle, matches variants by SKU, and
// says per row what happened. The writes themselves go through the admin's product save (one
// transaction a product), passed in as `apply`. Over 500 lines because the import's row checks
// and its grouping read as one pass; the option columns are apart in csv-options.ts.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  type AdminProduct,
  CSV_COLUMNS,
  CSV_PRODUCT_COLUMNS,
  type CsvColumn,
  DESCRIPTION_MAX,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_MANY_ROWS_MESSAGE,
  type ImportReport,
  type ImportRowReport,
  isSlug,
  majorTextToMinor,
  MAX_MEDIA,
  MAX_STOCK,
  minorToMajorText,
  PATH_MAX,
  PRODUCT_STATUSES,
  type ProductForm,
  type ProductStatus,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  SLUG_MAX,
  type VariantForm,
  variantFormOf,
} from '../../shared/admin-catalogue';
import { mergedOptions, optionCells, readOptionCells } from './csv-options';

/** What separates the items of a list cell (images, also_in, options). */
export const LIST_SEPARATOR = ' | ';

type ProductColumn = (typeof CSV_PRODUCT_COLUMNS)[number];
type OptionColumn = Exclude<
  CsvColumn,
  ProductColumn | 'handle' | 'variant_title' | 'options' | 'sku' | 'price' | 'mrp' | 'stock'
>;

// ---- export ----

/** The header line of the export. */
export function csvHeader(): string {
  return stringify([[...CSV_COLUMNS]]);
}

/** Products as CSV rows (no header), one a variant, money in major units with two decimals. */
export function productsToCsv(products: readonly AdminProduct[]): string {
  const rows: string[][] = [];
  for (const p of products)
    for (const v of p.variants) {
      const cells: Record<CsvColumn, string> = {
        handle: p.path,
        name: p.name,
        status: p.status,
        category: p.category,
        also_in: p.categories.join(LIST_SEPARATOR),
        brand: p.brand,
        description: p.description,
        images: p.media.map((m) => m.url).join(LIST_SEPARATOR),
        seo_title: p.seo.title,
        seo_description: p.seo.description,
        variant_title: v.title,
        options:
          p.options.length > 0
            ? ''
            : Object.entries(v.options)
                .map(([name, value]) => `${name}=${value}`)
                .join(LIST_SEPARATOR),
        ...(optionCells(p, v) as Record<OptionColumn, string>),
        sku: v.sku,
        price: minorToMajorText(v.price),
        mrp: v.mrp === null ? '' : minorToMajorText(v.mrp),
        stock: String(v.stock),
      };
      rows.push(CSV_COLUMNS.map((c) => guardFormula(cells[c])));
    }
  return rows.length ? stringify(rows) : '';
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe on export (OWASP's CSV injection advice); import takes it off again, so a
 * file goes round unchanged. Prices and stock never start so.
 */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function unguardFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

// ---- reading ----

/** A CSV the import refuses as a whole (unreadable, wrong columns, too many rows). */
export type CsvRefusal = { ok: false; status: 400 | 413; message: string };

/** A data row: its number as a spreadsheet shows it and its cells by column (absent columns left out). */
export type CsvRow = { row: number; cells: Partial<Record<CsvColumn, string>> };

/**
 * The rows of a products CSV: a header of known column names (any order, case and spaces
 * ignored) with `handle` and `sku`, then at most IMPORT_MAX_ROWS data rows. Blank rows are
 * skipped but keep their numbers.
 */
export function readProductsCsv(
  text: string,
): { ok: true; columns: CsvColumn[]; rows: CsvRow[] } | CsvRefusal {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // One more than allowed tells an over-long file without reading all of it.
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return { ok: false, status: 400, message: `The CSV could not be read: ${reason}` };
  }
  const header = records[0];
  if (!header || header.every((h) => !h.trim()))
    return { ok: false, status: 400, message: 'The CSV is empty: it needs a header row.' };
  const known = new Set<string>(CSV_COLUMNS);
  const columns: CsvColumn[] = [];
  for (const raw of header) {
    const name = raw.trim().toLowerCase().replace(/\s+/g, '_');
    if (!known.has(name))
      return {
        ok: false,
        status: 400,
        message: `Unknown column "${raw.trim()}". The columns are: ${CSV_COLUMNS.join(', ')}.`,
      };
    if (columns.includes(name as CsvColumn))
      return { ok: false, status: 400, message: `The column "${name}" appears twice.` };
    columns.push(name as CsvColumn);
  }
  if (!columns.includes('handle') || !columns.includes('sku'))
    return {
      ok: false,
      status: 400,
      message:
        'The columns handle and sku are required: they say which product and which variant a row is.',
    };
  if (records.length - 1 > IMPORT_MAX_ROWS)
    return {
      ok: false,
      status: 413,
      message: IMPORT_TOO_MANY_ROWS_MESSAGE,
    };
  const rows: CsvRow[] = [];
  records.slice(1).forEach((record, i) => {
    if (record.every((cell) => !cell.trim())) return;
    const cells: Partial<Record<CsvColumn, string>> = {};
    columns.forEach((c, j) => {
      cells[c] = unguardFormula(record[j] ?? '');
    });
    rows.push({ row: i + 2, cells });
  });
  return { ok: true, columns, rows };
}

/** A row's values once checked: product fields and variant fields of the columns present. */
export type CheckedRow = {
  row: number;
  path: string;
  sku: string;
  product: {
    name?: string;
    status?: ProductStatus;
    category?: string;
    categories?: string[];
    brand?: string;
    description?: string;
    images?: string[];
    seoTitle?: string;
    seoDescription?: string;
    /** The option names (option1_name …) when the file has those columns. */
    optionNames?: string[];
  };
  variant: {
    title?: string;
    options?: Record<string, string>;
    image?: string | null;
    price?: number;
    mrp?: number | null;
    stock?: number;
  };
  /** Product columns with a non-empty cell: what a later row of the product must agree with. */
  filled: ProductColumn[];
  reasons: string[];
};

const splitList = (cell: string) =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** Checks one row on its own: every problem is a reason; no reason means it can be applied. */
export function checkRow(row: CsvRow): CheckedRow {
  const c = row.cells;
  const reasons: string[] = [];
  const text = (column: CsvColumn) => (c[column] ?? '').trim();
  const path = text('handle');
  const sku = text('sku');
  if (!path) reasons.push('handle is empty: it names the product (its path, like linen-kurta).');
  else if (path.length > PATH_MAX || !isSlug(path))
    reasons.push(
      `handle "${path}" is not a path: use lower-case letters and digits in words joined by single dashes (up to ${PATH_MAX} characters).`,
    );
  if (sku.length > 64 || /\s/.test(sku))
    reasons.push(`sku "${sku}" is not a SKU: up to 64 characters, no spaces.`);

  const product: CheckedRow['product'] = {};
  const filled = CSV_PRODUCT_COLUMNS.filter((col) => (c[col] ?? '').trim() !== '');
  if (c.name !== undefined) {
    const name = text('name');
    if (name.length > 200) reasons.push('name is longer than 200 characters.');
    product.name = name;
  }
  if (c.status !== undefined && text('status')) {
    const status = text('status').toLowerCase();
    if ((PRODUCT_STATUSES as readonly string[]).includes(status))
      product.status = status as ProductStatus;
    else reasons.push(`status "${text('status')}" is not one of ${PRODUCT_STATUSES.join(', ')}.`);
  }
  const slugCell = (column: 'category' | 'brand') => {
    const value = text(column);
    if (value && (value.length > SLUG_MAX || !isSlug(value)))
      reasons.push(`${column} "${value}" is not a slug (like bed-linen).`);
    return value;
  };
  if (c.category !== undefined) product.category = slugCell('category');
  if (c.brand !== undefined) product.brand = slugCell('brand');
  if (c.also_in !== undefined) {
    const slugs = [...new Set(splitList(text('also_in')))];
    for (const s of slugs)
      if (s.length > SLUG_MAX || !isSlug(s)) reasons.push(`also_in "${s}" is not a category slug.`);
    if (slugs.length > 20) reasons.push('also_in names more than 20 categories.');
    product.categories = slugs;
  }
  if (c.description !== undefined) {
    // Kept exactly as written: markdown's line breaks and spaces matter.
    const description = c.description;
    if (description.length > DESCRIPTION_MAX)
      reasons.push(
        `description is longer than ${DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
      );
    product.description = description;
  }
  if (c.images !== undefined) {
    const images = [...new Set(splitList(text('images')))];
    if (images.length > MAX_MEDIA) reasons.push(`images lists more than ${MAX_MEDIA} pictures.`);
    for (const url of images)
      if (url.length > 500) reasons.push('an image URL is longer than 500 characters.');
    product.images = images;
  }
  if (c.seo_title !== undefined) {
    if (text('seo_title').length > SEO_TITLE_MAX)
      reasons.push(`seo_title is longer than ${SEO_TITLE_MAX} characters.`);
    product.seoTitle = text('seo_title');
  }
  if (c.seo_description !== undefined) {
    if (text('seo_description').length > SEO_DESCRIPTION_MAX)
      reasons.push(`seo_description is longer than ${SEO_DESCRIPTION_MAX} characters.`);
    product.seoDescription = text('seo_description');
  }

  const variant: CheckedRow['variant'] = {};
  if (c.variant_title !== undefined) {
    if (text('variant_title').length > 100)
      reasons.push('variant_title is longer than 100 characters.');
    variant.title = text('variant_title');
  }
  if (c.options !== undefined) {
    const options: Record<string, string> = {};
    for (const item of splitList(text('options'))) {
      const eq = item.indexOf('=');
      const name = eq > 0 ? item.slice(0, eq).trim() : '';
      const value = eq > 0 ? item.slice(eq + 1).trim() : '';
      if (!name || name.length > 40 || value.length > 60) {
        reasons.push(
          `options "${item}" is not Name=Value (name up to 40, value up to 60 characters).`,
        );
        continue;
      }
      options[name] = value;
    }
    if (Object.keys(options).length > 5) reasons.push('options has more than 5 options.');
    variant.options = options;
  }
  if (c.option1_name !== undefined) {
    const read = readOptionCells(text, reasons);
    product.optionNames = read.names;
    if (read.names.length > 0) variant.options = read.values;
  }
  if (c.variant_image !== undefined) variant.image = text('variant_image') || null;
  const money = (column: 'price' | 'mrp') => {
    const cell = text(column);
    const minor = majorTextToMinor(cell);
    if (minor === null)
      reasons.push(
        `${column} "${cell}" is not an amount: write it like 1299.00 (at most two decimals).`,
      );
    return minor ?? 0;
  };
  if (c.price !== undefined && text('price')) variant.price = money('price');
  if (c.mrp !== undefined) variant.mrp = text('mrp') ? money('mrp') : null;
  if (c.stock !== undefined && text('stock')) {
    const cell = text('stock');
    if (/^\d{1,7}$/.test(cell) && Number(cell) <= MAX_STOCK) variant.stock = Number(cell);
    else
      reasons.push(
        `stock "${cell}" is not a whole number from 0 to ${MAX_STOCK.toLocaleString('en-US')}.`,
      );
  }
  return { row: row.row, path, sku, product, variant, filled, reasons };
}

// ---- planning ----

/** One product's accepted rows and the form that saving them means. */
export type ImportGroup = {
  path: string;
  existing: AdminProduct | null;
  form: ProductForm;
  /** The accepted rows, each created (a new variant) or updated. */
  rows: { row: number; sku: string; status: 'created' | 'updated' }[];
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const productValue = (p: CheckedRow['product'], column: ProductColumn): unknown =>
  ({
    name: p.name,
    status: p.status,
    category: p.category,
    also_in: p.categories,
    brand: p.brand,
    description: p.description,
    images: p.images,
    seo_title: p.seoTitle,
    seo_description: p.seoDescription,
  })[column];

/** Whether two rows of a product name different options. */
const otherOptions = (a: CheckedRow, b: CheckedRow) =>
  a.product.optionNames !== undefined &&
  b.product.optionNames !== undefined &&
  !sameValue(a.product.optionNames, b.product.optionNames);

/**
 * Groups checked rows by product and merges them into product forms: an existing product (by
 * handle) keeps what the CSV has no column for; its variants are matched by SKU, the others
 * kept; a new SKU adds a variant. The first accepted row of a product gives its product
 * columns; a later row may leave them empty but not say otherwise. Refused rows are reported
 * and take no part.
 */
export function planImport(
  rows: readonly CheckedRow[],
  existingByPath: ReadonlyMap<string, AdminProduct>,
): { refused: ImportRowReport[]; groups: ImportGroup[] } {
  const refused: ImportRowReport[] = [];
  const refuse = (r: CheckedRow, reasons: string[]) =>
    refused.push({ row: r.row, path: r.path, sku: r.sku, status: 'refused', reasons });
  const byPath = new Map<
    string,
    { first: CheckedRow; rows: CheckedRow[]; skus: Map<string, number> }
  >();
  for (const r of rows) {
    if (r.reasons.length > 0) {
      refuse(r, r.reasons);
      continue;
    }
    const group = byPath.get(r.path);
    if (!group) {
      byPath.set(r.path, { first: r, rows: [r], skus: new Map([[r.sku, r.row]]) });
      continue;
    }
    const reasons: string[] = [];
    const twin = group.skus.get(r.sku);
    if (twin !== undefined)
      reasons.push(`sku "${r.sku}" is already used by row ${twin} of the same product.`);
    for (const column of r.filled)
      if (!sameValue(productValue(r.product, column), productValue(group.first.product, column)))
        reasons.push(`${column} differs from row ${group.first.row} of the same product.`);
    if (otherOptions(r, group.first))
      reasons.push(`the option names differ from row ${group.first.row} of the same product.`);
    if (reasons.length > 0) {
      refuse(r, reasons);
      continue;
    }
    group.rows.push(r);
    group.skus.set(r.sku, r.row);
  }

  const groups: ImportGroup[] = [];
  for (const [path, { first, rows: accepted }] of byPath) {
    const existing = existingByPath.get(path) ?? null;
    const p = first.product;
    if (!existing && !p.name) {
      for (const r of accepted) refuse(r, [`name is required to create the product ${path}.`]);
      continue;
    }
    const variants: VariantForm[] = existing ? existing.variants.map(variantFormOf) : [];
    const statuses: ImportGroup['rows'] = [];
    const rowRefusals: [CheckedRow, string][] = [];
    for (const r of accepted) {
      const matches = variants.filter((v) => v.id !== undefined && v.sku === r.sku);
      if (matches.length > 1) {
        rowRefusals.push([
          r,
          `${matches.length} variants of ${path} have the sku "${r.sku}": give them different SKUs first.`,
        ]);
        continue;
      }
      const v = r.variant;
      const target = matches[0];
      if (target) {
        if (v.title !== undefined) target.title = v.title;
        if (v.options !== undefined) target.options = v.options;
        if (v.price !== undefined) target.price = v.price;
        if (v.mrp !== undefined) target.mrp = v.mrp;
        if (v.stock !== undefined) target.stock = v.stock;
        if (v.image !== undefined) target.image = v.image;
        statuses.push({ row: r.row, sku: r.sku, status: 'updated' });
      } else if (v.price === undefined) {
        rowRefusals.push([r, `price is required for the new variant "${r.sku}".`]);
      } else {
        variants.push({
          title: v.title ?? '',
          options: v.options ?? {},
          sku: r.sku,
          price: v.price,
          mrp: v.mrp ?? null,
          stock: v.stock ?? 0,
          image: v.image ?? null,
        });
        statuses.push({ row: r.row, sku: r.sku, status: 'created' });
      }
    }
    for (const [r, reason] of rowRefusals) refuse(r, [reason]);
    if (statuses.length === 0) continue;
    const altOf = new Map(existing?.media.map((m) => [m.url, m.alt]) ?? []);
    const name = p.name || existing?.name || '';
    const form: ProductForm = {
      ...(existing ? { id: existing._id, baseUpdatedAt: existing.updated } : {}),
      name,
      path,
      status: p.status ?? existing?.status ?? 'active',
      category: p.category ?? existing?.category ?? '',
      categories: p.categories ?? existing?.categories ?? [],
      brand: p.brand ?? existing?.brand ?? '',
      description: p.description ?? existing?.description ?? '',
      media: p.images
        ? p.images.map((url) => ({ url, alt: altOf.get(url) ?? name }))
        : (existing?.media.map((m) => ({ url: m.url, alt: m.alt })) ?? []),
      options: mergedOptions(
        p.optionNames?.length || !existing ? p.optionNames : undefined,
        existing?.options ?? [],
        variants,
      ),
      variants,
      seo: {
        title: p.seoTitle ?? existing?.seo.title ?? '',
        description: p.seoDescription ?? existing?.seo.description ?? '',
      },
    };
    groups.push({ path, existing, form, rows: statuses });
  }
  return { refused, groups };
}

/** Saves one product's form in its own transaction: nothing, or the reasons it was refused. */
export type ApplyProduct = (
  group: ImportGroup,
) => Promise<{ ok: true } | { ok: false; reasons: string[] }>;

/**
 * Imports a products CSV: reads and checks it, looks up the products it names, then saves one
 * product at a time. Every row is reported (in row order) as created, updated or refused with
 * its reasons; a product whose save is refused has all its rows refused with the reasons.
 */
export async function importProductsCsv(
  text: string,
  deps: {
    productsByPath: (paths: string[]) => Promise<AdminProduct[]>;
    apply: ApplyProduct;
  },
): Promise<{ ok: true; report: ImportReport } | CsvRefusal> {
  const read = readProductsCsv(text);
  if (!read.ok) return read;
  const checked = read.rows.map(checkRow);
  const paths = [...new Set(checked.filter((r) => r.reasons.length === 0).map((r) => r.path))];
  const existing = await deps.productsByPath(paths);
  const { refused, groups } = planImport(checked, new Map(existing.map((p) => [p.path, p])));
  const rows: ImportRowReport[] = [...refused];
  let products = 0;
  for (const group of groups) {
    const result = await deps.apply(group);
    if (result.ok) products++;
    for (const r of group.rows)
      rows.push(
        result.ok
          ? { row: r.row, path: group.path, sku: r.sku, status: r.status, reasons: [] }
          : {
              row: r.row,
              path: group.path,
              sku: r.sku,
              status: 'refused',
              reasons: result.reasons,
            },
      );
  }
  rows.sort((a, b) => a.row - b.row);
  const count = (status: ImportRowReport['status']) =>
    rows.filter((r) => r.status === status).length;
  return {
    ok: true,
    report: {
      rows,
      totals: {
        created: count('created'),
        updated: count('updated'),
        refused: count('refused'),
        products,
      },
    },
  };
}
