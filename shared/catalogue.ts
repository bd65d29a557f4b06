// The catalogue's contract, written once for the server that answers it, the storefront that
// shows it and the builder that configures it: the listing item of SPEC §3, the product page's
// product, the listing query (filters, sorts, pages) and how a listing's state sits in a URL.
// Money is always an integer in the currency's smallest unit (paise for INR).
import { LISTING_SORTS, type DynamicContentFilter } from '../schemas/fragments';
import type { ProductOption } from './product-options';

/** One image of a product, in display order. */
export type ProductMedia = { url: string; alt: string; width: number; height: number };

/** A variant as a bag line or an order line shows it: its names, its link, its picture, prices. */
export type VariantLine = {
  name: string;
  /** 'M / Indigo'; empty for a product with one variant. */
  variantTitle: string;
  /** Stored product path; link with productHref. */
  path: string;
  image: ProductMedia | null;
  /** Unit price and list price in minor units: live in the bag, as paid at checkout on an order. */
  price: number;
  mrp: number | null;
};

/** A product listing item (SPEC §3), as POST /admin/public/product/variants answers it. */
export type ListingItem = {
  _id: string;
  name: string;
  /** Of the product's default variant, in minor units. */
  price: number;
  /** The list price in minor units, or null when the product has none. */
  mrp: number | null;
  /** Stored path without slashes; link with productHref. */
  path: string;
  brand: string;
  basicDetails: { media: ProductMedia[] };
  $card_data: { category: { title: string; path: string }[] };
  /** What Add to bag and the heart act on: the default variant. */
  productVariantId: string;
  inStock: boolean;
  reviewCount: number;
  /** Average star rating, 0 when there are no reviews (one decimal). */
  rating: number;
};

/** The answer of the listing route. */
export type ListingAnswer = { data: ListingItem[]; total: number; page: number; size: number };

/** A variant on the product page: what the customer picks and the cart holds. */
export type ProductVariant = {
  _id: string;
  title: string;
  options: Record<string, string>;
  price: number;
  mrp: number | null;
  stock: number;
  /** The picture shown when it is picked (one of the product's media), or null. */
  image?: ProductMedia | null;
};

/** The product page's product (GET /public/product?path=). */
export type ProductDetail = Omit<ListingItem, 'productVariantId' | 'inStock'> & {
  /** Sanitized HTML rendered from the owner's markdown. */
  descriptionHtml: string;
  /** The owner's options in order; empty for free-text variants (the page derives them). */
  options?: ProductOption[];
  variants: ProductVariant[];
  defaultVariantId: string;
  /** Root-first ancestors and the product's category, for breadcrumbs. */
  breadcrumbs: { title: string; path: string }[];
};

export { LISTING_SORTS };
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'created';

/** What the sort control calls each order. */
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  created: 'Featured',
  newest: 'Newest',
  priceLowToHigh: 'Price: low to high',
  priceHighToLow: 'Price: high to low',
  name: 'Name: A to Z',
};

/** Filters of a listing; every one optional, all combined with AND. */
export type ListingFilters = DynamicContentFilter['filters'];

/** The body of POST /admin/public/product/variants (SPEC §7: section, filter, sort, page). */
export type ListingRequest = {
  /** The section asking (its id), for logs; not used to filter. */
  section?: string;
  filter?: ListingFilters;
  sort?: ListingSort;
  /** Page number from 1 and its size. */
  page?: { number: number; size: number };
};

/** Largest page size the listing route serves; 1-based page numbers up to MAX_PAGE_NUMBER. */
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_NUMBER = 100_000;

/** The product page's link: /p/{path} with exactly one leading slash, whatever was stored. */
export function productHref(path: string): string {
  return `/p/${path.replace(/^\/+|\/+$/g, '').replace(/^p\//, '')}`;
}

/** The category page's link: /c/{slug}. */
export function categoryHref(slug: string): string {
  return `/c/${slug.replace(/^\/+|\/+$/g, '').replace(/^c\//, '')}`;
}

/** A listing's state as the visitor changed it: what the URL carries and SSR reads back. */
export type ListingState = { filters: ListingFilters; sort: ListingSort; page: number };

const SORT_SET = new Set<string>(LISTING_SORTS);
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

function readInt(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,12}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

