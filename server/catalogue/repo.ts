// The catalogue's repo: the only place with SQL that writes categories, brands, products,
// product_variants, product_listing and product_reviews. It is composed of one module a concern:
// reads.ts (listings, facets, product and category pages, sitemap, link picker), writes.ts (the
// seed's and tests' creates), stock.ts (taking and returning units inside a caller's
// transaction), listing-index.ts (product_listing kept in step), admin-reads.ts and
// admin-writes.ts (the owner's admin), reviews.ts (customers' reviews and the product's totals).
// Every query is scoped by workspace id.
import type { Db } from '../db';
import { createCatalogueAdminReads } from './admin-reads';
import { createCatalogueAdminWrites } from './admin-writes';
import { createCatalogueReads } from './reads';
import type { CatalogueSource } from '../builder';
import { createCatalogueWrites } from './writes';

export type { AdminRefusal, CreatedProduct, NewProduct, NewVariant } from './types';

/** Catalogue data access for one database; see the file comment. */
export function createCatalogueRepo(db: Db) {
  const repo = {
    /** The owner's admin: lists, edits, deletes, categories (createCatalogueAdmin). */
    admin: createCatalogueAdmin(db),
    ...createCatalogueReads(db),
    ...createCatalogueWrites(db),
  };
  return repo satisfies CatalogueSource;
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;

/**
 * The admin's reads and writes of the catalogue (docs/api.md, "Admin API: catalogue"): products
 * of every status, their variants and listing rows kept in step, categories and brands.
 */
export function createCatalogueAdmin(db: Db) {
  return { ...createCatalogueAdminReads(db), ...createCatalogueAdminWrites(db) };
}
