import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchConfig } from '../../../schemas/sections/search';
import { FILTERS_LABEL } from '../../../shared/cart';
import { LISTING_SORT_LABELS } from '../../../shared/catalogue';
import {
  SEARCH_CLIENT_PATH,
  SEARCH_RESULTS_FOR,
  SEARCH_SORT_LABEL_RELEVANCE,
  SEARCH_SORTS,
  searchHref,
  searchKey,
  searchRequest,
  searchStateFromQuery,
  searchStateToQuery,
  SUGGESTIONS_TEXT,
  type SearchAnswer,
  type SearchFacets,
  type SearchSectionData,
  type SearchSort,
  type SearchState,
} from '../../../shared/search';
import { commerceApi, isRecord } from '../../commerce/api';
import type { SectionProps } from '../../define-section';
import { usePopup } from '../../hooks/use-popup';
import { useSeededListing } from '../../hooks/use-seeded-listing';
import { SectionHead } from '../../ui/SectionHead';
import { FiltersButton, FiltersDrawer } from '../_shop/FiltersDrawer';
import { ListingBody } from '../_shop/ListingStates';
import { pageCount, Pagination } from '../_shop/Pagination';
import { useWishlistLoad } from '../_shop/WishlistHeart';
import { SearchBox } from '../_search/SearchBox';
import { GridCard, productCountText } from '../_shop/GridCard';
import { SortSelect } from '../_shop/SortSelect';
import { SearchFilters } from './SearchFilters';

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: SEARCH_SORT_LABEL_RELEVANCE,
  ...LISTING_SORT_LABELS,
};

/** The server's pre-loaded data when it has the expected shape, else undefined. */
export function readSearchData(data: unknown): SearchSectionData | undefined {
  if (!isRecord(data) || !isRecord(data.state) || !isRecord(data.answer)) return undefined;
  if (!Array.isArray(data.answer.data) || typeof data.answer.total !== 'number') return undefined;
  const s = data.state as Partial<SearchState>;
  if (typeof s.q !== 'string' || typeof s.page !== 'number' || !isRecord(s.filters))
    return undefined;
  return data as SearchSectionData;
}

function emptyAnswer(s: SearchState): SearchAnswer {
  return { data: [], total: 0, page: s.page, size: s.size, q: '', suggestions: [] };
}

/**
 * Product search (issue 33): the search box with predictive results and, when the section
 * lists them, the results of `?q=` as the product grid shows a category: the grid's filters
 * with counts (a side column on wide screens, the Filters popup on phones), sort, pages, and
 * 'Product not found' with queries to try. The /search page is this section.
 */
