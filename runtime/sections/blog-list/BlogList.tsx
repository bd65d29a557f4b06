import { useEffect, useRef, useState } from 'react';
import type { BlogListConfig } from '../../../schemas/sections/blog-list';
import {
  ALL_CATEGORIES_LABEL,
  BLOG_LIMITS,
  BLOG_NOT_FOUND_MESSAGE,
  blogPageCount,
} from '../../../shared/content';
import type { SectionProps } from '../../define-section';
import { ButtonRow } from '../../ui/Buttons';
import { LineArt } from '../../ui/LineArt';
import { SectionHead } from '../../ui/SectionHead';
import { Pagination } from '../_shop/Pagination';
import { BlogCard, cardFromConfig, cardFromPost, type BlogCardView } from './BlogCard';
import { useBlogList } from './use-blog-list';

export const SEARCH_LABEL = 'Search posts';
export const SEARCH_PLACEHOLDER = 'Search posts…';
export const CATEGORY_LABEL = 'Categories';
export const LOADING_POSTS_TEXT = 'Loading posts…';
/** Ours: the list could not be read (SPEC §8: the loading ends). */
export const POSTS_FAILED_TEXT = 'Posts could not be loaded.';
export const RETRY_TEXT = 'Try again';
/** The search waits this long after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/** SPEC §8's empty list. */
function BlogNotFound() {
  return (
    <div className="sw-blog-list__empty" data-testid="blog-empty">
      <LineArt width={64} height={64} strokeWidth={2.5}>
        <rect x="12" y="8" width="34" height="44" rx="3" />
        <path d="M19 19h20M19 27h20M19 35h12" />
        <circle cx="44" cy="44" r="9" />
        <path d="M51 51l6 6" />
      </LineArt>
      <p>{BLOG_NOT_FOUND_MESSAGE}</p>
    </div>
  );
}

