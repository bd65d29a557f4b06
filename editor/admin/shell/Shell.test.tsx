// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API_PATHS, type DashboardAnswer } from '../../../shared/admin-api';
import { AdminApp } from '../App';
import { createFakeApi, setWindowWidth, TEST_BOOT } from '../test-support';

afterEach(() => {
  cleanup();
  setWindowWidth(1280);
});

const today = '2025-03-14';
const dashboard: DashboardAnswer = {
  data: {
    currency: 'INR',
    today,
    todayFigures: { orders: 2, revenue: 123_450 },
    month: { orders: 9, revenue: 1_000_000 },
    waiting: { total: 0, byStatus: [], orders: [] },
    lowStock: { threshold: 5, total: 0, items: [] },
    days: Array.from({ length: 30 }, (_, i) => ({
      date: `2025-02-${String(13 + i).padStart(2, '0')}`,
      orders: i % 3,
      revenue: (i % 3) * 10_000,
    })),
  },
};

function renderAt(path: string) {
  const api = createFakeApi({ [`GET ${ADMIN_API_PATHS.dashboard}`]: dashboard });
  render(<AdminApp boot={TEST_BOOT} api={api} initialPath={path} />);
  return api;
}

describe('the admin shell', () => {
  it('shows the navigation, the workspace, who is signed in and a sign-out form on a wide screen', async () => {
    setWindowWidth(1280);
    renderAt('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Categories',
      'Customers',
      'Discounts',
      'Blog',
      'Comments',
      'Newsletter',
      'Enquiries',
      'Website',
      'Redirects',
      'Settings',
      'View site',
    ]);
    expect(within(nav).getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(
      '/admin/builder',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getAllByTestId('workspace-name')[0]!.textContent).toBe('Northwind Goods');
    expect(screen.getByTestId('swa-me').textContent).toContain('owner@northwind.test');
    expect(screen.getByTestId('swa-me').textContent).toContain('Owner');
    const signOut = screen.getByRole('button', { name: 'Sign out' }).closest('form')!;
    expect(signOut.getAttribute('method')).toBe('post');
    expect(signOut.getAttribute('action')).toBe('/admin/logout');
    expect(screen.queryByTestId('swa-menu-button')).toBeNull();
    // The dashboard loaded through the API client.
    expect(await screen.findByText('₹1,234.50')).toBeTruthy();
  });

  it('puts the navigation in a drawer behind a menu button at 390 px, with focus and Escape', async () => {
    setWindowWidth(390);
    renderAt('/admin/dashboard');
    const button = screen.getByTestId('swa-menu-button');
    const nav = screen.getByTestId('swa-nav');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.hasAttribute('inert')).toBe(true);

    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hasAttribute('inert')).toBe(false);
    expect(nav.contains(document.activeElement)).toBe(true);

    // Tab from the last item wraps to the first: focus stays in the drawer.
    const focusables = [...nav.querySelectorAll<HTMLElement>('a[href],button:not([disabled])')];
    focusables.at(-1)!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(focusables[0]);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes the drawer when a screen is chosen, and the screen still works at 390 px', async () => {
    setWindowWidth(390);
    const api = createFakeApi({
      [`GET ${ADMIN_API_PATHS.dashboard}`]: dashboard,
      [`POST ${ADMIN_API_PATHS.customers}`]: { data: [], total: 0 },
    });
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/dashboard" />);
    fireEvent.click(screen.getByTestId('swa-menu-button'));
    fireEvent.click(within(screen.getByTestId('swa-nav')).getByRole('link', { name: 'Customers' }));
    expect(screen.getByTestId('swa-menu-button').getAttribute('aria-expanded')).toBe('false');
    // The screen's code loads when chosen: on a busy machine that can take more than a second.
    const loaded = { timeout: 10_000 };
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customers' }, loaded),
    ).toBeTruthy();
    expect(await screen.findByText('No customers yet', {}, loaded)).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { p: 0, s: 20 } });
  });

  it('goes back to the wide layout when the window widens', () => {
    setWindowWidth(390);
    renderAt('/admin/dashboard');
    expect(screen.getByTestId('swa-menu-button')).toBeTruthy();
    act(() => setWindowWidth(1280));
    expect(screen.queryByTestId('swa-menu-button')).toBeNull();
    expect(screen.getByTestId('swa-nav').hasAttribute('inert')).toBe(false);
  });
});
