import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { AccountOrdersConfig } from '../../../schemas/sections/account-orders';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import {
  ACCOUNT_ORDERS_PATH,
  CHECKOUT_MESSAGES,
  type Order,
  type OrderLine,
} from '../../../shared/orders';
import { commerceApi, failureText } from '../../commerce/api';
import { showToast } from '../../commerce/toast-store';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { queryParam } from '../../ui/account';
import { FormAlert } from '../../ui/AuthForm';
import { AccountLayout } from '../_account/AccountLayout';
import { requireSignIn, signInAgainOn401 } from '../_shop/account-guard';
import { LineThumb, Skeleton, StatusBadge } from '../_shop/OrderParts';
import { RetryCard } from '../_shop/RetryCard';
import {
  findOrder,
  loadMyOrders,
  requestCancel,
  requestReturn,
  saveReview,
} from '../_shop/orders-api';
import { formatMoney, orderNumberText } from '../_shop/order-view';
import { SAMPLE_ORDERS } from '../_shop/samples';
import { OrderDetail, placedText } from './OrderDetail';

export const LOADING_ORDERS_TEXT = 'Loading your orders…';
export const ORDERS_FAILED_TEXT = 'Your orders could not be loaded.';
export const SHOW_MORE_TEXT = 'Show more';
export const START_SHOPPING_TEXT = 'Start shopping';
export const CANCEL_SENT_TEXT = 'Your cancellation request has been sent.';
export const RETURN_SENT_TEXT = 'Your return request has been sent.';
export const REVIEW_SAVED_TEXT = 'Thank you! Your review has been saved.';
/** Thumbnails a row shows before '+N'. */
export const ROW_THUMBS = 4;

type ListState = {
  status: 'loading' | 'ready' | 'failed';
  orders: Order[];
  total: number;
  /** The next page to ask for (from 0). */
  next: number;
  more: boolean;
  error?: string;
};

type DetailState =
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; order: Order }
  | { status: 'failed'; id: string; error: string };

const orderHref = (id: string) => `${ACCOUNT_ORDERS_PATH}?id=${encodeURIComponent(id)}`;

/** '3 items'. */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A plain left click: the others (new tab, new window) keep the browser's own behaviour. */
function plainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

function OrderRow({ order, onOpen }: { order: Order; onOpen: (e: MouseEvent, o: Order) => void }) {
  const extra = order.items.length - ROW_THUMBS;
  const count = order.itemCount || order.items.reduce((n, l) => n + l.quantity, 0);
  return (
    <li className="sw-orders__row" data-testid="order-row">
      <a className="sw-orders__link" href={orderHref(order._id)} onClick={(e) => onOpen(e, order)}>
        <span className="sw-orders__top">
          <strong className="sw-orders__number">{`Order ${orderNumberText(order.number)}`}</strong>
          <StatusBadge status={order.status} />
        </span>
        <span className="sw-muted sw-orders__meta">{`${placedText(order)} · ${itemsText(count)}`}</span>
        <span className="sw-orders__bottom">
          <span className="sw-orders__thumbs" aria-hidden="true">
            {order.items.slice(0, ROW_THUMBS).map((line) => (
              <LineThumb key={line._id} image={line.image} className="sw-orders__thumb" />
            ))}
            {extra > 0 ? <span className="sw-orders__more">{`+${extra}`}</span> : null}
          </span>
          <strong className="sw-orders__total">{formatMoney(order.total, order.currency)}</strong>
        </span>
      </a>
    </li>
  );
}

/**
 * The customer's orders (/setting/orders, built in): newest first, a page at a time with "Show
 * more"; each row opens the order (`?id=`, kept in the address so it can be shared and reloaded)
 * with its items, totals, address, payment, history, and the cancel, return and review actions
 * the server allows. Each action answers the whole order, which replaces the one shown. Failures
 * go to the bottom-right toast. Signed-out visitors go to login; builder mode shows samples.
 */
