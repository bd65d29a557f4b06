import { useEffect, useState, type ReactNode } from 'react';
import type { PaymentStatusConfig } from '../../../schemas/sections/payment-status';
import { formatPrice } from '../../../shared/format';
import { TAX_NOTES } from '../../../shared/gst';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import {
  ACCOUNT_ORDERS_PATH,
  CHECKOUT_MESSAGES,
  CHECKOUT_PATH,
  PAYMENT_SUCCESS_PATH,
  type Order,
} from '../../../shared/orders';
import { commerceApi, failureText } from '../../commerce/api';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { ActionLink } from '../../ui/ActionLink';
import { navigate, queryParam } from '../../ui/account';
import { FormAlert } from '../../ui/AuthForm';
import { requireSignIn, signInAgainOn401 } from '../_shop/account-guard';
import { Skeleton } from '../_shop/OrderParts';
import { findOrder } from '../_shop/orders-api';
import { formatMoney, isPaid, orderNumberText } from '../_shop/order-view';

export const VIEW_ORDER_TEXT = 'View your order';
export const TRY_AGAIN_TEXT = 'Try again';
export const PENDING_TITLE = 'Waiting for your payment';
export const PENDING_SUBTITLE =
  'We are waiting for the payment to be confirmed. This page updates by itself.';
export const PENDING_SLOW_TEXT =
  'This is taking longer than usual. Your order updates as soon as the payment is confirmed: you can follow it from your orders.';
export const ORDER_NUMBER_LABEL = 'Order number';
export const COD_TITLE = 'Order confirmed';
/** What a cash-on-delivery receipt says instead of "payment received". */
export function codSubtitle(amount: string): string {
  return `Please keep ${amount} ready: you pay in cash when your order arrives.`;
}
export const LOADING_ORDER_TEXT = 'Loading your order…';
/** How often, and how many times, a pending payment's order is read again (2 minutes). */
export const PENDING_POLL_MS = 5000;
export const PENDING_POLLS = 24;

type OrderView =
  | { status: 'configured' }
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | { status: 'failed'; error: string };

