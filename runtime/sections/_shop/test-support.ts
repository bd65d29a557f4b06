// Typed builders of catalogue and cart fixtures for the shop sections' tests. For tests only.
import type { CartAnswer, CartLine } from '../../../shared/cart';
import type {
  ListingAnswer,
  ListingFacets,
  ListingItem,
  ListingSectionData,
  ProductDetail,
} from '../../../shared/catalogue';

/** A listing item; `n` varies its id, name, path and variant. */
export function makeItem(n: number, over: Partial<ListingItem> = {}): ListingItem {
  return {
    _id: `p${n}`,
    name: `Product ${n}`,
    price: 150000,
    mrp: 200000,
    path: `product-${n}`,
    brand: 'Loom',
    basicDetails: {
      media: [
        { url: `/demo/p${n}-a.svg`, alt: `Product ${n} front`, width: 600, height: 750 },
        { url: `/demo/p${n}-b.svg`, alt: `Product ${n} back`, width: 600, height: 750 },
      ],
    },
    $card_data: { category: [{ title: 'Shirts', path: 'shirts' }] },
    productVariantId: `v${n}`,
    inStock: true,
    reviewCount: 0,
    rating: 0,
    ...over,
  };
}

/** A listing answer of `items`, `total` in all (default: the items' count). */
export function makeAnswer(items: ListingItem[], over: Partial<ListingAnswer> = {}): ListingAnswer {
  return { data: items, total: items.length, page: 1, size: 10, ...over };
}

export const FACETS: ListingFacets = {
  categories: [
    { slug: 'shirts', title: 'Shirts' },
    { slug: 'kurtas', title: 'Kurtas' },
  ],
  brands: [
    { slug: 'loom', name: 'Loom' },
    { slug: 'weft', name: 'Weft' },
  ],
};

/** What the server pre-loads for a listing section at its defaults (page 1 of 10). */
export function makeListingData(
  answer: ListingAnswer,
  over: Partial<ListingSectionData> = {},
): ListingSectionData {
  return {
    state: { filters: {}, sort: 'created', page: 1, size: 10 },
    answer,
    facets: FACETS,
    ownsUrl: false,
    ...over,
  };
}

/** A bag line; `n` varies its ids. */
export function makeLine(n: number, over: Partial<CartLine> = {}): CartLine {
  return {
    _id: `l${n}`,
    productVariantId: `v${n}`,
    quantity: 1,
    name: `Product ${n}`,
    variantTitle: 'M',
    path: `product-${n}`,
    image: { url: `/demo/p${n}-a.svg`, alt: '', width: 600, height: 750 },
    price: 150000,
    mrp: 200000,
    stock: 5,
    ...over,
  };
}

/** The bag's answer for `lines`, with its count and subtotal. */
export function makeCart(lines: CartLine[]): CartAnswer {
  return {
    data: lines,
    total: lines.length,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: lines.reduce((n, l) => n + l.quantity * l.price, 0),
  };
}

/** A product of the product page with three sizes (L out of stock). */
export function makeProduct(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: 'p1',
    name: 'Linen shirt',
    price: 150000,
    mrp: 200000,
    path: 'linen-shirt',
    brand: 'Loom',
    basicDetails: {
      media: [
        { url: '/demo/a.svg', alt: 'Front', width: 600, height: 750 },
        { url: '/demo/b.svg', alt: 'Back', width: 600, height: 750 },
        { url: '/demo/c.svg', alt: 'Detail', width: 600, height: 750 },
      ],
    },
    $card_data: { category: [{ title: 'Shirts', path: 'shirts' }] },
    reviewCount: 3,
    rating: 4.3,
    descriptionHtml: '<p>Soft <strong>linen</strong>.</p>',
    variants: [
      { _id: 'v-s', title: 'S', options: { Size: 'S' }, price: 150000, mrp: 200000, stock: 12 },
      { _id: 'v-m', title: 'M', options: { Size: 'M' }, price: 160000, mrp: 200000, stock: 2 },
      { _id: 'v-l', title: 'L', options: { Size: 'L' }, price: 150000, mrp: 200000, stock: 0 },
    ],
    defaultVariantId: 'v-s',
    breadcrumbs: [
      { title: 'Apparel', path: 'apparel' },
      { title: 'Shirts', path: 'shirts' },
    ],
    ...over,
  };
}

/** Signs a customer in, as the login screen leaves it in this browser. */
export function signInCustomer(): void {
  localStorage.setItem('user-auth-token', 'tok');
  localStorage.setItem('user-login-data', JSON.stringify({ token: 'tok', userType: 'CUSTOMER' }));
}
