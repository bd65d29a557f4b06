// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productGridSchema, type ProductGridConfig } from '../../../schemas/sections/product-grid';
import {
  ADD_TO_WISHLIST_LABEL,
  PRODUCT_NOT_FOUND_MESSAGE,
  REMOVE_FROM_WISHLIST_LABEL,
} from '../../../shared/cart';
import { POPUP_CLOSE_DELAY_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { wishlistStore } from '../../commerce/wishlist-store';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, stubLocation } from '../../ui/test-fetch';
import {
  FACETS,
  makeAnswer,
  makeItem,
  makeListingData,
  signInCustomer,
} from '../_shop/test-support';
import { LISTING_PATH } from '../_shop/use-listing';
import { productGrid } from './index';
import { ProductGrid } from './ProductGrid';

vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const URL_PATH = `/api/io/crm${LISTING_PATH}`;
const base = productGrid.defaults as ProductGridConfig;
const withFilters: ProductGridConfig = {
  ...base,
  dynamicContentFilter: { ...base.dynamicContentFilter, showSideFilter: true },
};

function ui(config: ProductGridConfig, data?: unknown, mode: 'public' | 'builder' = 'public') {
  return (
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode, path: '/c/apparel' }}>
      <ProductGrid id="g" config={config} data={data} />
    </RuntimeProvider>
  );
}

/** A listing server: every request answers `items` with `total`, and echoes the page asked for. */
function serveListing(items = [makeItem(1), makeItem(2)], total = items.length) {
  return stubFetch((url, init) => {
    if (url !== URL_PATH) return { status: 404 };
    const body = JSON.parse(init.body ?? '{}') as { page: { number: number; size: number } };
    return { body: { ...makeAnswer(items, { total, page: body.page.number }), facets: FACETS } };
  });
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/c/apparel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  wishlistStore.reset();
});

