/**
 * What the inspector's widgets read from outside the form: uploads, the workspace's pages and
 * searches of the catalogue. The editor passes one `InspectorSources` object; widgets never call
 * fetch themselves, so tests and the store can plug in their own.
 */

/** An uploaded image, as POST /uploadFile answers it. */
export type UploadedImage = { url: string; width: number; height: number; name: string };

/** A page of the workspace, for the page picker. */
export type PageOption = { title: string; path: string };

/** One searchable thing a button can point at (a category or a product). */
export type PickerItem = { id: string; title: string; path: string };

export type SearchKind = 'categories' | 'products';

export type InspectorSources = {
  /** Uploads a file (POST /uploadFile) and answers where it lives. */
  upload(file: File): Promise<UploadedImage>;
  /** The workspace's earlier uploads, newest first. */
  listUploads(): Promise<UploadedImage[]>;
  /** Every page of the workspace. */
  pages(): Promise<PageOption[]> | PageOption[];
  /** Catalogue search; answers [] until the commerce issue brings categories and products. */
  search(kind: SearchKind, query: string): Promise<PickerItem[]>;
};

/** The buttonAction kinds a picker exists for (externalLink is a plain URL field). */
export type PickerKind = 'page' | 'category' | 'product';

/** One picker's data: how to search it and what to say when it has nothing. */
export type PickerSource = {
  kind: PickerKind;
  /** Label of the search box, e.g. 'Page'. */
  label: string;
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
 * Builds the three pickers from the editor's sources: pages filter the page list locally,
 * categories and products go through `sources.search`.
 */
export function createPickerSources(sources: InspectorSources): PickerSources {
  return {
    page: {
      kind: 'page',
      label: 'Page',
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
      emptyText: 'No categories yet',
      search: (query) => sources.search('categories', query),
    },
    product: {
      kind: 'product',
      label: 'Product',
      emptyText: 'No products yet',
      search: (query) => sources.search('products', query),
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
