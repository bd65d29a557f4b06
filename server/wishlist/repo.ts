// The wishlist's SQL, the only place that reads or writes wishlist_items. Every query is keyed by
// the workspace and the customer. Entries are read with their variant and product in one join:
// unlike a listing (priced by the product's default variant), an entry is priced by the variant
// the customer saved.
import { randomUUID } from 'node:crypto';
import type { WishlistEntry } from '../../shared/cart';
import { averageRating } from '../../shared/catalogue';
import { addedAt, type Db } from '../db';
import { availableStock, MAX_WISHLIST_ENTRIES, parseMedia } from '../cart';

export type WishOutcome =
  { outcome: 'added' | 'exists'; id: string } | { outcome: 'no-variant' } | { outcome: 'full' };

export function createWishlistRepo(db: Db, now: () => number = Date.now) {
  /** Entries with their variant and product, newest first; `where` narrows them. */
  function entriesQuery(workspaceId: string, userId: string) {
    return db
      .selectFrom('wishlist_items as w')
      .innerJoin('product_variants as v', 'v.id', 'w.variant_id')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .leftJoin('brands as b', (j) =>
        j.onRef('b.id', '=', 'p.brand_id').on('b.workspace_id', '=', workspaceId),
      )
      .leftJoin('categories as c', (j) =>
        j.onRef('c.id', '=', 'p.category_id').on('c.workspace_id', '=', workspaceId),
      )
      .select([
        'w.id',
        'w.variant_id',
        'p.id as product_id',
        'p.name',
        'p.path',
        'p.media',
        'p.status',
        'p.review_count',
        'p.rating_total',
        'v.price',
        'v.mrp',
        'v.stock',
        'b.name as brand_name',
        'c.title as category_title',
        'c.slug as category_slug',
      ])
      .where('w.workspace_id', '=', workspaceId)
      .where('w.user_id', '=', userId)
      .where('v.workspace_id', '=', workspaceId)
      .where('p.workspace_id', '=', workspaceId)
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc');
  }

  type Row = Awaited<ReturnType<ReturnType<typeof entriesQuery>['execute']>>[number];

  /** An entry with the product as listings show it, priced from the variant on the list. */
  function toEntry(r: Row): WishlistEntry {
    return {
      _id: r.id,
      productVariantId: r.variant_id,
      product: {
        _id: r.product_id,
        name: r.name,
        price: r.price,
        mrp: r.mrp,
        path: r.path,
        brand: r.brand_name ?? '',
        basicDetails: { media: parseMedia(r.media) },
        $card_data: {
          category:
            r.category_title !== null && r.category_slug !== null
              ? [{ title: r.category_title, path: r.category_slug }]
              : [],
        },
        productVariantId: r.variant_id,
        inStock: availableStock(r.stock, r.status) > 0,
        reviewCount: r.review_count,
        rating: averageRating(r.rating_total, r.review_count),
      },
    };
  }

  return {
    /** A page of the customer's wishlist, newest first, and how many entries it has. */
    async entries(
      workspaceId: string,
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ data: WishlistEntry[]; total: number }> {
      const [rows, { n }] = await Promise.all([
        entriesQuery(workspaceId, userId).limit(limit).offset(offset).execute(),
        db
          .selectFrom('wishlist_items')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toEntry), total: Number(n) };
    },

    /** One entry of the customer's wishlist, or null. */
    async entry(workspaceId: string, userId: string, id: string): Promise<WishlistEntry | null> {
      const r = await entriesQuery(workspaceId, userId).where('w.id', '=', id).executeTakeFirst();
      return r ? toEntry(r) : null;
    },

    /** The customer's entry for a variant, or null. */
    async entryFor(
      workspaceId: string,
      userId: string,
      variantId: string,
    ): Promise<{ _id: string } | null> {
      const r = await db
        .selectFrom('wishlist_items')
        .select(['id'])
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('variant_id', '=', variantId)
        .executeTakeFirst();
      return r ? { _id: r.id } : null;
    },

    /**
     * Lists a variant of this workspace whose product is on sale; a variant already listed
     * answers its entry (the unique (user_id, variant_id) pair makes a second insert a no-op).
     */
    async add(workspaceId: string, userId: string, variantId: string): Promise<WishOutcome> {
      return db.transaction().execute(async (trx) => {
        const v = await trx
          .selectFrom('product_variants as v')
          .innerJoin('products as p', 'p.id', 'v.product_id')
          .select(['v.id'])
          .where('v.workspace_id', '=', workspaceId)
          .where('p.workspace_id', '=', workspaceId)
          .where('p.status', '=', 'active')
          .where('v.id', '=', variantId)
          .executeTakeFirst();
        if (!v) return { outcome: 'no-variant' };
        const mine = () =>
          trx
            .selectFrom('wishlist_items')
            .where('workspace_id', '=', workspaceId)
            .where('user_id', '=', userId);
        const existing = await mine()
          .select(['id'])
          .where('variant_id', '=', variantId)
          .executeTakeFirst();
        if (existing) return { outcome: 'exists', id: existing.id };
        const { n, latest } = await mine()
          .select((eb) => [
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.max('created_at').as('latest'),
          ])
          .executeTakeFirstOrThrow();
        if (Number(n) >= MAX_WISHLIST_ENTRIES) return { outcome: 'full' };
        await trx
          .insertInto('wishlist_items')
          .values({
            id: randomUUID(),
            workspace_id: workspaceId,
            user_id: userId,
            variant_id: variantId,
            // Newest first (entriesQuery), in the order of adding.
            created_at: addedAt(now(), latest),
          })
          .onConflict((oc) => oc.columns(['user_id', 'variant_id']).doNothing())
          .execute();
        // Read back: a concurrent add of the same variant may have written the row first.
        const row = await mine()
          .select(['id'])
          .where('variant_id', '=', variantId)
          .executeTakeFirstOrThrow();
        return { outcome: 'added', id: row.id };
      });
    },

    /** Removes an entry of the customer's wishlist; false when there is no such entry. */
    async remove(workspaceId: string, userId: string, id: string): Promise<boolean> {
      const r = await db
        .deleteFrom('wishlist_items')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
  };
}
