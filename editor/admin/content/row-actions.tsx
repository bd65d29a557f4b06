// The last column of a content list with row actions (comments, blog categories): the row's own
// buttons, then Delete, which asks first (useConfirmedAction's `ask`).
import type { ReactNode } from 'react';
import { Button, type Column } from '../ui';

export function actionsColumn<Row>(
  buttons: (row: Row) => ReactNode,
  deletion: { ask: (row: Row) => void },
  deleteTestId: (row: Row) => string,
): Column<Row> {
  return {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    cell: (row) => (
      <span className="swk-row-actions">
        {buttons(row)}
        <Button
          size="small"
          variant="danger"
          onClick={() => deletion.ask(row)}
          data-testid={deleteTestId(row)}
        >
          Delete
        </Button>
      </span>
    ),
  };
}
