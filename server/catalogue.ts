// What the builder's button-action picker searches besides pages: products, categories, brands
// and blog categories. The catalogue arrives with the commerce issue; until then the source is
// empty, and the commerce work plugs its repository in here (buildApp's `catalogue` option).

/** The models of SPEC §7 `GET search/model/{model id}`. */
export const CATALOGUE_MODELS = ['products', 'categories', 'brands', 'blog-categories'] as const;
export type CatalogueModel = (typeof CATALOGUE_MODELS)[number];

/** One search hit: what the picker shows and the path a button then links to. */
export type CatalogueItem = { id: string; title: string; path: string };

export type CatalogueQuery = {
  /** Free text typed into the picker; may be empty (first items). */
  query: string;
  /** For products: only those of this category (id or path). */
  category?: string;
  limit: number;
};

export interface CatalogueSource {
  /** Items of one model in one workspace matching the query, best first. */
  search(workspaceId: string, model: CatalogueModel, q: CatalogueQuery): Promise<CatalogueItem[]>;
}

/** No catalogue tables yet: every search finds nothing. */
export const emptyCatalogue: CatalogueSource = {
  search: async () => [],
};
