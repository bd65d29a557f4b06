// The owner's order API (docs/api.md, "Admin: orders"): the admin app's lists, order page and
// actions. The server answers from server/orders/; statuses change only through the lifecycle
// table (server/orders/states.ts).
import type { Order, OrderStatus, PaymentMode } from './orders';

export const ADMIN_ORDER_PATHS = {
  list: '/api/io/crm/admin/shop/orders/list',
  get: '/api/io/crm/admin/shop/orders/get',
  action: '/api/io/crm/admin/shop/orders/action',
} as const;

/** Owner actions on an order (the lifecycle events an owner may cause). */
export const OWNER_ORDER_ACTIONS = [
  'ship',
  'deliver',
  'collectCash',
  'approveCancel',
  'refuseCancel',
  'cancel',
  'approveReturn',
  'refuseReturn',
  'refund',
] as const;
export type OwnerOrderAction = (typeof OWNER_ORDER_ACTIONS)[number];

export const OWNER_ACTION_LABELS: Record<OwnerOrderAction, string> = {
  ship: 'Mark as shipped',
  deliver: 'Mark as delivered',
  collectCash: 'Mark delivered and paid (cash received)',
  approveCancel: 'Approve cancellation',
  refuseCancel: 'Refuse cancellation',
  cancel: 'Cancel order',
  approveReturn: 'Approve return',
  refuseReturn: 'Refuse return',
  refund: 'Refund',
};

/** POST list body: search (order number, customer name or email), status, page. */
export type AdminOrderQuery = {
  q?: string;
  /** A status, or 'ACTION' for every order waiting for the owner. */
  status?: OrderStatus | 'ACTION';
  /** Created on or after / before (YYYY-MM-DD, the workspace's day in UTC). */
  from?: string;
  to?: string;
  p?: number;
  s?: number;
};

export type AdminOrderRow = {
  _id: string;
  number: number;
  status: OrderStatus;
  statusLabel: string;
  total: number;
  currency: string;
  itemCount: number;
  paymentMode: PaymentMode;
  customer: { _id: string | null; name: string; email: string };
  created: string;
};

export type AdminOrdersAnswer = { data: AdminOrderRow[]; total: number };

/** GET get?id= and POST action?id= ({ action, note? }) answer the order and what may be done next. */
export type AdminOrderAnswer = { data: Order; actions: OwnerOrderAction[] };
