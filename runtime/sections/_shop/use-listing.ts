// A listing section's products (product grid, product list): what it starts from (the server's
// pre-loaded data, else its own config), what the visitor asks for (filters, sort, page), the
// fetch when the two differ, and, for the listing that owns the page URL, the URL itself.
import { useCallback, useMemo, useState } from 'react';
import type { DynamicContentFilter } from '../../../schemas/fragments';
import {
  listingKey,
  listingStateFromQuery,
  listingStateToQuery,
  sectionListing,
  type ListingAnswer,
  type ListingFacets,
  type ListingRequest,
  type ListingSectionData,
  type ListingState,
} from '../../../shared/catalogue';
import { bindListing, followsPageCategoryConfig } from '../../../shared/template-binding';
import { commerceApi, isRecord } from '../../commerce/api';
import { useRuntime } from '../../context';
import { useSeededListing } from '../../hooks/use-seeded-listing';

/** The listing route (SPEC §7 POST /admin/public/product/variants). */
export const LISTING_PATH = '/admin/public/product/variants';

export type SizedListing = ListingState & { size: number };
export type ListingReply = ListingAnswer & { facets?: ListingFacets };

export const NO_FACETS: ListingFacets = { categories: [], brands: [] };

function isListingAnswer(v: unknown): v is ListingAnswer {
  return isRecord(v) && Array.isArray(v.data) && typeof v.total === 'number';
}

/** The server's pre-loaded data when it has the expected shape, else undefined. */
export function readListingData(data: unknown): ListingSectionData | undefined {
  if (!isRecord(data) || !isRecord(data.state) || !isListingAnswer(data.answer)) return undefined;
  const state = data.state as Partial<SizedListing>;
  if (!isRecord(state.filters) || typeof state.page !== 'number') return undefined;
  if (typeof state.size !== 'number' || typeof state.sort !== 'string') return undefined;
  const facets = isRecord(data.facets) ? (data.facets as ListingFacets) : NO_FACETS;
  return {
    state: state as SizedListing,
    answer: data.answer,
    facets: {
      categories: Array.isArray(facets.categories) ? facets.categories : [],
      brands: Array.isArray(facets.brands) ? facets.brands : [],
    },
    ownsUrl: data.ownsUrl === true,
  };
}

/** The request body for a state. */
export function listingRequest(
  section: string,
  s: SizedListing,
  facets: boolean,
): ListingRequest & { facets?: true } {
  const body: ListingRequest & { facets?: true } = {
    section,
    filter: s.filters,
    sort: s.sort,
    page: { number: s.page, size: s.size },
  };
  if (facets) body.facets = true;
  return body;
}

/** POST the listing request; rejects on failure or an answer without products. */
export async function fetchListing(
  section: string,
  s: SizedListing,
  facets: boolean,
): Promise<ListingReply> {
  const body = await commerceApi().post<unknown>(LISTING_PATH, listingRequest(section, s, facets));
  if (!isListingAnswer(body)) throw new Error('The listing answer has no products');
  return body as ListingReply;
}

export { listingKey };

/** Facet choices seen so far, in first-seen order: options never vanish under the pointer. */
function mergeFacets(a: ListingFacets, b: ListingFacets | undefined): ListingFacets {
  if (!b) return a;
  const cats = new Map(a.categories.map((c) => [c.slug, c]));
  for (const c of b.categories) if (!cats.has(c.slug)) cats.set(c.slug, c);
  const brands = new Map(a.brands.map((c) => [c.slug, c]));
  for (const c of b.brands) if (!brands.has(c.slug)) brands.set(c.slug, c);
  return { categories: [...cats.values()], brands: [...brands.values()] };
}

export type Listing = {
  /** The section's own listing (its config): the defaults the visitor's changes sit on. */
  base: SizedListing;
  /** What the visitor asked for; the controls show it. */
  state: SizedListing;
  /** The newest answer held (for an earlier state while the next one loads). */
  answer: ListingAnswer | null;
  facets: ListingFacets;
  loading: boolean;
  failed: boolean;
  /** Changes filters, sort or page; with the URL, each change is a new history entry. */
  change(patch: Partial<ListingState>): void;
  retry(): void;
};

/**
 * The listing of a section. The first render uses only `data` and the config (no window reads),
 * so it equals the server's markup; a request that differs from the held answer is fetched.
 */
export function useListing({
  id,
  filter,
  enabled,
  data,
  withFacets,
}: {
  id: string;
  filter: DynamicContentFilter;
  enabled: boolean;
  data: unknown;
  withFacets: boolean;
}): Listing {
  const seed = useMemo(() => readListingData(data), [data]);
  const base = useMemo(() => sectionListing(filter), [filter]);
  const [facets, setFacets] = useState<ListingFacets>(() => seed?.facets ?? NO_FACETS);
  const listing = useSeededListing<SizedListing, ListingReply>({
    seed,
    start: base,
    configKey: listingKey(base),
    keyOf: listingKey,
    enabled,
    load: useCallback((s: SizedListing) => fetchListing(id, s, withFacets), [id, withFacets]),
    onLoaded: useCallback((reply: ListingReply) => {
      if (reply.facets) setFacets((cur) => mergeFacets(cur, reply.facets));
    }, []),
    fromQuery: useCallback(
      (query: URLSearchParams) => ({
        ...listingStateFromQuery(query, { filters: base.filters, sort: base.sort, page: 1 }),
        size: base.size,
      }),
      [base],
    ),
    toQuery: useCallback(
      (next: SizedListing, current: URLSearchParams) =>
        listingStateToQuery(next, { filters: base.filters, sort: base.sort, page: 1 }, current),
      [base],
    ),
  });
  return { ...listing, base, facets };
}

/**
 * A listing's config as shown: in the builder's preview of a product or category template, a
 * listing that follows the page's category takes the sample category (and its heading where
 * empty), as every product's or category's page will (shared/template-binding.ts).
 */
export function useTemplateBinding<C extends Parameters<typeof bindListing>[0]>(config: C): C {
  const { mode, path, templateListings } = useRuntime();
  const binding = (mode === 'builder' && templateListings?.[path]) || null;
  return useMemo(
    () => (binding && followsPageCategoryConfig(config) ? bindListing(config, binding) : config),
    [config, binding],
  );
}
