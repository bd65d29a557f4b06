import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/orders';

/** The tone of each status: waiting for the owner, done, stopped, or neutral. */
const TONE: Record<OrderStatus, 'action' | 'ok' | 'bad' | 'neutral' | 'info'> = {
  PLACED: 'neutral',
  PAYMENT_FAILED: 'bad',
  EXPIRED: 'neutral',
  PAID: 'action',
  CONFIRMED: 'action',
  SHIPPED: 'info',
  DELIVERED: 'ok',
  CANCEL_REQUESTED: 'action',
  CANCELLED: 'bad',
  RETURN_REQUESTED: 'action',
  RETURNED: 'neutral',
  REFUNDED: 'neutral',
};

/** An order status as a coloured pill with its ORDER_STATUS_LABELS text. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`swa-status swa-status--${TONE[status]}`} data-status={status}>
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
