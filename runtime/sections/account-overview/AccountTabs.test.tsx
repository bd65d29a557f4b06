// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountTabs, ACCOUNT_TABS_LABEL } from '../_account/AccountTabs';
import { WISHLIST_ANCHOR } from './WishlistPanel';

afterEach(cleanup);

describe('AccountTabs', () => {
  it('links the account pages and the wishlist, marking the current page', () => {
    render(<AccountTabs current="addresses" />);
    const nav = screen.getByRole('navigation', { name: ACCOUNT_TABS_LABEL });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Overview', '/setting/overview'],
      ['Orders', '/setting/orders'],
      ['Addresses', '/setting/addresses'],
      ['Wishlist', `/setting/overview#${WISHLIST_ANCHOR}`],
    ]);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toEqual([links[2]]);
  });
});
