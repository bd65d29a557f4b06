// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountAddressesSchema,
  type AccountAddressesConfig,
} from '../../../schemas/sections/account-addresses';
import { ADDRESS_MESSAGES, type Address } from '../../../shared/orders';
import { validateAgainst } from '../../../shared/validate';
import { toastStore } from '../../commerce/toast-store';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, type FakeReply } from '../../ui/test-fetch';
import { ADDRESS_LABELS } from '../_shop/AddressForm';
import { makeAddress, stubPage } from '../_shop/order-test-support';
import { signInCustomer } from '../_shop/test-support';
import {
  AccountAddresses,
  DEFAULT_SET_TEXT,
  DELETE_DIALOG,
  DELETED_TEXT,
  SAVE_TEXT,
  SAVED_TEXT,
  UPDATED_TEXT,
} from './AccountAddresses';
import { accountAddresses } from './index';

vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const config = accountAddresses.defaults as AccountAddressesConfig;
const BASE = '/api/io/crm/cuser/address';

/** An address book server: list, add, edit (a default unsets the others), delete. */
function serve(start: Address[], refuse?: (url: string) => FakeReply | undefined) {
  let book = start;
  return stubFetch((url, init) => {
    const refusal = refuse?.(url);
    if (refusal) return refusal;
    const body = init.body ? (JSON.parse(init.body) as Address) : undefined;
    const id = new URL(url, 'http://x').searchParams.get('id');
    const settle = (a: Address) => {
      if (a.isDefault) book = book.map((b) => ({ ...b, isDefault: b._id === a._id }));
    };
    if (url === `${BASE}/all`) return { body: { data: book, total: book.length } };
    if (url === `${BASE}/add`) {
      const saved = { ...body!, _id: `a${book.length + 1}` };
      book = [...book, saved];
      settle(saved);
      return { body: { data: saved } };
    }
    if (url.startsWith(`${BASE}/edit`)) {
      book = book.map((b) => (b._id === id ? { ...body!, _id: b._id } : b));
      settle({ ...body!, _id: id! });
      return { body: { data: { ...body, _id: id } } };
    }
    if (url.startsWith(`${BASE}/delete`)) {
      book = book.filter((b) => b._id !== id);
      return { body: { data: { _id: id } } };
    }
    return { status: 404, body: { msg: `no route for ${url}` } };
  });
}

