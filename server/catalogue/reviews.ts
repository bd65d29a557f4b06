// Customers' reviews of products: product_reviews, and the product's review count and rating
// total kept in step with them in the same transaction. The catalogue owns both because they
// describe the product (its page and cards show them, deleting it takes its reviews); whether a
// customer may review (a delivered order holding the product) is the orders' rule, checked by
// the orders repo, which then writes through `writeReview` inside its own transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { averageRating } from '../../shared/catalogue';
import { type ProductReviewsAnswer, REVIEWS_PAGE_SIZE } from '../../shared/orders';
import type { Database, Db } from '../db';

export type ReviewWrite = {
  productId: string;
  variantId: string;
  orderId: string;
  userId: string;
  authorName: string;
  rating: number;
  comment: string;
};

/**
 * Saves the review of a product bought in an order (once per product per order; again edits
 * it), keeping the product's review count and rating total in step, inside the caller's
 * transaction. False, writing nothing, when the product is no longer in the catalogue.
 */
export async function writeReview(
  trx: Kysely<Database>,
  workspaceId: string,
  input: ReviewWrite,
  at: () => string,
): Promise<boolean> {
  const product = await trx
    .selectFrom('products')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', input.productId)
    .executeTakeFirst();
  if (!product) return false;
  const now = at();
  const earlier = await trx
    .selectFrom('product_reviews')
    .select(['id', 'rating'])
    .where('workspace_id', '=', workspaceId)
    .where('order_id', '=', input.orderId)
    .where('product_id', '=', input.productId)
    .executeTakeFirst();
  if (earlier) {
    await trx
      .updateTable('product_reviews')
      .set({
        rating: input.rating,
        comment: input.comment,
        variant_id: input.variantId,
        updated_at: now,
      })
      .where('id', '=', earlier.id)
      .execute();
    await trx
      .updateTable('products')
      .set((eb) => ({
        rating_total: eb('rating_total', '+', input.rating - Number(earlier.rating)),
      }))
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', input.productId)
      .execute();
  } else {
    await trx
      .insertInto('product_reviews')
      .values({
        id: randomUUID(),
        workspace_id: workspaceId,
        product_id: input.productId,
        variant_id: input.variantId,
        order_id: input.orderId,
        user_id: input.userId,
        author_name: input.authorName,
        rating: input.rating,
        comment: input.comment,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .updateTable('products')
      .set((eb) => ({
        rating_total: eb('rating_total', '+', input.rating),
        review_count: eb('review_count', '+', 1),
      }))
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', input.productId)
      .execute();
  }
  return true;
}

/**
 * A page of a product's reviews (by one of its variants), newest first, REVIEWS_PAGE_SIZE a page
 * from page 1, with the product's count and average and whether a later page has more.
 */
export async function productReviews(
  db: Db,
  workspaceId: string,
  variantId: string,
  page = 1,
): Promise<ProductReviewsAnswer | null> {
  const product = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['p.id', 'p.review_count', 'p.rating_total'])
    .where('v.workspace_id', '=', workspaceId)
    .where('p.workspace_id', '=', workspaceId)
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  if (!product) return null;
  // One row past the page says whether there is a next one (the count may include reviews
  // without rows, such as the demo's).
  const rows = await db
    .selectFrom('product_reviews')
    .select(['id', 'rating', 'comment', 'author_name', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .where('product_id', '=', product.id)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(REVIEWS_PAGE_SIZE + 1)
    .offset((page - 1) * REVIEWS_PAGE_SIZE)
    .execute();
  const count = Number(product.review_count);
  return {
    data: rows.slice(0, REVIEWS_PAGE_SIZE).map((r) => ({
      _id: r.id,
      rating: Number(r.rating),
      comment: r.comment as string,
      author: r.author_name,
      created: r.created_at,
    })),
    total: count,
    rating: averageRating(Number(product.rating_total), count),
    page,
    more: rows.length > REVIEWS_PAGE_SIZE,
  };
}
