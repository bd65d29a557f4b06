import type { ReactNode } from 'react';

export type SortState = { key: string; dir: 'asc' | 'desc' };

export type Column<Row> = {
  /** Stable key; also the sort key when `sortable`. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right';
  /** On a phone, rows become cards: the `primary` column is the card's title line. */
  primary?: boolean;
  /** Hidden on a phone's card (e.g. a column repeated in the title). */
  hideOnPhone?: boolean;
};

export type TableProps<Row> = {
  /** Read by screen readers; also the table's accessible name. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** Rows that do something on click (go to the detail page); keep a real link in a cell too. */
  onRowClick?: (row: Row) => void;
  testId?: string;
};

/**
 * A data table. Wide screens: a normal table that scrolls sideways inside its own box. Phones
 * (under 720 px): each row is a stacked card, every cell labelled with its column's header.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  onRowClick,
  testId,
}: TableProps<Row>) {
  return (
    <div className="swa-table-wrap">
      <table className="swa-table" data-testid={testId}>
        <caption className="swa-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const sorted = sort?.key === c.key ? sort.dir : undefined;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={c.align === 'right' ? 'swa-num' : undefined}
                  aria-sort={
                    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                  }
                >
                  {c.sortable && onSort ? (
                    <button
                      type="button"
                      className="swa-sort"
                      onClick={() => onSort({ key: c.key, dir: sorted === 'asc' ? 'desc' : 'asc' })}
                    >
                      {c.header}
                      <span aria-hidden="true">
                        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={onRowClick ? 'swa-row-link' : undefined}
              onClick={
                onRowClick
                  ? (e) => {
                      // A click on a link or button inside the row does its own thing.
                      if ((e.target as HTMLElement).closest('a,button,input,select,label')) return;
                      onRowClick(row);
                    }
                  : undefined
              }
            >
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.header}
                  className={
                    [
                      c.align === 'right' ? 'swa-num' : '',
                      c.primary ? 'swa-cell-primary' : '',
                      c.hideOnPhone ? 'swa-cell-wide-only' : '',
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