export function AccountOrders({ id, config }: SectionProps<AccountOrdersConfig>) {
  const { mode } = useRuntime();
  const builder = mode === 'builder';
  const [list, setList] = useState<ListState>(
    builder
      ? {
          status: 'ready',
          orders: SAMPLE_ORDERS,
          total: SAMPLE_ORDERS.length,
          next: 1,
          more: false,
        }
      : { status: 'loading', orders: [], total: 0, next: 0, more: false },
  );
  const [detail, setDetail] = useState<DetailState | null>(null);
  const [acting, setActing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const size = config.pageSize;
  const ordersRef = useRef(list.orders);
  ordersRef.current = list.orders;

  const fail = useCallback((err: unknown) => {
    if (!signInAgainOn401(err)) showToast(failureText(err, INTERNAL_ERROR_MESSAGE), 'error');
  }, []);

  const loadPage = useCallback(
    async (page: number) => {
      const answer = await loadMyOrders(commerceApi(), page, size);
      setList((s) => {
        const orders = page === 0 ? answer.data : [...s.orders, ...answer.data];
        return {
          status: 'ready',
          orders,
          total: answer.total,
          next: page + 1,
          more: answer.data.length > 0 && orders.length < answer.total,
        };
      });
    },
    [size],
  );

  const openFromAddress = useCallback((orders: readonly Order[]) => {
    const wanted = queryParam('id');
    if (!wanted) {
      setDetail(null);
      return;
    }
    const known = orders.find((o) => o._id === wanted);
    if (known) {
      setDetail({ status: 'ready', id: wanted, order: known });
      return;
    }
    setDetail({ status: 'loading', id: wanted });
    findOrder(commerceApi(), wanted).then(
      (order) =>
        setDetail((d) =>
          d?.id !== wanted
            ? d
            : order
              ? { status: 'ready', id: wanted, order }
              : { status: 'failed', id: wanted, error: CHECKOUT_MESSAGES.orderNotFound },
        ),
      (err: unknown) => {
        if (signInAgainOn401(err)) return;
        setDetail((d) =>
          d?.id !== wanted
            ? d
            : { status: 'failed', id: wanted, error: failureText(err, INTERNAL_ERROR_MESSAGE) },
        );
      },
    );
  }, []);

  useEffect(() => {
    if (builder || !requireSignIn()) return undefined;
    let live = true;
    openFromAddress([]);
    loadPage(0).catch((err: unknown) => {
      if (!live || signInAgainOn401(err)) return;
      setList((s) => ({ ...s, status: 'failed', error: failureText(err, ORDERS_FAILED_TEXT) }));
    });
    return () => {
      live = false;
    };
  }, [builder, attempt, loadPage, openFromAddress]);

  // Back and forward between the list and an order.
  useEffect(() => {
    if (builder) return undefined;
    const onPop = () => openFromAddress(ordersRef.current);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [builder, openFromAddress]);

  const open = (e: MouseEvent, order: Order) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    if (!builder) window.history.pushState(null, '', orderHref(order._id));
    setDetail({ status: 'ready', id: order._id, order });
    window.scrollTo?.({ top: 0 });
  };

  const back = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    if (!builder) window.history.pushState(null, '', ACCOUNT_ORDERS_PATH);
    setDetail(null);
  };

  /** Shows the order the server answered, in the detail and in the list. */
  const apply = (order: Order) => {
    setDetail({ status: 'ready', id: order._id, order });
    setList((s) => ({ ...s, orders: s.orders.map((o) => (o._id === order._id ? order : o)) }));
  };

  const act = async (
    call: (orderId: string) => Promise<Order>,
    success: string,
  ): Promise<boolean> => {
    if (builder || detail?.status !== 'ready' || acting) return false;
    setActing(true);
    try {
      apply(await call(detail.order._id));
      showToast(success, 'success');
      return true;
    } catch (err) {
      fail(err);
      return false;
    } finally {
      setActing(false);
    }
  };

  const review = async (line: OrderLine, r: { rating: number; comment: string }) => {
    if (builder || detail?.status !== 'ready') return;
    try {
      const order = await saveReview(commerceApi(), detail.order._id, {
        productVariantId: line.productVariantId,
        rating: r.rating,
        comment: r.comment,
      });
      apply(order);
      showToast(REVIEW_SAVED_TEXT, 'success');
    } catch (err) {
      fail(err);
      throw err;
    }
  };

  let body;
  if (detail) {
    if (detail.status === 'ready') {
      body = (
        <OrderDetail
          id={id}
          order={detail.order}
          builder={builder}
          busy={acting}
          onBack={back}
          onCancel={(reason) =>
            act((orderId) => requestCancel(commerceApi(), orderId, reason), CANCEL_SENT_TEXT)
          }
          onReturn={(reason) =>
            act((orderId) => requestReturn(commerceApi(), orderId, reason), RETURN_SENT_TEXT)
          }
          onReview={review}
        />
      );
    } else if (detail.status === 'failed') {
      body = (
        <div className="sw-account__card sw-account__state">
          <FormAlert>{detail.error}</FormAlert>
          <a className="sw-btn sw-btn--secondary" href={ACCOUNT_ORDERS_PATH} onClick={back}>
            All orders
          </a>
        </div>
      );
    } else {
      body = (
        <div className="sw-account__card sw-orders__loading" aria-busy="true" role="status">
          <span className="sw-visually-hidden">{LOADING_ORDERS_TEXT}</span>
          <Skeleton width="40%" />
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </div>
      );
    }
  } else if (list.status === 'failed') {
    body = (
      <RetryCard
        className="sw-account__card sw-account__state"
        error={list.error ?? ORDERS_FAILED_TEXT}
        onRetry={() => {
          setList((s) => ({ ...s, status: 'loading' }));
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else if (list.status === 'loading') {
    body = (
      <ul className="sw-orders" aria-busy="true" data-testid="orders-loading">
        <li className="sw-visually-hidden" role="status">
          {LOADING_ORDERS_TEXT}
        </li>
        {[0, 1, 2].map((i) => (
          <li key={i} className="sw-orders__row sw-orders__row--skeleton">
            <Skeleton width="35%" />
            <Skeleton width="55%" />
            <Skeleton width="25%" />
          </li>
        ))}
      </ul>
    );
  } else if (list.orders.length === 0) {
    body = (
      <div className="sw-account__card sw-account__state" data-testid="orders-empty">
        <p>{config.emptyText}</p>
        <a className="sw-btn sw-btn--primary" href="/">
          {START_SHOPPING_TEXT}
        </a>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="sw-orders">
          {list.orders.map((order) => (
            <OrderRow key={order._id} order={order} onOpen={open} />
          ))}
        </ul>
        {list.more ? (
          <div className="sw-orders__more-row">
            <button
              type="button"
              className="sw-btn sw-btn--secondary"
              disabled={loadingMore}
              aria-busy={loadingMore || undefined}
              data-testid="orders-more"
              onClick={() => {
                setLoadingMore(true);
                loadPage(list.next)
                  .catch(fail)
                  .finally(() => setLoadingMore(false));
              }}
            >
              {loadingMore ? <span className="sw-auth__spinner" aria-hidden="true" /> : null}
              {SHOW_MORE_TEXT}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <AccountLayout
      id={id}
      page="orders"
      className="sw-account-orders"
      heading={config.heading}
      description={config.description}
    >
      {body}
    </AccountLayout>
  );
}
