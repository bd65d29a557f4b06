// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutSchema, type CheckoutConfig } from '../../../schemas/sections/checkout';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, PAYMENT_MODE_LABELS } from '../../../shared/orders';
import { validateAgainst } from '../../../shared/validate';
import { cartStore } from '../../commerce/cart-store';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, type FakeReply } from '../../ui/test-fetch';
import { ADDRESS_LABELS } from '../_shop/AddressForm';
import { makeAddress, makeSummary, stubPage } from '../_shop/order-test-support';
import { makeCart, makeLine, signInCustomer } from '../_shop/test-support';
import { ADD_ADDRESS_TEXT, SAVE_ADDRESS_TEXT } from './AddressStep';
import { Checkout, EMPTY_BAG_TEXT, RETRY_TEXT, SUMMARY_FAILED_TEXT } from './Checkout';
import { checkout } from './index';
import { TEST_MODE_HINT } from './PaymentStep';
import { EDIT_BAG_TEXT } from './SummaryCard';

// The side cart is not under test here: its lazy mount is a no-op.
vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const config = checkout.defaults as CheckoutConfig;
const SUMMARY_URL = '/api/io/cart/checkout/summary';
const ADDRESSES_URL = '/api/io/crm/cuser/address/all';
const ADD_URL = '/api/io/crm/cuser/address/add';
const INIT_PREFIX = '/api/io/cart/checkout/init';

type Server = {
  summary?: FakeReply | (() => FakeReply);
  addresses?: unknown[];
  add?: (body: Record<string, unknown>) => FakeReply;
  init?: FakeReply;
};

/** The checkout's server: summary, addresses (add appends), init; everything recorded. */
function serve(s: Server = {}) {
  let addresses = s.addresses ?? [makeAddress(1), makeAddress(2, { isDefault: true })];
  return stubFetch((url, init) => {
    // The summary is priced for the chosen address (?addressId=) once there is one.
    if (url.split('?')[0] === SUMMARY_URL) {
      const r = s.summary ?? { body: { data: makeSummary() } };
      return typeof r === 'function' ? r() : r;
    }
    if (url === ADDRESSES_URL) return { body: { data: addresses, total: addresses.length } };
    if (url === ADD_URL) {
      const body = JSON.parse(init.body ?? '{}') as Record<string, unknown>;
      const reply = s.add?.(body);
      if (reply) return reply;
      const saved = { ...body, _id: 'a-new' };
      addresses = [...addresses, saved];
      return { body: { data: saved } };
    }
    if (url.startsWith(INIT_PREFIX))
      return (
        s.init ?? {
          body: {
            data: {
              orderId: 'o1',
              number: 1001,
              transactionId: 'T1',
              amount: 94900,
              currency: 'INR',
              paymentMode: 'TEST',
              redirectUrl: '/payment/test/T1',
            },
          },
        }
      );
    return { status: 404, body: { msg: `no route for ${url}` } };
  });
}

function show(mode: 'public' | 'builder' = 'public') {
  return render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode, path: '/checkout' }}>
      <Checkout id="co" config={config} />
    </RuntimeProvider>,
  );
}

const pay = () => screen.getByTestId('checkout-pay') as HTMLButtonElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

let assign: ReturnType<typeof stubPage>;
beforeEach(() => {
  localStorage.clear();
  signInCustomer();
  assign = stubPage('/checkout');
});
afterEach(() => {
  cleanup();
  cartStore.reset();
  vi.unstubAllGlobals();
});

