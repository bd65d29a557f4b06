// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  shopPaymentFailureConfig,
  shopPaymentSuccessConfig,
} from '../../../fixtures/sections/site-builder';
import {
  paymentStatusSchema,
  type PaymentStatusConfig,
} from '../../../schemas/sections/payment-status';
import { CHECKOUT_MESSAGES } from '../../../shared/orders';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch } from '../../ui/test-fetch';
import { signInCustomer } from '../_shop/test-support';
import { makeOrder, stubPage } from '../_shop/order-test-support';
import { paymentStatus } from './index';
import {
  PaymentStatus,
  PENDING_POLL_MS,
  PENDING_POLLS,
  PENDING_SLOW_TEXT,
  PENDING_TITLE,
  TRY_AGAIN_TEXT,
  VIEW_ORDER_TEXT,
} from './PaymentStatus';

const ORDERS_URL = '/api/io/crm/orders/all';

function show(config: PaymentStatusConfig, mode: 'public' | 'builder' = 'public') {
  return render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode }}>
      <PaymentStatus id="ps" config={config} />
    </RuntimeProvider>,
  );
}

/** The server's orders/all: `orders` in turn (the last one repeats), or a status. */
function serveOrders(...replies: { status?: number; body?: unknown }[]) {
  let i = 0;
  return stubFetch((url) => {
    if (url !== ORDERS_URL) return { status: 404, body: { msg: 'no route' } };
    const reply = replies[Math.min(i, replies.length - 1)]!;
    i += 1;
    return reply;
  });
}
const answer = (...orders: ReturnType<typeof makeOrder>[]) => ({
  body: { data: orders, total: orders.length },
});

