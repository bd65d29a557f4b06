/**
 * What the inspector's widgets read from outside the form: uploads, the workspace's pages and
 * searches of the catalogue. The editor passes one `InspectorSources` object; widgets never call
 * fetch themselves, so tests and the store can plug in their own.
 */

/** An uploaded image, as POST /uploadFile answers it. */
export type UploadedImage = { url: string; width: number; height: number; name: string };

/** A page of the workspace, for the page picker. */
export type PageOption = { title: string; path: string };

/** One searchable thing a field can point at (a page, a category, a product or a brand). */
export type PickerItem = { id: string; title: string; path: string };

export type SearchKind = 'categories' | 'products' | 'brands' | 'blog-categories';

export type InspectorSources = {
  /** Uploads a file (POST /uploadFile) and answers where it lives. */
  upload(file: File): Promise<UploadedImage>;
  /** The workspace's earlier uploads, newest first. */
  listUploads(): Promise<UploadedImage[]>;
  /** Every page of the workspace. */
  pages(): Promise<PageOption[]> | PageOption[];
  /** Catalogue search (categories, products, brands); `path` is what a field stores. */
  search(kind: SearchKind, query: string): Promise<PickerItem[]>;
};

/**
 * What a picker picks: the buttonAction kinds (externalLink is a plain URL field) and brands,
 * for a listing's filter.
 */
export type PickerKind = 'page' | 'category' | 'product' | 'brand' | 'blogCategory';

/** One picker's data: how to search it and what to say when it has nothing. */
export type PickerSource = {
  kind: PickerKind;
  /** Label of the search box, e.g. 'Page'. */
  label: string;
  /** The label for many, e.g. 'Categories' (the placeholder and the result list). */
  plural: string;
  /** Text shown when the source has no items at all, e.g. 'No categories yet'. */
  emptyText: string;
  search(query: string): Promise<PickerItem[]>;
};

export type PickerSources = Record<PickerKind, PickerSource>;

/** Case-insensitive match of a query against a title and a path. */
export function matchesQuery(item: { title: string; path: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return item.title.toLowerCase().includes(q) || item.path.toLowerCase().includes(q);
}

/**
 * Builds the pickers from the editor's sources: pages filter the page list locally; categories,
 * products and brands go through `sources.search`.
 */
export function createPickerSources(sources: InspectorSources): PickerSources {
  return {
    page: {
      kind: 'page',
      label: 'Page',
      plural: 'Pages',
      emptyText: 'No pages yet',
      async search(query) {
        const pages = await sources.pages();
        return pages
          .filter((p) => matchesQuery(p, query))
          .map((p) => ({ id: p.path, title: p.title, path: p.path }));
      },
    },
    category: {
      kind: 'category',
      label: 'Category',
      plural: 'Categories',
      emptyText: 'No categories yet',
      search: (query) => sources.search('categories', query),
    },
    product: {
      kind: 'product',
      label: 'Product',
      plural: 'Products',
      emptyText: 'No products yet',
      search: (query) => sources.search('products', query),
    },
    brand: {
      kind: 'brand',
      label: 'Brand',
      plural: 'Brands',
      emptyText: 'No brands yet',
      search: (query) => sources.search('brands', query),
    },
    // A blog list's filter: the blog's categories (GET search/model/blog-categories; `path` is
    // the category key).
    blogCategory: {
      kind: 'blogCategory',
      label: 'Blog category',
      plural: 'Blog categories',
      emptyText: 'No blog categories yet',
      search: (query) => sources.search('blog-categories', query),
    },
  };
}

/** Sources that have nothing: the form still renders (used when a host passes none). */
export const EMPTY_SOURCES: InspectorSources = {
  upload: () => Promise.reject(new Error('Uploads are not available here.')),
  listUploads: () => Promise.resolve([]),
  pages: () => [],
  search: () => Promise.resolve([]),
};
