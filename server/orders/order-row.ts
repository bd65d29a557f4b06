// An order as the admin's lists show it (shared/admin-orders.ts AdminOrderRow), from its row.
import type { AdminOrderRow } from '../../shared/admin-orders';
import { type Selectable, sql } from 'kysely';
import {
  ORDER_STATUS_LABELS,
  UNDONE_STATUSES,
  type OrderStatus,
  type PaymentMode,
} from '../../shared/orders';
import type { OrdersTable } from '../db';

/**
 * The money a set of paid orders kept: their totals less the cancelled, returned and refunded
 * ones' (the dashboard's revenue, a customer's spend).
 */
export const keptTotal = sql<number>`sum(case when status in (${sql.join(
  UNDONE_STATUSES.map((s) => sql.lit(s)),
)}) then 0 else total end)`;

export type OrderRowFields = Pick<
  Selectable<OrdersTable>,
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
