import type { ReactNode } from 'react';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../shared/cart';
import { LineArt } from '../../ui/LineArt';
import { cardFromConfig, cardFromItem, type CardView } from './card-view';
import type { Listing } from './use-listing';

export const LOADING_PRODUCTS_TEXT = 'Loading products…';
/** Ours: a listing that could not be read. */
export const LISTING_FAILED_TEXT = 'Products could not be loaded.';
export const RETRY_TEXT = 'Try again';

/** The spinner while a listing loads. */
export function ListingSpinner({ overlay = false }: { overlay?: boolean }) {
  return (
    <div
      className={`sw-listing-spinner${overlay ? ' sw-listing-spinner--overlay' : ''}`}
      role="status"
      data-testid="listing-spinner"
    >
      <span className="sw-spinner" aria-hidden="true" />
      <span className="sw-visually-hidden">{LOADING_PRODUCTS_TEXT}</span>
    </div>
  );
}

/** SPEC §8's empty listing: 'Product not found' under a drawing of an empty bag. */
export function ProductNotFound() {
  return (
    <div className="sw-listing-empty" data-testid="product-not-found">
      <LineArt className="sw-listing-empty__art" width={160} height={120} strokeWidth={3}>
        <ellipse cx="80" cy="108" rx="56" ry="6" className="sw-listing-empty__shadow" />
        <path d="M38 40h64l-6 62H44z" />
        <path d="M56 40v-8a14 14 0 0 1 28 0v8" />
        <circle cx="112" cy="58" r="17" className="sw-listing-empty__lens" />
        <path d="M124 70l14 14" />
        <path d="M106 52l12 12M118 52l-12 12" />
      </LineArt>
      <p className="sw-listing-empty__text">{PRODUCT_NOT_FOUND_MESSAGE}</p>
    </div>
  );
}

/** A listing that failed to load, with a retry. */
export function ListingFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="sw-listing-empty" role="alert">
      <p className="sw-listing-empty__text">{LISTING_FAILED_TEXT}</p>
      <button type="button" className="sw-btn sw-btn--secondary" onClick={onRetry}>
        {RETRY_TEXT}
      </button>
    </div>
  );
}

/**
 * A product listing's body (grid, list): the hand-written cards, or the catalogue's answer with
 * its spinner, its failure and retry, and 'Product not found' when empty. `render` draws cards.
 */
export function ListingBody({
  dynamic,
  manual,
  listing,
  render,
}: {
  dynamic: boolean;
  /** The config's cards (used when `dynamic` is off). */
  manual: readonly Parameters<typeof cardFromConfig>[0][];
  listing: Pick<Listing, 'answer' | 'failed' | 'loading' | 'retry'>;
  render: (cards: readonly CardView[]) => ReactNode;
}) {
  const { answer } = listing;
  if (!dynamic) {
    const cards = manual.map(cardFromConfig);
    return cards.length > 0 ? render(cards) : <ProductNotFound />;
  }
  if (!answer)
    return listing.failed ? <ListingFailed onRetry={listing.retry} /> : <ListingSpinner />;
  return (
    <>
      {listing.failed ? <ListingFailed onRetry={listing.retry} /> : null}
      {answer.data.length > 0 ? render(answer.data.map(cardFromItem)) : <ProductNotFound />}
      {listing.loading ? <ListingSpinner overlay /> : null}
    </>
  );
}