describe('ProductGrid', () => {
  it('has defaults that validate and is interactive', () => {
    expect(validateAgainst(productGridSchema, base)).toBeNull();
    expect(productGrid.interactive).toBe(true);
  });

  it("hydrates the server's markup unchanged, without fetching", () => {
    const { fetch } = serveListing();
    const data = makeListingData(makeAnswer([makeItem(1), makeItem(2)], { total: 25 }));
    const html = renderToString(ui(withFilters, data));
    expect(html).toContain('Product 1');
    expect(html).toContain('Page 1 of 3');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const before = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(ui(withFilters, data), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(fetch).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows cards: first image, second on hover, link to /p/{path}, heading and prices', () => {
    serveListing();
    render(ui(base, makeListingData(makeAnswer([makeItem(1)]))));
    const card = screen.getByTestId('product-card');
    const imgs = card.querySelectorAll('img');
    expect(imgs[0]?.getAttribute('src')).toBe('/demo/p1-a.svg');
    expect(imgs[0]?.getAttribute('alt')).toBe('Product 1 front');
    expect(imgs[0]?.getAttribute('loading')).toBe('lazy');
    expect(imgs[0]?.getAttribute('width')).toBe('600');
    expect(imgs[1]?.getAttribute('src')).toBe('/demo/p1-b.svg');
    expect(imgs[1]?.getAttribute('alt')).toBe('');
    expect(within(card).getByRole('heading', { name: 'Product 1' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe(
      '/p/product-1',
    );
    expect(card.querySelector('.sw-price__now')?.textContent).toBe('₹1,500');
    expect(card.querySelector('s')?.textContent).toContain('₹2,000');
    expect(within(card).getByTestId('discount-badge').textContent).toBe('25% Off');
    expect(within(card).getByRole('button', { name: ADD_TO_WISHLIST_LABEL })).toBeTruthy();
  });

  it('shows no badge and no struck price in the blank cases', () => {
    const items = [
      makeItem(1, { mrp: null }),
      makeItem(2, { mrp: 0 }),
      makeItem(3, { price: 250000, mrp: 200000 }),
      makeItem(4, { price: 200000, mrp: 200000 }),
      makeItem(5, { mrp: Number.NaN }),
    ];
    serveListing();
    render(ui(base, makeListingData(makeAnswer(items))));
    expect(screen.getAllByTestId('product-card')).toHaveLength(5);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it("shows 'Product not found' with its illustration when the listing is empty", () => {
    serveListing([]);
    render(ui(base, makeListingData(makeAnswer([]))));
    const empty = screen.getByTestId('product-not-found');
    expect(empty.textContent).toBe(PRODUCT_NOT_FOUND_MESSAGE);
    expect(empty.querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('shows a spinner and fetches its own listing without data', async () => {
    const { calls } = serveListing([makeItem(7)]);
    render(ui(base));
    expect(screen.getByTestId('listing-spinner')).toBeTruthy();
    await screen.findByRole('link', { name: 'Product 7' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: URL_PATH,
      method: 'POST',
      body: {
        section: 'g',
        filter: {},
        sort: 'created',
        page: { number: 1, size: 10 },
        facets: true,
      },
    });
    expect(calls[0]?.headers['x-app-platform']).toBe('WEB');
  });

  it('moves between pages within bounds', async () => {
    const { calls } = serveListing([makeItem(1)], 25);
    render(ui(base, makeListingData(makeAnswer([makeItem(1)], { total: 25 }))));
    const nav = screen.getByTestId('pagination');
    const prev = within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = within(nav).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    await waitFor(() => expect(nav.textContent).toContain('Page 2 of 3'));
    fireEvent.click(next);
    await waitFor(() => expect(next.disabled).toBe(true));
    expect(nav.textContent).toContain('Page 3 of 3');
    expect(calls.map((c) => (c.body as { page: { number: number } }).page.number)).toEqual([2, 3]);
  });

  it('sends a page past the end back to the last page', async () => {
    const { calls } = serveListing([], 25);
    const data = makeListingData(makeAnswer([], { total: 25 }), {
      state: { filters: {}, sort: 'created', page: 9, size: 10 },
    });
    render(ui(base, data));
    expect(screen.getByTestId('pagination').textContent).toContain('Page 9 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ page: { number: 3, size: 10 } });
  });

  it('filters, sorts and pages with the right requests and keeps them in the URL', async () => {
    const { calls } = serveListing([makeItem(1)], 30);
    const push = vi.spyOn(window.history, 'pushState');
    render(
      ui(withFilters, makeListingData(makeAnswer([makeItem(1)], { total: 30 }), { ownsUrl: true })),
    );
    const side = screen.getByTestId('g-side-filters');

    fireEvent.click(within(side).getByRole('radio', { name: 'Kurtas' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      section: 'g',
      filter: { category: 'kurtas' },
      sort: 'created',
      page: { number: 1, size: 10 },
      facets: true,
    });
    expect(window.location.pathname + window.location.search).toBe('/c/apparel?category=kurtas');
    // Each filter and sort is a step Back undoes.
    expect(push).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'priceLowToHigh' } });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({
      sort: 'priceLowToHigh',
      filter: { category: 'kurtas' },
    });
    expect(window.location.search).toBe('?category=kurtas&sort=priceLowToHigh');
    expect(push).toHaveBeenCalledTimes(2);

    fireEvent.change(within(side).getByLabelText('Min (₹)'), { target: { value: '500' } });
    fireEvent.change(within(side).getByLabelText('Max (₹)'), { target: { value: '1999.5' } });
    fireEvent.click(within(side).getByRole('button', { name: 'Apply' }));
    fireEvent.click(within(side).getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]?.body).toMatchObject({
      filter: { category: 'kurtas', minPrice: 50000, maxPrice: 199950, inStock: true },
      page: { number: 1, size: 10 },
    });
    expect(new URLSearchParams(window.location.search).get('min')).toBe('50000');

    push.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls).toHaveLength(5));
    expect(push).toHaveBeenCalledTimes(1);
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');

    // Back: the URL says page 1 again, and the grid follows.
    act(() => {
      window.history.replaceState(null, '', '/c/apparel?category=kurtas');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(calls).toHaveLength(6));
    expect(calls[5]?.body).toEqual({
      section: 'g',
      filter: { category: 'kurtas' },
      sort: 'created',
      page: { number: 1, size: 10 },
      facets: true,
    });

    fireEvent.click(within(side).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls).toHaveLength(7));
    expect(window.location.search).toBe('');
    push.mockRestore();
  });

  it('leaves the URL alone when it does not own it', async () => {
    const { calls } = serveListing();
    render(ui(withFilters, makeListingData(makeAnswer([makeItem(1)]))));
    fireEvent.click(
      within(screen.getByTestId('g-side-filters')).getByRole('radio', { name: 'Weft' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ filter: { brand: 'weft' } });
    expect(window.location.search).toBe('');
  });

  it('opens the Filters popup: a modal that traps focus and closes on Escape after 200 ms', () => {
    serveListing();
    render(ui(base, makeListingData(makeAnswer([makeItem(1)]))));
    const button = screen.getByRole('button', { name: 'Filters' });
    button.focus();
    fireEvent.click(button);
    const popup = screen.getByTestId('filters-popup');
    expect(popup.getAttribute('role')).toBe('dialog');
    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(within(popup).getByRole('heading', { name: 'Filters' })).toBeTruthy();
    expect(within(popup).getByRole('radio', { name: 'Kurtas' })).toBeTruthy();
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(true);
    const close = within(popup).getByRole('button', { name: 'Close filters' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(popup.contains(document.activeElement)).toBe(true);

    vi.useFakeTimers();
    fireEvent.keyDown(window, { key: 'Escape' });
    act(() => {
      vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1);
    });
    expect(screen.queryByTestId('filters-popup')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('filters-popup')).toBeNull();
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('shows a search box with showSearch that opens the search page within its category', () => {
    serveListing();
    const assign = stubLocation();
    const config: ProductGridConfig = {
      ...base,
      showSearch: true,
      dynamicContentFilter: { ...base.dynamicContentFilter, filters: { category: 'kurtas' } },
    };
    render(ui(config, makeListingData(makeAnswer([makeItem(1)]))));
    const form = screen.getByTestId('grid-search');
    expect(form.getAttribute('action')).toBe('/search');
    const input = screen.getByTestId('grid-search-input');
    expect(input.getAttribute('role')).toBe('combobox');
    fireEvent.change(input, { target: { value: 'cotton kurta' } });
    (input as HTMLInputElement).value = 'cotton kurta';
    fireEvent.submit(form);
    expect(assign).toHaveBeenCalledWith('/search?q=cotton%20kurta&category=kurtas');
    cleanup();
    render(ui(base, makeListingData(makeAnswer([makeItem(1)]))));
    expect(screen.queryByTestId('grid-search')).toBeNull();
  });

  it('shows no side filter, Filters button or sort when they are off', () => {
    serveListing();
    render(ui({ ...base, showFilter: false }, makeListingData(makeAnswer([makeItem(1)]))));
    expect(screen.queryByTestId('filters-button')).toBeNull();
    expect(screen.queryByTestId('sort-select')).toBeNull();
    expect(screen.queryByTestId('g-side-filters')).toBeNull();
  });

  it('sends a signed-out visitor to login from the heart, back to this page', () => {
    serveListing();
    const assign = stubLocation({ search: '?sort=name' });
    render(ui(base, makeListingData(makeAnswer([makeItem(1)]))));
    fireEvent.click(screen.getByRole('button', { name: ADD_TO_WISHLIST_LABEL }));
    expect(assign).toHaveBeenCalledWith(
      `/login?from=${encodeURIComponent(`${window.location.pathname}?sort=name`)}`,
    );
  });

  it('toggles the heart for a signed-in customer', async () => {
    signInCustomer();
    const { calls } = stubFetch((url) => {
      if (url.endsWith('/cuser/wishlist/all')) return { body: { data: [], total: 0 } };
      if (url.endsWith('/wishlist/add')) return { body: { data: { _id: 'w1' } } };
      return { status: 404 };
    });
    render(ui(base, makeListingData(makeAnswer([makeItem(1)]))));
    fireEvent.click(screen.getByRole('button', { name: ADD_TO_WISHLIST_LABEL }));
    await screen.findByRole('button', { name: REMOVE_FROM_WISHLIST_LABEL });
    await waitFor(() => expect(calls.map((c) => c.url).at(-1)).toBe('/api/io/crm/wishlist/add'));
  });

  it('fetches again when the builder changes the config', async () => {
    const { calls } = serveListing([makeItem(3)]);
    const data = makeListingData(makeAnswer([makeItem(1)]));
    const view = render(ui(base, data, 'builder'));
    expect(calls).toHaveLength(0);
    const changed: ProductGridConfig = {
      ...base,
      dynamicContentFilter: {
        ...base.dynamicContentFilter,
        shortBY: 'name',
        filters: { brand: 'loom' },
      },
    };
    view.rerender(ui(changed, data, 'builder'));
    await screen.findByRole('link', { name: 'Product 3' });
    expect(calls[0]?.body).toMatchObject({ filter: { brand: 'loom' }, sort: 'name' });
  });

  it('shows hand-written cards with the same card when not filled from the catalogue', () => {
    const { fetch } = serveListing();
    const config: ProductGridConfig = {
      ...base,
      showDynamicContent: false,
      cards: [
        {
          title: 'Gift card',
          image: '/demo/gift.svg',
          price: 100000,
          mrp: 120000,
          buttonAction: { navigateTo: 'page', page: '/gift' },
        },
      ],
    };
    render(ui(config));
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'Gift card' }).getAttribute('href')).toBe(
      '/gift',
    );
    expect(within(card).getByTestId('discount-badge').textContent).toBe('16% Off');
    expect(within(card).queryByRole('button', { name: ADD_TO_WISHLIST_LABEL })).toBeNull();
    expect(screen.queryByTestId('filters-button')).toBeNull();
    expect(screen.queryByTestId('pagination')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 500 } : { body: makeAnswer([makeItem(8)]) }));
    render(ui(base));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Products could not be loaded.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Product 8' });
  });
});
