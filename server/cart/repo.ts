// The bag's SQL, the only place that reads or writes cart_items. Every query is keyed by the
// workspace and the customer. Variants and products are read here with joins, not through the
// catalogue repo: a line's stock bound is checked in the same transaction (and statement) that
// writes it, and the whole bag is priced in one query.
import { randomUUID } from 'node:crypto';
import type { CartLine } from '../../shared/cart';
import type { ProductMedia } from '../../shared/catalogue';
import { addedAt, type Db } from '../db';
import { availableStock, lineLimit, MAX_CART_LINES, parseMedia } from './rules';

/** A variant as the bag sees it: its units for sale now (0 when the product is not on sale). */
export type CartVariant = { id: string; stock: number };

export type AddOutcome =
  | { outcome: 'added' }
  | { outcome: 'no-variant' }
  | { outcome: 'full' }
  /** The line would go past what may be bought: `wanted` units asked of `stock`. */
  | { outcome: 'over'; stock: number; wanted: number };

export type EditOutcome =
  | { outcome: 'set' }
  | { outcome: 'removed' }
  | { outcome: 'no-line' }
  | { outcome: 'other-variant' }
  | { outcome: 'over'; stock: number; wanted: number };

/**
 * The customer's bag lines in the order they were added, each with its live variant and product
 * (the bag answers them; checkout prices and reserves them, inside its own transaction).
 */
