// The product edit screen's state as typed (prices in rupees as text), and the way to and from
// the API's ProductForm: money converted exactly (shared majorTextToMinor), every field checked
// by the same schema the server uses, with the same per-field messages.
import Ajv from 'ajv';
import {
  type AdminProduct,
  type FieldErrors,
  formFieldErrors,
  MAX_STOCK,
  MAX_WEIGHT_GRAMS,
  majorTextToMinor,
  minorToMajorText,
  PRODUCT_FIELD_MESSAGES,
  type ProductForm,
  productFormSchema,
} from '../../../shared/admin-catalogue';
import { generateVariants, optionErrors, trimOptions } from '../../../shared/product-options';

export type VariantDraft = {
  /** A key for React that stays while the row is edited or moved. */
  key: string;
  id?: string;
  title: string;
  options: Record<string, string>;
  sku: string;
  /** Major units as typed ('1299.00'). */
  price: string;
  mrp: string;
  stock: string;
  /** Grams as typed ('' or '0': not given). */
  weight: string;
  /** One of the product's image urls, or '' for none. */
  image: string;
};

/** An option as edited: a stable key for React, its name and values as typed. */
export type OptionDraft = { key: string; name: string; values: string[] };

export type ProductDraft = Omit<ProductForm, 'baseUpdatedAt' | 'variants' | 'options'> & {
  updated?: string;
  options: OptionDraft[];
  variants: VariantDraft[];
};

let keys = 0;
/** A new key for a variant row. */
export const newKey = () => `v${++keys}`;

export function emptyVariant(): VariantDraft {
  return {
    key: newKey(),
    title: '',
    options: {},
    sku: '',
    price: '',
    mrp: '',
    stock: '0',
    weight: '',
    image: '',
  };
}

/**
 * The draft with these options and its variants regenerated as their combinations: rows whose
 * combination still exists keep their price, stock, SKU and image; new rows copy the first
 * row's price and list price with no stock. `rename` (an option renamed from one name to
 * another) carries the rows' values over first. Options without values make no combinations
 * yet; without options the product is back to one plain variant (the first row).
 */
export function withDraftOptions(
  draft: ProductDraft,
  options: OptionDraft[],
  rename?: { from: string; to: string },
): ProductDraft {
  let rows = draft.variants;
  if (rename && rename.from !== rename.to)
    rows = rows.map((v) => {
      if (!(rename.from in v.options)) return v;
      const { [rename.from]: value, ...rest } = v.options;
      return { ...v, options: { ...rest, [rename.to]: value! } };
    });
  const used = options.filter((o) => o.values.length > 0);
  const first = rows[0] ?? emptyVariant();
  // A combination of values the product had already, with no row, is one the owner removed
  // (not sold): it stays out; one with a new value or option is added.
  const before = new Map(
    draft.options
      .filter((o) => o.values.length > 0)
      .map((o) => [o.key, new Set(o.values)] as const),
  );
  const known = (values: Record<string, string>) =>
    rows.some((v) => Object.keys(v.options).length > 0) &&
    used.every((o) => before.get(o.key)?.has(values[o.name]!) ?? false);
  const variants =
    used.length === 0
      ? [{ ...first, title: options.length === 0 ? first.title : '', options: {} }]
      : generateVariants(used, rows, (values) =>
          known(values)
            ? null
            : { ...emptyVariant(), options: values, price: first.price, mrp: first.mrp },
        );
  return { ...draft, options, variants };
}

/** A new product: a draft with one empty variant. */
export function emptyDraft(): ProductDraft {
  return {
    name: '',
    path: '',
    status: 'draft',
    category: '',
    categories: [],
    brand: '',
    description: '',
    media: [],
    options: [],
    variants: [emptyVariant()],
    seo: { title: '', description: '' },
    tax: { hsn: '', rate: null },
  };
}

