export const PREVIOUS_PAGE_TEXT = 'Previous';
export const NEXT_PAGE_TEXT = 'Next';

/** Number of pages of `total` items, `size` a page; at least 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** 'Page X of Y'. */
export function pageStatus(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

/**
 * Previous and next with 'Page X of Y' (SPEC §4): the page moves within 1 … pages; a page past
 * the end (an old link) goes back to the last one.
 */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="sw-pagination" aria-label="Pagination" data-testid="pagination">
      <button
        type="button"
        className="sw-btn sw-btn--secondary sw-pagination__btn"
        disabled={page <= 1}
        onClick={() => onPage(Math.max(1, Math.min(page - 1, pages)))}
      >
        {PREVIOUS_PAGE_TEXT}
      </button>
      <span className="sw-pagination__status" aria-live="polite">
        {pageStatus(page, pages)}
      </span>
      <button
        type="button"
        className="sw-btn sw-btn--secondary sw-pagination__btn"
        disabled={page >= pages}
        onClick={() => onPage(Math.min(page + 1, pages))}
      >
        {NEXT_PAGE_TEXT}
      </button>
    </nav>
  );
}
