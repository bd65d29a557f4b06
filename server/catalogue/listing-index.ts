// The listing index: product_listing, one row per product and each category it is in or under
// ('' for the whole catalogue; hidden rows for products not on sale, rules.ts), kept in step with
// products and their variants inside the writer's transaction.
import { type Insertable, type Kysely } from 'kysely';
import type { Database, ProductListingTable } from '../db';
import {
  directCategoryIds,
  listedCategoryId,
  listingCategoryIds,
  listingRowId,
  productSummary,
} from './rules';
import { chunks, groupBy, inChunks, now } from './support';

/** The product_listing rows of products (their categories and those categories' ancestors). */
export function listingOf(
  trx: Kysely<Database>,
  workspaceId: string,
  productIds: readonly string[],
) {
  return trx
    .selectFrom('product_listing')
    .select(['product_id', 'category_id'])
    .where('workspace_id', '=', workspaceId)
    .where('product_id', 'in', [...productIds])
    .execute();
}

/**
 * The categories each product is listed under, with their ancestors (what a discount scoped to
 * categories matches; '' for the whole catalogue left out), by product id.
 */
export async function productCategories(
  trx: Kysely<Database>,
  workspaceId: string,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  for (const r of await listingOf(trx, workspaceId, productIds)) {
    const id = listedCategoryId(r.category_id);
    if (id !== '') out.get(r.product_id)?.push(id);
  }
  return out;
}

/** Which of `ids` are categories (or products) of the workspace: what a discount may name. */
export async function knownCatalogueIds(
  trx: Kysely<Database>,
  workspaceId: string,
  table: 'categories' | 'products',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The categories a product was put in, from its listing rows (ancestors left out). */
export function placedIn(
  primaryId: string | null,
  listing: readonly { category_id: string }[] | undefined,
  parentOf: (id: string) => string | null,
): string[] {
  const listed = (listing ?? []).map((l) => listedCategoryId(l.category_id));
  return directCategoryIds(primaryId, listed, parentOf);
}

/** A category's product_listing rows: those of products on sale and the hidden ones. */
export function categoryListingIds(categoryId: string): string[] {
  return [categoryId, listingRowId(categoryId, false)];
}

/**
 * Recomputes a product's default variant, price, mrp and stock flag from its variants, and its
 * product_listing rows, inside the caller's transaction (the catalogue's writes and checkout's
 * stock reservations both end with it).
 */
export async function refreshProduct(
  trx: Kysely<Database>,
  workspaceId: string,
  productId: string,
): Promise<void> {
  const variants = await trx
    .selectFrom('product_variants')
    .select(['id', 'price', 'mrp', 'stock', 'position'])
    .where('workspace_id', '=', workspaceId)
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (variants.length === 0) return;
  const s = productSummary(variants);
  const inStock = s.inStock ? 1 : 0;
  await trx
    .updateTable('products')
    .set({
      default_variant_id: variants[s.index]!.id,
      price: s.price,
      mrp: s.mrp,
      in_stock: inStock,
      updated_at: now(),
    })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', productId)
    .execute();
  await trx
    .updateTable('product_listing')
    .set({ price: s.price, in_stock: inStock })
    .where('workspace_id', '=', workspaceId)
    .where('product_id', '=', productId)
    .execute();
}

/** The product_listing rows of a product: '' and each category with its ancestors, once. */
export function listingRows(
  workspaceId: string,
  product: {
    id: string;
    seq: number;
    nameKey: string;
    brandId: string | null;
    price: number;
    inStock: number;
    onSale: boolean;
  },
  categoryIds: readonly string[],
  parentOf: (id: string) => string | null,
): Insertable<ProductListingTable>[] {
  return listingCategoryIds(categoryIds, parentOf).map((categoryId) => ({
    workspace_id: workspaceId,
    category_id: listingRowId(categoryId, product.onSale),
    product_id: product.id,
    price: product.price,
    name_key: product.nameKey,
    seq: product.seq,
    brand_id: product.brandId,
    in_stock: product.inStock,
  }));
}

export async function insertListing(
  trx: Kysely<Database>,
  rows: Insertable<ProductListingTable>[],
) {
  for (const part of chunks(rows, 8))
    await trx.insertInto('product_listing').values(part).execute();
}

/**
 * After a category moved under another parent: the listing rows of every product under it
 * rebuilt from the categories each was put in (read with the old tree) and the new tree.
 */
export async function relist(
  trx: Kysely<Database>,
  workspaceId: string,
  categoryId: string,
  parentBefore: (id: string) => string | null,
  parentAfter: (id: string) => string | null,
): Promise<void> {
  const moved = await trx
    .selectFrom('product_listing')
    .select('product_id')
    .where('workspace_id', '=', workspaceId)
    .where('category_id', 'in', categoryListingIds(categoryId))
    .execute();
  const ids = moved.map((m) => m.product_id);
  for (const part of inChunks(ids)) {
    const [products, rows] = await Promise.all([
      trx
        .selectFrom('products')
        .select(['id', 'category_id', 'seq', 'name_key', 'brand_id', 'price', 'in_stock', 'status'])
        .where('workspace_id', '=', workspaceId)
        .where('id', 'in', part)
        .execute(),
      listingOf(trx, workspaceId, part),
    ]);
    const listedOf = groupBy(rows, (r) => r.product_id);
    const fresh = products.flatMap((p) => {
      const direct = placedIn(p.category_id, listedOf.get(p.id), parentBefore);
      return listingRows(
        workspaceId,
        {
          id: p.id,
          seq: p.seq,
          nameKey: p.name_key,
          brandId: p.brand_id,
          price: p.price,
          inStock: p.in_stock,
          onSale: p.status === 'active',
        },
        direct,
        parentAfter,
      );
    });
    await trx
      .deleteFrom('product_listing')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', 'in', part)
      .execute();
    await insertListing(trx, fresh);
  }
}