beforeEach(() => {
  localStorage.clear();
  signInCustomer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('payment-status', () => {
  it('has defaults and fixtures that validate against the schema', () => {
    expect(validateAgainst(paymentStatusSchema, paymentStatus.defaults)).toBeNull();
    expect(validateAgainst(paymentStatusSchema, shopPaymentSuccessConfig)).toBeNull();
    expect(validateAgainst(paymentStatusSchema, shopPaymentFailureConfig)).toBeNull();
    expect(
      validateAgainst(paymentStatusSchema, { ...paymentStatus.defaults, amount: -1 }),
    ).not.toBeNull();
    expect(paymentStatus.interactive).toBe(true);
  });

  it('shows the configured success screen without an order in the address', () => {
    const { fetch } = serveOrders(answer());
    const { container } = show(shopPaymentSuccessConfig);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment successful');
    expect(screen.getByText('Thank you for shopping with Northwind Goods.')).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toBe('₹3,497');
    expect(screen.getByTestId('payment-transaction-id').textContent).toBe('pay_NWG8x4K2QfT9Lm');
    expect(screen.getByText('Transaction ID')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(
      container.querySelector('.sw-payment-status--success .sw-payment-status__icon'),
    ).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never shows the transaction id on the failure screen', () => {
    const { container } = show(shopPaymentFailureConfig);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment failed');
    expect(screen.getByTestId('payment-amount').textContent).toBe('₹3,497');
    expect(screen.queryByTestId('payment-transaction-id')).toBeNull();
    expect(screen.queryByText('Transaction ID')).toBeNull();
    expect(container.textContent).not.toContain(shopPaymentFailureConfig.transactionId);
    expect(container.querySelector('.sw-payment-status--failure')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/checkout');
  });

  it('uses the site currency when the config has none', () => {
    render(
      <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, currencySymbol: '$' }}>
        <PaymentStatus
          id="ps"
          config={{ ...shopPaymentSuccessConfig, currencySymbol: undefined, amount: 1250.5 }}
        />
      </RuntimeProvider>,
    );
    expect(screen.getByTestId('payment-amount').textContent).toBe('$1,250.50');
  });

  it('server-renders the texts with skeletons where the order goes, and the builder the config', () => {
    const html = renderToString(<PaymentStatus id="s" config={shopPaymentSuccessConfig} />);
    expect(html).toContain('Payment successful');
    expect(html).toContain('sw-skeleton');
    // The cached page is everyone's: the configured amount must not pass for a customer's.
    expect(html).not.toContain('3,497');
    expect(html).not.toContain('pay_NWG8x4K2QfT9Lm');
    const builder = renderToString(
      <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode: 'builder' }}>
        <PaymentStatus id="s" config={shopPaymentSuccessConfig} />
      </RuntimeProvider>,
    );
    expect(builder).toContain('pay_NWG8x4K2QfT9Lm');
    expect(builder).toContain('₹3,497');
    const off = renderToString(
      <PaymentStatus id="s" config={{ ...shopPaymentSuccessConfig, showOrder: false }} />,
    );
    expect(off).toContain('₹3,497');
  });

  it('reads the order of ?orderId= and shows its amount, number and payment id', async () => {
    stubPage('/payment/success', '?orderId=o7');
    const { calls } = serveOrders(answer(makeOrder(7, { total: 254900, currency: 'INR' })));
    show(shopPaymentSuccessConfig);
    // While it loads: a skeleton, never the configured amount.
    expect(screen.queryByTestId('payment-amount')).toBeNull();
    expect(screen.getByTestId('payment-amount-loading')).toBeTruthy();
    expect(await screen.findByTestId('payment-amount')).toHaveProperty('textContent', '₹2,549');
    expect(screen.getByTestId('payment-order-number').textContent).toBe('#1007');
    expect(screen.getByTestId('payment-transaction-id').textContent).toBe('pay_7');
    const link = screen.getByRole('link', { name: VIEW_ORDER_TEXT });
    expect(link.getAttribute('href')).toBe('/setting/orders?id=o7');
    expect(screen.queryByText('Continue shopping')).toBeNull();
    expect(calls).toEqual([
      expect.objectContaining({
        url: ORDERS_URL,
        method: 'POST',
        body: { filter: [{ key: '_id', operator: 'EQUALS', value: 'o7' }] },
      }),
    ]);
    expect(calls[0]!.headers['x-app-platform']).toBe('WEB');
  });

  it('shows our transaction id when the gateway gave no payment id, in the order currency', async () => {
    stubPage('/payment/success', '?orderId=o2');
    serveOrders(answer(makeOrder(2, { paymentId: null, currency: 'USD', total: 1250 })));
    show(shopPaymentSuccessConfig);
    expect(await screen.findByTestId('payment-transaction-id')).toHaveProperty(
      'textContent',
      'TXN2',
    );
    expect(screen.getByTestId('payment-amount').textContent).toBe('$12.50');
  });

  it('offers to try again on the failure screen, with the amount but no transaction id', async () => {
    stubPage('/payment/failure', '?orderId=o3');
    serveOrders(answer(makeOrder(3, { status: 'PAYMENT_FAILED', paymentId: null })));
    show(shopPaymentFailureConfig);
    expect(await screen.findByTestId('payment-amount')).toHaveProperty('textContent', '₹1,549');
    expect(screen.queryByTestId('payment-transaction-id')).toBeNull();
    expect(screen.getByRole('link', { name: TRY_AGAIN_TEXT }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment failed');
  });

  it('waits for a pending payment, then moves to the success screen once it is paid', async () => {
    vi.useFakeTimers();
    const assign = stubPage('/payment/failure', '?orderId=o4&pending=1');
    const { calls } = serveOrders(
      answer(makeOrder(4, { status: 'PLACED', paymentId: null })),
      answer(makeOrder(4, { status: 'PLACED', paymentId: null })),
      answer(makeOrder(4, { status: 'PAID' })),
    );
    const { container } = show(shopPaymentFailureConfig);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PENDING_TITLE);
    expect(container.querySelector('.sw-payment-status--pending')).not.toBeNull();
    expect(screen.getByRole('link', { name: VIEW_ORDER_TEXT })).toBeTruthy();
    expect(screen.queryByText(shopPaymentFailureConfig.description!)).toBeNull();
    expect(calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    });
    expect(calls).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    });
    expect(assign).toHaveBeenCalledWith('/payment/success?orderId=o4');
  });

  it('says so when a pending payment takes longer than two minutes', async () => {
    vi.useFakeTimers();
    stubPage('/payment/failure', '?orderId=o4&pending=1');
    const { calls } = serveOrders(answer(makeOrder(4, { status: 'PLACED', paymentId: null })));
    show(shopPaymentFailureConfig);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_POLL_MS * (PENDING_POLLS + 2));
    });
    expect(calls).toHaveLength(PENDING_POLLS + 1);
    expect(screen.getByText(PENDING_SLOW_TEXT)).toBeTruthy();
  });

  it('shows the failure when a pending payment fails', async () => {
    stubPage('/payment/failure', '?orderId=o5&pending=1');
    serveOrders(answer(makeOrder(5, { status: 'PAYMENT_FAILED', paymentId: null })));
    show(shopPaymentFailureConfig);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment failed'),
    );
    expect(screen.getByRole('link', { name: TRY_AGAIN_TEXT })).toBeTruthy();
  });

  it('says when the order is not the customer’s, keeping the configured button', async () => {
    stubPage('/payment/success', '?orderId=nope');
    serveOrders(answer());
    show(shopPaymentSuccessConfig);
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_MESSAGES.orderNotFound);
    expect(screen.queryByTestId('payment-amount')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });

  it('sends a signed-out visitor to login, and back here afterwards', () => {
    localStorage.clear();
    const assign = stubPage('/payment/success', '?orderId=o1');
    const { fetch } = serveOrders(answer(makeOrder(1)));
    show(shopPaymentSuccessConfig);
    expect(assign).toHaveBeenCalledWith('/login?from=%2Fpayment%2Fsuccess%3ForderId%3Do1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forgets a login the server no longer knows', async () => {
    const assign = stubPage('/payment/success', '?orderId=o1');
    serveOrders({ status: 401, body: { msg: 'Please sign in to continue.' } });
    show(shopPaymentSuccessConfig);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(localStorage.getItem('user-login-data')).toBeNull();
  });

  it('calls nothing in the builder, even with an order in the address', () => {
    stubPage('/payment/success', '?orderId=o1');
    const { fetch } = serveOrders(answer(makeOrder(1)));
    show(shopPaymentSuccessConfig, 'builder');
    expect(screen.getByTestId('payment-amount').textContent).toBe('₹3,497');
    expect(fetch).not.toHaveBeenCalled();
  });
});
