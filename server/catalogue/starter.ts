// A starter's catalogue copied into a workspace (server/starters/), inside the caller's
// transaction: categories (parents first), brands and products that the workspace does not have
// yet, so applying a starter again adds nothing twice.
import type { Db } from '../db';
import { createDescriber } from './support';
import type { NewBrand, NewCategory, NewProduct } from './types';
import { createCatalogueWrites } from './writes';

export type StarterCatalogue = {
  categories: NewCategory[];
  brands: NewBrand[];
  products: NewProduct[];
};

// One sanitizer for every application (building one takes a DOM).
const describe = createDescriber();

/** Adds what the workspace lacks, by slug (categories, brands) and path (products). */
export async function addStarterCatalogue(
  trx: Db,
  workspaceId: string,
  catalogue: StarterCatalogue,
): Promise<{ categories: number; brands: number; products: number }> {
  const writes = createCatalogueWrites(trx, describe);
  const [cats, brands, products] = await Promise.all([
    trx.selectFrom('categories').select('slug').where('workspace_id', '=', workspaceId).execute(),
    trx.selectFrom('brands').select('slug').where('workspace_id', '=', workspaceId).execute(),
    trx.selectFrom('products').select('path').where('workspace_id', '=', workspaceId).execute(),
  ]);
  const hasCategory = new Set(cats.map((c) => c.slug));
  const hasBrand = new Set(brands.map((b) => b.slug));
  const hasProduct = new Set(products.map((p) => p.path));
  const newCategories = catalogue.categories.filter((c) => !hasCategory.has(c.slug));
  const newBrands = catalogue.brands.filter((b) => !hasBrand.has(b.slug));
  const newProducts = catalogue.products.filter((p) => !hasProduct.has(p.path));
  for (const c of newCategories) await writes.createCategory(workspaceId, c);
  for (const b of newBrands) await writes.createBrand(workspaceId, b);
  await writes.createProducts(workspaceId, newProducts);
  return {
    categories: newCategories.length,
    brands: newBrands.length,
    products: newProducts.length,
  };
}