/**
 * The listing state in a URL's query (`category`, `brand`, `min`, `max` in minor units,
 * `stock=1`, `sort`, `page`), on top of the section's own defaults; values that do not parse
 * are ignored, so a hand-edited link still shows a listing.
 */
export function listingStateFromQuery(
  query: URLSearchParams,
  defaults: ListingState,
): ListingState {
  const filters: ListingFilters = { ...defaults.filters };
  const category = query.get('category');
  if (category !== null && SLUG.test(category)) filters.category = category;
  const brand = query.get('brand');
  if (brand !== null && SLUG.test(brand)) filters.brand = brand;
  const min = readInt(query.get('min'), Number.MAX_SAFE_INTEGER);
  if (min !== undefined) filters.minPrice = min;
  const max = readInt(query.get('max'), Number.MAX_SAFE_INTEGER);
  if (max !== undefined) filters.maxPrice = max;
  if (query.get('stock') === '1') filters.inStock = true;
  const sortText = query.get('sort');
  const sort =
    sortText !== null && SORT_SET.has(sortText) ? (sortText as ListingSort) : defaults.sort;
  const page = readInt(query.get('page'), MAX_PAGE_NUMBER) || defaults.page;
  return { filters, sort, page: Math.max(1, page) };
}

/**
 * The query string (without '?') that carries `state` where it differs from `defaults`; other
 * parameters of `base` are kept. Empty when everything is at its default.
 */
export function listingStateToQuery(
  state: ListingState,
  defaults: ListingState,
  base: URLSearchParams = new URLSearchParams(),
): string {
  const q = new URLSearchParams(base);
  for (const key of ['category', 'brand', 'min', 'max', 'stock', 'sort', 'page']) q.delete(key);
  const f = state.filters;
  const d = defaults.filters;
  if (f.category && f.category !== d.category) q.set('category', f.category);
  if (f.brand && f.brand !== d.brand) q.set('brand', f.brand);
  if (f.minPrice !== undefined && f.minPrice !== d.minPrice) q.set('min', String(f.minPrice));
  if (f.maxPrice !== undefined && f.maxPrice !== d.maxPrice) q.set('max', String(f.maxPrice));
  if (f.inStock && !d.inStock) q.set('stock', '1');
  if (state.sort !== defaults.sort) q.set('sort', state.sort);
  if (state.page > 1) q.set('page', String(state.page));
  return q.toString();
}

/** Average star rating with one decimal, 0 without reviews. */
export function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}

/** Minor units to the major amount formatPrice shows (paise → rupees). */
export function toMajor(minor: number): number {
  return minor / 100;
}

/**
 * The listing a section shows before the visitor changes anything: its filters and sort, page 1,
 * and the page size (SPEC §9: `cardPerSection` with pagination, else `totalCardsToShow`).
 */
export function sectionListing(f: DynamicContentFilter): ListingState & { size: number } {
  return {
    filters: { ...f.filters },
    sort: f.shortBY,
    page: 1,
    size: f.showPagination ? f.cardPerSection : f.totalCardsToShow,
  };
}

/** Choices the side filter and the Filters popup offer. */
export type ListingFacets = {
  /** The categories under the listing's own category (top-level ones for the whole catalogue). */
  categories: { slug: string; title: string }[];
  brands: { slug: string; name: string }[];
};

/**
 * What the server pre-loads for a listing section (product grid, product list) so it renders
 * with products and its island starts without fetching: the state it loaded, the answer, the
 * filter choices, and whether this section's state lives in the page URL (the page's first
 * product grid does; other listings keep theirs in memory).
 */
export type ListingSectionData = {
  state: ListingState & { size: number };
  answer: ListingAnswer;
  facets: ListingFacets;
  ownsUrl: boolean;
};

/** What the server pre-loads for the product page's section; null when no product matched. */
export type ProductSectionData = { product: ProductDetail | null };

/** One string per distinct request. */
export function listingKey(s: {
  sort: string;
  page: number;
  size: number;
  filters: ListingFilters;
}): string {
  const f = s.filters;
  return [
    s.sort,
    s.page,
    s.size,
    f.category ?? '',
    f.brand ?? '',
    f.minPrice ?? '',
    f.maxPrice ?? '',
    f.inStock ? 1 : 0,
  ].join('|');
}
