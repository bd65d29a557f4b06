import { Link } from 'react-router-dom';
import type { AdminOrderRow } from '../../../shared/admin-orders';
import { formatDateTime } from '../format';
import { type Column, Money, StatusBadge } from '../ui';

/** A customer's orders: number (to the order page), date, status, items and total. */
export const CUSTOMER_ORDER_COLUMNS: Column<AdminOrderRow>[] = [
  {
    key: 'number',
    header: 'Order',
    primary: true,
    cell: (o) => <Link to={`/admin/orders/${o._id}`}>#{o.number}</Link>,
  },
  { key: 'created', header: 'Date', cell: (o) => formatDateTime(o.created) },
  { key: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  { key: 'items', header: 'Items', align: 'right', cell: (o) => o.itemCount },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    cell: (o) => <Money amount={o.total} currency={o.currency} />,
  },
];
