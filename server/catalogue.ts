// What the builder's button-action picker searches besides pages: products, categories, brands
// and blog categories. The catalogue arrives with the commerce issue; until then the source is
// empty, and the commerce work plugs its repository in here (buildApp's `catalogue` option).

import type { CatalogueItem, SearchModel } from '../shared/builder-api';

/** The models of SPEC §7 `GET search/model/{model id}` (shared/builder-api.ts). */
export { CATALOGUE_MODELS } from '../shared/builder-api';
export type CatalogueModel = SearchModel;
export type { CatalogueItem };

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