export function Search({ id, config, data }: SectionProps<SearchConfig>) {
  const seed = useMemo(() => readSearchData(data), [data]);
  const size = config.pageSize;
  const start = useMemo<SearchState>(
    () => ({ q: '', filters: {}, sort: 'relevance', page: 1, size }),
    [size],
  );
  const withFacets = config.showFilter;
  const [facets, setFacets] = useState<SearchFacets | null>(() => seed?.answer.facets ?? null);
  const listing = useSeededListing<SearchState, SearchAnswer>({
    seed,
    start,
    configKey: `${size}|${String(withFacets)}`,
    keyOf: searchKey,
    enabled: config.showResults,
    load: useCallback(
      (s: SearchState) =>
        s.q.trim()
          ? commerceApi().post<SearchAnswer>(SEARCH_CLIENT_PATH, searchRequest(s, withFacets))
          : Promise.resolve(emptyAnswer(s)),
      [withFacets],
    ),
    onLoaded: useCallback((a: SearchAnswer) => {
      if (a.facets) setFacets(a.facets);
    }, []),
    fromQuery: useCallback((q: URLSearchParams) => searchStateFromQuery(q, size), [size]),
    toQuery: useCallback(
      (s: SearchState, current: URLSearchParams) => searchStateToQuery(s, current),
      [],
    ),
  });
  const popup = usePopup();
  const sectionRef = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useWishlistLoad();
  const { state, answer } = listing;

  // Back and Forward change the query from outside: show it in the box.
  useEffect(() => {
    if (input.current && input.current.value.trim() !== state.q) input.current.value = state.q;
  }, [state.q]);

  const headingId = `${id}-heading`;
  const box = (
    <SearchBox
      id={`${id}-box`}
      inputRef={input}
      placeholder={config.placeholder || undefined}
      defaultValue={state.q}
      testId="search-section-box"
      {...(config.showResults
        ? { onSubmit: (q: string) => listing.change({ q, page: 1, filters: {} }) }
        : {})}
    />
  );
  if (!config.showResults)
    return (
      <section className="sw-section sw-search" aria-label={config.heading || 'Search'}>
        <div className="sw-container sw-search__narrow">
          <SectionHead id={headingId} heading={config.heading} description={config.description} />
          {box}
        </div>
      </section>
    );

  const searched = state.q.trim() !== '';
  const pages = answer ? pageCount(answer.total, state.size) : 1;
  const showPages = answer !== null && (pages > 1 || state.page > 1);
  const setFilters = (filters: SearchState['filters']) => listing.change({ filters, page: 1 });
  const setPage = (page: number) => {
    listing.change({ page });
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const filtersFor = (idPrefix: string) =>
    facets ? (
      <SearchFilters
        idPrefix={idPrefix}
        filters={state.filters}
        facets={facets}
        onChange={setFilters}
      />
    ) : null;
  const suggestions =
    answer && answer.total === 0 && answer.suggestions.length > 0 ? (
      <p className="sw-search__suggest" data-testid="search-suggestions">
        {SUGGESTIONS_TEXT}{' '}
        {answer.suggestions.map((s, i) => (
          <span key={s}>
            {i > 0 ? ', ' : null}
            <a
              href={searchHref(s)}
              onClick={(e) => {
                e.preventDefault();
                listing.change({ q: s, page: 1, filters: {} });
              }}
            >
              {s}
            </a>
          </span>
        ))}
      </p>
    ) : null;

  return (
    <section
      ref={sectionRef}
      className="sw-section sw-search sw-product-grid"
      aria-labelledby={headingId}
      data-testid="search-section"
    >
      <div className="sw-container">
        <div className="sw-search__narrow">
          <SectionHead id={headingId} heading={config.heading} description={config.description} />
          {box}
        </div>
        {searched ? (
          <>
            <div className="sw-product-grid__toolbar sw-product-grid__toolbar--side">
              {withFacets ? <FiltersButton popup={popup} /> : null}
              <p className="sw-product-grid__count sw-muted" aria-live="polite">
                {answer ? (
                  <>
                    {productCountText(answer.total)} · {SEARCH_RESULTS_FOR} <q>{state.q}</q>
                  </>
                ) : null}
              </p>
              {withFacets ? (
                <SortSelect
                  value={state.sort}
                  sorts={SEARCH_SORTS}
                  labels={SORT_LABELS}
                  onChange={(sort) => listing.change({ sort, page: 1 })}
                />
              ) : null}
            </div>
            <div className={`sw-product-grid__body${withFacets ? ' has-side' : ''}`}>
              {withFacets ? (
                <aside className="sw-product-grid__side" aria-label={FILTERS_LABEL}>
                  {filtersFor(`${id}-side`)}
                </aside>
              ) : null}
              <div className="sw-product-grid__main" aria-busy={listing.loading}>
                <ListingBody
                  dynamic
                  manual={[]}
                  listing={listing}
                  render={(cards) => (
                    <ul className="sw-product-grid__list" data-testid="product-grid-list">
                      {cards.map((card) => (
                        <li key={card.key} className="sw-product-grid__item">
                          <GridCard card={card} />
                        </li>
                      ))}
                    </ul>
                  )}
                />
                {suggestions}
                {showPages ? <Pagination page={state.page} pages={pages} onPage={setPage} /> : null}
              </div>
            </div>
          </>
        ) : null}
      </div>
      {withFacets && searched ? (
        <FiltersDrawer id={id} popup={popup} total={answer ? answer.total : null}>
          {filtersFor(`${id}-popup`)}
        </FiltersDrawer>
      ) : null}
    </section>
  );
}
