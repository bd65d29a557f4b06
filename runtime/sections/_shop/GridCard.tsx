// The product grid's card and texts, shared by the grid and the search section.
import { useCardDiscount, discountLabel, type CardView } from './card-view';
import { CardImages, CardLink } from './CardParts';
import { Price } from './Price';
import { WishlistHeart } from './WishlistHeart';

export const SORT_LABEL = 'Sort by';
export const SHOW_RESULTS_TEXT = 'Show results';
export const CLOSE_FILTERS_LABEL = 'Close filters';
export const OUT_OF_STOCK_BADGE = 'Out of stock';

/** '1 product', '24 products'. */
export function productCountText(total: number): string {
  return `${total} ${total === 1 ? 'product' : 'products'}`;
}

/** A grid card: first image (second on hover), discount badge, heart, brand, name, prices. */
export function GridCard({ card }: { card: CardView }) {
  const off = useCardDiscount(card.mrp, card.price);
  const soldOut = card.item !== null && !card.item.inStock;
  return (
    <article className="sw-product-card" data-testid="product-card">
      <div className={`sw-product-card__media${card.images.length > 1 ? ' has-hover' : ''}`}>
        <CardLink link={card.link} className="sw-product-card__media-link" hidden>
          <CardImages images={card.images} title={card.title} />
        </CardLink>
        {soldOut ? (
          <span className="sw-product-card__badge sw-product-card__badge--muted">
            {OUT_OF_STOCK_BADGE}
          </span>
        ) : off !== null ? (
          <span className="sw-product-card__badge" data-testid="discount-badge">
            {discountLabel(off)}
          </span>
        ) : null}
        {card.item ? (
          <WishlistHeart
            variantId={card.item.productVariantId}
            product={card.item}
            className="sw-product-card__heart"
          />
        ) : null}
      </div>
      <div className="sw-product-card__body">
        {card.brand ? <p className="sw-product-card__brand">{card.brand}</p> : null}
        <h3 className="sw-product-card__title">
          <CardLink link={card.link} className="sw-product-card__title-link">
            {card.title}
          </CardLink>
        </h3>
        <Price price={card.price} mrp={card.mrp} />
      </div>
    </article>
  );
}
