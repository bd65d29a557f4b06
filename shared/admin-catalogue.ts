// The owner's catalogue API (docs/api.md, "Admin API: catalogue"): paths, the shapes the admin
// app sends and reads, the JSON schemas of the product and category forms with one readable
// message a field (the server validates with them, the admin app's forms show the same words),
// exact money conversions between the form's rupees and the API's paise, and the CSV columns.
import type { ErrorObject } from 'ajv';
import { marked } from 'marked';
import { LOW_STOCK_THRESHOLD } from './admin-api';
import type { ProductMedia } from './catalogue';
import { type ProductOption, productOptionsSchema } from './product-options';
import type { HtmlSanitizer } from './sanitize';

const BASE = '/api/io/crm/admin/shop';

/** Every route of the owner's catalogue API, as the server registers it. */
export const ADMIN_CATALOGUE_PATHS = {
  /** POST AdminProductQuery → AdminProductsAnswer. */
  products: `${BASE}/products/list`,
  /** GET ?id= → { data: AdminProduct }. */
  product: `${BASE}/products/get`,
  /** POST ProductForm → { data: AdminProduct }. */
  saveProduct: `${BASE}/products/save`,
  /** POST { id } → { data: { _id, outcome } }. */
  deleteProduct: `${BASE}/products/delete`,
  /** GET → text/csv, one row a variant (CSV_COLUMNS). */
  exportProducts: `${BASE}/products/export`,
  /** POST { csv } or a text/csv body → { data: ImportReport }. */
  importProducts: `${BASE}/products/import`,
  /** GET → { data: AdminCategoryNode[] } (roots, each with its children). */
  categories: `${BASE}/categories/list`,
  /** POST CategoryForm → { data: AdminCategoryNode } (without children). */
  saveCategory: `${BASE}/categories/save`,
  /** POST { id } → { data: { _id } }. */
  deleteCategory: `${BASE}/categories/delete`,
  /** GET → { data: AdminBrand[] }. */
  brands: `${BASE}/brands/list`,
} as const;

/** Whether a product is on sale (`active`), being prepared (`draft`) or withdrawn (`archived`). */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

/**
 * The list's stock filter: `out` (no variant in stock) or `low` (in stock, but a variant has the
 * workspace's low-stock threshold of units or fewer: the dashboard's low-stock rule).
 */
