import { useRef } from 'react';
import type { ProductListConfig } from '../../../schemas/sections/product-list';
import type { SectionProps } from '../../define-section';
import { SectionHead } from '../../ui/SectionHead';
import { Stars } from '../../ui/Stars';
import { AddToBag } from '../_shop/AddToBag';
import type { CardView } from '../_shop/card-view';
import { CardImages, CardLink } from '../_shop/CardParts';
import { ListingBody } from '../_shop/ListingStates';
import { pageCount, Pagination } from '../_shop/Pagination';
import { OffTag, Price } from '../_shop/Price';
import { useListing, useTemplateBinding } from '../_shop/use-listing';

export const VIEW_PRODUCT_TEXT = 'View product';

/** '(1 review)', '(12 reviews)'. */
export function reviewCountText(count: number): string {
  return `(${count} ${count === 1 ? 'review' : 'reviews'})`;
}

/**
 * A list card: image, title, category, price with the struck list price, the '% Off' tag, and
 * 'Add to bag' (a link to the card's target for hand-written cards, which have no variant). The
 * `reviews` layout adds the stars and the review count.
 */
export function ListCard({ card, reviews }: { card: CardView; reviews: boolean }) {
  return (
    <article className="sw-list-card" data-testid="product-card">
      <CardLink link={card.link} className="sw-list-card__media" hidden>
        <CardImages images={card.images} title={card.title} hover={false} />
      </CardLink>
      <div className="sw-list-card__body">
        <h3 className="sw-list-card__title">
          <CardLink link={card.link} className="sw-list-card__title-link">
            {card.title}
          </CardLink>
        </h3>
        {card.category ? <p className="sw-list-card__category sw-muted">{card.category}</p> : null}
        {reviews ? (
          <p className="sw-list-card__reviews">
            <Stars rating={card.rating} />
            <span className="sw-muted">{reviewCountText(card.reviewCount)}</span>
          </p>
        ) : null}
        <div className="sw-list-card__prices">
          <Price price={card.price} mrp={card.mrp} />
          <OffTag price={card.price} mrp={card.mrp} />
        </div>
        {card.item ? (
          <AddToBag
            variantId={card.item.productVariantId}
            inStock={card.item.inStock}
            className="sw-list-card__add"
          />
        ) : card.link ? (
          <CardLink link={card.link} className="sw-btn sw-btn--secondary sw-list-card__add">
            {VIEW_PRODUCT_TEXT}
          </CardLink>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The shop's product list (SPEC §2): 1 to 4 columns of cards with 'Add to bag', which opens the
 * side cart. Filled from the catalogue (the server's pre-loaded `data`, then fetches when the
 * config or the page changes) or from hand-written cards; pages when pagination is on.
 */
export function ProductList({ id, config: own, data }: SectionProps<ProductListConfig>) {
  const config = useTemplateBinding(own);
  const dynamic = config.showDynamicContent;
  const f = config.dynamicContentFilter;
  const listing = useListing({ id, filter: f, enabled: dynamic, data, withFacets: false });
  const sectionRef = useRef<HTMLElement>(null);
  const reviews = config.variant === 'reviews';
  const headingId = `${id}-heading`;
  const { state, answer } = listing;

  const list = (cards: readonly CardView[]) => (
    <ul className="sw-product-list__list" data-testid="product-list-items">
      {cards.map((card) => (
        <li key={card.key} className="sw-product-list__item">
          <ListCard card={card} reviews={reviews} />
        </li>
      ))}
    </ul>
  );

  const body = (
    <ListingBody dynamic={dynamic} manual={config.cards} listing={listing} render={list} />
  );
  const pages = answer ? pageCount(answer.total, state.size) : 1;
  const showPages = dynamic && f.showPagination && answer !== null && (pages > 1 || state.page > 1);

  return (
    <section
      ref={sectionRef}
      className={`sw-section sw-product-list sw-product-list--cols-${config.columns} sw-product-list--${config.variant}`}
      aria-labelledby={config.heading ? headingId : undefined}
      aria-label={config.heading ? undefined : 'Products'}
      data-testid="product-list"
    >
      <div className="sw-container">
        <SectionHead id={headingId} heading={config.heading} description={config.description} />
        <div className="sw-product-list__main" aria-busy={listing.loading}>
          {body}
          {showPages ? (
            <Pagination
              page={state.page}
              pages={pages}
              onPage={(page) => {
                listing.change({ page });
                sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
              }}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
