// The shop header's bag. The cart store and the panel are imported on demand, so the header
// island stays small: a signed-in customer's page loads the store for the count, and everyone
// else loads nothing until they press the bag.
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import type { ButtonAction } from '../../../schemas/types';
import { resolveButtonAction } from '../../../shared/button-action';
import { useRuntime } from '../../context';
import { hasStoredCustomerLogin, loginHref, readStoredLogin } from '../../ui/login-state';

/** Where the header's wishlist icon goes: the wishlist panel of the customer's account. */
export const WISHLIST_HREF = '/setting/overview#wishlist';

/** The count shown on the bag: units, '99+' beyond 99. */
export function bagCountText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bag's units from the cart store, for signed-in customers (0 until loaded). */
function useBagCount(): number {
  const { mode } = useRuntime();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (mode === 'builder' || !hasStoredCustomerLogin()) return undefined;
    let live = true;
    let unsubscribe = () => {};
    void import('../../commerce/bag').then(({ cartStore }) => {
      if (!live) return;
      setCount(cartStore.getState().count);
      unsubscribe = cartStore.subscribe((s) => setCount(s.count));
      void cartStore.load();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [mode]);
  return count;
}

/**
 * The bag icon (or the mobile menu's bag link): opens the side cart for signed-in customers and
 * sends everyone else to login, coming back here. Without JavaScript it is the configured link.
 */
export function CartLink({
  action,
  label,
  className,
  children,
  showCount = true,
}: {
  action: ButtonAction;
  label: string;
  className: string;
  children: ReactNode;
  /** The icon shows the count as a badge; the labelled mobile link does too. */
  showCount?: boolean;
}) {
  const { mode } = useRuntime();
  const count = useBagCount();
  const href = resolveButtonAction(action)?.href ?? '#';
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (mode === 'builder') return;
    e.preventDefault();
    if (!readStoredLogin()) {
      window.location.assign(loginHref(`${window.location.pathname}${window.location.search}`));
      return;
    }
    void import('../../commerce/bag').then(({ cartStore }) => cartStore.openPanel());
  };
  return (
    <a
      className={className}
      href={href}
      aria-label={count > 0 ? `${label} (${count})` : label}
      aria-haspopup="dialog"
      data-testid="header-cart"
      onClick={onClick}
    >
      {children}
      {showCount && count > 0 ? (
        <span className="sw-shop-header__count" aria-hidden="true" data-testid="bag-count">
          {bagCountText(count)}
        </span>
      ) : null}
    </a>
  );
}