export const STOCK_FILTERS = ['out', 'low'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The default low-stock threshold (the owner may set another in Settings). */
export const LOW_STOCK = LOW_STOCK_THRESHOLD;

/** Largest page of the product list; `p` counts pages from 0 as SPEC §7's `{ s, p }` does. */
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_MAX = 100_000;

/** Largest money value the database holds, in minor units (PostgreSQL's integer). */
export const MAX_MINOR = 2_147_483_647;
/** Most units of one variant. */
export const MAX_STOCK = 1_000_000;

export const MAX_VARIANTS = 100;
export const MAX_MEDIA = 20;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const DESCRIPTION_MAX = 20_000;

/** The CSV import's bounds. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

/** POST products/list. `category` and `brand` are slugs; `category` includes its subcategories. */
export type AdminProductQuery = {
  q?: string;
  category?: string;
  brand?: string;
  status?: ProductStatus;
  stock?: StockFilter;
  /** Page from 0. */
  p: number;
  /** Page size, 1 to ADMIN_PAGE_SIZE_MAX. */
  s: number;
};

/** A row of the product list. Money in minor units; `stock` is the sum over the variants. */
export type AdminProductRow = {
  _id: string;
  name: string;
  path: string;
  image: ProductMedia | null;
  status: ProductStatus;
  price: number;
  mrp: number | null;
  stock: number;
  variantCount: number;
  inStock: boolean;
  /**
   * In stock: how many of its variants have the workspace's low-stock threshold of units or
   * fewer (the list's `low` filter finds the products with one or more).
   */
  lowVariants: number;
  category: { slug: string; title: string } | null;
  brand: { slug: string; name: string } | null;
  updated: string;
};

export type AdminProductsAnswer = { data: AdminProductRow[]; total: number };

export type AdminVariant = {
  _id: string;
  title: string;
  options: Record<string, string>;
  sku: string;
  price: number;
  mrp: number | null;
  stock: number;
  /** Grams, for shipping by weight (0: not given). */
  weightGrams: number;
  /** One of the product's media urls, shown when this variant is picked; null: none. */
  image: string | null;
};

export type ProductSeo = { title: string; description: string };

/** A product as the edit screen opens it. */
export type AdminProduct = {
  _id: string;
  name: string;
  path: string;
  status: ProductStatus;
  /** The category its card shows (a slug), or ''. */
  category: string;
  /** The other categories it is listed in (slugs). */
  categories: string[];
  /** A brand slug, or ''. */
  brand: string;
  /** Markdown. */
  description: string;
  descriptionHtml: string;
  media: ProductMedia[];
  /** Size, Colour, …; empty: the variants are free text. */
  options: ProductOption[];
  variants: AdminVariant[];
  seo: ProductSeo;
  /** HSN code and GST rate for invoices ('' / null: the category's); always read. */
  tax?: TaxClassForm;
  /** Orders hold it: deleting archives it instead. */
  hasOrders: boolean;
  created: string;
  /** Send back as `baseUpdatedAt` so a save does not overwrite another window's. */
  updated: string;
};

export type VariantForm = {
  /** An existing variant of the product; absent for a new one. */
  id?: string;
  title: string;
  options?: Record<string, string>;
  sku: string;
  /** Minor units. */
  price: number;
  mrp: number | null;
  stock: number;
  /** Grams (0 or absent: not given; absent keeps the stored weight). */
  weightGrams?: number;
  /** One of the product's media urls (as sent in `media`), or null. */
  image?: string | null;
};

/** The heaviest variant the form takes: 1,000 kg. */
export const MAX_WEIGHT_GRAMS = 1_000_000;

/**
 * POST products/save: a new product without `id`, else the whole product as it should be.
 * Variants left out of `variants` are removed. `media` urls are the workspace's uploads (or
 * images the product already has); the server fills in their sizes.
 */
export type ProductForm = Pick<
  AdminProduct,
  'name' | 'status' | 'category' | 'categories' | 'brand' | 'description' | 'seo'
> & {
  id?: string;
  /** HSN code and GST rate (optional: kept when left out). */
  tax?: TaxClassForm;
  baseUpdatedAt?: string;
  /** Empty: made from the name. */
  path: string;
  media: { url: string; alt: string }[];
  /**
   * The product's options; empty, its variants are free text as before; absent, the product
   * keeps the options it has. With options, each variant is one combination of their values
   * and its title is made from them.
   */
  options?: ProductOption[];
  variants: VariantForm[];
};

/** The form of an existing variant that saves it unchanged. */
export function variantFormOf(v: AdminVariant): VariantForm {
  return {
    id: v._id,
    title: v.title,
    options: v.options,
    sku: v.sku,
    price: v.price,
    mrp: v.mrp,
    stock: v.stock,
    weightGrams: v.weightGrams,
    image: v.image,
  };
}

export type ProductDeleteAnswer = { data: { _id: string; outcome: 'deleted' | 'archived' } };

export type AdminCategoryNode = {
  _id: string;
  slug: string;
  title: string;
  /** Slugs from the root, joined by '/'. */
  path: string;
  parentId: string | null;
  description: string;
  image: string | null;
  position: number;
  /** Products (any status) in it or under it. */
  productCount: number;
  /** HSN code and GST rate its products default to. */
  tax: TaxClassForm;
  children: AdminCategoryNode[];
};

/** An HSN code (4, 6 or 8 digits, or '') and a GST rate in per cent (null: inherited). */
export type TaxClassForm = { hsn: string; rate: number | null };

/** The schema of a TaxClassForm (GST rates 0, 5, 12, 18, 28). */
export const TAX_CLASS_SCHEMA = {
  type: 'object',
  properties: {
    hsn: { type: 'string', maxLength: 8, pattern: '^(\\d{4}|\\d{6}|\\d{8})?$' },
    rate: { anyOf: [{ enum: [0, 5, 12, 18, 28] }, { type: 'null' }] },
  },
  required: ['hsn', 'rate'],
  additionalProperties: false,
} as const;

export const TAX_CLASS_MESSAGES = {
  tax: 'The HSN code or GST rate is not valid.',
  'tax.hsn': 'An HSN code has 4, 6 or 8 digits.',
  'tax.rate': 'The GST rate is 0, 5, 12, 18 or 28 %.',
} as const;

export type CategoryForm = {
  id?: string;
  /** HSN code and GST rate its products default to (optional: kept when left out). */
  tax?: TaxClassForm;
  title: string;
  slug: string;
  parentId: string | null;
  description: string;
  image: string | null;
  position: number;
};

export type AdminBrand = { _id: string; slug: string; name: string; productCount: number };

export type ImportRowStatus = 'created' | 'updated' | 'refused';

/** One CSV row's fate; `row` is its line as a spreadsheet numbers it (the header is row 1). */
export type ImportRowReport = {
  row: number;
  path: string;
  sku: string;
  status: ImportRowStatus;
  reasons: string[];
};

export type ImportReport = {
  rows: ImportRowReport[];
  totals: { created: number; updated: number; refused: number; products: number };
};

/**
 * The CSV's columns, one row a variant. Product columns (CSV_PRODUCT_COLUMNS) repeat on every
 * row of a product (a later row may leave them empty). Money in major units with two decimals; `images`, `also_in`
 * and `options` are lists separated by ' | ' (options as `Name=Value`). A product with options
 * (size × colour) has them in `option1_name`/`option1_value` … `option3_…` (Shopify's columns),
 * and each variant's picture in `variant_image`.
 */
export const CSV_PRODUCT_COLUMNS = [
  'name',
  'status',
  'category',
  'also_in',
  'brand',
  'description',
  'images',
  'seo_title',
  'seo_description',
] as const;
export const CSV_COLUMNS = [
  'handle',
  ...CSV_PRODUCT_COLUMNS,
  'variant_title',
  'options',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'price',
  'mrp',
  'stock',
  'variant_image',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

// ---- refusals the admin app may recognise ----

export const ADMIN_PRODUCT_NOT_FOUND = 'This product does not exist or was deleted.';
export const ADMIN_CATEGORY_NOT_FOUND = 'This category does not exist or was deleted.';
export const PRODUCT_CHANGED_MESSAGE =
  'This product was changed in another window. Reload to get the latest version.';
export const pathTakenMessage = (path: string) => `Another product already has the path ${path}.`;
export const slugTakenMessage = (slug: string) => `Another category already has the slug ${slug}.`;
export const categoryHasChildrenMessage = (n: number) =>
  `This category has ${n} ${n === 1 ? 'subcategory' : 'subcategories'}: move or delete ${n === 1 ? 'it' : 'them'} first.`;
export const categoryHasProductsMessage = (n: number) =>
  `${n} ${n === 1 ? 'product is' : 'products are'} in this category: move ${n === 1 ? 'it' : 'them'} to another category first.`;
export const IMPORT_TOO_LARGE_MESSAGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`;
export const IMPORT_TOO_MANY_ROWS_MESSAGE = `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files.`;

// ---- money ----

/** Minor units as the major amount with exactly two decimals: 129900 → '1299.00'. */
export function minorToMajorText(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`Not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const AMOUNT = /^(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * A major amount as typed ('1299', '1,299.5', '₹ 1299.00') in exact minor units (129950), or
 * null when it is not a non-negative amount with at most two decimals within MAX_MINOR. Read
 * as text, never through a float: '0.29' is 29, not 28.999….
 */
export function majorTextToMinor(text: string): number | null {
  const m = AMOUNT.exec(text.trim().replace(/^₹\s*/, ''));
  if (!m?.[1]) return null;
  const whole = m[1].replace(/,/g, '');
  if (whole.length > 10) return null;
  const minor = Number(whole) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor <= MAX_MINOR ? minor : null;
}

// ---- paths and slugs ----

/** A product path or category slug: lower-case letters and digits in dash-separated words. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const SLUG_RE = new RegExp(SLUG_PATTERN);
export const PATH_MAX = 120;
export const SLUG_MAX = 100;

export function isSlug(text: string): boolean {
  return SLUG_RE.test(text);
}

/** A slug made from a name: 'Indigo Kurta & Co.' → 'indigo-kurta-and-co'; '' when nothing is left. */
export function slugify(text: string, max = PATH_MAX): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

// ---- the description ----

/** The owner's markdown as the shop shows it: marked (GFM), then the project's sanitizer. */
export function renderDescription(markdown: string, sanitize: HtmlSanitizer): string {
  return sanitize(marked.parse(markdown, { async: false, gfm: true }));
}

// ---- form schemas ----

const slugOrEmpty = { type: 'string', maxLength: SLUG_MAX, pattern: `^$|${SLUG_PATTERN}` };
const minor = { type: 'integer', minimum: 0, maximum: MAX_MINOR };

/** The product form (POST products/save). Strict: no extra fields, no type coercion. */
export const productFormSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    baseUpdatedAt: { type: 'string', maxLength: 40 },
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    path: { type: 'string', maxLength: PATH_MAX, pattern: `^$|${SLUG_PATTERN}` },
    status: { type: 'string', enum: [...PRODUCT_STATUSES] },
    category: slugOrEmpty,
    categories: {
      type: 'array',
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', maxLength: SLUG_MAX, pattern: SLUG_PATTERN },
    },
    brand: slugOrEmpty,
    description: { type: 'string', maxLength: DESCRIPTION_MAX },
    media: {
      type: 'array',
      maxItems: MAX_MEDIA,
      items: {
        type: 'object',
        properties: {
          url: { type: 'string', minLength: 1, maxLength: 500 },
          alt: { type: 'string', maxLength: 200 },
        },
        required: ['url', 'alt'],
        additionalProperties: false,
      },
    },
    options: productOptionsSchema,
    variants: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_VARIANTS,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 64 },
          title: { type: 'string', maxLength: 100 },
          options: {
            type: 'object',
            maxProperties: 5,
            propertyNames: { maxLength: 40, minLength: 1 },
            additionalProperties: { type: 'string', maxLength: 60 },
          },
          sku: { type: 'string', maxLength: 64, pattern: '^\\S*$' },
          price: minor,
          mrp: { anyOf: [minor, { type: 'null' }] },
          stock: { type: 'integer', minimum: 0, maximum: MAX_STOCK },
          weightGrams: { type: 'integer', minimum: 0, maximum: MAX_WEIGHT_GRAMS },
          image: { anyOf: [{ type: 'string', minLength: 1, maxLength: 500 }, { type: 'null' }] },
        },
        required: ['title', 'sku', 'price', 'mrp', 'stock'],
        additionalProperties: false,
      },
    },
    seo: {
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: SEO_TITLE_MAX },
        description: { type: 'string', maxLength: SEO_DESCRIPTION_MAX },
      },
      required: ['title', 'description'],
      additionalProperties: false,
    },
    tax: TAX_CLASS_SCHEMA,
  },
  required: [
    'name',
    'path',
    'status',
    'category',
    'categories',
    'brand',
    'description',
    'media',
    'variants',
    'seo',
  ],
  additionalProperties: false,
} as const;

