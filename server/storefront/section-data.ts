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
import {
  blogListBase,
  blogListRequest,
  blogStateFromQuery,
  BLOG_LIST_START,
  type BlogCategoryOption,
  type BlogListAnswer,
  type BlogListRequest,
  type BlogListSectionData,
} from '../../shared/content';
import {
  searchStateFromQuery,
  type SearchAnswer,
  type SearchSectionData,
  type SearchState,
} from '../../shared/search';
import type { SearchListingInput } from '../search';

/** The part of the catalogue repo that pages read. */
export interface StorefrontCatalogue {
  listing(workspaceId: string, req: ListingState & { size: number }): Promise<ListingAnswer>;
  facets(workspaceId: string, categorySlug?: string): Promise<ListingFacets>;
  productByPath(workspaceId: string, path: string): Promise<ProductDetail | null>;
}

/** The part of the blog repo (server/blog/repo.ts) that a blog-list section reads. */
export interface StorefrontBlog {
  list(workspaceId: string, req: BlogListRequest): Promise<BlogListAnswer>;
  categoryOptions(workspaceId: string): Promise<BlogCategoryOption[]>;
}

/** The part of the search repo (server/search) that a search section reads. */
export interface StorefrontSearch {
  listing(workspaceId: string, input: SearchListingInput): Promise<SearchAnswer>;
}

/** The section type that searches the catalogue. */
export const SEARCH_SECTION_TYPE = 'search';

/** The section type that lists blog posts. */
export const BLOG_LIST_SECTION_TYPE = 'blog-list';

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
  opts: {
    query?: URLSearchParams;
    productPath?: string;
    product?: ProductDetail | null;
    blog?: StorefrontBlog;
    search?: StorefrontSearch;
  } = {},
): Promise<Record<string, unknown>> {
  const sections = Array.isArray(page.sections) ? page.sections : [];
  // The first search section that lists its results owns the URL (`q` and the grid's
  // parameters); then no grid or blog list does.
  const searchUrlOwner = sections.find(
    (s) =>
      !s.hidden &&
      s.type === SEARCH_SECTION_TYPE &&
      (s.config as { showResults?: unknown } | undefined)?.showResults === true,
  )?.id;
  // The URL belongs to the first grid a visitor can change (sort, filters or pages).
  const urlOwner = searchUrlOwner
    ? undefined
    : sections.find((s) => {
        const f = !s.hidden && s.type === 'product-grid' ? listingFilter(s) : null;
        return (
          f && ((s.config as { showFilter?: unknown }).showFilter === true || f.showPagination)
        );
      })?.id;
  // The first blog list a visitor can change (search, filter or pages) owns the URL, unless a
  // product grid already does: both read `category` and `page`.
  const blogUrlOwner =
    urlOwner || searchUrlOwner
      ? undefined
      : sections.find((s) => {
          const f = !s.hidden && s.type === BLOG_LIST_SECTION_TYPE ? listingFilter(s) : null;
          const c = s.config as { showSearch?: unknown; showFilter?: unknown };
          return f && (c.showSearch === true || c.showFilter === true || f.showPagination);
        })?.id;
  // On a product page, its listings ("More from …") leave out the product shown.
  const shownProduct = opts.product?.path ?? opts.productPath;
  const out: Record<string, unknown> = {};
  await Promise.all(
    sections.map(async (section) => {
      if (section.hidden || typeof section.id !== 'string') return;
      if (section.type === BLOG_LIST_SECTION_TYPE) {
        if (!opts.blog) return;
        const data = await loadBlogList(opts.blog, workspaceId, section, {
          ownsUrl: section.id === blogUrlOwner,
          query: opts.query,
        });
        if (data) out[section.id] = data;
        return;
      }
      if (section.type === SEARCH_SECTION_TYPE) {
        if (!opts.search || section.id !== searchUrlOwner) return;
        const data = await loadSearch(opts.search, workspaceId, section, opts.query);
        if (data) out[section.id] = data;
        return;
      }
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
        shownProduct && state.page === 1
          ? listingWithout(catalogue, workspaceId, state, shownProduct)
          : catalogue.listing(workspaceId, state),
        section.type === 'product-grid'
          ? catalogue.facets(workspaceId, state.filters.category)
          : Promise.resolve({ categories: [], brands: [] }),
      ]);
      out[section.id] = { state, answer, facets, ownsUrl } satisfies ListingSectionData;
    }),
  );
  return out;
}

