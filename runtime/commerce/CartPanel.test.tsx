// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stockMessage } from '../../shared/cart';
import { POPUP_CLOSE_DELAY_MS } from '../../shared/constants';
import { makeCart, makeLine, signInCustomer } from '../sections/_shop/test-support';
import { stubFetch } from '../ui/test-fetch';
import { cartStore } from './cart-store';
import { CartPanel, CHECKOUT_TEXT, CLOSE_CART_LABEL, EMPTY_CART_TEXT } from './CartPanel';

// The panel is rendered here by the test; the lazy mount has its own test.
vi.mock('./ui', () => ({ ensureCommerceUi: () => Promise.resolve(), COMMERCE_ROOT_ID: 'x' }));

const locked = () => document.documentElement.classList.contains('sw-scroll-locked');

function serve(lines = [makeLine(1, { quantity: 2, stock: 3 }), makeLine(2, { name: 'Scarf' })]) {
  let bag = lines;
  return stubFetch((url, init) => {
    if (url.startsWith('/api/io/crm/cart_items/edit')) {
      const { quantity } = JSON.parse(init.body ?? '{}') as { quantity: number };
      const id = new URL(url, 'http://x').searchParams.get('id');
      bag = bag.map((l) => (l._id === id ? { ...l, quantity } : l));
    }
    if (url.startsWith('/api/io/crm/cart_items/delete')) {
      const id = new URL(url, 'http://x').searchParams.get('id');
      bag = bag.filter((l) => l._id !== id);
    }
    return { body: makeCart(bag) };
  });
}

async function openPanel() {
  render(<CartPanel />);
  act(() => cartStore.openPanel());
  const panel = await screen.findByTestId('cart-panel');
  await within(panel).findAllByTestId('cart-line');
  return panel;
}

beforeEach(() => {
  localStorage.clear();
  signInCustomer();
});
afterEach(() => {
  cleanup();
  cartStore.reset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CartPanel', () => {
  it('is a modal dialog with the lines, their variant, prices and the subtotal', async () => {
    serve();
    expect(render(<CartPanel />).container.innerHTML).toBe('');
    cleanup();
    const panel = await openPanel();
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(within(panel).getByRole('heading', { name: 'Your bag (3)' })).toBeTruthy();
    const [first] = within(panel).getAllByTestId('cart-line');
    expect(within(first!).getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe(
      '/p/product-1',
    );
    expect(first!.textContent).toContain('M');
    expect(first!.textContent).toContain('₹1,500');
    expect(first!.textContent).toContain('₹2,000');
    expect(within(panel).getByTestId('cart-subtotal').textContent).toBe('₹4,500');
    expect(locked()).toBe(true);
  });

  it('steps a quantity within its stock and says why it stops there', async () => {
    const { calls } = serve();
    const panel = await openPanel();
    const [first] = within(panel).getAllByTestId('cart-line');
    const line = within(first!);
    const plus = line.getByRole('button', { name: 'Increase quantity of Product 1' });
    fireEvent.click(plus);
    await waitFor(() => expect(line.getByTestId('cart-quantity').textContent).toBe('3'));
    expect(calls.at(-1)).toMatchObject({
      url: '/api/io/crm/cart_items/edit?id=l1',
      body: { productVariantId: 'v1', quantity: 3 },
    });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    const count = calls.length;
    fireEvent.click(plus);
    expect(line.getByRole('alert').textContent).toBe(stockMessage(3));
    expect(calls).toHaveLength(count);

    const second = within(within(panel).getAllByTestId('cart-line')[1]!);
    expect(
      (second.getByRole('button', { name: 'Decrease quantity of Scarf' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(second.getByRole('button', { name: 'Remove Scarf' }));
    await waitFor(() => expect(within(panel).getAllByTestId('cart-line')).toHaveLength(1));
  });

  it('links to /checkout and closes the panel on the way', async () => {
    serve();
    const panel = await openPanel();
    const link = within(panel).getByRole('link', { name: CHECKOUT_TEXT });
    expect(link.getAttribute('href')).toBe('/checkout');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(cartStore.getState().panelOpen).toBe(false);
    // Elsewhere than /checkout the browser follows the link.
    expect(click.defaultPrevented).toBe(false);
  });

  it('only closes the panel when the page is already /checkout', async () => {
    serve();
    window.history.pushState(null, '', '/checkout');
    try {
      const panel = await openPanel();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      act(() => {
        within(panel).getByRole('link', { name: CHECKOUT_TEXT }).dispatchEvent(click);
      });
      expect(click.defaultPrevented).toBe(true);
      expect(cartStore.getState().panelOpen).toBe(false);
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('shows an empty bag', async () => {
    serve([]);
    render(<CartPanel />);
    act(() => cartStore.openPanel());
    expect(await screen.findByText(EMPTY_CART_TEXT)).toBeTruthy();
  });

  it('keeps focus inside, and gives it back to the opener when Escape closes it', async () => {
    serve();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const panel = await openPanel();
    const close = within(panel).getByRole('button', { name: CLOSE_CART_LABEL });
    const checkout = within(panel).getByRole('link', { name: CHECKOUT_TEXT });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(checkout);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    vi.useFakeTimers();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(cartStore.getState().panelOpen).toBe(false);
    act(() => {
      vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1);
    });
    expect(screen.queryByTestId('cart-panel')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('cart-panel')).toBeNull();
    expect(locked()).toBe(false);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('closes on the overlay', async () => {
    serve();
    await openPanel();
    fireEvent.click(screen.getByTestId('cart-panel-overlay'));
    expect(cartStore.getState().panelOpen).toBe(false);
  });
});
