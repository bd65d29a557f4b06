// What the server pre-loads for a page's data sections before rendering it (DESIGN: "the server
// pre-loads it for SSR"): each listing section's first page (or the page the URL asks for) and
// the product page's product. The islands then start from it without a second fetch.
import type { DynamicContentFilter } from '../../schemas/fragments';
import type { PageDocument, Section } from '../../schemas/types';
import {
  listingStateFromQuery,
  sectionListing,
  type ListingAnswer,
  type ListingFacets,
  type ListingSectionData,
  type ListingState,
  type ProductDetail,
  type ProductSectionData,
} from '../../shared/catalogue';

/** The part of the catalogue repo that pages read. */
export interface StorefrontCatalogue {
  listing(workspaceId: string, req: ListingState & { size: number }): Promise<ListingAnswer>;
  facets(workspaceId: string, categorySlug?: string): Promise<ListingFacets>;
  productByPath(workspaceId: string, path: string): Promise<ProductDetail | null>;
}

/** Section types that list products from the catalogue. */
export const LISTING_SECTION_TYPES: ReadonlySet<string> = new Set(['product-grid', 'product-list']);

type ListingConfig = { showDynamicContent?: unknown; dynamicContentFilter?: unknown };

function listingFilter(section: Section): DynamicContentFilter | null {
  const config = section.config as ListingConfig | undefined;
  if (!config || config.showDynamicContent !== true) return null;
  const f = config.dynamicContentFilter as Partial<DynamicContentFilter> | undefined;
  // A config that fails its schema renders as a placeholder anyway: nothing to load for it.
  if (!f || typeof f !== 'object' || typeof f.filters !== 'object' || f.filters === null)
    return null;
  return f as DynamicContentFilter;
}

/**
 * Data by section id for the page's visible listing and product sections. The page's first
 * product grid with a sort, filters or pages keeps its state in the URL (`query`); every other
 * listing shows its own first page. `productPath` is the product page's path (/p/{path}), when rendering one.
 */
export async function loadSectionData(
  catalogue: StorefrontCatalogue,
  workspaceId: string,
  page: PageDocument,
  opts: { query?: URLSearchParams; productPath?: string; product?: ProductDetail | null } = {},
): Promise<Record<string, unknown>> {
  const sections = Array.isArray(page.sections) ? page.sections : [];
  // The URL belongs to the first grid a visitor can change (sort, filters or pages).
  const urlOwner = sections.find((s) => {
    const f = !s.hidden && s.type === 'product-grid' ? listingFilter(s) : null;
    return f && ((s.config as { showFilter?: unknown }).showFilter === true || f.showPagination);
  })?.id;
  const out: Record<string, unknown> = {};
  await Promise.all(
    sections.map(async (section) => {
      if (section.hidden || typeof section.id !== 'string') return;
      if (section.type === 'product-detail') {
        // Only a product page has a product; elsewhere (a stored page, the builder's preview)
        // the section gets no data and shows its sample.
        if (opts.product === undefined && !opts.productPath) return;
        const product =
          opts.product !== undefined
            ? opts.product
            : opts.productPath
              ? await catalogue.productByPath(workspaceId, opts.productPath)
              : null;
        out[section.id] = { product } satisfies ProductSectionData;
        return;
      }
      if (!LISTING_SECTION_TYPES.has(section.type)) return;
      const filter = listingFilter(section);
      if (!filter) return;
      const base = sectionListing(filter);
      const ownsUrl = section.id === urlOwner;
      const state = {
        ...(ownsUrl && opts.query ? listingStateFromQuery(opts.query, base) : base),
        size: base.size,
      };
      const [answer, facets] = await Promise.all([
        catalogue.listing(workspaceId, state),
        section.type === 'product-grid'
          ? catalogue.facets(workspaceId, state.filters.category)
          : Promise.resolve({ categories: [], brands: [] }),
      ]);
      out[section.id] = { state, answer, facets, ownsUrl } satisfies ListingSectionData;
    }),
  );
  return out;
}

/** Query parameters a listing reads from the URL, in a fixed order: the page cache's key. */
export function listingCacheKey(query: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const key of ['category', 'brand', 'min', 'max', 'stock', 'sort', 'page']) {
    const v = query.get(key);
    if (v !== null && v.length <= 100) keep.set(key, v);
  }
  const s = keep.toString();
  return s ? `?${s}` : '';
}
