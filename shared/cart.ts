// The cart and wishlist contract (SPEC §7 paths), for the server that answers and the storefront
// that shows them. Prices always come from the server, in minor units; the browser never sends one.
import type { ListingItem, VariantLine } from './catalogue';

/** SPEC §7 paths, as the storefront's API client writes them (shared/api-client.ts resolves). */
export const CART_PATHS = {
  add: 'cart_items/add',
  all: 'cart_items/all',
  edit: 'cart_items/edit',
  delete: 'cart_items/delete',
} as const;
export const WISHLIST_PATHS = {
  get: '/cuser/wishlist/get',
  all: '/cuser/wishlist/all',
  add: 'wishlist/add',
  delete: 'wishlist/delete',
} as const;

/** One line of the bag, priced by the server from the live variant. */
export type CartLine = VariantLine & {
  _id: string;
  productVariantId: string;
  quantity: number;
  /** Units the customer may have: the variant's stock (quantities are bounded by it). */
  stock: number;
};

/** cart_items/all (and every cart write) answers the whole bag. */
export type CartAnswer = {
  data: CartLine[];
  /** Number of lines. */
  total: number;
  /** Units over all lines: the header's bag count. */
  count: number;
  /** Sum of price × quantity in minor units. */
  subtotal: number;
  /** The bag's shipping: null while it depends on the address or the weight (checkout says). */
  shipping?: { amount: number | null };
};

/** One wishlist entry with the product as listings show it. */
export type WishlistEntry = { _id: string; productVariantId: string; product: ListingItem };

/** /cuser/wishlist/all answers entries and their count. */
export type WishlistAnswer = { data: WishlistEntry[]; total: number };

/** /cuser/wishlist/get answers the entry for that variant, or null when it is not listed. */
export type WishlistGetAnswer = { data: { _id: string } | null };

/** Largest quantity of one line, whatever the stock (a typo of 1000 is not an order). */
export const MAX_LINE_QUANTITY = 99;

/** SPEC §8 toasts and SPEC §9 labels of the bag and the wishlist. */
export const CART_ADDED_MESSAGE = 'success added in cart';
export const CART_FAILED_MESSAGE = 'failed please try again';
export const WISHLIST_FAILED_FALLBACK = 'invalid';
export const ADD_TO_BAG_LABEL = 'Add to bag';
export const ADD_TO_WISHLIST_LABEL = 'Add to Wishlist';
export const REMOVE_FROM_WISHLIST_LABEL = 'Remove from wishlist';
export const FILTERS_LABEL = 'Filters';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

/** The stock message when a quantity asks for more than there is. */
export function stockMessage(stock: number): string {
  return stock <= 0
    ? 'Sorry, this item is out of stock.'
    : `Only ${stock} left in stock: please choose ${stock} or fewer.`;
}
