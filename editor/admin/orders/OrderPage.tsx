// One order for the owner: what was bought (with pictures), totals, where it goes, how it was
// paid, its history, the customer, and one button per action the lifecycle allows now
// (AdminOrderAnswer.actions). Actions that stop, refuse or refund ask first, with a note.
import { useState } from 'react';
import { orderDiscountLabel } from '../../../shared/discounts';
import { TAX_NOTES } from '../../../shared/gst';
import { Link, useParams } from 'react-router-dom';
import {
  ADMIN_ORDER_PATHS,
  type AdminOrderAnswer,
  OWNER_ACTION_LABELS,
  type OwnerOrderAction,
} from '../../../shared/admin-orders';
import { errorText } from '../../../shared/error-text';
import { formatMoney } from '../../../shared/format';
import { type Order, ORDER_STATUS_LABELS, PAYMENT_MODE_LABELS } from '../../../shared/orders';
import { useAdminApi } from '../api';
import { formatDateTime, plural } from '../format';
import { OrderInvoices } from './OrderInvoices';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  Money,
  PageHeader,
  Panel,
  StatusBadge,
  useResource,
  useToast,
} from '../ui';

/** Actions asked about first (they stop an order, turn the customer down or send money back). */
export const CONFIRMED_ACTIONS: readonly OwnerOrderAction[] = [
  'cancel',
  'approveCancel',
  'refuseCancel',
  'refuseReturn',
  'refund',
];

/** The owner's actions that cancel a paid order, which may refund in the same step. */
const CANCELLATIONS: readonly OwnerOrderAction[] = ['cancel', 'approveCancel'];

const ACTOR_LABELS: Record<Order['history'][number]['actor'], string> = {
  customer: 'the customer',
  owner: 'the shop',
  gateway: 'the payment gateway',
  system: 'automatically',
};

const CONFIRM_TEXT: Partial<Record<OwnerOrderAction, string>> = {
  cancel: 'The order is cancelled and its items go back into stock.',
  approveCancel: 'The order is cancelled as the customer asked and its items go back into stock.',
  refuseCancel: 'The order stays confirmed; tell the customer why in the note.',
  refuseReturn: 'The order stays delivered; tell the customer why in the note.',
  refund: 'The payment is refunded to the customer through the gateway.',
};