export async function bagRows(trx: Db, workspaceId: string, userId: string) {
  return trx
    .selectFrom('cart_items as c')
    .innerJoin('product_variants as v', 'v.id', 'c.variant_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'c.id',
      'c.variant_id',
      'c.quantity',
      'v.title as variant_title',
      'v.image as variant_image',
      'v.price',
      'v.mrp',
      'v.stock',
      'v.weight_grams',
      'p.id as product_id',
      'p.name',
      'p.path',
      'p.media',
      'p.status',
    ])
    .where('c.workspace_id', '=', workspaceId)
    .where('c.user_id', '=', userId)
    .where('v.workspace_id', '=', workspaceId)
    .where('p.workspace_id', '=', workspaceId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/**
 * Removes the customer's bag lines of these variants inside the caller's transaction (an order
 * paid for them: the orders repo calls it in the payment's transaction).
 */
export async function removeBagLines(
  trx: Db,
  workspaceId: string,
  userId: string,
  variantIds: readonly string[],
): Promise<void> {
  if (variantIds.length === 0) return;
  await trx
    .deleteFrom('cart_items')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('variant_id', 'in', [...variantIds])
    .execute();
}

export function createCartRepo(db: Db, now: () => number = Date.now) {
  const iso = () => new Date(now()).toISOString();

  function lineImage(media: ProductMedia[], url: string | null): ProductMedia | null {
    return media.find((m) => m.url === url) ?? media[0] ?? null;
  }

  /** A variant of this workspace, or null. */
  async function variant(trx: Db, workspaceId: string, variantId: string) {
    const r = await trx
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.stock', 'p.status'])
      .where('v.workspace_id', '=', workspaceId)
      .where('p.workspace_id', '=', workspaceId)
      .where('v.id', '=', variantId)
      .executeTakeFirst();
    return r ? { id: r.id, stock: availableStock(r.stock, r.status), status: r.status } : null;
  }

  return {
    /** A variant of this workspace whose product is on sale, or null. */
    async variantForCart(workspaceId: string, variantId: string): Promise<CartVariant | null> {
      const v = await variant(db, workspaceId, variantId);
      return v && v.status === 'active' ? { id: v.id, stock: v.stock } : null;
    },

    /** Every line of the customer's bag in the order they were added, priced from the live variant. */
    async lines(workspaceId: string, userId: string): Promise<CartLine[]> {
      const rows = await bagRows(db, workspaceId, userId);
      return rows.map((r) => ({
        _id: r.id,
        productVariantId: r.variant_id,
        quantity: r.quantity,
        name: r.name,
        variantTitle: r.variant_title,
        path: r.path,
        // The variant's own picture (one of the product's), else the product's first.
        image: lineImage(parseMedia(r.media), r.variant_image),
        price: r.price,
        mrp: r.mrp,
        stock: availableStock(r.stock, r.status),
      }));
    },

    /**
     * Adds `quantity` units to the customer's line of a variant, creating the line. The check
     * and the write are one statement: an upsert whose update only happens while the new
     * quantity stays within the variant's limit, so concurrent adds (PostgreSQL waits on the
     * unique (user_id, variant_id) row; SQLite runs one transaction at a time) never pass it.
     */
    async add(
      workspaceId: string,
      userId: string,
      variantId: string,
      quantity: number,
    ): Promise<AddOutcome> {
      return db.transaction().execute(async (trx) => {
        const v = await variant(trx, workspaceId, variantId);
        if (!v || v.status !== 'active') return { outcome: 'no-variant' };
        const line = await trx
          .selectFrom('cart_items')
          .select(['quantity'])
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .where('variant_id', '=', variantId)
          .executeTakeFirst();
        const wanted = (line?.quantity ?? 0) + quantity;
        const limit = lineLimit(v.stock);
        if (wanted > limit) return { outcome: 'over', stock: v.stock, wanted };
        let at = iso();
        if (!line) {
          const { n, latest } = await trx
            .selectFrom('cart_items')
            .select((eb) => [
              eb.fn.countAll<number | string>().as('n'),
              eb.fn.max('created_at').as('latest'),
            ])
            .where('workspace_id', '=', workspaceId)
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          if (Number(n) >= MAX_CART_LINES) return { outcome: 'full' };
          // The bag lists lines in the order they were added (bagRows).
          at = addedAt(now(), latest);
        }
        const written = await trx
          .insertInto('cart_items')
          .values({
            id: randomUUID(),
            workspace_id: workspaceId,
            user_id: userId,
            variant_id: variantId,
            quantity,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'variant_id'])
              .doUpdateSet((eb) => ({
                quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
                updated_at: eb.ref('excluded.updated_at'),
              }))
              .where((eb) =>
                eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', limit),
              ),
          )
          .returning(['id'])
          .executeTakeFirst();
        // No row: another request filled the line between the read and the write (PostgreSQL),
        // so the line now holds more than was read: past the limit whatever was read.
        return written
          ? { outcome: 'added' }
          : { outcome: 'over', stock: v.stock, wanted: Math.max(wanted, limit + 1) };
      });
    },

    /**
     * Sets a line's quantity (0 removes it) when the variant's limit allows it, checked and
     * written in one transaction. `variantId`, when given, must be the line's.
     */
    async edit(
      workspaceId: string,
      userId: string,
      lineId: string,
      quantity: number,
      variantId: string | undefined,
    ): Promise<EditOutcome> {
      return db.transaction().execute(async (trx) => {
        const line = await trx
          .selectFrom('cart_items as c')
          .innerJoin('product_variants as v', 'v.id', 'c.variant_id')
          .innerJoin('products as p', 'p.id', 'v.product_id')
          .select(['c.variant_id', 'v.stock', 'p.status'])
          .where('c.workspace_id', '=', workspaceId)
          .where('c.user_id', '=', userId)
          .where('c.id', '=', lineId)
          .executeTakeFirst();
        if (!line) return { outcome: 'no-line' };
        if (variantId !== undefined && variantId !== line.variant_id)
          return { outcome: 'other-variant' };
        if (quantity === 0) {
          await trx
            .deleteFrom('cart_items')
            .where('workspace_id', '=', workspaceId)
            .where('user_id', '=', userId)
            .where('id', '=', lineId)
            .execute();
          return { outcome: 'removed' };
        }
        const stock = availableStock(line.stock, line.status);
        if (quantity > lineLimit(stock)) return { outcome: 'over', stock, wanted: quantity };
        await trx
          .updateTable('cart_items')
          .set({ quantity, updated_at: iso() })
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .where('id', '=', lineId)
          .execute();
        return { outcome: 'set' };
      });
    },

    /** Removes a line of the customer's bag; false when there is no such line. */
    async remove(workspaceId: string, userId: string, lineId: string): Promise<boolean> {
      const r = await db
        .deleteFrom('cart_items')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('id', '=', lineId)
        .executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
  };
}
