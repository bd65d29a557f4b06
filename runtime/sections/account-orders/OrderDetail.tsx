import { useState, type MouseEvent } from 'react';
import { orderDiscountLabel } from '../../../shared/discounts';
import { TAX_NOTES } from '../../../shared/gst';
import { productHref } from '../../../shared/catalogue';
import type { InvoiceKind } from '../../../shared/gst';
import {
  ACCOUNT_ORDERS_PATH,
  type Order,
  type OrderLine,
  PAID_STATUSES,
} from '../../../shared/orders';
import { Stars } from '../../ui/Stars';
import { ConfirmDialog } from '../_shop/ConfirmDialog';
import { AddressBlock, LineThumb, StatusBadge } from '../_shop/OrderParts';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  orderNumberText,
  paymentModeLabel,
  statusLabel,
} from '../_shop/order-view';
import { downloadInvoice } from './invoice-download';
import { ReviewForm } from './ReviewForm';

export const ALL_ORDERS_TEXT = 'All orders';
export const ITEMS_HEADING = 'Items';
export const DELIVERY_HEADING = 'Delivery address';
export const PAYMENT_HEADING = 'Payment';
export const HISTORY_HEADING = 'Order history';
export const CANCEL_ORDER_TEXT = 'Cancel order';
export const RETURN_ORDER_TEXT = 'Return order';
export const EDIT_REVIEW_TEXT = 'Edit';
export const REASON_LABEL = 'Reason (optional)';

export const CANCEL_DIALOG = {
  title: 'Cancel this order?',
  message:
    'We will ask the shop to cancel it. Once the shop agrees, your payment is refunded to where it came from.',
  confirm: 'Request cancellation',
} as const;
export const RETURN_DIALOG = {
  title: 'Return this order?',
  message:
    'We will ask the shop to take it back. The shop will tell you how to send the items; your payment is refunded once they arrive.',
  confirm: 'Request return',
} as const;

/** 'Placed on 12 Mar 2025'. */
export function placedText(order: Pick<Order, 'created'>): string {
  return `Placed on ${formatDate(order.created)}`;
}