function Items({ order }: { order: Order }) {
  return (
    <Panel title={`Items (${order.itemCount})`}>
      <ul className="swa-items" data-testid="swa-order-items">
        {order.items.map((line) => (
          <li key={line._id} className="swa-item">
            {line.image ? (
              <img
                src={line.image.url}
                alt={line.image.alt || line.name}
                width={56}
                height={56}
                loading="lazy"
              />
            ) : (
              <span className="swa-item-noimg" aria-hidden="true" />
            )}
            <div>
              <div className="swa-item-name">{line.name}</div>
              <div className="swa-muted swa-small">
                {line.variantTitle ? `${line.variantTitle} · ` : ''}
                <Money amount={line.price} currency={order.currency} /> × {line.quantity}
              </div>
            </div>
            <Money amount={line.price * line.quantity} currency={order.currency} />
          </li>
        ))}
      </ul>
      <dl className="swa-totals">
        <dt>Subtotal</dt>
        <dd>
          <Money amount={order.subtotal} currency={order.currency} />
        </dd>
        {order.discount ? (
          <>
            <dt>{orderDiscountLabel(order.discountCode)}</dt>
            <dd className="swa-saving" data-testid="order-discount">
              −<Money amount={order.discount} currency={order.currency} />
            </dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>
          {order.shipping === 0 ? (
            'Free'
          ) : (
            <Money amount={order.shipping} currency={order.currency} />
          )}
        </dd>
        {order.codFee > 0 ? (
          <>
            <dt>Cash on delivery fee</dt>
            <dd data-testid="swa-order-cod-fee">
              <Money amount={order.codFee} currency={order.currency} />
            </dd>
          </>
        ) : null}
        {order.tax ? (
          <>
            <dt>{TAX_NOTES.row}</dt>
            <dd data-testid="swa-order-tax">
              <Money amount={order.tax} currency={order.currency} />
            </dd>
          </>
        ) : null}
        <dt className="swa-total">Total</dt>
        <dd className="swa-total">
          <Money amount={order.total} currency={order.currency} />
        </dd>
      </dl>
    </Panel>
  );
}

function History({ order }: { order: Order }) {
  return (
    <Panel title="History">
      <ol className="swa-timeline" data-testid="swa-order-history">
        {[...order.history].reverse().map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <strong>{ORDER_STATUS_LABELS[e.status] ?? e.status}</strong>{' '}
            <span className="swa-muted">
              by {ACTOR_LABELS[e.actor] ?? e.actor} · {formatDateTime(e.at)}
            </span>
            {e.note ? <p className="swa-timeline-note">{e.note}</p> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function Details({ order }: { order: Order }) {
  const a = order.address;
  return (
    <>
      <Panel title="Customer">
        <p style={{ margin: 0 }}>
          {order.customer._id ? (
            <Link to={`/admin/customers/${order.customer._id}`}>{order.customer.name}</Link>
          ) : (
            order.customer.name
          )}
        </p>
        <p className="swa-muted" style={{ margin: '2px 0 0' }}>
          <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
        </p>
      </Panel>
      <Panel title="Delivery address">
        <address style={{ fontStyle: 'normal' }} data-testid="swa-order-address">
          {a.name}
          <br />
          {a.line1}
          {a.line2 ? (
            <>
              <br />
              {a.line2}
            </>
          ) : null}
          {a.landmark ? (
            <>
              <br />
              Near {a.landmark}
            </>
          ) : null}
          <br />
          {a.city}, {a.state} {a.pincode}
          <br />
          <a href={`tel:${a.phone}`}>{a.phone}</a>
        </address>
      </Panel>
      <Panel title="Payment">
        <dl className="swa-defs">
          <dt>Mode</dt>
          <dd>{PAYMENT_MODE_LABELS[order.paymentMode] ?? order.paymentMode}</dd>
          <dt>Transaction</dt>
          <dd className="swa-mono">{order.transactionId}</dd>
          <dt>Payment id</dt>
          <dd className="swa-mono">{order.paymentId ?? '—'}</dd>
          <dt>Paid</dt>
          <dd>
            {order.paidAt
              ? formatDateTime(order.paidAt)
              : order.paymentMode === 'COD'
                ? 'Not yet: cash on delivery'
                : 'Not paid'}
          </dd>
        </dl>
      </Panel>
    </>
  );
}

export function OrderPage() {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const toast = useToast();
  const res = useResource(`order:${id}`, () =>
    api.get<AdminOrderAnswer>(ADMIN_ORDER_PATHS.get, { id }),
  );
  // The latest answer of an action replaces the loaded one (new status, new actions).
  const [updated, setUpdated] = useState<AdminOrderAnswer | null>(null);
  const [asking, setAsking] = useState<OwnerOrderAction | null>(null);
  const [busy, setBusy] = useState<OwnerOrderAction | null>(null);
  // A cancellation of a paid order refunds in the same step unless the owner unticks it.
  const [refundToo, setRefundToo] = useState(true);
  const current = updated && updated.data._id === id ? updated : res.data;

  async function run(action: OwnerOrderAction, note: string, refund = false) {
    setBusy(action);
    try {
      const answer = await api.post<AdminOrderAnswer>(
        ADMIN_ORDER_PATHS.action,
        { action, ...(note ? { note } : {}), ...(refund ? { refund: true } : {}) },
        { id },
      );
      setUpdated(answer);
      setAsking(null);
      toast(`Order #${answer.data.number} is now ${answer.data.statusLabel.toLowerCase()}.`);
    } catch (err) {
      toast(errorText(err), 'error');
    } finally {
      setBusy(null);
    }
  }

  if (res.status === 'error' && !current)
    return (
      <>
        <PageHeader title="Order" back={{ to: '/admin/orders', label: 'Orders' }} />
        <ErrorState error={res.error} onRetry={res.reload} />
      </>
    );
  if (!current)
    return (
      <>
        <PageHeader title="Order" back={{ to: '/admin/orders', label: 'Orders' }} />
        <LoadingState lines={8} />
      </>
    );

  const order = current.data;
  const actions = current.actions;
  /** A cancellation of an order with a payment can send the money back in the same step. */
  const refundable = (action: OwnerOrderAction) =>
    CANCELLATIONS.includes(action) && order.paymentId !== null;
  return (
    <>
      <PageHeader
        title={`Order #${order.number}`}
        back={{ to: '/admin/orders', label: 'Orders' }}
        description={
          <span>
            <StatusBadge status={order.status} /> Placed {formatDateTime(order.created)} ·{' '}
            {plural(order.itemCount, 'item')}
          </span>
        }
      />
      <Panel title="What to do next" testId="swa-order-actions">
        {actions.length === 0 ? (
          <p className="swa-muted" style={{ margin: 0 }}>
            Nothing to do: this order is {order.statusLabel.toLowerCase()}.
          </p>
        ) : (
          <div className="swa-actions">
            {actions.map((action) => {
              const confirm = CONFIRMED_ACTIONS.includes(action);
              return (
                <Button
                  key={action}
                  variant={confirm ? 'danger' : 'primary'}
                  busy={busy === action && !confirm}
                  disabled={busy !== null}
                  onClick={() => {
                    if (!confirm) return void run(action, '');
                    setRefundToo(true);
                    setAsking(action);
                  }}
                >
                  {OWNER_ACTION_LABELS[action]}
                </Button>
              );
            })}
          </div>
        )}
      </Panel>
      <div className="swa-detail-grid" style={{ marginTop: 16 }}>
        <div className="swa-detail-main">
          <Items order={order} />
          <History order={order} />
        </div>
        <div className="swa-detail-side">
          <OrderInvoices orderId={order._id} status={order.status} />
          <Details order={order} />
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${OWNER_ACTION_LABELS[asking]}: order #${order.number}?` : ''}
        message={
          asking ? (
            <>
              <p style={{ marginTop: 0 }}>{CONFIRM_TEXT[asking]}</p>
              {refundable(asking) ? (
                <Checkbox
                  label={`Refund ${formatMoney(order.total, order.currency)} to the customer now`}
                  hint="Through the payment gateway the customer paid with; the mail says so. Untick to refund later."
                  checked={refundToo}
                  onChange={setRefundToo}
                />
              ) : null}
            </>
          ) : undefined
        }
        confirmLabel={asking ? OWNER_ACTION_LABELS[asking] : ''}
        destructive
        withNote
        noteLabel="Note for the order history (optional)"
        busy={busy !== null}
        onCancel={() => setAsking(null)}
        onConfirm={(note) => asking && void run(asking, note, refundable(asking) && refundToo)}
      />
    </>
  );
}