/**
 * A listing's first page without the product at `path`: one more asked for, that one dropped,
 * so the page stays full; the total leaves it out when it was among them.
 */
async function listingWithout(
  catalogue: StorefrontCatalogue,
  workspaceId: string,
  state: Parameters<StorefrontCatalogue['listing']>[1],
  path: string,
): Promise<ListingAnswer> {
  const answer = await catalogue.listing(workspaceId, { ...state, size: state.size + 1 });
  const data = answer.data.filter((item) => item.path !== path);
  const dropped = data.length < answer.data.length;
  return {
    ...answer,
    data: data.slice(0, state.size),
    size: state.size,
    total: dropped ? answer.total - 1 : answer.total,
  };
}

/**
 * The search section that owns the URL: the results of its `?q=` with the filters, sort and
 * page the URL asks for (nothing searched without `q`). Null when the search could not be run:
 * the island then asks itself, and the page still renders.
 */
async function loadSearch(
  search: StorefrontSearch,
  workspaceId: string,
  section: Section,
  query: URLSearchParams | undefined,
): Promise<SearchSectionData | null> {
  const config = section.config as { pageSize?: unknown; showFilter?: unknown };
  const size = typeof config.pageSize === 'number' ? config.pageSize : 12;
  const state: SearchState = searchStateFromQuery(query ?? new URLSearchParams(), size);
  if (!state.q.trim())
    return {
      state,
      answer: { data: [], total: 0, page: 1, size, q: '', suggestions: [] },
      ownsUrl: true,
    };
  try {
    const answer = await search.listing(workspaceId, {
      q: state.q,
      filters: state.filters,
      sort: state.sort,
      page: state.page,
      size,
      facets: config.showFilter === true,
    });
    return { state, answer, ownsUrl: true };
  } catch {
    return null;
  }
}

/**
 * A blog-list section's first page (or, for the list that owns the URL, the page its `?q=`,
 * `?category=` and `?page=` ask for) and the filter's options. Null when the section does not
 * list posts, or the blog could not be read: the island then loads (or fails) on its own, and a
 * failed read never fails the page (SPEC §8). Categories that cannot be read leave only 'All'.
 */
export async function loadBlogList(
  blog: StorefrontBlog,
  workspaceId: string,
  section: Section,
  opts: { ownsUrl: boolean; query?: URLSearchParams | undefined },
): Promise<BlogListSectionData | null> {
  const f = listingFilter(section);
  if (!f) return null;
  const base = blogListBase(f as unknown as Parameters<typeof blogListBase>[0]);
  const state =
    opts.ownsUrl && opts.query ? blogStateFromQuery(opts.query, base) : { ...BLOG_LIST_START };
  const wantsCategories = (section.config as { showFilter?: unknown }).showFilter === true;
  try {
    const [answer, categories] = await Promise.all([
      blog.list(workspaceId, blogListRequest(base, state)),
      wantsCategories
        ? blog.categoryOptions(workspaceId).catch(() => [] as BlogCategoryOption[])
        : Promise.resolve([] as BlogCategoryOption[]),
    ]);
    return { state, answer, categories, ownsUrl: opts.ownsUrl };
  } catch {
    return null;
  }
}

/** Query parameters a listing reads from the URL, in a fixed order: the page cache's key. */
export function listingCacheKey(query: URLSearchParams): string {
  const keep = new URLSearchParams();
  // `q` is the blog list's search.
  for (const key of ['category', 'brand', 'min', 'max', 'stock', 'sort', 'page', 'q']) {
    const v = query.get(key);
    if (v !== null && v.length <= 100) keep.set(key, v);
  }
  const s = keep.toString();
  return s ? `?${s}` : '';
}
