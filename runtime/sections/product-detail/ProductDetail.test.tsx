// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  productDetailSchema,
  type ProductDetailConfig,
} from '../../../schemas/sections/product-detail';
import { ADD_TO_WISHLIST_LABEL, PRODUCT_NOT_FOUND_MESSAGE } from '../../../shared/cart';
import { validateAgainst } from '../../../shared/validate';
import { cartStore } from '../../commerce/cart-store';
import { wishlistStore } from '../../commerce/wishlist-store';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, stubLocation } from '../../ui/test-fetch';
import { makeProduct, signInCustomer } from '../_shop/test-support';
import { productDetail } from './index';
import { BUILDER_NOTE, NO_REVIEWS_TEXT, ProductDetail } from './ProductDetail';
import { shownOptions } from '../../../shared/product-options';
import { SHOW_MORE_REVIEWS } from './ProductReviews';
import { pickVariant, stockText, valueAvailable, valueState, variantFromSearch } from './variants';

vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const config = productDetail.defaults as ProductDetailConfig;

function ui(data: unknown, mode: 'public' | 'builder' = 'public', c = config) {
  return (
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode, path: '/p/linen-shirt' }}>
      <ProductDetail id="pd" config={c} data={data} />
    </RuntimeProvider>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  // A pick writes ?variant= into the address; the next test starts without it.
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  cartStore.reset();
  wishlistStore.reset();
});

