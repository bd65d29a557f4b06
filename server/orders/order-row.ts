// An order as the admin's lists show it (shared/admin-orders.ts AdminOrderRow), from its row.
import type { AdminOrderRow } from '../../shared/admin-orders';
import { ORDER_STATUS_LABELS, type OrderStatus, type PaymentMode } from '../../shared/orders';
import type { OrdersTable } from '../db';

export type OrderRowFields = Pick<
  OrdersTable,
  | 'id'
  | 'number'
  | 'status'
  | 'total'
  | 'currency'
  | 'item_count'
  | 'gateway'
  | 'user_id'
  | 'customer_name'
  | 'customer_email'
  | 'created_at'
>;

/** The columns toAdminOrderRow reads. */
export const ORDER_ROW_COLUMNS = [
  'id',
  'number',
  'status',
  'total',
  'currency',
  'item_count',
  'gateway',
  'user_id',
  'customer_name',
  'customer_email',
  'created_at',
] as const;

export function toAdminOrderRow(r: OrderRowFields): AdminOrderRow {
  const status = r.status as OrderStatus;
  return {
    _id: r.id,
    number: Number(r.number),
    status,
    statusLabel: ORDER_STATUS_LABELS[status] ?? r.status,
    total: Number(r.total),
    currency: r.currency,
    itemCount: Number(r.item_count),
    paymentMode: r.gateway as PaymentMode,
    customer: { _id: r.user_id, name: r.customer_name, email: r.customer_email },
    created: r.created_at,
  };
}
