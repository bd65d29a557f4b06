// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eventsHeaderConfig,
  orgHeaderConfig,
  shopHeaderConfig,
  shopMenus,
} from '../../../fixtures/sections/headers-footers';
import { RuntimeProvider, DEFAULT_RUNTIME_CONTEXT, type RuntimeContextValue } from '../../context';
import { LOGIN_DATA_STORAGE_KEY } from '../../ui/login-state';
import { stubFetch } from '../../ui/test-fetch';
import { EventsHeader } from '../events-header/EventsHeader';
import { OrgHeader } from '../org-header/OrgHeader';
import { ShopHeader } from '../shop-header/ShopHeader';
import { AccountMenu, AccountNav, useStoredLogin } from './AccountNav';
import { menusWrapper } from './menus-wrapper';

const Menus = menusWrapper(shopMenus);

const CUSTOMER = {
  token: 'tok-c',
  userType: 'CUSTOMER',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
};
const OWNER = { token: 'tok-o', userType: 'OWNER', firstName: 'Nora', lastName: 'Winters' };

function signIn(data: Record<string, unknown>) {
  localStorage.setItem('user-auth-token', String(data.token));
  localStorage.setItem(LOGIN_DATA_STORAGE_KEY, JSON.stringify(data));
}

/** Both places the state shows: the header bar and the mobile menu panel. */
function Both() {
  const login = useStoredLogin();
  return (
    <>
      <div data-testid="bar">
        <AccountNav login={login} />
      </div>
      <div data-testid="menu">
        <AccountMenu login={login} />
      </div>
    </>
  );
}

function setup(ctx: Partial<RuntimeContextValue> = {}) {
  return render(
    <RuntimeProvider
      value={{ ...DEFAULT_RUNTIME_CONTEXT, menus: shopMenus, path: '/about', ...ctx }}
    >
      <Both />
    </RuntimeProvider>,
  );
}

const bar = () => within(screen.getByTestId('bar'));
const menu = () => within(screen.getByTestId('menu'));

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountNav', () => {
  it('server-renders a hidden placeholder of the signed-out size, whatever is stored', () => {
    signIn(CUSTOMER);
    const html = renderToString(
      <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, menus: shopMenus, path: '/about' }}>
        <Both />
      </RuntimeProvider>,
    );
    expect(html).toContain('data-state="pending"');
    expect(html).toContain('href="/login?from=%2Fabout"');
    expect(html).not.toContain('Sign out');
    expect(html).not.toContain('data-testid="account-menu"');
  });

  it('signed out: Sign in returns to this page', () => {
    setup();
    const link = bar().getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login?from=%2Fabout');
    expect(screen.getAllByTestId('account-nav')[0]!.getAttribute('data-state')).toBe('out');
    expect(menu().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?from=%2Fabout',
    );
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('on the account screens themselves, Sign in has no from', () => {
    setup({ path: '/signup' });
    expect(bar().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('signed-in customer: initials to /setting/overview, name in the menu, Sign out', () => {
    signIn(CUSTOMER);
    setup();
    const me = bar().getByRole('link', { name: 'Asha: My account' });
    expect(me.getAttribute('href')).toBe('/setting/overview');
    expect(me.textContent).toBe('AV');
    expect(bar().getByRole('button', { name: 'Sign out' })).toBeTruthy();
    const mine = menu().getByRole('link', { name: /Asha Verma/ });
    expect(mine.getAttribute('href')).toBe('/setting/overview');
    expect(menu().getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('owners and staff go to /admin/dashboard', () => {
    signIn(OWNER);
    setup();
    expect(bar().getByRole('link', { name: 'Nora: Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
  });

  it('Sign out ends the session on the server, forgets the login and reloads', async () => {
    signIn(CUSTOMER);
    const { calls } = stubFetch(() => ({ body: { data: { msg: 'Signed out.' } } }));
    setup();
    fireEvent.click(bar().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: '/api/io/crm/logout', method: 'POST' });
    expect(calls[0]?.headers.authorization).toBe('Basic tok-c');
    expect(localStorage.getItem('user-auth-token')).toBeNull();
    expect(localStorage.getItem(LOGIN_DATA_STORAGE_KEY)).toBeNull();
  });

  it('forgets the login even when the server cannot be reached', async () => {
    signIn(CUSTOMER);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    setup();
    fireEvent.click(menu().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem(LOGIN_DATA_STORAGE_KEY)).toBeNull();
  });

  it('follows another tab signing in', () => {
    setup();
    expect(bar().getByRole('link', { name: 'Sign in' })).toBeTruthy();
    act(() => {
      signIn(CUSTOMER);
      window.dispatchEvent(new StorageEvent('storage', { key: LOGIN_DATA_STORAGE_KEY }));
    });
    expect(bar().getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows the signed-out state in builder mode', () => {
    signIn(CUSTOMER);
    setup({ mode: 'builder' });
    expect(bar().getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('the headers carry the sign-in state', () => {
  it('the shop header turns its account icon into it, in the bar and the mobile menu', async () => {
    signIn(CUSTOMER);
    render(<ShopHeader id="h" config={shopHeaderConfig} />, { wrapper: Menus });
    const header = screen.getByTestId('h-header');
    expect(within(header).queryByRole('link', { name: 'My account' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Asha: My account' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
    const panel = screen.getByTestId('mobile-menu');
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Bag' })).toBeTruthy();
    // A customer's header loads the bag's module on demand: let it land before the test ends,
    // or it arrives after the environment is torn down.
    await import('../../commerce/bag');
    await new Promise((r) => setTimeout(r, 0));
  });

  it('a shop header without an account icon (the platform) has none', () => {
    render(<ShopHeader id="h" config={{ ...shopHeaderConfig, iconLinks: [], buttons: [] }} />, {
      wrapper: Menus,
    });
    expect(screen.queryByTestId('account-nav')).toBeNull();
  });

  it('the events and organisation headers show it beside their buttons and in their menus', () => {
    for (const Header of [
      () => <EventsHeader id="e" config={eventsHeaderConfig} />,
      () => <OrgHeader id="o" config={orgHeaderConfig} />,
    ]) {
      render(<Header />);
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/login?from=%2F',
      );
      fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
      expect(
        within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'Sign in' }),
      ).toBeTruthy();
      cleanup();
    }
  });
});
