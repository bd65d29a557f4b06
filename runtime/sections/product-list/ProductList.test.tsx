// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productListSchema, type ProductListConfig } from '../../../schemas/sections/product-list';
import { ADD_TO_BAG_LABEL, CART_ADDED_MESSAGE, CART_FAILED_MESSAGE } from '../../../shared/cart';
import { validateAgainst } from '../../../shared/validate';
import { cartStore } from '../../commerce/cart-store';
import { toastStore } from '../../commerce/toast-store';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, stubLocation } from '../../ui/test-fetch';
import {
  makeAnswer,
  makeCart,
  makeItem,
  makeLine,
  makeListingData,
  signInCustomer,
} from '../_shop/test-support';
import { productList } from './index';
import { ProductList } from './ProductList';

vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const base = productList.defaults as ProductListConfig;

function ui(config: ProductListConfig, data?: unknown) {
  return (
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, path: '/' }}>
      <ProductList id="l" config={config} data={data} />
    </RuntimeProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  cartStore.reset();
  toastStore.setState({ toasts: [] });
});

describe('ProductList', () => {
  it('has defaults that validate: 4 columns, 4 cards, no pagination', () => {
    expect(validateAgainst(productListSchema, base)).toBeNull();
    expect(base.columns).toBe(4);
    expect(base.dynamicContentFilter.totalCardsToShow).toBe(4);
    expect(productList.variants).toEqual(['cards', 'reviews']);
  });

  it('server-renders the cards: image, title, category, prices, % Off and Add to bag', () => {
    const html = renderToString(ui(base, makeListingData(makeAnswer([makeItem(1)]))));
    document.body.innerHTML = html;
    const card = screen.getByTestId('product-card');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/demo/p1-a.svg');
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(within(card).getByRole('heading', { name: 'Product 1' })).toBeTruthy();
    expect(card.querySelector('.sw-list-card__category')?.textContent).toBe('Shirts');
    expect(card.querySelector('s')?.textContent).toContain('₹2,000');
    expect(within(card).getByTestId('discount-tag').textContent).toBe('25% Off');
    expect(within(card).getByRole('button', { name: ADD_TO_BAG_LABEL })).toBeTruthy();
    expect(html).toContain('sw-product-list--cols-4');
    document.body.innerHTML = '';
  });

  it("hydrates the server's markup unchanged, without fetching", () => {
    const { fetch } = stubFetch(() => ({ status: 404 }));
    const data = makeListingData(makeAnswer([makeItem(1), makeItem(2)]));
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui({ ...base, variant: 'reviews' }, data));
    document.body.appendChild(container);
    const before = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(ui({ ...base, variant: 'reviews' }, data), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(fetch).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('puts the configured number of columns on the section', () => {
    for (const columns of [1, 2, 3, 4] as const) {
      const { container } = render(ui({ ...base, columns }, makeListingData(makeAnswer([]))));
      expect(container.querySelector(`.sw-product-list--cols-${columns}`)).not.toBeNull();
      cleanup();
    }
  });

  it('shows no % Off tag in the blank cases', () => {
    const items = [
      makeItem(1, { mrp: null }),
      makeItem(2, { mrp: 0 }),
      makeItem(3, { price: 300000 }),
      makeItem(4, { price: 200000 }),
    ];
    render(ui(base, makeListingData(makeAnswer(items))));
    expect(screen.getAllByTestId('product-card')).toHaveLength(4);
    expect(screen.queryByTestId('discount-tag')).toBeNull();
  });

  it('shows the stars and the review count in the reviews layout', () => {
    const item = makeItem(1, { rating: 4.5, reviewCount: 12 });
    render(ui({ ...base, variant: 'reviews' }, makeListingData(makeAnswer([item]))));
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('(12 reviews)')).toBeTruthy();
  });

  it('sends a signed-out visitor to login from Add to bag, and calls nothing', () => {
    const { fetch } = stubFetch(() => ({ status: 404 }));
    const assign = stubLocation();
    render(ui(base, makeListingData(makeAnswer([makeItem(1)]))));
    fireEvent.click(screen.getByRole('button', { name: ADD_TO_BAG_LABEL }));
    expect(assign).toHaveBeenCalledWith(
      `/login?from=${encodeURIComponent(window.location.pathname)}`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds one with a loading flag, then toasts and opens the side cart', async () => {
    signInCustomer();
    // The server answers once the test lets it: the loading flag shows meanwhile.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { body?: string }) => {
        calls.push({ url, body: init.body ? JSON.parse(init.body) : undefined });
        await gate;
        return { ok: true, status: 200, text: async () => JSON.stringify(makeCart([makeLine(1)])) };
      }),
    );
    render(ui(base, makeListingData(makeAnswer([makeItem(1), makeItem(2)]))));
    const [first, second] = screen.getAllByTestId('add-to-bag') as HTMLButtonElement[];
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-disabled')).toBe('true');
    expect(first!.textContent).toBe('Adding…');
    expect(second!.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(first!);
    release();
    await waitFor(() => expect(first!.getAttribute('aria-disabled')).toBeNull());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/io/crm/cart_items/add',
      body: { productVariantId: 'v1', quantity: 1 },
    });
    expect(cartStore.getState().panelOpen).toBe(true);
    expect(toastStore.getState().toasts.map((t) => t.text)).toEqual([CART_ADDED_MESSAGE]);
  });

  it("toasts SPEC's failure text when the add fails", async () => {
    signInCustomer();
    stubFetch(() => ({ status: 500 }));
    render(ui(base, makeListingData(makeAnswer([makeItem(1)]))));
    fireEvent.click(screen.getByRole('button', { name: ADD_TO_BAG_LABEL }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.text)).toEqual([CART_FAILED_MESSAGE]),
    );
    expect(cartStore.getState().panelOpen).toBe(false);
  });

  it('disables Add to bag for an item out of stock', () => {
    render(ui(base, makeListingData(makeAnswer([makeItem(1, { inStock: false })]))));
    const button = screen.getByTestId('add-to-bag') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Out of stock');
  });

  it('pages when pagination is on', async () => {
    const { calls } = stubFetch(() => ({ body: makeAnswer([makeItem(5)], { total: 9 }) }));
    const config: ProductListConfig = {
      ...base,
      dynamicContentFilter: {
        ...base.dynamicContentFilter,
        showPagination: true,
        cardPerSection: 4,
      },
    };
    const data = makeListingData(makeAnswer([makeItem(1)], { total: 9 }), {
      state: { filters: {}, sort: 'created', page: 1, size: 4 },
    });
    render(ui(config, data));
    expect(screen.getByTestId('pagination').textContent).toContain('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Product 5' });
    expect(calls[0]?.body).toEqual({
      section: 'l',
      filter: {},
      sort: 'created',
      page: { number: 2, size: 4 },
    });
  });

  it('links hand-written cards to their target instead of adding them', () => {
    const config: ProductListConfig = {
      ...base,
      showDynamicContent: false,
      cards: [
        {
          title: 'Gift box',
          subtitle: 'Gifts',
          image: '/demo/gift.svg',
          price: 99900,
          buttonAction: { navigateTo: 'product', product: 'gift-box' },
        },
      ],
    };
    render(ui(config));
    expect(screen.getByText('Gifts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View product' }).getAttribute('href')).toBe(
      '/p/gift-box',
    );
    expect(screen.queryByTestId('add-to-bag')).toBeNull();
  });
});
