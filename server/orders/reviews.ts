// Customers' reviews of what they bought: the orders decide who may review (a delivered order
// holding the product), the catalogue writes the review and the product's totals
// (server/catalogue/reviews.ts), inside the orders' transaction.
import type { Order, OrderStatus, ProductReviewsAnswer } from '../../shared/orders';
import { productReviews, writeReview } from '../catalogue';
import { orderRow } from './reading';
import {
  NOT_DELIVERED,
  NOT_IN_ORDER,
  ORDER_NOT_FOUND,
  type OrdersCore,
  PRODUCT_GONE,
  type Refusal,
  REVIEWABLE,
} from './types';

/** The reviews of one repo; see the file comment. */
export function createReviews({ db, iso, assemble }: OrdersCore) {
  return {
    /**
     * Saves the customer's review of a product of their order (once per product per order;
     * again edits it), keeping the product's review count and rating total in step.
     */
    async saveReview(
      workspaceId: string,
      userId: string,
      orderId: string,
      input: { variantId: string; rating: number; comment: string; authorName: string },
    ): Promise<{ ok: true; order: Order } | Refusal> {
      return db.transaction().execute(async (trx) => {
        const row = await orderRow(trx, workspaceId, orderId);
        if (!row || row.user_id !== userId)
          return { ok: false as const, status: 404 as const, message: ORDER_NOT_FOUND };
        if (!REVIEWABLE.includes(row.status as OrderStatus))
          return { ok: false as const, status: 409 as const, message: NOT_DELIVERED };
        const item = await trx
          .selectFrom('order_items')
          .select(['product_id', 'variant_id'])
          .where('workspace_id', '=', workspaceId)
          .where('order_id', '=', orderId)
          .where('variant_id', '=', input.variantId)
          .executeTakeFirst();
        if (!item) return { ok: false as const, status: 400 as const, message: NOT_IN_ORDER };
        const written = await writeReview(
          trx,
          workspaceId,
          {
            productId: item.product_id,
            variantId: input.variantId,
            orderId,
            userId,
            authorName: input.authorName,
            rating: input.rating,
            comment: input.comment,
          },
          iso,
        );
        if (!written) return { ok: false as const, status: 409 as const, message: PRODUCT_GONE };
        return { ok: true as const, order: await assemble(trx, row) };
      });
    },

    /** A page of a product's reviews (by one of its variants), newest first, with its count. */
    async productReviews(
      workspaceId: string,
      variantId: string,
      page = 1,
    ): Promise<ProductReviewsAnswer | null> {
      return productReviews(db, workspaceId, variantId, page);
    },
  };
}
