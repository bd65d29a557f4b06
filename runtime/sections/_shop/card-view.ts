// One card shape for the shop's cards, whether the product comes from the catalogue (a listing
// item) or was written by hand in the section's config (SPEC §3 "product card view").
import type { ProductCardConfig } from '../../../schemas/sections/product-grid';
import { resolveButtonAction, type ResolvedLink } from '../../../shared/button-action';
import { productHref, type ListingItem, type ProductMedia } from '../../../shared/catalogue';
import { cardDiscountPercent } from '../../../shared/format';
import { useRuntime } from '../../context';

/** What a card shows. Money in minor units. */
export type CardView = {
  key: string;
  title: string;
  /** Brand of a catalogue product; empty for hand-written cards. */
  brand: string;
  /** First category's title ($card_data.category[0].title), or a hand-written subtitle. */
  category: string;
  link: ResolvedLink | null;
  /** The first image shows; the second, if any, on hover. */
  images: readonly ProductMedia[];
  price: number;
  mrp: number | null;
  rating: number;
  reviewCount: number;
  /** The catalogue item: Add to bag and the heart act on it; null for hand-written cards. */
  item: ListingItem | null;
};

/** Hand-written card images have no stored size: the shop's 4:5 portrait frame. */
export const CARD_IMAGE_WIDTH = 600;
export const CARD_IMAGE_HEIGHT = 750;

/** A catalogue listing item as a card; its link is the product page (/p/{path}). */
export function cardFromItem(item: ListingItem): CardView {
  return {
    key: item._id,
    title: item.name,
    brand: item.brand,
    category: item.$card_data?.category?.[0]?.title ?? '',
    link: { href: productHref(item.path), external: false },
    images: item.basicDetails?.media ?? [],
    price: item.price,
    mrp: item.mrp,
    rating: item.rating,
    reviewCount: item.reviewCount,
    item,
  };
}

/** A hand-written card from the section config; its link is its buttonAction. */
export function cardFromConfig(
  card: ProductCardConfig & { reviewCount?: number; rating?: number },
  index: number,
): CardView {
  const alt = card.alt ?? card.title;
  const image = (url: string): ProductMedia => ({
    url,
    alt,
    width: CARD_IMAGE_WIDTH,
    height: CARD_IMAGE_HEIGHT,
  });
  return {
    key: `card-${index}`,
    title: card.title,
    brand: '',
    category: card.subtitle ?? '',
    link: resolveButtonAction(card.buttonAction),
    images: card.hoverImage ? [image(card.image), image(card.hoverImage)] : [image(card.image)],
    price: card.price,
    mrp: card.mrp ?? null,
    rating: card.rating ?? 0,
    reviewCount: card.reviewCount ?? 0,
    item: null,
  };
}

/**
 * The discount a card shows: SPEC §5's percent under the workspace's reading, and nothing for
 * its blank cases (not numbers, mrp 0 or less, price above mrp). Equal prices (0 %) show
 * nothing either: there is no discount to announce.
 */
export function useCardDiscount(mrp: number | null, price: number): number | null {
  return cardDiscountPercent(mrp, price, useRuntime().discountRounding);
}

/** The '% Off' tag's text: '25% Off'. */
export function discountLabel(off: number): string {
  return `${off}% Off`;
}
