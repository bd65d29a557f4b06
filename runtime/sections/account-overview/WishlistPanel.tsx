import { useEffect, useRef } from 'react';
import { REMOVE_FROM_WISHLIST_LABEL } from '../../../shared/cart';
import { productHref } from '../../../shared/catalogue';
import { useStoreState } from '../../commerce/use-store';
import { wishlistStore } from '../../commerce/wishlist-store';
import { readStoredLogin } from '../../ui/login-state';
import { AddToBag } from '../_shop/AddToBag';
import { ProductImage } from '../_shop/CardParts';
import { ShopIcon } from '../_shop/icons';
import { Price } from '../_shop/Price';

export const WISHLIST_HEADING = 'Wishlist';
export const WISHLIST_EMPTY_TEXT = 'Your wishlist is empty.';
export const WISHLIST_LOADING_TEXT = 'Loading your wishlist…';
export const WISHLIST_FAILED_TEXT = 'Your wishlist could not be loaded.';
/** The panel's anchor: the shop header's wishlist icon links to /setting/overview#wishlist. */
export const WISHLIST_ANCHOR = 'wishlist';

/**
 * The customer's wishlist on /setting/overview: each entry's image, name (to its product page),
 * price, 'Add to bag' and 'Remove from wishlist'. Builder mode shows the empty list and calls
 * nothing.
 */
export function WishlistPanel({ id, builder }: { id: string; builder: boolean }) {
  const state = useStoreState(wishlistStore);
  const ref = useRef<HTMLElement>(null);
  const ready = state.status === 'ready';

  useEffect(() => {
    if (!builder && readStoredLogin()) void wishlistStore.load();
  }, [builder]);
  // The panel moves down as the account fills in: a #wishlist link lands here once it has.
  useEffect(() => {
    if (ready && window.location.hash === `#${WISHLIST_ANCHOR}`) ref.current?.scrollIntoView?.();
  }, [ready]);

  let body;
  if (state.entries.length > 0) {
    body = (
      <ul className="sw-wishlist__list">
        {state.entries.map((entry, i) => {
          const p = entry.product;
          const href = productHref(p.path);
          const image = p.basicDetails?.media?.[0];
          const nameId = `${id}-wish-${i}`;
          return (
            <li
              key={entry.productVariantId}
              className="sw-wishlist__item"
              data-testid="wishlist-entry"
            >
              <a className="sw-wishlist__thumb" href={href} tabIndex={-1} aria-hidden="true">
                {image ? (
                  <ProductImage media={image} alt="" className="sw-wishlist__img" />
                ) : (
                  <span className="sw-product-card__placeholder">
                    <ShopIcon name="image" size={24} />
                  </span>
                )}
              </a>
              <div className="sw-wishlist__info">
                <a id={nameId} className="sw-wishlist__name" href={href}>
                  {p.name}
                </a>
                <Price price={p.price} mrp={p.mrp} />
              </div>
              <div className="sw-wishlist__actions">
                <AddToBag variantId={entry.productVariantId} inStock={p.inStock} />
                <button
                  type="button"
                  className="sw-btn sw-btn--secondary"
                  aria-describedby={nameId}
                  disabled={Boolean(state.busy[entry.productVariantId])}
                  onClick={() => {
                    if (!builder) void wishlistStore.toggle(entry.productVariantId);
                  }}
                >
                  {REMOVE_FROM_WISHLIST_LABEL}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  } else if (!builder && (state.status === 'idle' || state.status === 'loading')) {
    body = (
      <p className="sw-muted" role="status">
        {WISHLIST_LOADING_TEXT}
      </p>
    );
  } else {
    body = (
      <p className="sw-muted">
        {state.status === 'failed' ? WISHLIST_FAILED_TEXT : WISHLIST_EMPTY_TEXT}
      </p>
    );
  }

  return (
    <section
      ref={ref}
      id={WISHLIST_ANCHOR}
      className="sw-account__card sw-wishlist"
      aria-labelledby={`${id}-wishlist-title`}
      data-testid="wishlist-panel"
    >
      <h2 id={`${id}-wishlist-title`} className="sw-account__card-title">
        {WISHLIST_HEADING}
      </h2>
      {body}
    </section>
  );
}
