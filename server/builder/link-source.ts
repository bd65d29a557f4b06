// What the builder's button-action picker searches besides pages: products, categories, brands
// and blog categories. buildApp composes its source from the catalogue repo (./repo.ts) and the
// blog's categories with `withModels`, unless its `catalogue` option names another.

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

/** The query with its limit brought within 1 to 100 (20 when it is not a number). */
export function boundSearchQuery(q: CatalogueQuery): CatalogueQuery {
  return { ...q, limit: Math.max(1, Math.min(100, Math.trunc(q.limit) || 20)) };
}

/** Searches one model of a workspace; the query's limit is already bounded. */
export type ModelSearch = (workspaceId: string, q: CatalogueQuery) => Promise<CatalogueItem[]>;

/**
 * A source that answers the given models itself (another domain's, e.g. the blog's categories)
 * and every other model from `source`; the domains stay apart, the composition root joins them.
 */
export function withModels(
  source: CatalogueSource,
  models: Partial<Record<CatalogueModel, ModelSearch>>,
): CatalogueSource {
  return {
    search(workspaceId, model, q) {
      const own = Object.hasOwn(models, model) ? models[model] : undefined;
      return own ? own(workspaceId, boundSearchQuery(q)) : source.search(workspaceId, model, q);
    },
  };
}