function show(mode: 'public' | 'builder' = 'public') {
  return render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode, path: '/setting/addresses' }}>
      <AccountAddresses id="adr" config={config} />
    </RuntimeProvider>,
  );
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.tone}: ${t.text}`);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const BOOK = [makeAddress(1, { isDefault: true }), makeAddress(2)];

let assign: ReturnType<typeof stubPage>;
beforeEach(() => {
  localStorage.clear();
  signInCustomer();
  assign = stubPage('/setting/addresses');
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
  vi.unstubAllGlobals();
});

describe('account-addresses', () => {
  it('has defaults that validate against the schema', () => {
    expect(validateAgainst(accountAddressesSchema, accountAddresses.defaults)).toBeNull();
    expect(accountAddresses.interactive).toBe(true);
  });

  it('sends a signed-out visitor to login', () => {
    localStorage.clear();
    const { fetch } = serve(BOOK);
    show();
    expect(assign).toHaveBeenCalledWith('/login?from=%2Fsetting%2Faddresses');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the addresses, the default marked and without Make default', async () => {
    serve(BOOK);
    show();
    expect(screen.getByTestId('addresses-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Default')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: /your default/ })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: /your default/ })).toBeTruthy();
    expect(cards[1]!.textContent).toContain('2 Lake View Road');
    expect(cards[1]!.textContent).toContain('Bengaluru 560038');
  });

  it('adds an address after checking it, with the same form as checkout', async () => {
    const { calls } = serve(BOOK);
    show();
    fireEvent.click(await screen.findByRole('button', { name: config.addButtonText }));
    const form = screen.getByTestId('address-form');
    fireEvent.click(within(form).getByRole('button', { name: SAVE_TEXT }));
    expect(form.textContent).toContain(ADDRESS_MESSAGES.pincode);
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/add'))).toHaveLength(0);
    type(ADDRESS_LABELS.name, 'Ravi Kumar');
    type(ADDRESS_LABELS.phone, '9123456780');
    type(ADDRESS_LABELS.line1, '22 MG Road');
    type(ADDRESS_LABELS.city, 'Pune');
    type(ADDRESS_LABELS.state, 'Maharashtra');
    type(ADDRESS_LABELS.pincode, '0411001');
    fireEvent.click(within(form).getByRole('button', { name: SAVE_TEXT }));
    expect(form.textContent).toContain(ADDRESS_MESSAGES.pincode);
    type(ADDRESS_LABELS.pincode, '411001');
    fireEvent.click(within(form).getByRole('button', { name: SAVE_TEXT }));
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(3));
    expect(screen.queryByTestId('address-form')).toBeNull();
    expect(calls.find((c) => c.url === `${BASE}/add`)?.body).toMatchObject({
      name: 'Ravi Kumar',
      pincode: '411001',
      isDefault: false,
    });
    expect(toasts()).toContain(`success: ${SAVED_TEXT}`);
  });

  it('edits an address in place', async () => {
    const { calls } = serve(BOOK);
    show();
    const cards = await screen.findAllByTestId('address-card');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: /^Edit/ }));
    expect((screen.getByLabelText(ADDRESS_LABELS.line1) as HTMLInputElement).value).toBe(
      '2 Lake View Road',
    );
    type(ADDRESS_LABELS.city, 'Mysuru');
    fireEvent.click(screen.getByRole('button', { name: SAVE_TEXT }));
    await waitFor(() =>
      expect(screen.getAllByTestId('address-card')[1]!.textContent).toContain('Mysuru'),
    );
    expect(calls.find((c) => c.url === `${BASE}/edit?id=a2`)?.body).toMatchObject({
      city: 'Mysuru',
      line1: '2 Lake View Road',
      isDefault: false,
    });
    expect(toasts()).toContain(`success: ${UPDATED_TEXT}`);
  });

  it('makes an address the default', async () => {
    const { calls } = serve(BOOK);
    show();
    const cards = await screen.findAllByTestId('address-card');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: /your default/ }));
    await waitFor(() => expect(toasts()).toContain(`success: ${DEFAULT_SET_TEXT}`));
    expect(calls.find((c) => c.url === `${BASE}/edit?id=a2`)?.body).toMatchObject({
      isDefault: true,
    });
    const after = screen.getAllByTestId('address-card');
    expect(within(after[1]!).getByText('Default')).toBeTruthy();
    expect(within(after[0]!).queryByText('Default')).toBeNull();
  });

  it('deletes after a confirmation; a refusal goes to the toast and changes nothing', async () => {
    let refuse = true;
    const { calls } = serve(BOOK, (url) =>
      refuse && url.startsWith(`${BASE}/delete`)
        ? { status: 404, body: { msg: ADDRESS_MESSAGES.notFound } }
        : undefined,
    );
    show();
    const cards = await screen.findAllByTestId('address-card');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByTestId('address-delete-confirm');
    expect(dialog.textContent).toContain('2 Lake View Road');
    fireEvent.click(within(dialog).getByRole('button', { name: DELETE_DIALOG.confirm }));
    await waitFor(() => expect(toasts()).toContain(`error: ${ADDRESS_MESSAGES.notFound}`));
    expect(screen.getAllByTestId('address-card')).toHaveLength(2);
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: DELETE_DIALOG.confirm }));
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1));
    const del = calls.filter((c) => c.url === `${BASE}/delete?id=a2`);
    expect(del.map((c) => c.method)).toEqual(['GET', 'GET']);
    expect(del[0]!.headers['x-app-platform']).toBe('WEB');
    expect(toasts()).toContain(`success: ${DELETED_TEXT}`);
  });

  it('says when there are no addresses', async () => {
    serve([]);
    show();
    expect(await screen.findByText(config.emptyText)).toBeTruthy();
  });

  it('shows samples in the builder and calls nothing', () => {
    const { fetch } = serve(BOOK);
    show('builder');
    expect(screen.getAllByTestId('address-card').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: config.addButtonText }));
    expect(screen.getByTestId('address-form')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
