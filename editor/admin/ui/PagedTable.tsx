import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { ErrorState, LoadingState } from './States';
import { Table, type TableProps } from './Table';
import type { Resource } from './use-resource';

export type PagedTableProps<Row> = Omit<TableProps<Row>, 'rows'> & {
  /** One page of rows from the server and how many there are over all pages. */
  resource: Resource<{ data: Row[]; total: number }>;
  /** Shown when the page has no rows (an EmptyState). */
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What is counted ("orders"), for the pager's "123 orders". */
  noun: string;
  className?: string;
};

/**
 * A list screen's body: the error (with Retry), the loading lines, the empty state, or the
 * table with its pager; the last page stays on screen, marked busy, while the next one loads.
 */
export function PagedTable<Row>({
  resource: res,
  empty,
  page,
  pageSize,
  onPage,
  noun,
  className,
  ...table
}: PagedTableProps<Row>) {
  if (res.status === 'error') return <ErrorState error={res.error} onRetry={res.reload} />;
  if (!res.data) return <LoadingState />;
  if (res.data.data.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={res.status === 'loading'} className={className}>
      <Table {...table} rows={res.data.data} />
      <Pager page={page} pageSize={pageSize} total={res.data.total} noun={noun} onPage={onPage} />
    </div>
  );
}
