// Discounts (/admin/discounts): every code and automatic discount with what it gives, its status
// (Active, Scheduled, Expired, Paused), its uses against its limit and the revenue of the orders
// that used it; create, open to edit, pause or resume, delete one never used.
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_APP_PATHS } from '../../../shared/admin-api';
import {
  type AdminDiscount,
  DISCOUNT_STATUS_LABELS,
  type DiscountStatus,
} from '../../../shared/discounts';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { plural } from '../format';
import { useConfirmedAction } from '../forms';
import {
  Button,
  buttonClass,
  type Column,
  ConfirmDialog,
  EmptyState,
  Money,
  PageHeader,
  ResourceTable,
  useCurrency,
  useResource,
  useToast,
} from '../ui';
import { discountsApi } from './discounts-api';
import { summaryOf, usesText } from './discount-form';
import './discounts.css';

const TONE: Record<DiscountStatus, string> = {
  active: 'ok',
  scheduled: 'info',
  expired: 'neutral',
  paused: 'action',
};

/** A discount's status as a pill. */
export function DiscountStatusPill({ status }: { status: DiscountStatus }) {
  return (
    <span className={`swa-status swa-status--${TONE[status]}`} data-status={status}>
      {DISCOUNT_STATUS_LABELS[status]}
    </span>
  );
}

/** The discount's name as the list shows it: the code, or the automatic discount's title. */
export function DiscountName({ d }: { d: AdminDiscount }) {
  return d.code === null ? (
    <span className="swd-name">
      {d.title}
      <span className="swd-auto">Automatic</span>
    </span>
  ) : (
    <span className="swd-name">
      <span className="swd-code">{d.code}</span>
      {d.title !== d.code ? <span className="swd-sub">{d.title}</span> : null}
    </span>
  );
}

export function DiscountsPage() {
  const api = discountsApi(useAdminApi());
  const toast = useToast();
  const navigate = useNavigate();
  const currency = useCurrency();
  const res = useResource('discounts', () => api.list());
  const deletion = useConfirmedAction<AdminDiscount>({
    run: (d) => api.remove(d._id),
    done: 'Discount deleted.',
    after: res.reload,
  });

  const togglePause = async (d: AdminDiscount) => {
    try {
      await api.setPaused(d._id, !d.paused);
      toast(d.paused ? 'Discount resumed.' : 'Discount paused.');
      res.reload();
    } catch (err) {
      toast(errorText(err), 'error');
    }
  };

  const editPath = (d: AdminDiscount) => `${ADMIN_APP_PATHS.discounts}/${d._id}`;
  const columns: Column<AdminDiscount>[] = [
    {
      key: 'name',
      header: 'Discount',
      primary: true,
      cell: (d) => (
        <div>
          <Link
            to={editPath(d)}
            className="swd-link"
            data-testid={`discount-open-${d.code ?? d.title}`}
          >
            <DiscountName d={d} />
          </Link>
          <div className="swd-summary">{summaryOf(d, currency)}</div>
        </div>
      ),
    },
    { key: 'status', header: 'Status', cell: (d) => <DiscountStatusPill status={d.status} /> },
    { key: 'uses', header: 'Uses', align: 'right', cell: (d) => usesText(d) },
    {
      key: 'revenue',
      header: 'Revenue',
      align: 'right',
      cell: (d) => <Money amount={d.revenue} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (d) => (
        <div className="swd-row-actions">
          <Button
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              void togglePause(d);
            }}
            data-testid={`discount-pause-${d.code ?? d.title}`}
          >
            {d.paused ? 'Resume' : 'Pause'}
          </Button>
          {d.uses === 0 && d.revenue === 0 ? (
            <Button
              size="small"
              variant="ghost"
              onClick={(e) => {
                e.stopPropagation();
                deletion.ask(d);
              }}
            >
              Delete
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  const create = (
    <Link
      className={buttonClass('primary')}
      to={`${ADMIN_APP_PATHS.discounts}/new`}
      data-testid="discount-create"
    >
      Create discount
    </Link>
  );
  return (
    <>
      <PageHeader
        title="Discounts"
        description={
          res.data
            ? `${plural(res.data.length, 'discount')} · ${plural(
                res.data.filter((d) => d.status === 'active').length,
                'active',
                'active',
              )}`
            : undefined
        }
        actions={create}
      />
      <ResourceTable
        resource={res}
        empty={
          <EmptyState title="No discounts yet" action={create}>
            Codes shoppers type at checkout, and automatic discounts that apply on their own.
          </EmptyState>
        }
        caption="Discounts, newest first"
        testId="discounts-table"
        columns={columns}
        rowKey={(d) => d._id}
        onRowClick={(d) => navigate(editPath(d))}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete “${deletion.target?.code ?? deletion.target?.title ?? ''}”?`}
        message="No order has used it. Shoppers can no longer apply it."
        confirmLabel="Delete"
        destructive
      />
    </>
  );
}