function StatusIcon({ kind }: { kind: 'success' | 'failure' | 'pending' }) {
  return (
    <svg
      className="sw-payment-status__icon"
      viewBox="0 0 64 64"
      width="72"
      height="72"
      aria-hidden="true"
    >
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
      <circle cx="32" cy="32" r="22" fill="currentColor" />
      {kind === 'success' ? (
        <path
          d="M22 32.5l7 7 13-14"
          fill="none"
          stroke="var(--sw-bg)"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : kind === 'pending' ? (
        <path
          d="M32 21v12l8 5"
          fill="none"
          stroke="var(--sw-bg)"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M24.5 24.5l15 15M39.5 24.5l-15 15"
          fill="none"
          stroke="var(--sw-bg)"
          strokeWidth="4.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      {children}
    </div>
  );
}

/**
 * The screen after checkout: a success receipt (with the transaction id) or a failure notice.
 * The server renders the configured texts (the page is cached and shared); on a visitor's page
 * whose address names `?orderId=`, the island reads that order (orders/all filtered on `_id`) and
 * shows its number, real amount and, on success, its payment's id, with "View your order" or
 * "Try again" (skeletons stand where they go until then, so no configured amount shows by
 * mistake). `&pending=1` on the failure screen waits for the payment to be confirmed, reading
 * the order again every 5 s for 2 minutes and moving to the success screen once it is paid.
 * Without `?orderId=` (and in the builder) the configured amount and transaction id show.
 */
export function PaymentStatus({ id, config }: SectionProps<PaymentStatusConfig>) {
  const { mode, currencySymbol } = useRuntime();
  const success = config.variant === 'success';
  const readsOrder = mode !== 'builder' && config.showOrder !== false;
  const [view, setView] = useState<OrderView>(
    readsOrder ? { status: 'loading' } : { status: 'configured' },
  );
  const [pending, setPending] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!readsOrder) return undefined;
    const orderId = queryParam('orderId');
    if (!orderId) {
      setView({ status: 'configured' });
      return undefined;
    }
    if (!requireSignIn()) return undefined;
    const waiting = !success && queryParam('pending') === '1';
    setPending(waiting);
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      findOrder(commerceApi(), orderId).then(
        (order) => {
          if (!live) return;
          if (!order) {
            setPending(false);
            setView({ status: 'failed', error: CHECKOUT_MESSAGES.orderNotFound });
            return;
          }
          setView({ status: 'ready', order });
          // Paid after all (a late confirmation): the receipt is the right screen.
          if (!success && isPaid(order.status)) {
            navigate(`${PAYMENT_SUCCESS_PATH}?orderId=${encodeURIComponent(order._id)}`);
            return;
          }
          if (waiting && order.status === 'PLACED') {
            if (polls < PENDING_POLLS) {
              polls += 1;
              timer = setTimeout(read, PENDING_POLL_MS);
            } else setSlow(true);
          } else setPending(false);
        },
        (err: unknown) => {
          if (!live || signInAgainOn401(err)) return;
          setPending(false);
          setView({ status: 'failed', error: failureText(err, INTERNAL_ERROR_MESSAGE) });
        },
      );
    };
    read();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [readsOrder, success]);

  const headingId = `${id}-heading`;
  const kind = pending ? 'pending' : config.variant;
  const order = view.status === 'ready' ? view.order : null;
  // Cash on delivery: confirmed, not paid; the receipt says what is due at the door.
  const cod = success && order?.paymentMode === 'COD' && !order.paidAt;
  const title = pending ? config.pendingTitle || PENDING_TITLE : cod ? COD_TITLE : config.title;
  const subtitle = cod
    ? codSubtitle(formatMoney(order.total, order.currency))
    : pending
      ? slow
        ? PENDING_SLOW_TEXT
        : config.pendingSubtitle || PENDING_SUBTITLE
      : config.subtitle;

  let facts: ReactNode = null;
  if (view.status === 'loading') {
    facts = (
      <dl className="sw-payment-status__facts" aria-busy="true">
        <Fact label={success ? 'Amount paid' : 'Amount'}>
          <dd className="sw-payment-status__amount" data-testid="payment-amount-loading">
            <span className="sw-visually-hidden">{LOADING_ORDER_TEXT}</span>
            <Skeleton width="6.5em" />
          </dd>
        </Fact>
        {success ? (
          <Fact label="Transaction ID">
            <dd className="sw-payment-status__txn">
              <Skeleton width="11em" />
            </dd>
          </Fact>
        ) : null}
      </dl>
    );
  } else if (order) {
    const txn = order.paymentId ?? order.transactionId;
    facts = (
      <dl className="sw-payment-status__facts">
        <Fact label={ORDER_NUMBER_LABEL}>
          <dd data-testid="payment-order-number">{orderNumberText(order.number)}</dd>
        </Fact>
        <Fact label={cod ? 'To pay on delivery' : success ? 'Amount paid' : 'Amount'}>
          <dd className="sw-payment-status__amount" data-testid="payment-amount">
            {formatMoney(order.total, order.currency)}
          </dd>
        </Fact>
        {cod ? (
          <Fact label="Shipping">
            <dd data-testid="payment-shipping">
              {order.shipping === 0 ? 'Free' : formatMoney(order.shipping, order.currency)}
            </dd>
          </Fact>
        ) : null}
        {cod && order.codFee > 0 ? (
          <Fact label="Cash on delivery fee">
            <dd data-testid="payment-cod-fee">{formatMoney(order.codFee, order.currency)}</dd>
          </Fact>
        ) : null}
        {order.tax ? (
          <Fact label={TAX_NOTES.row}>
            <dd data-testid="payment-tax">{formatMoney(order.tax, order.currency)}</dd>
          </Fact>
        ) : null}
        {success && txn ? (
          <Fact label="Transaction ID">
            <dd className="sw-payment-status__txn" data-testid="payment-transaction-id">
              {txn}
            </dd>
          </Fact>
        ) : null}
      </dl>
    );
  } else if (view.status === 'configured') {
    const symbol = config.currencySymbol || currencySymbol;
    const hasAmount = typeof config.amount === 'number' && Number.isFinite(config.amount);
    if (hasAmount || (success && config.transactionId)) {
      facts = (
        <dl className="sw-payment-status__facts">
          {hasAmount ? (
            <Fact label={success ? 'Amount paid' : 'Amount'}>
              <dd className="sw-payment-status__amount" data-testid="payment-amount">
                {formatPrice(config.amount ?? 0, symbol)}
              </dd>
            </Fact>
          ) : null}
          {success && config.transactionId ? (
            <Fact label="Transaction ID">
              <dd className="sw-payment-status__txn" data-testid="payment-transaction-id">
                {config.transactionId}
              </dd>
            </Fact>
          ) : null}
        </dl>
      );
    }
  }

  let button: ReactNode;
  if (order) {
    const href =
      success || pending
        ? `${ACCOUNT_ORDERS_PATH}?id=${encodeURIComponent(order._id)}`
        : CHECKOUT_PATH;
    button = (
      <a className="sw-btn sw-btn--primary sw-payment-status__button" href={href}>
        {success || pending ? VIEW_ORDER_TEXT : TRY_AGAIN_TEXT}
      </a>
    );
  } else {
    button = (
      <ActionLink
        action={config.buttonAction}
        className="sw-btn sw-btn--primary sw-payment-status__button"
      >
        {config.buttonText}
      </ActionLink>
    );
  }

  return (
    <section
      className={`sw-section sw-payment-status sw-payment-status--${kind}`}
      aria-labelledby={headingId}
      data-testid="payment-status"
    >
      <div className="sw-container">
        <div className="sw-payment-status__card">
          <StatusIcon kind={kind} />
          <h1 id={headingId} className="sw-payment-status__title">
            {title}
          </h1>
          {subtitle ? (
            <p className="sw-payment-status__subtitle" role={pending ? 'status' : undefined}>
              {subtitle}
            </p>
          ) : null}
          {view.status === 'failed' ? (
            <div className="sw-payment-status__alert">
              <FormAlert>{view.error}</FormAlert>
            </div>
          ) : null}
          {facts}
          {config.description && !pending ? (
            <p className="sw-payment-status__description">{config.description}</p>
          ) : null}
          {button}
        </div>
      </div>
    </section>
  );
}
