import { useEffect } from 'react';
import type { ListingItem } from '../../../shared/catalogue';
import { ADD_TO_WISHLIST_LABEL, REMOVE_FROM_WISHLIST_LABEL } from '../../../shared/cart';
import { useStoreState } from '../../commerce/use-store';
import { isWishlisted, wishlistStore } from '../../commerce/wishlist-store';
import { useRuntime } from '../../context';
import { hasStoredCustomerLogin } from '../../ui/login-state';

/** Reads the wishlist once per page for signed-in customers (the store dedupes). */
export function useWishlistLoad(): void {
  const { mode } = useRuntime();
  useEffect(() => {
    if (mode !== 'builder' && hasStoredCustomerLogin()) void wishlistStore.load();
  }, [mode]);
}

/**
 * The heart of a card (SPEC §4): 'Add to Wishlist', then 'Remove from wishlist' after a click, and
 * back. Signed-out visitors go to login; builder mode shows it and does nothing.
 */
export function WishlistHeart({
  variantId,
  product,
  className,
}: {
  variantId: string;
  product?: ListingItem;
  className?: string;
}) {
  const { mode } = useRuntime();
  const state = useStoreState(wishlistStore);
  const listed = isWishlisted(state, variantId);
  return (
    <button
      type="button"
      className={`sw-icon-btn sw-heart${listed ? ' is-on' : ''}${className ? ` ${className}` : ''}`}
      aria-label={listed ? REMOVE_FROM_WISHLIST_LABEL : ADD_TO_WISHLIST_LABEL}
      aria-busy={state.busy[variantId] ? true : undefined}
      data-testid="wishlist-heart"
      onClick={() => {
        if (mode !== 'builder') void wishlistStore.toggle(variantId, product);
      }}
    >
      <span className="sw-heart__icon" aria-hidden="true" />
    </button>
  );
}
