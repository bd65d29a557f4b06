import { useEffect, useState } from 'react';
import type { ProductReview } from '../../../shared/orders';
import { commerceApi } from '../../commerce/api';
import { Stars } from '../../ui/Stars';
import { loadProductReviews } from '../_shop/orders-api';
import { formatDate } from '../_shop/order-view';

export const REVIEWS_LIST_LABEL = 'What customers say';

/**
 * The product's reviews under the product (GET /admin/public/product/review): each with its
 * stars, author, date and comment. Loaded in the visitor's browser, so the cached product page
 * stays the same for everyone; `sample` (the builder's sample product) shows sample reviews and
 * calls nothing. Nothing shows while loading or when the call fails: the summary above (the
 * catalogue's count and average) says enough.
 */
export function ProductReviews({
  id,
  variantId,
  sample,
  sampleReviews,
}: {
  id: string;
  variantId: string | null;
  sample: boolean;
  sampleReviews: readonly ProductReview[];
}) {
  const [reviews, setReviews] = useState<readonly ProductReview[]>(sample ? sampleReviews : []);

  useEffect(() => {
    if (sample || !variantId) return undefined;
    let live = true;
    loadProductReviews(commerceApi(), variantId).then(
      (answer) => {
        if (live) setReviews(answer.data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sample, variantId]);

  if (reviews.length === 0) return null;
  return (
    <ul
      className="sw-product-reviews"
      aria-label={REVIEWS_LIST_LABEL}
      id={`${id}-review-list`}
      data-testid="product-reviews"
    >
      {reviews.map((r) => (
        <li key={r._id} className="sw-product-reviews__item" data-testid="product-review">
          <div className="sw-product-reviews__head">
            <Stars rating={r.rating} />
            <strong className="sw-product-reviews__author">{r.author}</strong>
            <time className="sw-muted" dateTime={r.created}>
              {formatDate(r.created)}
            </time>
          </div>
          {r.comment ? <p className="sw-product-reviews__comment">{r.comment}</p> : null}
        </li>
      ))}
    </ul>
  );
}
