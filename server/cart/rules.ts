// The bag's and the wishlist's rules as plain functions: how many units a line may hold, what a
// refusal says, the totals of a bag, a page of a list, and the media of a product row.
import { MAX_LINE_QUANTITY, stockMessage } from '../../shared/cart';
import type { ProductMedia } from '../../shared/catalogue';

/** Lines one bag may hold: SPEC §9 fetches 100 from page 0, so one fetch shows the whole bag. */
export const MAX_CART_LINES = 100;
/** Entries one wishlist may hold, for the same reason. */
export const MAX_WISHLIST_ENTRIES = 100;
/** Largest `s` of the list routes (SPEC §9's fetch size) and largest `p`. */
export const MAX_LIST_SIZE = 100;
export const MAX_LIST_PAGE = 100_000;

/** SPEC §7 `{ s, p }` of the bag's and the wishlist's list routes; SPEC §9 sends s 100, p 0. */
export const listBodySchema = {
  type: 'object',
  properties: {
    s: { type: 'integer', minimum: 1, maximum: MAX_LIST_SIZE, default: MAX_LIST_SIZE },
    p: { type: 'integer', minimum: 0, maximum: MAX_LIST_PAGE, default: 0 },
  },
  additionalProperties: false,
} as const;

export const QUANTITY_MESSAGE = `Please choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`;
export const EDIT_QUANTITY_MESSAGE = `Please choose a quantity from 0 to ${MAX_LINE_QUANTITY} (0 removes the item).`;
export const LINE_LIMIT_MESSAGE = `You can have at most ${MAX_LINE_QUANTITY} of one item in your bag.`;
export const CART_FULL_MESSAGE = `Your bag holds at most ${MAX_CART_LINES} different items. Please remove one first.`;
export const WISHLIST_FULL_MESSAGE = `Your wishlist holds at most ${MAX_WISHLIST_ENTRIES} items. Please remove one first.`;
export const LINE_ID_MESSAGE = 'Please say which item of your bag (id).';
export const ENTRY_ID_MESSAGE = 'Please say which item of your wishlist (_id).';
export const LINE_NOT_FOUND_MESSAGE = 'This item is not in your bag.';
export const ENTRY_NOT_FOUND_MESSAGE = 'This item is not in your wishlist.';
export const OTHER_VARIANT_MESSAGE =
  'This line holds another product: add that one with cart_items/add instead.';
export const VARIANT_ID_MESSAGE = 'Please choose a product (productVariantId).';
export const LIST_PAGE_MESSAGE = `Please ask for a page size s from 1 to ${MAX_LIST_SIZE} and a page p from 0.`;

/** Units of a variant a customer may buy now: none when its product is not on sale. */
export function availableStock(stock: number, productStatus: string): number {
  return productStatus === 'active' ? Math.max(0, stock) : 0;
}

/**
 * Why one line cannot hold `quantity` units of a variant with `stock` units, or null when it
 * can: out of stock, more than the stock, or more than MAX_LINE_QUANTITY whatever the stock.
 */
export function quantityProblem(quantity: number, stock: number): string | null {
  if (stock <= 0) return stockMessage(0);
  if (quantity > stock) return stockMessage(stock);
  if (quantity > MAX_LINE_QUANTITY) return LINE_LIMIT_MESSAGE;
  return null;
}

/** The most units one line of a variant with `stock` units may hold. */
export function lineLimit(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}

/** Lines, units and the subtotal (price × quantity, minor units) of a bag. */
export function cartTotals(lines: readonly { price: number; quantity: number }[]): {
  total: number;
  count: number;
  subtotal: number;
} {
  let count = 0;
  let subtotal = 0;
  for (const l of lines) {
    count += l.quantity;
    subtotal += l.price * l.quantity;
  }
  return { total: lines.length, count, subtotal };
}

/** SPEC §7's `{ s, p }`: page p (from 0) of size s, as LIMIT and OFFSET. */
export function listWindow(s: number, p: number): { limit: number; offset: number } {
  return { limit: s, offset: s * p };
}

/**
 * A product's stored media (JSON ProductMedia[]) read defensively: entries without a URL are
 * dropped, so one bad row cannot break a bag.
 */
export function parseMedia(text: string | null | undefined): ProductMedia[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: ProductMedia[] = [];
  for (const m of raw) {
    if (!m || typeof m !== 'object' || typeof (m as { url?: unknown }).url !== 'string') continue;
    const r = m as Record<string, unknown>;
    out.push({
      url: r.url as string,
      alt: typeof r.alt === 'string' ? r.alt : '',
      width: typeof r.width === 'number' ? r.width : 0,
      height: typeof r.height === 'number' ? r.height : 0,
    });
  }
  return out;
}
