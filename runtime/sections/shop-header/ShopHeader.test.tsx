// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  platformHeaderConfig,
  shopHeaderConfig,
  shopHeaderTransparentConfig,
  shopMenus,
} from '../../../fixtures/sections/headers-footers';
import { shopHeaderSchema } from '../../../schemas/sections/shop-header';
import { POPUP_CLOSE_DELAY_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { cartStore } from '../../commerce/cart-store';
import { RuntimeProvider, DEFAULT_RUNTIME_CONTEXT } from '../../context';
import { LOGIN_DATA_STORAGE_KEY } from '../../ui/login-state';
import { stubFetch, stubLocation } from '../../ui/test-fetch';
import { bagCountText } from './CartLink';
import { shopHeader } from './index';
import { ShopHeader } from './ShopHeader';
import { menusWrapper } from '../_nav/menus-wrapper';

const Menus = menusWrapper(shopMenus);

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const locked = () => document.documentElement.classList.contains('sw-scroll-locked');

describe('ShopHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has schema defaults and fixtures that validate', () => {
    expect(validateAgainst(shopHeaderSchema, shopHeader.defaults)).toBeNull();
    expect(validateAgainst(shopHeaderSchema, shopHeaderConfig)).toBeNull();
    expect(validateAgainst(shopHeaderSchema, shopHeaderTransparentConfig)).toBeNull();
    expect(validateAgainst(shopHeaderSchema, platformHeaderConfig)).toBeNull();
    expect(
      validateAgainst(shopHeaderSchema, { ...shopHeaderConfig, mobileMenuSide: 'top' }),
    ).not.toBeNull();
    render(<ShopHeader id="d" config={shopHeader.defaults} />, { wrapper: Menus });
    expect(screen.getByRole('link', { name: 'Sale' })).toBeTruthy();
  });

  it('renders the fixture: logo, menu, icon links with labels', () => {
    render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
    expect(screen.getByRole('img', { name: 'Northwind Goods' }).getAttribute('src')).toBe(
      '/demo/brand-shop.svg',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Apparel' }).getAttribute('href')).toBe(
      '/c/apparel',
    );
    expect(screen.getByRole('link', { name: 'Bag' }).getAttribute('href')).toBe(
      '/setting/overview',
    );
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeTruthy();
  });

  it('shows the site name as text when configured, from the runtime when not overridden', () => {
    render(
      <RuntimeProvider
        value={{ ...DEFAULT_RUNTIME_CONTEXT, menus: shopMenus, siteName: 'Runtime Name' }}
      >
        <ShopHeader id="h" config={{ ...shopHeaderConfig, brand: 'name', siteName: '' }} />
      </RuntimeProvider>,
    );
    expect(screen.getByText('Runtime Name')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Runtime Name' })).toBeNull();
  });

  it('server-renders', () => {
    const html = renderToString(
      <Menus>
        <ShopHeader id="h" config={shopHeaderTransparentConfig} />
      </Menus>,
    );
    expect(html).toContain('Northwind Goods');
    expect(html).toContain('is-transparent');
    expect(html).toContain('data-testid="mobile-menu-toggle"');
    expect(html).not.toContain('data-testid="mobile-menu"');
  });

  it('opens a dropdown on hover, keyboard focus and the chevron; Escape closes it', () => {
    render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const chevron = within(nav).getByRole('button', { name: 'Apparel menu' });
    const item = chevron.closest('li')!;
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
    expect(chevron.getAttribute('aria-controls')).toBe('h-menu-2');

    fireEvent.mouseEnter(item);
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
    expect(item.classList.contains('is-open')).toBe(true);
    fireEvent.mouseLeave(item);
    expect(chevron.getAttribute('aria-expanded')).toBe('false');

    act(() => within(nav).getByRole('link', { name: 'Apparel' }).focus());
    expect(item.classList.contains('is-open')).toBe(true);
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(item.classList.contains('is-open')).toBe(false);

    act(() => within(nav).getByRole('link', { name: 'Home' }).focus());
    fireEvent.click(chevron);
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Handloom kurtas' }).getAttribute('href')).toBe(
      '/c/kurtas',
    );
  });

  it('opens the mobile menu, locks scroll and closes 200 ms after the close button', () => {
    render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
    const toggle = screen.getByTestId('mobile-menu-toggle');
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    fireEvent.click(toggle);
    const panel = screen.getByTestId('mobile-menu');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(locked()).toBe(true);
    // The account icon is the sign-in state: signed out here, so 'Sign in' back to this page.
    expect(within(panel).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?from=%2F',
    );
    expect(within(panel).getByRole('link', { name: 'Wishlist' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Close menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    tick(POPUP_CLOSE_DELAY_MS - 1);
    expect(screen.queryByTestId('mobile-menu')).not.toBeNull();
    tick(1);
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(locked()).toBe(false);
  });

  it('closes the mobile menu on Escape, on the overlay and on a link', () => {
    render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
    const toggle = screen.getByTestId('mobile-menu-toggle');

    fireEvent.click(toggle);
    fireEvent.keyDown(window, { key: 'Escape' });
    tick(POPUP_CLOSE_DELAY_MS);
    expect(screen.queryByTestId('mobile-menu')).toBeNull();

    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('mobile-menu-overlay'));
    tick(POPUP_CLOSE_DELAY_MS);
    expect(screen.queryByTestId('mobile-menu')).toBeNull();

    fireEvent.click(toggle);
    fireEvent.click(
      within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'Journal' }),
    );
    tick(POPUP_CLOSE_DELAY_MS);
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(locked()).toBe(false);
  });

  it('expands and collapses a submenu in the mobile menu', () => {
    render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
    fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
    const panel = screen.getByTestId('mobile-menu');
    const expand = within(panel).getByTestId('mobile-submenu-toggle-1');
    const sub = document.getElementById(expand.getAttribute('aria-controls')!)!;
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(sub.hidden).toBe(true);
    fireEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(sub.hidden).toBe(false);
    expect(within(sub).getByRole('link', { name: 'Bedding & linen' })).toBeTruthy();
    fireEvent.click(expand);
    expect(sub.hidden).toBe(true);
  });

  it('puts the panel on the configured side', () => {
    render(<ShopHeader id="h" config={{ ...shopHeaderConfig, mobileMenuSide: 'right' }} />, {
      wrapper: Menus,
    });
    fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
    expect(
      screen.getByTestId('mobile-menu').parentElement!.classList.contains('sw-mobile-menu--right'),
    ).toBe(true);
  });

  it('turns solid only after scrolling more than 50 px', () => {
    render(<ShopHeader id="h" config={shopHeaderTransparentConfig} />, { wrapper: Menus });
    const header = screen.getByTestId('h-header');
    expect(header.classList.contains('is-transparent')).toBe(true);
    scrollTo(49);
    expect(header.classList.contains('is-transparent')).toBe(true);
    scrollTo(50);
    expect(header.classList.contains('is-transparent')).toBe(true);
    expect(header.classList.contains('is-solid')).toBe(false);
    scrollTo(51);
    expect(header.classList.contains('is-solid')).toBe(true);
    expect(header.classList.contains('is-transparent')).toBe(false);
    scrollTo(0);
    expect(header.classList.contains('is-transparent')).toBe(true);
  });

  it('stays solid when not transparent, and sticks when sticky', () => {
    render(<ShopHeader id="h" config={{ ...shopHeaderConfig, sticky: false }} />, {
      wrapper: Menus,
    });
    const header = screen.getByTestId('h-header');
    expect(header.classList.contains('is-solid')).toBe(true);
    expect(header.classList.contains('sw-header--sticky')).toBe(false);
    cleanup();
    render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
    expect(screen.getByTestId('h-header').classList.contains('sw-header--sticky')).toBe(true);
  });

  it('shows text buttons from buttonAction', () => {
    render(<ShopHeader id="p" config={platformHeaderConfig} />, { wrapper: Menus });
    expect(screen.getByRole('link', { name: 'Start free' }).getAttribute('href')).toBe('/register');
  });

  describe('bag and wishlist icons', () => {
    beforeEach(() => {
      vi.useRealTimers();
      localStorage.clear();
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      cartStore.reset();
      localStorage.clear();
    });

    it("sends the wishlist icon to the account's wishlist", () => {
      render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
      expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe(
        '/setting/overview#wishlist',
      );
    });

    it('sends a signed-out visitor from the bag to login, loading nothing', () => {
      const { fetch } = stubFetch(() => ({ status: 404 }));
      const assign = stubLocation({ search: '?q=1' });
      render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
      fireEvent.click(screen.getByRole('link', { name: 'Bag' }));
      expect(assign).toHaveBeenCalledWith(
        `/login?from=${encodeURIComponent(`${window.location.pathname}?q=1`)}`,
      );
      expect(fetch).not.toHaveBeenCalled();
      expect(screen.queryByTestId('bag-count')).toBeNull();
    });

    it("shows a customer's bag count and opens the side cart", async () => {
      localStorage.setItem('user-auth-token', 'tok');
      localStorage.setItem(
        LOGIN_DATA_STORAGE_KEY,
        JSON.stringify({ token: 'tok', userType: 'CUSTOMER' }),
      );
      const bag = { data: [], total: 2, count: 3, subtotal: 900 };
      const { calls } = stubFetch(() => ({ body: bag }));
      render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
      await waitFor(() => expect(screen.getByTestId('bag-count').textContent).toBe('3'));
      expect(calls.map((c) => c.url)).toEqual(['/api/io/crm/cart_items/all']);
      const bagLink = screen.getByRole('link', { name: 'Bag (3)' });
      fireEvent.click(bagLink);
      await waitFor(() => expect(cartStore.getState().panelOpen).toBe(true));
    });

    it('shows 99+ past 99 units', () => {
      expect(bagCountText(99)).toBe('99');
      expect(bagCountText(100)).toBe('99+');
    });
  });
});
