import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { ErrorState, ListEmptyState, LoadingState } from './States';
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

/**
 * An unpaged list screen's body (blog categories, discounts): the error (with Retry), the loading
 * lines, `empty` when there are no rows, or the table, marked busy while the list loads again.
 */
export function ResourceTable<Row>({
  resource: res,
  empty,
  ...table
}: Omit<TableProps<Row>, 'rows'> & { resource: Resource<Row[]>; empty: ReactNode }) {
  if (res.status === 'error') return <ErrorState error={res.error} onRetry={res.reload} />;
  if (!res.data) return <LoadingState />;
  if (res.data.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={res.status === 'loading'}>
      <Table {...table} rows={res.data} />
    </div>
  );
}

/** A paged list's query in the URL and its rows, as useListQuery gives them. */
type ListState<Row> = {
  /** The query as sent: `s` is the page size, `p` the page; any other key is a filter. */
  body: { s: number };
  res: Resource<{ data: Row[]; total: number }>;
  page: number;
  setPage: (page: number) => void;
  clear: () => void;
};

/** Whether a filter (a status, a search, a date…) narrows the list's query. */
function isFiltered(body: object): boolean {
  return Object.keys(body).some((key) => key !== 'p' && key !== 's');
}

/**
 * A list screen's PagedTable over its `list` (rows keyed by `_id`, pages of the query's size);
 * with no rows, "No {noun} yet" or, while a filter is on, "No {noun} match" and a button that
 * clears the filters (none when `clearable` is false).
 */
export function ListTable<Row extends { _id: string }>({
  list,
  noun,
  pagerNoun = noun,
  clearable = true,
  clearLabel,
  filteredText,
  emptyText,
  emptyAction,
  ...table
}: Omit<
  PagedTableProps<Row>,
  'resource' | 'empty' | 'page' | 'pageSize' | 'onPage' | 'noun' | 'rowKey'
> & {
  list: ListState<Row>;
  noun: string;
  /** What the pager counts when it is not `noun` ("addresses" of subscribers). */
  pagerNoun?: string;
  clearable?: boolean;
  clearLabel?: string;
  filteredText: ReactNode;
  emptyText: ReactNode;
  emptyAction?: ReactNode;
}) {
  return (
    <PagedTable
      {...table}
      resource={list.res}
      rowKey={(row) => row._id}
      page={list.page}
      pageSize={list.body.s}
      onPage={list.setPage}
      noun={pagerNoun}
      empty={
        <ListEmptyState
          noun={noun}
          filtered={isFiltered(list.body)}
          onClear={clearable ? list.clear : undefined}
          clearLabel={clearLabel}
          filteredText={filteredText}
          emptyText={emptyText}
          emptyAction={emptyAction}
        />
      }
    />
  );
}