/** A saved product as the form shows it. */
export function draftOf(p: AdminProduct): ProductDraft {
  return {
    id: p._id,
    updated: p.updated,
    name: p.name,
    path: p.path,
    status: p.status,
    category: p.category,
    categories: p.categories,
    brand: p.brand,
    description: p.description,
    media: p.media.map((m) => ({ url: m.url, alt: m.alt })),
    options: p.options.map((o) => ({ key: newKey(), name: o.name, values: [...o.values] })),
    variants: p.variants.map((v) => ({
      key: newKey(),
      id: v._id,
      title: v.title,
      options: v.options,
      sku: v.sku,
      price: minorToMajorText(v.price),
      mrp: v.mrp === null ? '' : minorToMajorText(v.mrp),
      stock: String(v.stock),
      weight: v.weightGrams ? String(v.weightGrams) : '',
      image: v.image ?? '',
    })),
    seo: { ...p.seo },
    tax: p.tax ?? { hsn: '', rate: null },
  };
}

/** What the save sends, from what the owner typed. */
export type DraftCheck = { form: ProductForm; errors: FieldErrors };

const check = new Ajv({ allErrors: true, strict: true }).compile<ProductForm>(productFormSchema);

/**
 * The draft as a ProductForm and its problems by field (`variants.0.price`): money that is not
 * an amount with at most two decimals, stock that is not a whole number, and everything the
 * shared schema refuses. No problems: the form can be sent.
 */
export function checkDraft(d: ProductDraft): DraftCheck {
  const errors: FieldErrors = {};
  const variants = d.variants.map((v, i) => {
    const price = majorTextToMinor(v.price);
    if (price === null) errors[`variants.${i}.price`] = PRODUCT_FIELD_MESSAGES['variants.*.price']!;
    const mrp = v.mrp.trim() === '' ? null : majorTextToMinor(v.mrp);
    if (mrp === null && v.mrp.trim() !== '')
      errors[`variants.${i}.mrp`] = PRODUCT_FIELD_MESSAGES['variants.*.mrp']!;
    const stockText = v.stock.trim();
    const stock = /^\d{1,7}$/.test(stockText) ? Number(stockText) : NaN;
    if (!(stock <= MAX_STOCK))
      errors[`variants.${i}.stock`] = PRODUCT_FIELD_MESSAGES['variants.*.stock']!;
    const weightText = v.weight.trim();
    const weightGrams =
      weightText === '' ? 0 : /^\d{1,6}$/.test(weightText) ? Number(weightText) : NaN;
    if (!(weightGrams <= MAX_WEIGHT_GRAMS))
      errors[`variants.${i}.weight`] = PRODUCT_FIELD_MESSAGES['variants.*.weightGrams']!;
    return {
      ...(v.id ? { id: v.id } : {}),
      title: v.title.trim(),
      options: v.options,
      sku: v.sku.trim(),
      price: price ?? 0,
      mrp,
      stock: Number.isNaN(stock) ? 0 : stock,
      weightGrams: Number.isNaN(weightGrams) ? 0 : weightGrams,
      image: v.image || null,
    };
  });
  const options = trimOptions(d.options);
  const form: ProductForm = {
    ...(d.id ? { id: d.id } : {}),
    ...(d.updated ? { baseUpdatedAt: d.updated } : {}),
    name: d.name.trim(),
    path: d.path.trim(),
    status: d.status,
    category: d.category,
    categories: d.categories.filter((c) => c !== d.category),
    brand: d.brand,
    description: d.description,
    media: d.media,
    options,
    variants,
    seo: { title: d.seo.title.trim(), description: d.seo.description.trim() },
    ...(d.tax ? { tax: { hsn: d.tax.hsn.trim(), rate: d.tax.rate } } : {}),
  };
  for (const [field, message] of Object.entries(optionErrors(options, variants)))
    errors[field] ??= message;
  if (!check(form))
    for (const [field, message] of Object.entries(
      formFieldErrors(check.errors, PRODUCT_FIELD_MESSAGES),
    ))
      errors[field] ??= message;
  return { form, errors };
}

/** Whether the owner changed anything since `base` (variant row keys do not count). */
export function isDirty(draft: ProductDraft, base: ProductDraft): boolean {
  const strip = (d: ProductDraft) => ({
    ...d,
    options: d.options.map(({ key: _key, ...o }) => o),
    variants: d.variants.map(({ key: _key, ...v }) => v),
  });
  return JSON.stringify(strip(draft)) !== JSON.stringify(strip(base));
}

/** Plain text of markdown for the search preview: no marks, one line. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`>#~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text cut at a word to `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
