// The public face of server/orders: what other domains may use of it.
export { createOrderMailer } from './mails';
export { type InvoiceSource, invoiceSourceOf, isCustomersOrder } from './invoice-source';
export { keptTotal, ORDER_ROW_COLUMNS, toAdminOrderRow } from './order-row';
export {
  createOrdersRepo,
  type OrderDocuments,
  type OrdersRepo,
  type Refusal,
  stockProblem,
  type StoredPayment,
} from './repo';
export { registerOrders } from './setup';
export { ACTION_STATUSES, PAID_STATUSES } from './states';
