// The orders list: status filter (All, Waiting for action, each status), search (order number,
// customer name or email), date range and pages, all kept in the URL so Back and links work.
import { Link, useNavigate } from 'react-router-dom';
import {
  ADMIN_ORDER_PATHS,
  type AdminOrderQuery,
  type AdminOrderRow,
  type AdminOrdersAnswer,
} from '../../../shared/admin-orders';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_MODE_LABELS } from '../../../shared/orders';
import { useAdminApi } from '../api';
import { formatDateTime } from '../format';
import {
  type Column,
  ListTable,
  Money,
  Options,
  ListHead,
  SelectField,
  StatusBadge,
  TextField,
  pageParam,
  useListQuery,
} from '../ui';

export const ORDERS_PAGE_SIZE = 20;

type StatusFilter = NonNullable<AdminOrderQuery['status']> | '';

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: '', label: 'All orders' },
  { value: 'ACTION', label: 'Waiting for action' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's query from the URL (?status=&q=&from=&to=&page=), values that do not parse ignored. */
export function ordersQueryOf(
  params: URLSearchParams,
): AdminOrderQuery & { s: number; page: number } {
  const page = pageParam(params);
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const q = (params.get('q') ?? '').trim();
  return {
    ...(STATUS_FILTERS.some((f) => f.value === status) && status
      ? { status: status as AdminOrderQuery['status'] }
      : {}),
    ...(q ? { q } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    p: page - 1,
    s: ORDERS_PAGE_SIZE,
    page,
  };
}

const columns: Column<AdminOrderRow>[] = [
  {
    key: 'number',
    header: 'Order',
    primary: true,
    cell: (o) => <Link to={`/admin/orders/${o._id}`}>#{o.number}</Link>,
  },
  { key: 'created', header: 'Date', cell: (o) => formatDateTime(o.created) },
  {
    key: 'customer',
    header: 'Customer',
    cell: (o) => (
      <span>
        {o.customer.name}
        <span className="swa-muted swa-small" style={{ display: 'block' }}>
          {o.customer.email}
        </span>
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  { key: 'items', header: 'Items', align: 'right', cell: (o) => o.itemCount },
  {
    key: 'payment',
    header: 'Payment',
    hideOnPhone: true,
    cell: (o) => (PAYMENT_MODE_LABELS[o.paymentMode] ?? o.paymentMode).split(' (')[0],
  },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    cell: (o) => <Money amount={o.total} currency={o.currency} />,
  },
];

export function OrdersPage() {
  const api = useAdminApi();
  const navigate = useNavigate();
  const list = useListQuery(ordersQueryOf, (body) =>
    api.post<AdminOrdersAnswer>(ADMIN_ORDER_PATHS.list, body),
  );
  const { setParam: set, body: filters } = list;

  return (
    <>
      <ListHead
        title="Orders"
        one="order"
        list={list}
        noun="orders"
        placeholder="Order number, customer name or email"
      >
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(text) => set('status', text)}
        >
          <Options options={STATUS_FILTERS} />
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(text) => set('from', text)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(text) => set('to', text)}
        />
      </ListHead>
      <ListTable
        list={list}
        noun="orders"
        clearLabel="Clear the filters"
        filteredText="Try another status, search or dates."
        emptyText="Orders appear here as soon as customers check out."
        caption="Orders"
        testId="swa-orders"
        columns={columns}
        onRowClick={(o) => navigate(`/admin/orders/${o._id}`)}
      />
      <p className="swa-muted swa-small">Dates filter by the UTC day an order was placed.</p>
    </>
  );
}
