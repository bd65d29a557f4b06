// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_PATHS, type AdminOrderAnswer } from '../../../shared/admin-orders';
import { ApiError } from '../../../shared/api-client';
import type { Order } from '../../../shared/orders';
import { AdminApp } from '../App';
import { createFakeApi, setWindowWidth, TEST_BOOT } from '../test-support';

afterEach(cleanup);

function makeOrder(over: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    number: 1042,
    status: 'PAID',
    statusLabel: 'Confirmed',
    currency: 'INR',
    subtotal: 149_800,
    shipping: 0,
    codFee: 0,
    returnBy: null,
    total: 149_800,
    itemCount: 3,
    address: {
      name: 'Asha Rao',
      phone: '9876543210',
      line1: '12 MG Road',
      line2: 'Flat 4B',
      landmark: 'Opp. Metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
    paymentMode: 'RAZORPAY',
    transactionId: 'tx_abc123',
    paymentId: 'pay_XYZ789',
    paidAt: '2025-03-14T10:05:00.000Z',
    reservedUntil: null,
    created: '2025-03-14T10:00:00.000Z',
    items: [
      {
        _id: 'l1',
        productId: 'p1',
        productVariantId: 'v1',
        name: 'Clay Mug',
        variantTitle: 'Blue',
        path: 'clay-mug',
        image: { url: '/demo/mug.svg', alt: 'A blue clay mug', width: 800, height: 800 },
        price: 49_900,
        mrp: null,
        quantity: 2,
      },
      {
        _id: 'l2',
        productId: 'p2',
        productVariantId: 'v2',
        name: 'Tea Towel',
        variantTitle: '',
        path: 'tea-towel',
        image: null,
        price: 50_000,
        mrp: 60_000,
        quantity: 1,
      },
    ],
    history: [
      {
        status: 'PLACED',
        from: null,
        event: 'place',
        actor: 'customer',
        note: '',
        at: '2025-03-14T10:00:00.000Z',
      },
      {
        status: 'PAID',
        from: 'PLACED',
        event: 'pay',
        actor: 'gateway',
        note: '',
        at: '2025-03-14T10:05:00.000Z',
      },
    ],
    canCancel: true,
    canReturn: false,
    canReview: false,
    customer: { _id: 'c1', name: 'Asha Rao', email: 'asha@example.test' },
    ...over,
  };
}

function renderOrder(
  action: (body: { action: string; note?: string }) => AdminOrderAnswer | ApiError,
) {
  setWindowWidth(1280);
  const api = createFakeApi({
    [`GET ${ADMIN_ORDER_PATHS.get}`]: { data: makeOrder(), actions: ['ship', 'cancel'] },
    [`POST ${ADMIN_ORDER_PATHS.action}`]: (req) =>
      action(req.body as { action: string; note?: string }),
  });
  render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/orders/o1" />);
  return api;
}

describe('the order page', () => {
  it('shows the items with pictures, totals, address, payment ids, history and the customer', async () => {
    const api = renderOrder(() => new ApiError(500, null, ''));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ method: 'GET', params: { id: 'o1' } });
    const items = screen.getByTestId('swa-order-items');
    expect(within(items).getByRole('img', { name: 'A blue clay mug' }).getAttribute('src')).toBe(
      '/demo/mug.svg',
    );
    expect(items.textContent).toContain('Clay Mug');
    expect(items.textContent).toContain('₹998');
    // Subtotal and total.
    expect(screen.getAllByText('₹1,498')).toHaveLength(2);
    expect(screen.getByTestId('swa-order-address').textContent).toContain('Near Opp. Metro');
    expect(screen.getByText('pay_XYZ789')).toBeTruthy();
    expect(screen.getByText('tx_abc123')).toBeTruthy();
    expect(screen.getByTestId('swa-order-history').textContent).toContain('by the payment gateway');
    expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe(
      '/admin/customers/c1',
    );
    const actions = within(screen.getByTestId('swa-order-actions')).getAllByRole('button');
    expect(actions.map((b) => b.textContent)).toEqual(['Mark as shipped', 'Cancel order']);
  });

  it('ships at once and shows the new status and a toast', async () => {
    const api = renderOrder((body) => ({
      data: makeOrder({ status: 'SHIPPED', statusLabel: 'Shipped' }),
      actions: body.action === 'ship' ? ['deliver'] : [],
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Order #1042 is now shipped.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      method: 'POST',
      body: { action: 'ship' },
      params: { id: 'o1' },
    });
    expect(
      document.querySelector('.swa-page-header [data-status]')!.getAttribute('data-status'),
    ).toBe('SHIPPED');
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeTruthy();
  });

  it('asks before cancelling, sends the note, and can be backed out of', async () => {
    const api = renderOrder(() => ({
      data: makeOrder({ status: 'CANCELLED', statusLabel: 'Cancelled' }),
      actions: ['refund'],
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Cancel order: order #1042?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.change(screen.getByLabelText('Note for the order history (optional)'), {
      target: { value: '  Out of stock  ' },
    });
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(await screen.findByText('Order #1042 is now cancelled.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      body: { action: 'cancel', note: 'Out of stock' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it.each([true, false])(
    'offers to refund a paid order with its cancellation, ticked, and sends the choice (%s)',
    async (keep) => {
      const api = renderOrder(() => ({
        data: makeOrder({ status: 'CANCELLED', statusLabel: 'Cancelled' }),
        actions: [],
      }));
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
      const refund = screen.getByRole('checkbox', { name: /^Refund .* to the customer now$/ });
      expect((refund as HTMLInputElement).checked).toBe(true);
      if (!keep) fireEvent.click(refund);
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
      );
      await screen.findByText('Order #1042 is now cancelled.');
      const body = api.calls.filter((c) => c.method === 'POST').at(-1)!.body as {
        action: string;
        refund?: boolean;
      };
      expect(body.action).toBe('cancel');
      expect(body.refund).toBe(keep ? true : undefined);
    },
  );

  it("shows the server's reason when an action is refused, and keeps the order as it was", async () => {
    renderOrder(
      () =>
        new ApiError(
          409,
          { msg: 'Order #1042 is shipped: it cannot be shipped now.', errors: [] },
          '',
        ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Order #1042 is shipped: it cannot be shipped now.'),
    );
    expect(
      document.querySelector('.swa-page-header [data-status]')!.getAttribute('data-status'),
    ).toBe('PAID');
  });

  it('shows a readable error and Retry when the order cannot be loaded', async () => {
    setWindowWidth(1280);
    const api = createFakeApi({
      [`GET ${ADMIN_ORDER_PATHS.get}`]: new ApiError(
        404,
        { msg: 'No order with this id in this shop.' },
        '',
      ),
    });
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/orders/nope" />);
    expect(await screen.findByText('No order with this id in this shop.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('No order with this id in this shop.');
    expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });
});
