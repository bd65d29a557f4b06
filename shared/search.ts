// Product search's contract (issue 33, docs/search.md): the routes' paths, the search page's
// request and answer, the predictive answer, the price ranges and the texts. Written once for
// the server that answers it and the storefront that asks. Money in minor units (paise).
import {
  LISTING_SORTS,
  listingKey,
  listingStateFromQuery,
  listingStateToQuery,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  type ListingAnswer,
  type ListingFilters,
  type ProductMedia,
} from './catalogue';

/** The search page's listing (client path, SPEC §7 style: `/public/…` gets `/api`). */
export const SEARCH_CLIENT_PATH = '/public/search';
export const SEARCH_PATH = `/api${SEARCH_CLIENT_PATH}`;
/** The search box's predictive results. */
export const PREDICTIVE_CLIENT_PATH = '/public/search/predictive';
export const PREDICTIVE_PATH = `/api${PREDICTIVE_CLIENT_PATH}`;
/** The storefront's search page; the query is `?q=`. */
export const SEARCH_PAGE_PATH = '/search';

/** Characters of a query, and words of it, that are read (the rest is ignored). */
export const MAX_QUERY_LENGTH = 100;
export const MAX_QUERY_WORDS = 8;
/** At most this many of the best matches are listed, filtered and counted on the search page. */
export const MAX_SEARCH_MATCHES = 1000;

/** Predictive results of each kind. */
export const PREDICTIVE_PRODUCTS = 5;
export const PREDICTIVE_CATEGORIES = 3;
export const PREDICTIVE_POSTS = 3;

export const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABEL_RELEVANCE = 'Best match';

export { MAX_PAGE_NUMBER, MAX_PAGE_SIZE };

/** The search page's request: the listing's body (SPEC §7) with the query `q`. */
export type SearchRequest = {
  q: string;
  filter?: ListingFilters;
  sort?: SearchSort;
  page?: { number: number; size: number };
  facets?: boolean;
};

/** A price range of the facets, in minor units; `max` exclusive, null for no upper bound. */
export type PriceRange = { min: number; max: number | null };

/** The search page's price ranges: under ₹500, ₹500–1,000, ₹1,000–2,500, ₹2,500–5,000, above. */
export const SEARCH_PRICE_RANGES: readonly PriceRange[] = [
  { min: 0, max: 50_000 },
  { min: 50_000, max: 100_000 },
  { min: 100_000, max: 250_000 },
  { min: 250_000, max: 500_000 },
  { min: 500_000, max: null },
];

/**
 * The filters' choices with how many matches each would list, given the other filters (a
 * choice's own filter left out): categories under the filter's category (top-level ones
 * without it), brands, price ranges and in stock.
 */
export type SearchFacets = {
  categories: { slug: string; title: string; count: number }[];
  brands: { slug: string; name: string; count: number }[];
  prices: (PriceRange & { count: number })[];
  inStock: number;
};

/** The search page's answer: a listing answer, facets when asked, suggestions when empty. */
export type SearchAnswer = ListingAnswer & {
  q: string;
  facets?: SearchFacets;
  /** Other queries to try (nearest indexed words, then categories) when nothing matched. */
  suggestions: string[];
};

export type PredictiveProduct = {
  _id: string;
  name: string;
  /** Stored path; link with productHref. */
  path: string;
  price: number;
  mrp: number | null;
  image: ProductMedia | null;
};

/** The search box's answer: a few products, categories and posts. */
export type PredictiveAnswer = {
  q: string;
  products: PredictiveProduct[];
  /** `path` is the category's slug (link: categoryHref). */
  categories: { title: string; path: string }[];
  /** `path` is the post's link, /blog/{slug}. */
  posts: { title: string; path: string }[];
};

export const SEARCH_LABEL = 'Search';
export const SEARCH_PLACEHOLDER = 'Search products';
export const SEARCH_RESULTS_FOR = 'Results for';
export const SUGGESTIONS_TEXT = 'Try';
export const VIEW_ALL_RESULTS_TEXT = 'View all results';

/** The search page's link for a query. */
export function searchHref(q: string): string {
  const t = q.trim();
  return t ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(t)}` : SEARCH_PAGE_PATH;
}

/** A search listing's state: the query, the grid's filters, sort, page and page size. */
export type SearchState = {
  q: string;
  filters: ListingFilters;
  sort: SearchSort;
  page: number;
  size: number;
};

/** What the server pre-loads for a `search` section (and the /search page's). */
export type SearchSectionData = { state: SearchState; answer: SearchAnswer; ownsUrl: boolean };

const SEARCH_SORT_SET = new Set<string>(SEARCH_SORTS);

/**
 * A search state from a URL's query: `q`, then the listing's own parameters (category, brand,
 * min, max, stock, page) read as a category page reads them; `sort` defaults to best match.
 */
export function searchStateFromQuery(query: URLSearchParams, size: number): SearchState {
  const listing = listingStateFromQuery(query, { filters: {}, sort: 'created', page: 1 });
  const sortText = query.get('sort') ?? '';
  return {
    q: (query.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    filters: listing.filters,
    sort: SEARCH_SORT_SET.has(sortText) ? (sortText as SearchSort) : 'relevance',
    page: listing.page,
    size,
  };
}

/** The query string (without '?') for a search state, `q` first; other parameters kept. */
export function searchStateToQuery(state: SearchState, current = new URLSearchParams()): string {
  const rest = new URLSearchParams(
    listingStateToQuery(
      { filters: state.filters, sort: 'created', page: state.page },
      { filters: {}, sort: 'created', page: 1 },
      current,
    ),
  );
  rest.delete('q');
  rest.delete('sort');
  const out = new URLSearchParams();
  if (state.q.trim()) out.set('q', state.q.trim());
  for (const [k, v] of rest) out.append(k, v);
  if (state.sort !== 'relevance') out.set('sort', state.sort);
  return out.toString();
}

/** One string per distinct search request: the words, then the listing's own key. */
export function searchKey(s: SearchState): string {
  return [s.q.trim().toLowerCase(), listingKey(s)].join('|');
}

/** The search route's body for a state. */
export function searchRequest(s: SearchState, facets: boolean): SearchRequest {
  return {
    q: s.q.trim(),
    filter: s.filters,
    sort: s.sort,
    page: { number: s.page, size: s.size },
    ...(facets ? { facets: true } : {}),
  };
}
