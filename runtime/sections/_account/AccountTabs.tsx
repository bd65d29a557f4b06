import { ACCOUNT_ADDRESSES_PATH, ACCOUNT_ORDERS_PATH } from '../../../shared/orders';
import { CUSTOMER_HOME } from '../../ui/login-state';

// WishlistPanel's anchor, written out: importing it would pull the wishlist's store into the
// orders and addresses chunks (AccountTabs.test checks the two agree).
const WISHLIST_HREF = `${CUSTOMER_HOME}#wishlist`;

export type AccountPage = 'overview' | 'orders' | 'addresses';

/** The customer's account pages, in the order the navigation lists them. */
export const ACCOUNT_LINKS: readonly {
  page: AccountPage | 'wishlist';
  text: string;
  href: string;
}[] = [
  { page: 'overview', text: 'Overview', href: CUSTOMER_HOME },
  { page: 'orders', text: 'Orders', href: ACCOUNT_ORDERS_PATH },
  { page: 'addresses', text: 'Addresses', href: ACCOUNT_ADDRESSES_PATH },
  { page: 'wishlist', text: 'Wishlist', href: WISHLIST_HREF },
];

export const ACCOUNT_TABS_LABEL = 'Your account';

/**
 * The navigation between a customer's account pages (/setting/overview, /setting/orders,
 * /setting/addresses and the wishlist on the overview), the current page marked. Tabs on a wide
 * screen, a row that scrolls sideways on a phone.
 */
export function AccountTabs({ current }: { current: AccountPage }) {
  return (
    <nav className="sw-account-tabs" aria-label={ACCOUNT_TABS_LABEL} data-testid="account-tabs">
      <ul className="sw-account-tabs__list">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.page}>
            <a
              className={`sw-account-tabs__link${link.page === current ? ' is-current' : ''}`}
              href={link.href}
              aria-current={link.page === current ? 'page' : undefined}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