function Cards({ cards, config }: { cards: readonly BlogCardView[]; config: BlogListConfig }) {
  const v = config.variant;
  if (cards.length === 0) return <BlogNotFound />;
  if (v === 'split-featured') {
    const [first, ...rest] = cards;
    return (
      <div className="sw-blog-list__split" data-testid="blog-list-items">
        <BlogCard card={first!} variant={v} featured />
        {rest.length > 0 ? (
          <ul className="sw-blog-list__rest">
            {rest.map((c) => (
              <li key={c.key}>
                <BlogCard card={c} variant={v} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <ul className={`sw-blog-list__items sw-blog-list__items--${v}`} data-testid="blog-list-items">
      {cards.map((c) => (
        <li key={c.key}>
          <BlogCard card={c} variant={v} />
        </li>
      ))}
    </ul>
  );
}

/** The search box: typed text waits SEARCH_DELAY_MS before it searches. */
function SearchBox({
  id,
  value,
  onSearch,
}: {
  id: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back, forward or a reset changed the search from outside: show it.
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  const schedule = (next: string) => {
    setText(next);
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS);
  };
  return (
    <form
      className="sw-blog-list__search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (pending.current) clearTimeout(pending.current);
        onSearch(text.trim());
      }}
    >
      <label className="sw-visually-hidden" htmlFor={id}>
        {SEARCH_LABEL}
      </label>
      <svg
        className="sw-blog-list__search-icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <input
        id={id}
        type="search"
        className="sw-blog-list__search-input"
        placeholder={SEARCH_PLACEHOLDER}
        maxLength={BLOG_LIMITS.query}
        autoComplete="off"
        value={text}
        onChange={(e) => schedule(e.target.value)}
        data-testid="blog-search"
      />
    </form>
  );
}

/**
 * SPEC §2's blog listing in four layouts (grid, cards over images, list, split featured) with an
 * optional search box and category filter ('All' first), pagination (SPEC §4) and 'Blog Not
 * Found' when empty. Filled from the blog (the server's pre-loaded first page, then fetches as
 * the visitor searches, filters or pages; the page's first list keeps that in the URL) or from
 * cards written by hand.
 */
export function BlogList({ id, config, data }: SectionProps<BlogListConfig>) {
  const dynamic = config.showDynamicContent;
  const f = config.dynamicContentFilter;
  const showFilter = dynamic && config.showFilter;
  const listing = useBlogList({ filter: f, enabled: dynamic, withCategories: showFilter, data });
  const sectionRef = useRef<HTMLElement>(null);
  const headingId = `${id}-heading`;
  const { state, answer } = listing;

  const setPage = (page: number) => {
    listing.change({ page });
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  let body;
  if (!dynamic) {
    body = <Cards cards={config.cards.map(cardFromConfig)} config={config} />;
  } else if (!answer) {
    body = listing.failed ? (
      <Failed onRetry={listing.retry} />
    ) : (
      <div className="sw-listing-spinner" role="status" data-testid="blog-loading">
        <span className="sw-spinner" aria-hidden="true" />
        <span className="sw-visually-hidden">{LOADING_POSTS_TEXT}</span>
      </div>
    );
  } else {
    body = (
      <>
        {listing.failed ? <Failed onRetry={listing.retry} /> : null}
        <Cards cards={answer.data.map(cardFromPost)} config={config} />
        {listing.loading ? (
          <div
            className="sw-listing-spinner sw-listing-spinner--overlay"
            role="status"
            data-testid="blog-loading"
          >
            <span className="sw-spinner" aria-hidden="true" />
            <span className="sw-visually-hidden">{LOADING_POSTS_TEXT}</span>
          </div>
        ) : null}
      </>
    );
  }

  const pages = answer ? blogPageCount(answer.total, listing.base.size) : 1;
  const showPages = dynamic && f.showPagination && answer !== null && (pages > 1 || state.page > 1);
  const showSearch = dynamic && config.showSearch;

  return (
    <section
      ref={sectionRef}
      className={`sw-section sw-blog-list sw-blog-list--${config.variant}`}
      aria-labelledby={config.heading ? headingId : undefined}
      aria-label={config.heading ? undefined : 'Blog'}
      data-testid="blog-list"
    >
      <div className="sw-container">
        <SectionHead
          id={headingId}
          eyebrow={config.title}
          heading={config.heading}
          description={config.description}
        />
        {showSearch || showFilter ? (
          <div className="sw-blog-list__toolbar">
            {showFilter ? (
              <div className="sw-blog-list__filter" role="group" aria-label={CATEGORY_LABEL}>
                {[{ key: '', value: ALL_CATEGORIES_LABEL }, ...listing.categories].map((c) => (
                  <button
                    key={c.key || 'all'}
                    type="button"
                    className="sw-blog-list__chip"
                    aria-pressed={state.category === c.key}
                    data-testid="blog-category"
                    data-key={c.key || 'ALL'}
                    onClick={() => listing.change({ category: c.key, page: 1 })}
                  >
                    {c.value}
                  </button>
                ))}
              </div>
            ) : null}
            {showSearch ? (
              <SearchBox
                id={`${id}-search`}
                value={state.q}
                onSearch={(q) => {
                  if (q !== state.q) listing.change({ q, page: 1 });
                }}
              />
            ) : null}
          </div>
        ) : null}
        <div className="sw-blog-list__body" aria-busy={listing.loading}>
          {body}
        </div>
        {showPages ? (
          <div data-testid="blog-pagination">
            <Pagination page={state.page} pages={pages} onPage={setPage} />
          </div>
        ) : null}
        <ButtonRow buttons={config.buttons} className="sw-blog-list__buttons" />
      </div>
    </section>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="sw-blog-list__empty" role="alert" data-testid="blog-failed">
      <p>{POSTS_FAILED_TEXT}</p>
      <button type="button" className="sw-btn sw-btn--secondary" onClick={onRetry}>
        {RETRY_TEXT}
      </button>
    </div>
  );
}
