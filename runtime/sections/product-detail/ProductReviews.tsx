import { useEffect, useState } from 'react';
import type { ProductReview } from '../../../shared/orders';
import { commerceApi } from '../../commerce/api';
import { Stars } from '../../ui/Stars';
import { loadProductReviews } from '../_shop/orders-api';
import { formatDate } from '../_shop/order-view';

export const REVIEWS_LIST_LABEL = 'What customers say';
export const SHOW_MORE_REVIEWS = 'Show more reviews';

/**
 * The product's reviews under the product (GET /admin/public/product/review), newest first, a
 * page at a time: each with its stars, author, date and comment, and "Show more reviews" while
 * another page follows. Loaded in the visitor's browser, so the cached product page stays the
 * same for everyone; `sample` (the builder's sample product) shows sample reviews and calls
 * nothing. Nothing shows while loading or when the call fails: the summary above (the
 * catalogue's count and average) says enough; a failed "Show more" leaves the button to retry.
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
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (sample || !variantId) return undefined;
    let live = true;
    loadProductReviews(commerceApi(), variantId).then(
      (answer) => {
        if (!live) return;
        setReviews(answer.data);
        setPage(1);
        setMore(answer.more === true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sample, variantId]);

  const showMore = () => {
    if (!variantId || busy) return;
    setBusy(true);
    loadProductReviews(commerceApi(), variantId, page + 1).then(
      (answer) => {
        const known = new Set(reviews.map((r) => r._id));
        setReviews([...reviews, ...answer.data.filter((r) => !known.has(r._id))]);
        setPage(page + 1);
        setMore(answer.more === true);
        setBusy(false);
      },
      () => setBusy(false),
    );
  };

  if (reviews.length === 0) return null;
  return (
    <>
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
      {more ? (
        <button
          type="button"
          className="sw-btn sw-btn--secondary sw-product-reviews__more"
          aria-controls={`${id}-review-list`}
          aria-busy={busy || undefined}
          disabled={busy}
          data-testid="reviews-more"
          onClick={showMore}
        >
          {SHOW_MORE_REVIEWS}
        </button>
      ) : null}
    </>
  );
}
