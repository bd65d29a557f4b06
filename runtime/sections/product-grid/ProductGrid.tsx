import { useRef } from 'react';
import type { ProductGridConfig } from '../../../schemas/sections/product-grid';
import { FILTERS_LABEL } from '../../../shared/cart';
import {
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  type ListingFilters,
  type ListingSort,
} from '../../../shared/catalogue';
import type { SectionProps } from '../../define-section';
import { usePopup } from '../../hooks/use-popup';
import { SectionHead } from '../../ui/SectionHead';
import type { CardView } from '../_shop/card-view';
import { FiltersButton, FiltersDrawer } from '../_shop/FiltersDrawer';
import { ListingBody } from '../_shop/ListingStates';
import { pageCount, Pagination } from '../_shop/Pagination';
import { useListing, useTemplateBinding } from '../_shop/use-listing';
import { useWishlistLoad } from '../_shop/WishlistHeart';
import { GridCard, productCountText } from '../_shop/GridCard';
import { SortSelect } from '../_shop/SortSelect';
import { Filters } from './Filters';
import { SearchBox } from '../_search/SearchBox';
import { searchHref } from '../../../shared/search';

function CardList({ cards }: { cards: readonly CardView[] }) {
  return (
    <ul className="sw-product-grid__list" data-testid="product-grid-list">
      {cards.map((card) => (
        <li key={card.key} className="sw-product-grid__item">
          <GridCard card={card} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The shop's product grid (SPEC §2): five columns on wide screens (two on phones), an optional
 * side filter on desktop and a Filters popup elsewhere, a sort control, pagination, a spinner
 * while loading and 'Product not found' when empty. Filled from the catalogue (the server's
 * pre-loaded `data`, then fetches as the visitor filters) or from hand-written cards.
 */
export function ProductGrid({ id, config: own, data }: SectionProps<ProductGridConfig>) {
  const config = useTemplateBinding(own);
  const dynamic = config.showDynamicContent;
  const f = config.dynamicContentFilter;
  const listing = useListing({ id, filter: f, enabled: dynamic, data, withFacets: true });
  const popup = usePopup();
  const sectionRef = useRef<HTMLElement>(null);
  useWishlistLoad();

  const headingId = `${id}-heading`;
  const sideFilter = dynamic && Boolean(f.showSideFilter);
  const hasFilters = dynamic && (config.showFilter || sideFilter);
  const { state, answer } = listing;

  const setFilters = (filters: ListingFilters) => listing.change({ filters, page: 1 });
  const setSort = (sort: ListingSort) => listing.change({ sort, page: 1 });
  const setPage = (page: number) => {
    listing.change({ page });
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const body = (
    <ListingBody
      dynamic={dynamic}
      manual={config.cards}
      listing={listing}
      render={(cards) => <CardList cards={cards} />}
    />
  );

  const pages = answer ? pageCount(answer.total, state.size) : 1;
  const showPages = dynamic && f.showPagination && answer !== null && (pages > 1 || state.page > 1);

  const filtersFor = (idPrefix: string) => (
    <Filters
      idPrefix={idPrefix}
      filters={state.filters}
      base={listing.base.filters}
      facets={listing.facets}
      onChange={setFilters}
    />
  );

  return (
    <section
      ref={sectionRef}
      className="sw-section sw-product-grid"
      aria-labelledby={config.heading ? headingId : undefined}
      aria-label={config.heading ? undefined : 'Products'}
      data-testid="product-grid"
    >
      <div className="sw-container">
        <SectionHead id={headingId} heading={config.heading} description={config.description} />
        {dynamic && config.showSearch ? (
          <SearchBox
            id={`${id}-search`}
            className="sw-product-grid__search"
            testId="grid-search"
            // The search page lists the results, within the grid's own category.
            onSubmit={(q) => {
              const category = f.filters.category;
              window.location.assign(
                `${searchHref(q)}${category ? `&category=${encodeURIComponent(category)}` : ''}`,
              );
            }}
          />
        ) : null}
        {hasFilters ? (
          <div
            className={`sw-product-grid__toolbar${sideFilter ? ' sw-product-grid__toolbar--side' : ''}`}
          >
            <FiltersButton popup={popup} />
            <p className="sw-product-grid__count sw-muted" aria-live="polite">
              {answer ? productCountText(answer.total) : ''}
            </p>
            {config.showFilter ? (
              <SortSelect
                value={state.sort}
                sorts={LISTING_SORTS}
                labels={LISTING_SORT_LABELS}
                onChange={setSort}
              />
            ) : null}
          </div>
        ) : null}
        <div className={`sw-product-grid__body${sideFilter ? ' has-side' : ''}`}>
          {sideFilter ? (
            <aside className="sw-product-grid__side" aria-label={FILTERS_LABEL}>
              {filtersFor(`${id}-side`)}
            </aside>
          ) : null}
          <div className="sw-product-grid__main" aria-busy={listing.loading}>
            {body}
            {showPages ? <Pagination page={state.page} pages={pages} onPage={setPage} /> : null}
          </div>
        </div>
      </div>
      {hasFilters ? (
        <FiltersDrawer id={id} popup={popup} total={answer ? answer.total : null}>
          {filtersFor(`${id}-popup`)}
        </FiltersDrawer>
      ) : null}
    </section>
  );
}
