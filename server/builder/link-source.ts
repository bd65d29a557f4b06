// What the builder's button-action picker searches besides pages: products, categories, brands
// and blog categories. The catalogue repo (./repo.ts) is the source buildApp uses unless its
// `catalogue` option names another.

import type { CatalogueItem, SearchModel } from '../../shared/builder-api';

/** The models of SPEC §7 `GET search/model/{model id}` (shared/builder-api.ts). */
export { CATALOGUE_MODELS } from '../../shared/builder-api';
export type CatalogueModel = SearchModel;
export type { CatalogueItem };

export type CatalogueQuery = {
  /** Free text typed into the picker; may be empty (first items). */
  query: string;
  /** For products: only those in or under this category (its id, slug or path). */
  category?: string;
  limit: number;
};

export interface CatalogueSource {
  /** Items of one model in one workspace matching the query, best first. */
  search(workspaceId: string, model: CatalogueModel, q: CatalogueQuery): Promise<CatalogueItem[]>;
}
