/** Pages are counted from 1 here; `total` is the number of items over all pages. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Previous and Next with "Page n of m" (SPEC §4) and how many items there are. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun = 'items',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What is counted ("orders"), for the "123 orders" text. */
  noun?: string;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className="swa-pager" aria-label="Pages">
      <span className="swa-pager-count">
        {total} {noun}
      </span>
      <button
        type="button"
        className="swa-btn swa-btn--secondary swa-btn--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="swa-pager-page" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button
        type="button"
        className="swa-btn swa-btn--secondary swa-btn--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
