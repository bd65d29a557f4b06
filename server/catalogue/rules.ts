// The catalogue's rules as plain functions: which variant a card shows, which categories a
// product is listed under, how a stored path is written, and what a listing request may ask.
// The repo applies them on every write, so a product's rows never disagree with its variants.
import {
  DEFAULT_LISTING_SORT,
  LISTING_SORTS,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  type ListingFilters,
  type ListingSort,
} from '../../shared/catalogue';

/** What the rules need of a variant: its price, list price, stock and place in the list. */
export type VariantFacts = { price: number; mrp: number | null; stock: number; position: number };

/**
 * The variant cards show and Add to bag acts on: the cheapest one in stock, else the cheapest;
 * ties go to the earlier position. Returns its index in `variants`, or -1 for none.
 */
export function defaultVariantIndex(variants: readonly VariantFacts[]): number {
  let best = -1;
  let bestInStock = false;
  variants.forEach((v, i) => {
    const inStock = v.stock > 0;
    const b = variants[best];
    if (
      !b ||
      (inStock && !bestInStock) ||
      (inStock === bestInStock &&
        (v.price < b.price || (v.price === b.price && v.position < b.position)))
    ) {
      best = i;
      bestInStock = inStock;
    }
  });
  return best;
}

/** What the product row carries of its variants: the default's price and mrp, and any stock. */
export function productSummary(variants: readonly VariantFacts[]): {
  index: number;
  price: number;
  mrp: number | null;
  inStock: boolean;
} {
  const index = defaultVariantIndex(variants);
  const chosen = variants[index];
  if (!chosen) throw new Error('A product needs at least one variant.');
  return {
    index,
    price: chosen.price,
    mrp: chosen.mrp,
    inStock: variants.some((v) => v.stock > 0),
  };
}

/**
 * The categories `ids` and all their ancestors, each once, in first-seen order (a category
 * before its parents). `parentOf` answers a category's parent id, or null/undefined at the root.
 * A cycle in the data ends the walk instead of looping.
 */
export function ancestorClosure(
  ids: readonly string[],
  parentOf: (id: string) => string | null | undefined,
): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    let at: string | null | undefined = id;
    while (at && !seen.has(at)) {
      seen.add(at);
      at = parentOf(at);
    }
  }
  return [...seen];
}

/** The product_listing category ids of a product: '' (the whole catalogue) then the closure. */
export function listingCategoryIds(
  ids: readonly string[],
  parentOf: (id: string) => string | null | undefined,
): string[] {
  return ['', ...ancestorClosure(ids, parentOf)];
}

/**
 * A product path as stored: no leading or trailing slashes, no leading 'p/' (the list blocks
 * of SPEC §2 write the link with and without a leading slash).
 */
export function normaliseProductPath(path: string): string {
  return path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/^p\//, '')
    .replace(/^\/+/, '');
}

/** The key of the name sort: lower-case, so 'apple' and 'Apple' sort together. */
export function nameKey(name: string): string {
  return name.toLowerCase();
}

/**
 * Largest price the database holds (PostgreSQL's integer column): a bound past it matches
 * everything (a maximum) or nothing (a minimum), and never reaches SQL as an out-of-range value.
 */
export const MAX_PRICE = 2_147_483_647;

/** A listing request with every value inside its bounds. */
export type ListingQuery = {
  filters: ListingFilters;
  sort: ListingSort;
  page: number;
  size: number;
};

