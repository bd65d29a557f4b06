// Variant stock as it moves: checkout, late payments and lapsed or cancelled orders take and
// return units through these functions, inside the caller's transaction (passed in), so the stock
// and the order change together or not at all; the seed and tests set it (setVariantStock).
// Each take is one conditional statement (`stock >= n`): concurrent takers can never take more
// than there is. Callers take lines in variant order, so two never wait on each other.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db';
import { refreshProduct } from './listing-index';
import { assertCount } from './support';

/** A line as stock sees it: units of a variant of a product (`name` says which when short). */
export type StockLine = { variantId: string; productId: string; quantity: number; name: string };

/**
 * Takes `quantity` units of each variant, each in one conditional statement (`stock >= n`),
 * so concurrent checkouts can never take more than there is. Null when all were taken; else
 * the first line short (the caller's transaction must then roll back).
 */
export async function takeStock(
  trx: Kysely<Database>,
  workspaceId: string,
  lines: readonly StockLine[],
): Promise<{ name: string; variantId: string } | null> {
  for (const l of lines) {
    const r = await trx
      .updateTable('product_variants')
      .set((eb) => ({ stock: eb('stock', '-', l.quantity) }))
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', l.variantId)
      .where('stock', '>=', l.quantity)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return { name: l.name, variantId: l.variantId };
  }
  for (const p of new Set(lines.map((l) => l.productId))) await refreshProduct(trx, workspaceId, p);
  return null;
}

/** Puts units back on their variants (those that still exist) and refreshes their products. */
export async function returnStock(
  trx: Kysely<Database>,
  workspaceId: string,
  lines: readonly StockLine[],
): Promise<void> {
  const products = new Set<string>();
  for (const l of lines) {
    const r = await trx
      .updateTable('product_variants')
      .set((eb) => ({ stock: eb('stock', '+', l.quantity) }))
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', l.variantId)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) products.add(l.productId);
  }
  for (const p of products) await refreshProduct(trx, workspaceId, p);
}

/** takeStock, but a shortfall puts back what was taken and answers true (nothing taken). */
export async function takeStockOrReturn(
  trx: Kysely<Database>,
  workspaceId: string,
  lines: readonly StockLine[],
): Promise<boolean> {
  const taken: StockLine[] = [];
  for (const l of lines) {
    const short = await takeStock(trx, workspaceId, [l]);
    if (short) {
      await returnStock(trx, workspaceId, taken);
      return true;
    }
    taken.push(l);
  }
  return false;
}

/**
 * Sets a variant's stock and brings its product's default variant, price, mrp and stock
 * flag, and its product_listing rows, up to date in the same transaction. False when the
 * variant is not this workspace's.
 */
export async function setVariantStock(
  db: Db,
  workspaceId: string,
  variantId: string,
  stock: number,
): Promise<boolean> {
  assertCount(stock, 'Stock');
  return db.transaction().execute(async (trx) => {
    const variant = await trx
      .updateTable('product_variants')
      .set({ stock })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', variantId)
      .returning('product_id')
      .executeTakeFirst();
    if (!variant) return false;
    await refreshProduct(trx, workspaceId, variant.product_id);
    return true;
  });
}
