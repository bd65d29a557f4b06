// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountOrdersSchema,
  type AccountOrdersConfig,
} from '../../../schemas/sections/account-orders';
import { CHECKOUT_MESSAGES, REVIEW_MESSAGES, type Order } from '../../../shared/orders';
import { validateAgainst } from '../../../shared/validate';
import { toastStore } from '../../commerce/toast-store';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, type FakeReply } from '../../ui/test-fetch';
import { makeOrder, makeOrderLine, stubPage } from '../_shop/order-test-support';
import { signInCustomer } from '../_shop/test-support';
import {
  AccountOrders,
  CANCEL_SENT_TEXT,
  REVIEW_SAVED_TEXT,
  RETURN_SENT_TEXT,
  SHOW_MORE_TEXT,
} from './AccountOrders';
import { accountOrders } from './index';
import { ALL_ORDERS_TEXT, CANCEL_DIALOG, RETURN_DIALOG } from './OrderDetail';
import { SAVE_REVIEW_TEXT } from './ReviewForm';

vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const config = accountOrders.defaults as AccountOrdersConfig;
const MY_ORDERS = '/api/io/crm/cuser/orders/all';
const ORDERS_ALL = '/api/io/crm/orders/all';

type Routes = {
  orders?: Order[];
  /** Answers of the order actions, by the path's last segments. */
  act?: (url: string, body: unknown) => FakeReply;
};

function serve({ orders = [makeOrder(2), makeOrder(1)], act: action }: Routes = {}) {
  return stubFetch((url, init) => {
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    if (url === MY_ORDERS) {
      const { p, s } = body as { p: number; s: number };
      return { body: { data: orders.slice(p * s, p * s + s), total: orders.length } };
    }
    if (url === ORDERS_ALL) {
      const id = (body as { filter: { value: string }[] }).filter[0]!.value;
      const found = orders.filter((o) => o._id === id);
      return { body: { data: found, total: found.length } };
    }
    if (action) return action(url, body);
    return { status: 404, body: { msg: `no route for ${url}` } };
  });
}