const SORTS = new Set<string>(LISTING_SORTS);
const whole = (n: unknown, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : fallback;

/**
 * A listing request brought within bounds: page 1..MAX_PAGE_NUMBER, size 1..MAX_PAGE_SIZE, a
 * known sort (else the default), prices as whole non-negative numbers. `empty` is true when the
 * price bounds can match nothing (a minimum above MAX_PRICE or above the maximum).
 */
export function boundListingQuery(req: {
  filters?: ListingFilters;
  sort?: string;
  page?: number;
  size?: number;
}): ListingQuery & { empty: boolean } {
  const f = req.filters ?? {};
  const filters: ListingFilters = {};
  if (f.category) filters.category = f.category;
  if (f.brand) filters.brand = f.brand;
  if (f.inStock) filters.inStock = true;
  let empty = false;
  if (typeof f.minPrice === 'number') {
    const min = Math.max(0, whole(f.minPrice, 0));
    if (min > MAX_PRICE) empty = true;
    else if (min > 0) filters.minPrice = min;
  }
  if (typeof f.maxPrice === 'number') {
    const max = whole(f.maxPrice, MAX_PRICE);
    if (max < 0) empty = true;
    else if (max < MAX_PRICE) filters.maxPrice = max;
  }
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  )
    empty = true;
  const sort = req.sort && SORTS.has(req.sort) ? (req.sort as ListingSort) : DEFAULT_LISTING_SORT;
  const page = Math.min(MAX_PAGE_NUMBER, Math.max(1, whole(req.page, 1)));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(req.size, 10)));
  return { filters, sort, page, size, empty };
}

// ---- the owner's admin ----

/**
 * A product not on sale (draft or archived) keeps its product_listing rows under this prefix
 * (`~` + category id, `~` alone for the whole catalogue): no public listing asks for such a
 * category id, so it vanishes from the shop, while the admin still knows where it is listed and
 * gets it back in the same places when it goes on sale again.
 */
export const HIDDEN_LISTING_PREFIX = '~';

/** The product_listing category id of a listing row, for a product on sale or not. */
export function listingRowId(categoryId: string, onSale: boolean): string {
  return onSale ? categoryId : `${HIDDEN_LISTING_PREFIX}${categoryId}`;
}

/** The category id a product_listing row stands for, whether the product is on sale or not. */
export function listedCategoryId(rowId: string): string {
  return rowId.startsWith(HIDDEN_LISTING_PREFIX)
    ? rowId.slice(HIDDEN_LISTING_PREFIX.length)
    : rowId;
}

/**
 * The categories a product was put in, from its listing closure: its card category and every
 * listed category none of whose descendants is listed too. A product listed in a category and
 * also, on purpose, in one of its ancestors cannot be told from one listed only in the child
 * (the closure is the same); that makes no difference to any listing.
 */
export function directCategoryIds(
  primaryId: string | null,
  listed: readonly string[],
  parentOf: (id: string) => string | null | undefined,
): string[] {
  const set = new Set(listed.filter(Boolean));
  const hasListedDescendant = new Set<string>();
  for (const id of set) {
    const seen = new Set<string>([id]);
    for (let at = parentOf(id); at && !seen.has(at); at = parentOf(at)) {
      seen.add(at);
      hasListedDescendant.add(at);
    }
  }
  const out = primaryId ? [primaryId] : [];
  for (const id of set) if (!hasListedDescendant.has(id) && id !== primaryId) out.push(id);
  return out;
}

/** Whether `candidate` is `categoryId` itself or lies under it (so it cannot be its parent). */
export function isSelfOrDescendant(
  candidate: string,
  categoryId: string,
  parentOf: (id: string) => string | null | undefined,
): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = candidate; at && !seen.has(at); at = parentOf(at)) {
    if (at === categoryId) return true;
    seen.add(at);
  }
  return false;
}

/** Every category's path (slugs from the root joined by '/') from the parent links and slugs. */
export function categoryPaths(
  categories: readonly { id: string; slug: string; parentId: string | null }[],
): Map<string, string> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const paths = new Map<string, string>();
  const pathOf = (id: string, depth = 0): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const c = byId.get(id)!;
    const parent = c.parentId && byId.has(c.parentId) && depth < 64 ? c.parentId : null;
    const path = parent ? `${pathOf(parent, depth + 1)}/${c.slug}` : c.slug;
    paths.set(id, path);
    return path;
  };
  for (const c of categories) pathOf(c.id);
  return paths;
}

/** `base`, else `base-2`, `base-3`… the first that `taken` does not hold. */
export function availablePath(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The indexes of variants whose non-empty SKU an earlier variant of the list already has. */
export function repeatedSkuIndexes(variants: readonly { sku: string }[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  variants.forEach((v, i) => {
    const sku = v.sku.trim();
    if (!sku) return;
    if (seen.has(sku)) out.push(i);
    seen.add(sku);
  });
  return out;
}