function ItemRow({
  id,
  order,
  line,
  builder,
  onReview,
}: {
  id: string;
  order: Order;
  line: OrderLine;
  builder: boolean;
  onReview: (line: OrderLine, review: { rating: number; comment: string }) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const review = line.review ?? null;
  const href = productHref(line.path);
  let reviewPart = null;
  if (order.canReview && (!review || editing)) {
    reviewPart = (
      <ReviewForm
        id={`${id}-review-${line._id}`}
        productName={line.name}
        initial={review}
        onSave={async (r) => {
          await onReview(line, r);
          setEditing(false);
        }}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    );
  } else if (review) {
    reviewPart = (
      <div className="sw-order__review" data-testid="order-review">
        <Stars rating={review.rating} />
        {review.comment ? <p>{review.comment}</p> : null}
        {order.canReview ? (
          <button
            type="button"
            className="sw-auth__link"
            aria-label={`Edit your review of ${line.name}`}
            disabled={builder}
            onClick={() => setEditing(true)}
          >
            {EDIT_REVIEW_TEXT}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <li className="sw-order__item" data-testid="order-item">
      <a className="sw-order__item-pic" href={href} tabIndex={-1} aria-hidden="true">
        <LineThumb image={line.image} />
      </a>
      <div className="sw-order__item-text">
        <a className="sw-order__item-name" href={href}>
          {line.name}
        </a>
        {line.variantTitle ? <span className="sw-muted">{line.variantTitle}</span> : null}
        <span className="sw-muted">{`Qty ${line.quantity} × ${money(line.price)}`}</span>
      </div>
      <span className="sw-order__item-amount">{money(line.price * line.quantity)}</span>
      {reviewPart ? <div className="sw-order__item-review">{reviewPart}</div> : null}
    </li>
  );
}

export const DOWNLOAD_INVOICE_TEXT = 'Download invoice';
export const DOWNLOAD_CREDIT_NOTE_TEXT = 'Download credit note';

/**
 * One order: its number, status and date, the items (with a review form per item once it may be
 * reviewed), the totals, where it goes, how it was paid, its history as a timeline, and "Cancel
 * order" or "Return order" only when the server says the customer may.
 */
export function OrderDetail({
  id,
  order,
  builder,
  busy,
  onBack,
  onCancel,
  onReturn,
  onReview,
}: {
  id: string;
  order: Order;
  builder: boolean;
  /** A cancel or return request is on its way. */
  busy: boolean;
  onBack: (e: MouseEvent<HTMLAnchorElement>) => void;
  onCancel: (reason: string) => Promise<boolean>;
  onReturn: (reason: string) => Promise<boolean>;
  onReview: (line: OrderLine, review: { rating: number; comment: string }) => Promise<void>;
}) {
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const [fetching, setFetching] = useState<InvoiceKind | null>(null);
  const [invoiceNote, setInvoiceNote] = useState<string | null>(null);
  // A paid order has its GST invoice (when the shop issues them); a refunded one a credit note.
  const documents: InvoiceKind[] = PAID_STATUSES.includes(order.status)
    ? order.status === 'REFUNDED'
      ? ['invoice', 'credit_note']
      : ['invoice']
    : [];
  const download = async (kind: InvoiceKind) => {
    setFetching(kind);
    setInvoiceNote(null);
    try {
      setInvoiceNote(await downloadInvoice(order._id, kind));
    } catch {
      setInvoiceNote('The download failed: please try again.');
    } finally {
      setFetching(null);
    }
  };
  const money = (minor: number) => formatMoney(minor, order.currency);
  const titleId = `${id}-order-title`;
  const texts = dialog === 'return' ? RETURN_DIALOG : CANCEL_DIALOG;
  const dialogButton = (kind: 'cancel' | 'return', text: string) => (
    <button
      type="button"
      className="sw-btn sw-btn--secondary"
      data-testid={`order-${kind}`}
      disabled={builder || busy}
      onClick={() => setDialog(kind)}
    >
      {text}
    </button>
  );

  return (
    <article className="sw-order" aria-labelledby={titleId} data-testid="order-detail">
      <a className="sw-order__back" href={ACCOUNT_ORDERS_PATH} onClick={onBack}>
        <span aria-hidden="true">←</span> {ALL_ORDERS_TEXT}
      </a>
      <header className="sw-account__card sw-order__head">
        <div>
          <div className="sw-order__title-row">
            <h2 id={titleId} className="sw-order__title">
              {`Order ${orderNumberText(order.number)}`}
            </h2>
            <StatusBadge status={order.status} />
          </div>
          <p className="sw-muted sw-order__placed">{placedText(order)}</p>
        </div>
        {order.canCancel || order.canReturn || documents.length > 0 ? (
          <div className="sw-order__actions">
            {documents.map((kind) => (
              <button
                key={kind}
                type="button"
                className="sw-btn sw-btn--secondary"
                data-testid={`order-download-${kind}`}
                disabled={builder || fetching !== null}
                aria-busy={fetching === kind}
                onClick={() => void download(kind)}
              >
                {kind === 'invoice' ? DOWNLOAD_INVOICE_TEXT : DOWNLOAD_CREDIT_NOTE_TEXT}
              </button>
            ))}
            {order.canCancel ? dialogButton('cancel', CANCEL_ORDER_TEXT) : null}
            {order.canReturn ? dialogButton('return', RETURN_ORDER_TEXT) : null}
            {invoiceNote ? (
              <p className="sw-muted sw-order__invoice-note" role="status">
                {invoiceNote}
              </p>
            ) : null}
          </div>
        ) : null}
      </header>

      <div className="sw-order__grid">
        <section className="sw-account__card sw-order__items" aria-labelledby={`${titleId}-items`}>
          <h3 id={`${titleId}-items`} className="sw-order__card-title">
            {ITEMS_HEADING}
          </h3>
          <ul className="sw-order__item-list">
            {order.items.map((line) => (
              <ItemRow
                key={line._id}
                id={id}
                order={order}
                line={line}
                builder={builder}
                onReview={onReview}
              />
            ))}
          </ul>
          <dl className="sw-checkout__totals sw-order__totals">
            <div>
              <dt>Subtotal</dt>
              <dd>{money(order.subtotal)}</dd>
            </div>
            {order.discount ? (
              <div className="sw-checkout__saving" data-testid="order-discount">
                <dt>{orderDiscountLabel(order.discountCode)}</dt>
                <dd>{`−${money(order.discount)}`}</dd>
              </div>
            ) : null}
            <div>
              <dt>Shipping</dt>
              <dd data-testid="order-shipping">
                {order.shipping === 0 ? 'Free' : money(order.shipping)}
              </dd>
            </div>
            {order.codFee > 0 ? (
              <div>
                <dt>Cash on delivery fee</dt>
                <dd data-testid="order-cod-fee">{money(order.codFee)}</dd>
              </div>
            ) : null}
            {order.tax ? (
              <div>
                <dt>{TAX_NOTES.row}</dt>
                <dd data-testid="order-tax">{money(order.tax)}</dd>
              </div>
            ) : null}
            <div className="sw-checkout__total">
              <dt>Total</dt>
              <dd data-testid="order-total">{money(order.total)}</dd>
            </div>
          </dl>
        </section>

        <div className="sw-order__side">
          <section className="sw-account__card" aria-labelledby={`${titleId}-address`}>
            <h3 id={`${titleId}-address`} className="sw-order__card-title">
              {DELIVERY_HEADING}
            </h3>
            <AddressBlock address={order.address} />
          </section>
          <section className="sw-account__card" aria-labelledby={`${titleId}-payment`}>
            <h3 id={`${titleId}-payment`} className="sw-order__card-title">
              {PAYMENT_HEADING}
            </h3>
            <dl className="sw-order__facts">
              <div>
                <dt>{order.paymentMode === 'COD' && !order.paidAt ? 'Paying by' : 'Paid with'}</dt>
                <dd data-testid="order-payment-mode">{paymentModeLabel(order.paymentMode)}</dd>
              </div>
              {order.paymentMode === 'COD' && !order.paidAt ? (
                <div>
                  <dt>To pay on delivery</dt>
                  <dd>{money(order.total)}</dd>
                </div>
              ) : null}
              {order.returnBy && order.canReturn ? (
                <div>
                  <dt>Returns until</dt>
                  <dd data-testid="order-return-by">{formatDateTime(order.returnBy)}</dd>
                </div>
              ) : null}
              {order.paidAt ? (
                <div>
                  <dt>Paid on</dt>
                  <dd>{formatDateTime(order.paidAt)}</dd>
                </div>
              ) : null}
              {order.status === 'PLACED' && order.reservedUntil ? (
                <div>
                  <dt>Pay by</dt>
                  <dd>{formatDateTime(order.reservedUntil)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Transaction ID</dt>
                <dd className="sw-order__mono">{order.paymentId ?? order.transactionId}</dd>
              </div>
            </dl>
          </section>
          <section className="sw-account__card" aria-labelledby={`${titleId}-history`}>
            <h3 id={`${titleId}-history`} className="sw-order__card-title">
              {HISTORY_HEADING}
            </h3>
            <ol className="sw-timeline-list" data-testid="order-history">
              {order.history.map((ev, i) => (
                <li
                  key={`${ev.at}-${i}`}
                  className={`sw-timeline-list__item${i === order.history.length - 1 ? ' is-latest' : ''}`}
                >
                  <strong>{statusLabel(ev.status)}</strong>
                  <time dateTime={ev.at} className="sw-muted">
                    {formatDateTime(ev.at)}
                  </time>
                  {ev.note ? <p>{ev.note}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>

      <ConfirmDialog
        id={`${id}-confirm`}
        open={dialog !== null}
        title={texts.title}
        message={texts.message}
        confirmText={texts.confirm}
        reasonLabel={REASON_LABEL}
        busy={busy}
        danger={dialog === 'cancel'}
        testId="order-confirm"
        onClose={() => setDialog(null)}
        onConfirm={(reason) => {
          const act = dialog === 'return' ? onReturn : onCancel;
          void act(reason).then((done) => {
            if (done) setDialog(null);
          });
        }}
      />
    </article>
  );
}