/** The category form (POST categories/save). */
export const categoryFormSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    title: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    slug: { type: 'string', minLength: 1, maxLength: SLUG_MAX, pattern: SLUG_PATTERN },
    parentId: { anyOf: [{ type: 'string', minLength: 1, maxLength: 64 }, { type: 'null' }] },
    description: { type: 'string', maxLength: 2000 },
    image: { anyOf: [{ type: 'string', minLength: 1, maxLength: 500 }, { type: 'null' }] },
    position: { type: 'integer', minimum: 0, maximum: 10_000 },
    tax: TAX_CLASS_SCHEMA,
  },
  required: ['title', 'slug', 'parentId', 'description', 'image', 'position'],
  additionalProperties: false,
} as const;

/**
 * One message a field of the product form, by its dotted path with `*` for a list index
 * (`variants.*.price`). The form shows them under the field; the server answers them in
 * `fieldErrors`. Money fields speak of the form's major units.
 */
export const PRODUCT_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  ...TAX_CLASS_MESSAGES,
  id: 'The product id is not valid.',
  baseUpdatedAt: 'The product version is not valid.',
  name: 'Enter a name of up to 200 characters.',
  path: 'Use lower-case letters and digits in words joined by single dashes, like linen-kurta (up to 120 characters).',
  status: 'Choose Active, Draft or Archived.',
  category: 'Choose a category from the list.',
  categories: 'Choose up to 20 other categories from the list, each once.',
  'categories.*': 'Choose categories from the list.',
  brand: 'Choose a brand from the list.',
  description: `The description can be up to ${DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
  media: `A product can have up to ${MAX_MEDIA} images.`,
  'media.*': 'Choose an image from your uploads.',
  'media.*.url': 'Choose an image from your uploads.',
  'media.*.alt': 'Alt text can be up to 200 characters.',
  options: 'A product can have up to 3 options, each with a name and 1 to 30 values.',
  'options.*': 'An option needs a name and at least one value.',
  'options.*.name': 'Give the option a name of up to 40 characters, like Size or Colour.',
  'options.*.values': 'Give the option 1 to 30 values.',
  'options.*.values.*': 'A value has 1 to 60 characters.',
  variants: `A product needs at least one variant (and at most ${MAX_VARIANTS}).`,
  'variants.*': 'This variant is not valid.',
  'variants.*.id': 'This variant is not one of this product’s variants.',
  'variants.*.title': 'A variant title can be up to 100 characters.',
  'variants.*.options': 'Up to 5 options, each a name and a value of up to 60 characters.',
  'variants.*.sku': 'A SKU has up to 64 characters and no spaces.',
  'variants.*.price': 'Enter a price of 0 or more with at most two decimals.',
  'variants.*.mrp': 'Enter a list price of 0 or more with at most two decimals, or leave it empty.',
  'variants.*.image': 'Choose one of the product’s images, or none.',
  'variants.*.stock': `Enter the stock as a whole number from 0 to ${MAX_STOCK.toLocaleString('en-US')}.`,
  'variants.*.weightGrams': `Enter the weight in grams as a whole number from 0 to ${MAX_WEIGHT_GRAMS.toLocaleString('en-US')}.`,
  seo: 'The search engine fields are not valid.',
  'seo.title': `The search title can be up to ${SEO_TITLE_MAX} characters.`,
  'seo.description': `The search description can be up to ${SEO_DESCRIPTION_MAX} characters.`,
};

export const CATEGORY_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  ...TAX_CLASS_MESSAGES,
  id: 'The category id is not valid.',
  title: 'Enter a title of up to 100 characters.',
  slug: 'Use lower-case letters and digits in words joined by single dashes, like bed-linen (up to 100 characters).',
  parentId: 'Choose a parent category from the list, or none.',
  description: 'The description can be up to 2,000 characters.',
  image: 'Choose an image from your uploads, or none.',
  position: 'Enter the position as a whole number from 0 to 10,000.',
};

/** Field errors by dotted path (`variants.0.price`): what the server answers and forms show. */
export type FieldErrors = Record<string, string>;

/**
 * Ajv's errors as one message a field, from `messages` (dotted paths, `*` for indexes), the
 * closest field with a message winning. A field the form does not know (an extra property)
 * gets "… is not expected here." under its parent.
 */
export function formFieldErrors(
  errors: readonly Partial<ErrorObject>[] | null | undefined,
  messages: Readonly<Record<string, string>>,
): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors ?? []) {
    const params = (e.params ?? {}) as Record<string, unknown>;
    const segments = (e.instancePath ?? '').split('/').slice(1);
    if (e.keyword === 'required') segments.push(String(params.missingProperty));
    if (e.keyword === 'additionalProperties') {
      const key = segments.join('.') || '_';
      out[key] ??= `"${String(params.additionalProperty)}" is not expected here.`;
      continue;
    }
    // anyOf reports each branch: the field's own message says it once.
    let message: string | undefined;
    let field = segments.join('.');
    for (let n = segments.length; n > 0 && message === undefined; n--) {
      const part = segments.slice(0, n);
      const pattern = part.map((s) => (/^\d+$/.test(s) ? '*' : s)).join('.');
      message = messages[pattern];
      if (message !== undefined) field = part.join('.');
    }
    if (segments.length === 0) message = messages[''];
    const key = field || '_';
    out[key] ??= message ?? 'The form is not valid.';
  }
  return out;
}