function show(mode: 'public' | 'builder' = 'public', c: AccountOrdersConfig = config) {
  return render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode, path: '/setting/orders' }}>
      <AccountOrders id="ord" config={c} />
    </RuntimeProvider>,
  );
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.tone}: ${t.text}`);

let assign: ReturnType<typeof stubPage>;
beforeEach(() => {
  localStorage.clear();
  signInCustomer();
  assign = stubPage('/setting/orders');
  vi.spyOn(window.history, 'pushState').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('account-orders', () => {
  it('has defaults that validate against the schema', () => {
    expect(validateAgainst(accountOrdersSchema, accountOrders.defaults)).toBeNull();
    expect(validateAgainst(accountOrdersSchema, { ...config, pageSize: 2 })).not.toBeNull();
    expect(accountOrders.interactive).toBe(true);
  });

  it('sends a signed-out visitor to login, coming back to the order asked for', () => {
    localStorage.clear();
    assign = stubPage('/setting/orders', '?id=o1');
    const { fetch } = serve();
    show();
    expect(assign).toHaveBeenCalledWith('/login?from=%2Fsetting%2Forders%3Fid%3Do1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the orders newest first with number, date, status, total and thumbnails', async () => {
    const many = makeOrder(2, {
      status: 'SHIPPED',
      itemCount: 6,
      items: [1, 2, 3, 4, 5, 6].map((n) => makeOrderLine(n)),
      total: 900000,
    });
    const { calls } = serve({ orders: [many, makeOrder(1, { status: 'PAYMENT_FAILED' })] });
    show();
    expect(screen.getByTestId('orders-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Order #1002');
    expect(within(rows[0]!).getByTestId('order-status').textContent).toBe('Shipped');
    expect(rows[0]!.textContent).toContain('6 items');
    expect(rows[0]!.textContent).toContain('₹9,000');
    expect(rows[0]!.textContent).toContain('+2');
    expect(rows[0]!.querySelectorAll('.sw-orders__thumb')).toHaveLength(4);
    expect(within(rows[1]!).getByTestId('order-status').textContent).toBe('Payment failed');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/setting/orders?id=o2');
    expect(calls[0]).toMatchObject({ url: MY_ORDERS, method: 'POST', body: { p: 0, s: 10 } });
    expect(
      screen.getByTestId('account-tabs').querySelector('[aria-current="page"]')?.textContent,
    ).toBe('Orders');
  });

  it('shows more orders a page at a time', async () => {
    const orders = [7, 6, 5, 4, 3, 2, 1].map((n) => makeOrder(n));
    const { calls } = serve({ orders });
    show('public', { ...config, pageSize: 5 });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: SHOW_MORE_TEXT }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(7));
    expect(calls.at(-1)!.body).toEqual({ p: 1, s: 5 });
    expect(screen.queryByRole('button', { name: SHOW_MORE_TEXT })).toBeNull();
  });

  it('says when there are no orders', async () => {
    serve({ orders: [] });
    show();
    expect(await screen.findByText(config.emptyText)).toBeTruthy();
  });

  it('opens an order in place: items, totals, address, payment and history, no actions', async () => {
    serve();
    show();
    fireEvent.click(within((await screen.findAllByTestId('order-row'))[1]!).getByRole('link'));
    const detail = screen.getByTestId('order-detail');
    expect(window.history.pushState).toHaveBeenCalledWith(null, '', '/setting/orders?id=o1');
    expect(within(detail).getByRole('heading', { level: 2 }).textContent).toBe('Order #1001');
    expect(within(detail).getByTestId('order-item').textContent).toContain('Qty 1 × ₹1,500');
    expect(within(detail).getByTestId('order-total').textContent).toBe('₹1,549');
    expect(detail.textContent).toContain('1 Lake View Road');
    expect(detail.textContent).toContain('Test payment (no real money)');
    expect(detail.textContent).toContain('pay_1');
    const history = within(detail).getByTestId('order-history');
    expect([...history.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
      'Awaiting payment',
      'Confirmed',
    ]);
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.queryByTestId('order-return')).toBeNull();
    expect(screen.queryByTestId('review-form')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: new RegExp(ALL_ORDERS_TEXT) }));
    expect(screen.getAllByTestId('order-row')).toHaveLength(2);
  });

  it('opens the order of ?id= from the server, and says when it is not the customer’s', async () => {
    stubPage('/setting/orders', '?id=o1');
    const { calls } = serve({ orders: [makeOrder(1)] });
    show();
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
    expect(calls.find((c) => c.url === ORDERS_ALL)?.body).toEqual({
      filter: [{ key: '_id', operator: 'EQUALS', value: 'o1' }],
    });
    cleanup();
    stubPage('/setting/orders', '?id=o9');
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_MESSAGES.orderNotFound);
  });

  it('follows the browser’s back button between an order and the list', async () => {
    serve();
    show();
    fireEvent.click(within((await screen.findAllByTestId('order-row'))[0]!).getByRole('link'));
    expect(screen.getByTestId('order-detail')).toBeTruthy();
    stubPage('/setting/orders', '');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByTestId('order-detail')).toBeNull();
    stubPage('/setting/orders', '?id=o1');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('order-detail').textContent).toContain('Order #1001');
  });

  it('cancels only when allowed, after a confirmation, and shows the answered order', async () => {
    const { calls } = serve({
      orders: [makeOrder(1, { canCancel: true })],
      act: (url) =>
        url.includes('/cancel/request')
          ? {
              body: {
                data: makeOrder(1, {
                  status: 'CANCEL_REQUESTED',
                  statusLabel: 'Cancellation requested',
                  canCancel: false,
                }),
              },
            }
          : { status: 404, body: {} },
    });
    stubPage('/setting/orders', '?id=o1');
    show();
    fireEvent.click(await screen.findByTestId('order-cancel'));
    const dialog = await screen.findByTestId('order-confirm');
    expect(within(dialog).getByRole('heading').textContent).toBe(CANCEL_DIALOG.title);
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Ordered the wrong size' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: CANCEL_DIALOG.confirm }));
    await waitFor(() =>
      expect(screen.getAllByTestId('order-status')[0]!.textContent).toBe('Cancellation requested'),
    );
    expect(calls.at(-1)).toMatchObject({
      url: '/api/io/crm/cuser/order/cancel/request?id=o1',
      method: 'POST',
      body: { reason: 'Ordered the wrong size' },
    });
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(toasts()).toContain(`success: ${CANCEL_SENT_TEXT}`);
  });

  it('asks for a return, and keeps the dialog open with the refusal in a toast', async () => {
    let refuse = true;
    const { calls } = serve({
      orders: [makeOrder(1, { status: 'DELIVERED', canReturn: true })],
      act: () =>
        refuse
          ? { status: 409, body: { msg: 'The return window of this order has closed.' } }
          : { body: { data: makeOrder(1, { status: 'RETURN_REQUESTED', canReturn: false }) } },
    });
    stubPage('/setting/orders', '?id=o1');
    show();
    fireEvent.click(await screen.findByTestId('order-return'));
    const dialog = await screen.findByTestId('order-confirm');
    expect(within(dialog).getByRole('heading').textContent).toBe(RETURN_DIALOG.title);
    fireEvent.click(within(dialog).getByRole('button', { name: RETURN_DIALOG.confirm }));
    await waitFor(() =>
      expect(toasts()).toContain('error: The return window of this order has closed.'),
    );
    expect(screen.getByTestId('order-confirm')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: RETURN_DIALOG.confirm }));
    await waitFor(() => expect(screen.queryByTestId('order-return')).toBeNull());
    expect(calls.at(-1)).toMatchObject({
      url: '/api/io/crm/cuser/order/return/request?id=o1',
      body: {},
    });
    expect(toasts()).toContain(`success: ${RETURN_SENT_TEXT}`);
  });

  it('reviews a delivered item: checks the rating, saves, then shows it with Edit', async () => {
    const delivered = makeOrder(1, { status: 'DELIVERED', canReview: true });
    const { calls } = serve({
      orders: [delivered],
      act: (_url, body) => {
        const r = (body as { orderReview: { rating: number; comment: string } }).orderReview;
        return {
          body: {
            data: {
              ...delivered,
              items: [{ ...delivered.items[0]!, review: { rating: r.rating, comment: r.comment } }],
            },
          },
        };
      },
    });
    stubPage('/setting/orders', '?id=o1');
    show();
    const form = await screen.findByTestId('review-form');
    fireEvent.click(within(form).getByRole('button', { name: SAVE_REVIEW_TEXT }));
    expect(within(form).getByRole('alert').textContent).toBe(REVIEW_MESSAGES.rating);
    fireEvent.click(within(form).getByLabelText('Four stars'));
    fireEvent.change(within(form).getByLabelText('Your review (optional)'), {
      target: { value: 'Soft and well made.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: SAVE_REVIEW_TEXT }));
    const saved = await screen.findByTestId('order-review');
    expect(saved.textContent).toContain('Soft and well made.');
    expect(within(saved).getByRole('img').getAttribute('aria-label')).toBe('Rated 4 out of 5');
    expect(calls.at(-1)).toEqual(
      expect.objectContaining({
        url: '/api/io/crm/admin/order/review/save?id=o1',
        body: {
          orderReview: { productVariantId: 'v1', rating: 4, comment: 'Soft and well made.' },
        },
      }),
    );
    expect(toasts()).toContain(`success: ${REVIEW_SAVED_TEXT}`);
    fireEvent.click(within(saved).getByRole('button', { name: 'Edit your review of Product 1' }));
    const again = screen.getByTestId('review-form');
    expect((within(again).getByLabelText('Four stars') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the list’s failure and tries again', async () => {
    let fail = true;
    stubFetch((url) =>
      url === MY_ORDERS && !fail
        ? { body: { data: [makeOrder(1)], total: 1 } }
        : { status: 500, body: { msg: 'Database unavailable.' } },
    );
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
  });

  it('forgets a login the server no longer knows', async () => {
    stubFetch(() => ({ status: 401, body: { msg: 'Please sign in to continue.' } }));
    show();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?from=%2Fsetting%2Forders'));
    expect(localStorage.getItem('user-login-data')).toBeNull();
  });

  it('shows sample orders in the builder, opens one, and calls nothing', () => {
    const { fetch } = serve();
    show('builder');
    const rows = screen.getAllByTestId('order-row');
    expect(rows.length).toBeGreaterThan(0);
    fireEvent.click(within(rows[1]!).getByRole('link'));
    expect(screen.getByTestId('order-detail')).toBeTruthy();
    expect((screen.getByTestId('order-return') as HTMLButtonElement).disabled).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.history.pushState).not.toHaveBeenCalled();
  });
});