describe('ProductDetail', () => {
  it('has defaults that validate', () => {
    expect(validateAgainst(productDetailSchema, config)).toBeNull();
    expect(productDetail.interactive).toBe(true);
  });

  it('hydrates the server markup unchanged', () => {
    const data = { product: makeProduct() };
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui(data));
    document.body.appendChild(container);
    const before = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(ui(data), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    errors.mockRestore();
  });

  it('says under the price whether tax is included or added at checkout', () => {
    render(ui({ product: makeProduct() }));
    expect(screen.getByTestId('product-tax-note').textContent).toBe('Tax included.');
    cleanup();
    render(
      <RuntimeProvider
        value={{ ...DEFAULT_RUNTIME_CONTEXT, path: '/p/linen-shirt', pricesExcludeTax: true }}
      >
        <ProductDetail id="pd" config={config} data={{ product: makeProduct() }} />
      </RuntimeProvider>,
    );
    expect(screen.getByTestId('product-tax-note').textContent).toBe(
      'Taxes calculated at checkout.',
    );
  });

  it('shows breadcrumbs, name, brand, prices, discount, stock, description and reviews', () => {
    render(ui({ product: makeProduct() }));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Shirts' }).getAttribute('href')).toBe(
      '/c/shirts',
    );
    expect(within(crumbs).getByText('Linen shirt').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeTruthy();
    expect(screen.getByText('Loom')).toBeTruthy();
    const detail = screen.getByTestId('product-detail');
    expect(detail.querySelector('.sw-price__now')?.textContent).toBe('₹1,500');
    expect(detail.querySelector('s')?.textContent).toContain('₹2,000');
    expect(screen.getByTestId('discount-tag').textContent).toBe('25% Off');
    expect(screen.getByTestId('stock-state').textContent).toBe('In stock');
    expect(detail.querySelector('.sw-product-detail__description strong')?.textContent).toBe(
      'linen',
    );
    const reviews = screen.getByTestId('reviews-summary');
    expect(within(reviews).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(reviews.textContent).toContain('4.3 out of 5 · 3 reviews');
  });

  it('chooses a variant: price and stock follow, out-of-stock values are disabled', () => {
    render(ui({ product: makeProduct() }));
    const s = screen.getByRole('button', { name: 'S' });
    const m = screen.getByRole('button', { name: 'M' });
    // Still named to a screen reader, with why it cannot be picked.
    const l = screen.getByRole('button', { name: 'L, sold out' }) as HTMLButtonElement;
    expect(s.getAttribute('aria-pressed')).toBe('true');
    expect(l.disabled).toBe(true);
    fireEvent.click(m);
    expect(m.getAttribute('aria-pressed')).toBe('true');
    expect(s.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('stock-state').textContent).toBe('Only 2 left');
    expect(document.querySelector('.sw-price__now')?.textContent).toBe('₹1,600');
    expect(screen.getByText('Size: M')).toBeTruthy();
  });

  it('disables Add to bag when the chosen variant is out of stock', () => {
    const product = makeProduct({ defaultVariantId: 'v-l' });
    render(ui({ product }));
    expect(screen.getByTestId('stock-state').textContent).toBe('Out of stock');
    expect((screen.getByTestId('add-to-bag') as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds the chosen variant, and sends a signed-out visitor to login', async () => {
    const assign = stubLocation();
    const { calls: before } = stubFetch(() => ({ status: 404 }));
    render(ui({ product: makeProduct() }));
    fireEvent.click(screen.getByTestId('add-to-bag'));
    expect(assign).toHaveBeenCalledTimes(1);
    // Only the public reviews are read; nothing of the bag.
    expect(before.map((c) => c.url)).toEqual([
      '/api/io/crm/admin/public/product/review?productVariantId=v-s',
    ]);
    cleanup();
    vi.unstubAllGlobals();

    signInCustomer();
    const { calls } = stubFetch(() => ({ body: { data: [], total: 0, count: 0, subtotal: 0 } }));
    render(ui({ product: makeProduct() }));
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    fireEvent.click(screen.getByTestId('add-to-bag'));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/cart_items/add'))?.body).toEqual({
        productVariantId: 'v-m',
        quantity: 1,
      }),
    );
    expect(screen.getByRole('button', { name: ADD_TO_WISHLIST_LABEL })).toBeTruthy();
  });

  it('moves through the gallery with the thumbnails and the arrow keys', () => {
    render(ui({ product: makeProduct() }));
    const main = () => document.querySelector('.sw-product-detail__image')?.getAttribute('src');
    expect(main()).toBe('/demo/a.svg');
    const thumbs = within(screen.getByRole('group', { name: 'Product images' })).getAllByRole(
      'button',
    );
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    fireEvent.click(thumbs[1]!);
    expect(main()).toBe('/demo/b.svg');
    expect(thumbs[1]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(thumbs[1]!, { key: 'ArrowRight' });
    expect(main()).toBe('/demo/c.svg');
    expect(document.activeElement).toBe(thumbs[2]);
    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    expect(main()).toBe('/demo/a.svg');
    fireEvent.keyDown(thumbs[0]!, { key: 'End' });
    expect(main()).toBe('/demo/c.svg');
  });

  it("says 'No reviews yet' without reviews, and hides reviews and crumbs when off", () => {
    render(ui({ product: makeProduct({ reviewCount: 0, rating: 0 }) }));
    expect(screen.getByTestId('reviews-summary').textContent).toContain(NO_REVIEWS_TEXT);
    cleanup();
    render(
      ui({ product: makeProduct() }, 'public', { showBreadcrumbs: false, showReviews: false }),
    );
    expect(screen.queryByTestId('reviews-summary')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('lists the product’s reviews under the summary, read in the browser', async () => {
    const { calls } = stubFetch(() => ({
      body: {
        data: [
          {
            _id: 'r1',
            rating: 5,
            comment: 'Lovely fabric.',
            author: 'Asha V.',
            created: '2025-03-02T12:00:00.000Z',
          },
          {
            _id: 'r2',
            rating: 3,
            comment: '',
            author: 'Ravi',
            created: '2025-03-01T12:00:00.000Z',
          },
        ],
        total: 2,
        rating: 4,
      },
    }));
    render(ui({ product: makeProduct() }));
    const items = await screen.findAllByTestId('product-review');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Asha V.');
    expect(items[0]!.textContent).toContain('Lovely fabric.');
    expect(items[0]!.textContent).toContain('2 Mar 2025');
    expect(within(items[1]!).getByRole('img').getAttribute('aria-label')).toBe('Rated 3 out of 5');
    expect(calls[0]).toMatchObject({ method: 'GET' });
    // The summary stays the catalogue's.
    expect(screen.getByTestId('reviews-summary').textContent).toContain('4.3 out of 5 · 3 reviews');
  });

  it('picks by Size and Colour: a missing combination struck through, the image and address follow', () => {
    const media = makeProduct().basicDetails.media;
    const product = makeProduct({
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Indigo', 'Rust'] },
      ],
      variants: [
        {
          _id: 'si',
          title: 'S / Indigo',
          options: { Size: 'S', Colour: 'Indigo' },
          price: 100,
          mrp: null,
          stock: 4,
          image: media[0]!,
        },
        {
          _id: 'sr',
          title: 'S / Rust',
          options: { Size: 'S', Colour: 'Rust' },
          price: 100,
          mrp: null,
          stock: 0,
          image: media[1]!,
        },
        {
          _id: 'mi',
          title: 'M / Indigo',
          options: { Size: 'M', Colour: 'Indigo' },
          price: 120000,
          mrp: null,
          stock: 9,
          image: media[2]!,
        },
      ],
      defaultVariantId: 'si',
    });
    window.history.replaceState(null, '', '/p/linen-shirt?variant=mi');
    render(ui({ product }));
    // The address's variant is shown once hydrated; M has no Rust, S / Rust is sold out.
    expect(screen.getByText('Size: M')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rust, unavailable' }).className).toContain(
      'is-unavailable',
    );
    expect(screen.getByTestId('stock-state').textContent).toBe('In stock');
    const main = document.querySelector('.sw-product-detail__main-image img');
    expect(main?.getAttribute('alt')).toBe('Detail');
    fireEvent.click(screen.getByRole('button', { name: 'S' }));
    expect(screen.getByText('Colour: Indigo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rust, sold out' })).toBeTruthy();
    expect(window.location.search).toBe('?variant=si');
    expect(document.querySelector('.sw-product-detail__main-image img')?.getAttribute('alt')).toBe(
      'Front',
    );
  });

  it('shows more reviews a page at a time', async () => {
    const review = (n: number) => ({
      _id: `r${n}`,
      rating: 4,
      comment: `Review ${n}`,
      author: 'Asha V.',
      created: '2025-03-02T12:00:00.000Z',
    });
    const { calls } = stubFetch((url) =>
      url.includes('page=2')
        ? { body: { data: [review(6)], total: 6, rating: 4, page: 2, more: false } }
        : { body: { data: [1, 2, 3, 4, 5].map(review), total: 6, rating: 4, page: 1, more: true } },
    );
    render(ui({ product: makeProduct() }));
    expect(await screen.findAllByTestId('product-review')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: SHOW_MORE_REVIEWS }));
    await vi.waitFor(() => expect(screen.getAllByTestId('product-review')).toHaveLength(6));
    expect(screen.queryByRole('button', { name: SHOW_MORE_REVIEWS })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/io/crm/admin/public/product/review?productVariantId=v-s',
      '/api/io/crm/admin/public/product/review?productVariantId=v-s&page=2',
    ]);
  });

  it('shows no list when the reviews cannot be read', async () => {
    const { calls } = stubFetch(() => ({ status: 500, body: {} }));
    render(ui({ product: makeProduct() }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('product-reviews')).toBeNull();
    expect(screen.getByTestId('reviews-summary')).toBeTruthy();
  });

  it("shows 'Product not found' for a missing product", () => {
    render(ui({ product: null }));
    expect(screen.getByTestId('product-not-found').textContent).toBe(PRODUCT_NOT_FOUND_MESSAGE);
    cleanup();
    render(ui(undefined));
    expect(screen.getByTestId('product-not-found')).toBeTruthy();
  });

  it('shows a sample product and sample reviews under a note in the builder without data', () => {
    const { fetch: before } = stubFetch(() => ({ status: 404 }));
    render(ui(undefined, 'builder'));
    expect(screen.getAllByTestId('product-review').length).toBeGreaterThan(0);
    expect(before).not.toHaveBeenCalled();
    expect(screen.getByTestId('product-detail-note').textContent).toBe(BUILDER_NOTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Sample product' })).toBeTruthy();
    const { fetch } = stubFetch(() => ({ status: 404 }));
    fireEvent.click(screen.getByTestId('add-to-bag'));
    expect(fetch).not.toHaveBeenCalled();
    cleanup();
    render(ui({ product: null }, 'builder'));
    expect(screen.getByTestId('product-detail-note')).toBeTruthy();
  });
});

describe('variant choice', () => {
  const variants = [
    {
      _id: 'a',
      title: 'S / Red',
      options: { Size: 'S', Colour: 'Red' },
      price: 1,
      mrp: null,
      stock: 0,
    },
    {
      _id: 'b',
      title: 'S / Blue',
      options: { Size: 'S', Colour: 'Blue' },
      price: 1,
      mrp: null,
      stock: 3,
    },
    {
      _id: 'c',
      title: 'M / Red',
      options: { Size: 'M', Colour: 'Red' },
      price: 1,
      mrp: null,
      stock: 4,
    },
    {
      _id: 'd',
      title: 'L / Red',
      options: { Size: 'L', Colour: 'Red' },
      price: 1,
      mrp: null,
      stock: 0,
    },
  ];

  it('groups option values in first-use order', () => {
    expect(shownOptions(undefined, variants)).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ]);
  });

  it('disables a value no in-stock variant has', () => {
    expect(valueAvailable(variants, 'Size', 'L')).toBe(false);
    expect(valueAvailable(variants, 'Size', 'S')).toBe(true);
  });

  it('keeps the other options when it can, else picks an in-stock variant with the value', () => {
    expect(pickVariant(variants, variants[2]!, 'Size', 'S')?._id).toBe('b');
    expect(pickVariant(variants, variants[1]!, 'Size', 'M')?._id).toBe('c');
    expect(pickVariant(variants, variants[2]!, 'Colour', 'Blue')?._id).toBe('b');
  });

  it('says whether a value makes a variant in stock, a sold-out one or none', () => {
    const options = shownOptions(undefined, variants);
    expect(valueState(variants, options, variants[2]!, 'Colour', 'Blue')).toBe('missing');
    expect(valueState(variants, options, variants[1]!, 'Colour', 'Red')).toBe('soldOut');
    expect(valueState(variants, options, variants[0]!, 'Colour', 'Blue')).toBe('ok');
  });

  it('reads the variant the address asks for', () => {
    expect(variantFromSearch(variants, '?variant=c')?._id).toBe('c');
    expect(variantFromSearch(variants, '?variant=zzz')).toBeUndefined();
    expect(variantFromSearch(variants, '')).toBeUndefined();
  });

  it('says in stock, only N left, or out of stock', () => {
    expect(stockText(0)).toBe('Out of stock');
    expect(stockText(-1)).toBe('Out of stock');
    expect(stockText(5)).toBe('Only 5 left');
    expect(stockText(6)).toBe('In stock');
  });
});