describe('checkout', () => {
  it('has defaults that validate against the schema', () => {
    expect(validateAgainst(checkoutSchema, checkout.defaults)).toBeNull();
    expect(validateAgainst(checkoutSchema, { ...config, payButtonText: '' })).not.toBeNull();
    expect(checkout.interactive).toBe(true);
  });

  it('sends a signed-out visitor to login and back to /checkout', () => {
    localStorage.clear();
    const { fetch } = serve();
    show();
    expect(assign).toHaveBeenCalledWith('/login?from=%2Fcheckout');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('server-renders skeletons and a busy, disabled pay button', () => {
    const html = renderToString(<Checkout id="co" config={config} />);
    expect(html).toContain('checkout-summary-loading');
    expect(html).toContain('checkout-addresses-loading');
    expect(html).toMatch(
      /data-testid="checkout-pay"[^>]*disabled|disabled[^>]*data-testid="checkout-pay"/,
    );
  });

  it('shows the bag as priced by the server, the default address chosen, and the test mode', async () => {
    serve();
    show();
    expect(pay().disabled).toBe(true);
    await waitFor(() => expect(pay().disabled).toBe(false));
    expect(pay().textContent).toBe('Pay ₹949');
    const summary = screen.getByTestId('checkout-summary');
    expect(within(summary).getByTestId('checkout-line').textContent).toContain('Linen shirt');
    expect(within(summary).getByTestId('checkout-line').textContent).toContain('Qty 2 × ₹450');
    expect(within(summary).getByTestId('checkout-shipping').textContent).toBe('₹49');
    expect(within(summary).getByTestId('checkout-total').textContent).toBe('₹949');
    expect(summary.textContent).toContain('Free shipping on orders of ₹999 or more.');
    const cards = screen.getAllByTestId('checkout-address');
    expect(cards).toHaveLength(2);
    expect((within(cards[1]!).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(within(cards[1]!).getByText('Default')).toBeTruthy();
    const mode = screen.getByTestId('checkout-payment-mode');
    expect(mode.textContent).toContain(PAYMENT_MODE_LABELS.TEST);
    expect((within(mode).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(TEST_MODE_HINT)).toBeTruthy();
  });

  it('pays: makes the order for the chosen address and leaves for the payment page', async () => {
    const { calls } = serve();
    show();
    await waitFor(() => expect(pay().disabled).toBe(false));
    fireEvent.click(within(screen.getAllByTestId('checkout-address')[0]!).getByRole('radio'));
    fireEvent.click(pay());
    expect(pay().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/test/T1'));
    const init = calls.find((c) => c.url.startsWith(INIT_PREFIX))!;
    expect(init.url).toBe(`${INIT_PREFIX}?addressId=a1&paymentMode=TEST`);
    expect(init.method).toBe('GET');
    expect(init.headers['x-app-platform']).toBe('WEB');
    expect(pay().disabled).toBe(true);
  });

  it('never follows a payment page on another scheme', async () => {
    serve({
      init: {
        body: {
          data: { orderId: 'o1', redirectUrl: 'javascript:alert(1)', transactionId: 'T' },
        },
      },
    });
    show();
    await waitFor(() => expect(pay().disabled).toBe(false));
    fireEvent.click(pay());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a stock refusal and prices the bag again', async () => {
    const refusal = 'Only 1 left in stock: please choose 1 or fewer.';
    const { calls } = serve({
      init: {
        status: 409,
        body: { status: 409, msg: refusal, errors: [{ defaultMessage: refusal }] },
      },
    });
    show();
    await waitFor(() => expect(pay().disabled).toBe(false));
    // The default address's state prices the shipping.
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(`${SUMMARY_URL}?addressId=a2`));
    const before = calls.filter((c) => c.url.startsWith(SUMMARY_URL)).length;
    fireEvent.click(pay());
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith(SUMMARY_URL)).length).toBe(before + 1),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(pay().disabled).toBe(false);
  });

  it('lists the bag’s problems and keeps Pay disabled until they are fixed', async () => {
    const problem = 'Linen shirt: only 1 left in stock.';
    serve({ summary: { body: { data: makeSummary({ problems: [problem] }) } } });
    show();
    const box = await screen.findByTestId('checkout-problems');
    expect(box.textContent).toContain(problem);
    expect(pay().disabled).toBe(true);
  });

  it('opens the bag from Edit bag, and prices it again when it changes', async () => {
    const { calls } = serve();
    stubFetchCart(calls);
    show();
    await waitFor(() => expect(pay().disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: EDIT_BAG_TEXT }));
    expect(cartStore.getState().panelOpen).toBe(true);
    await waitFor(() => expect(cartStore.getState().status).toBe('ready'));
    const before = calls.filter((c) => c.url.startsWith(SUMMARY_URL)).length;
    await act(() => cartStore.setQuantity('l1', 1));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith(SUMMARY_URL)).length).toBe(before + 1),
    );
  });

  it('says the bag is empty, with a way back to the shop', async () => {
    serve({
      summary: { body: { data: makeSummary({ lines: [], subtotal: 0, shipping: 0, total: 0 }) } },
    });
    show();
    expect(await screen.findByText(EMPTY_BAG_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
  });

  it('says when the summary could not be loaded, and tries again', async () => {
    let fail = true;
    serve({
      summary: () => (fail ? { status: 500, body: {} } : { body: { data: makeSummary() } }),
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(SUMMARY_FAILED_TEXT);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: RETRY_TEXT }));
    await waitFor(() => expect(pay().disabled).toBe(false));
  });

  it('asks for an address when none is saved, checks it, saves it and chooses it', async () => {
    const { calls } = serve({ addresses: [] });
    show();
    const form = await screen.findByTestId('checkout-address-form');
    fireEvent.click(within(form).getByRole('button', { name: SAVE_ADDRESS_TEXT }));
    expect(form.textContent).toContain(ADDRESS_MESSAGES.name);
    expect(form.textContent).toContain(ADDRESS_MESSAGES.phone);
    expect(form.textContent).toContain(ADDRESS_MESSAGES.line1);
    expect(form.textContent).toContain(ADDRESS_MESSAGES.city);
    expect(form.textContent).toContain(ADDRESS_MESSAGES.state);
    expect(form.textContent).toContain(ADDRESS_MESSAGES.pincode);
    expect(document.activeElement).toBe(screen.getByLabelText(ADDRESS_LABELS.name));
    expect(calls.some((c) => c.url === ADD_URL)).toBe(false);
    // Paying without an address says why.
    await waitFor(() => expect(pay().disabled).toBe(false));
    fireEvent.click(pay());
    expect(screen.getByText(CHECKOUT_MESSAGES.address)).toBeTruthy();

    type(ADDRESS_LABELS.name, 'Asha Verma');
    type(ADDRESS_LABELS.phone, '4876543210');
    expect(form.textContent).not.toContain(ADDRESS_MESSAGES.name);
    expect(form.textContent).toContain(ADDRESS_MESSAGES.phone);
    type(ADDRESS_LABELS.phone, '9876543210');
    type(ADDRESS_LABELS.line1, '14 Lake View Road');
    type(ADDRESS_LABELS.landmark, 'Opposite the metro');
    type(ADDRESS_LABELS.city, 'Bengaluru');
    type(ADDRESS_LABELS.state, 'Karnataka');
    type(ADDRESS_LABELS.pincode, '560038');
    fireEvent.click(within(form).getByRole('button', { name: SAVE_ADDRESS_TEXT }));
    await waitFor(() => expect(screen.queryByTestId('checkout-address-form')).toBeNull());
    expect(calls.find((c) => c.url === ADD_URL)?.body).toEqual({
      name: 'Asha Verma',
      phone: '9876543210',
      line1: '14 Lake View Road',
      line2: '',
      landmark: 'Opposite the metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      isDefault: true,
    });
    const card = screen.getByTestId('checkout-address');
    expect((within(card).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(pay());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.at(-1)!.url).toBe(`${INIT_PREFIX}?addressId=a-new&paymentMode=TEST`);
  });

  it('shows the server’s field messages and refusal on the address form', async () => {
    serve({
      add: () => ({
        status: 400,
        body: {
          status: 400,
          msg: 'Please check the address.',
          fieldErrors: { pincode: ADDRESS_MESSAGES.pincode },
        },
      }),
    });
    show();
    await waitFor(() => expect(pay().disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: ADD_ADDRESS_TEXT }));
    const form = screen.getByTestId('checkout-address-form');
    type(ADDRESS_LABELS.name, 'Asha Verma');
    type(ADDRESS_LABELS.phone, '9876543210');
    type(ADDRESS_LABELS.line1, '1 Road');
    type(ADDRESS_LABELS.city, 'Pune');
    type(ADDRESS_LABELS.state, 'Maharashtra');
    type(ADDRESS_LABELS.pincode, '411001');
    fireEvent.click(within(form).getByRole('button', { name: SAVE_ADDRESS_TEXT }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please check the address.');
    expect(form.textContent).toContain(ADDRESS_MESSAGES.pincode);
    // Cancel puts the saved addresses back.
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('checkout-address-form')).toBeNull();
    expect(screen.getAllByTestId('checkout-address')).toHaveLength(2);
  });

  it('shows samples in the builder and calls nothing', async () => {
    const { fetch } = serve();
    show('builder');
    expect(pay().disabled).toBe(false);
    expect(pay().textContent).toBe('Pay ₹2,497');
    expect(screen.getAllByTestId('checkout-address')).toHaveLength(2);
    fireEvent.click(pay());
    fireEvent.click(screen.getByRole('button', { name: ADD_ADDRESS_TEXT }));
    expect(screen.getByTestId('checkout-address-form')).toBeTruthy();
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

/** The bag's calls on the same fake server (the side cart's store reads and edits the bag). */
function stubFetchCart(calls: { url: string }[]) {
  const inner = globalThis.fetch as unknown as (
    url: string,
    init: { method: string; body?: string; headers: Record<string, string> },
  ) => Promise<unknown>;
  let bag = [makeLine(1, { quantity: 2 })];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (
        url: string,
        init: { method: string; body?: string; headers: Record<string, string> },
      ) => {
        if (!url.includes('/cart_items/')) return inner(url, init);
        calls.push({ url });
        if (url.includes('/cart_items/edit')) {
          const { quantity } = JSON.parse(init.body ?? '{}') as { quantity: number };
          bag = bag.map((l) => ({ ...l, quantity }));
        }
        return { ok: true, status: 200, text: async () => JSON.stringify(makeCart(bag)) };
      },
    ),
  );
}
