import { describe, expect, it, vi } from 'vitest';
import {
  CART_ADDED_MESSAGE,
  CART_FAILED_MESSAGE,
  MAX_LINE_QUANTITY,
  stockMessage,
} from '../../shared/cart';
import { makeCart, makeLine } from '../sections/_shop/test-support';
import { createCartStore, MAX_QUANTITY_MESSAGE, readCartAnswer } from './cart-store';
import { fakeApi, type RecordedCall, type RouteReply } from './test-api';

function setup(route: (call: RecordedCall) => RouteReply | undefined, signedIn = true) {
  const { api, calls } = fakeApi(route);
  const deps = {
    api,
    signedIn: () => signedIn,
    goToLogin: vi.fn(),
    toast: vi.fn(),
    showUi: vi.fn(),
  };
  return { store: createCartStore(deps), calls, deps };
}

const ALL = '/api/io/crm/cart_items/all';
const ADD = '/api/io/crm/cart_items/add';

describe('cart store', () => {
  it('loads the bag once with s:100, p:0, and not at all for a signed-out visitor', async () => {
    const bag = makeCart([makeLine(1, { quantity: 2 })]);
    const { store, calls } = setup(() => ({ body: bag }));
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(calls).toEqual([{ url: ALL, method: 'POST', body: { s: 100, p: 0 } }]);
    expect(store.getState()).toMatchObject({ status: 'ready', count: 2, subtotal: 300000 });

    const out = setup(() => ({ body: bag }), false);
    await out.store.load();
    expect(out.calls).toHaveLength(0);
    expect(out.store.getState().status).toBe('idle');
  });

  it('sends a signed-out visitor to login on Add to bag, and calls nothing', async () => {
    const { store, calls, deps } = setup(() => undefined, false);
    expect(await store.add('v1')).toBe(false);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('adds one, holds the loading flag meanwhile, toasts and opens the panel', async () => {
    const bag = makeCart([makeLine(1)]);
    const { store, calls, deps } = setup((c) => (c.url === ADD ? { body: bag } : undefined));
    const done = store.add('v1');
    expect(store.getState().adding).toEqual({ v1: true });
    expect(await store.add('v1')).toBe(false);
    expect(await done).toBe(true);
    expect(calls).toEqual([
      { url: ADD, method: 'POST', body: { productVariantId: 'v1', quantity: 1 } },
    ]);
    expect(store.getState()).toMatchObject({ adding: {}, count: 1, panelOpen: true });
    expect(deps.toast).toHaveBeenCalledWith(CART_ADDED_MESSAGE, 'success');
    expect(deps.showUi).toHaveBeenCalled();
  });

  it("shows the server's reason for a stock refusal and SPEC's text for other failures", async () => {
    const msg = stockMessage(0);
    const refused = setup(() => ({ status: 409, body: { msg } }));
    expect(await refused.store.add('v1')).toBe(false);
    expect(refused.deps.toast).toHaveBeenCalledWith(msg, 'error');
    expect(refused.store.getState()).toMatchObject({ adding: {}, panelOpen: false });

    const broken = setup(() => ({ status: 500, body: { msg: 'db down' } }));
    await broken.store.add('v1');
    expect(broken.deps.toast).toHaveBeenCalledWith(CART_FAILED_MESSAGE, 'error');

    const gone = setup(() => ({ status: 401, body: { msg: 'Please sign in to continue.' } }));
    await gone.store.add('v1');
    expect(gone.deps.goToLogin).toHaveBeenCalled();
    expect(gone.deps.toast).not.toHaveBeenCalled();
  });

  it('keeps a quantity within 1 … stock, refusing above it without a call', async () => {
    const line = makeLine(1, { quantity: 3, stock: 3 });
    const { store, calls } = setup((c) => (c.url === ALL ? { body: makeCart([line]) } : undefined));
    await store.load();
    await store.setQuantity('l1', 4);
    await store.setQuantity('l1', 0);
    expect(calls).toHaveLength(1);
    expect(store.getState().lineErrors).toEqual({ l1: stockMessage(3) });
  });

  it('refuses more than MAX_LINE_QUANTITY of one line, whatever the stock', async () => {
    const line = makeLine(1, { quantity: MAX_LINE_QUANTITY, stock: 500 });
    const { store, calls } = setup(() => ({ body: makeCart([line]) }));
    await store.load();
    await store.setQuantity('l1', MAX_LINE_QUANTITY + 1);
    expect(calls).toHaveLength(1);
    expect(store.getState().lineErrors.l1).toBe(MAX_QUANTITY_MESSAGE);
  });

  it('edits a quantity with cart_items/edit?id= and clears the line error', async () => {
    let line = makeLine(1, { quantity: 1, stock: 5 });
    const { store, calls } = setup((c) => {
      if (c.url.startsWith('/api/io/crm/cart_items/edit')) {
        line = { ...line, quantity: (c.body as { quantity: number }).quantity };
      }
      return { body: makeCart([line]) };
    });
    await store.load();
    await store.setQuantity('l1', 9);
    await store.setQuantity('l1', 2);
    expect(calls.at(-1)).toEqual({
      url: '/api/io/crm/cart_items/edit?id=l1',
      method: 'POST',
      body: { productVariantId: 'v1', quantity: 2 },
    });
    expect(store.getState()).toMatchObject({ count: 2, lineErrors: {}, busy: {} });
  });

  it('lowers a line above a fallen stock straight to the stock', async () => {
    const line = makeLine(1, { quantity: 6, stock: 2 });
    const { store, calls } = setup(() => ({ body: makeCart([line]) }));
    await store.load();
    await store.setQuantity('l1', 5);
    expect(calls.at(-1)?.body).toEqual({ productVariantId: 'v1', quantity: 2 });
  });

  it("shows the server's stock refusal on the line and reads the bag again", async () => {
    const msg = stockMessage(1);
    const line = makeLine(1, { quantity: 1, stock: 4 });
    const { store, calls } = setup((c) =>
      c.url === ALL
        ? { body: makeCart([{ ...line, stock: calls.length > 1 ? 1 : 4 }]) }
        : { status: 409, body: { msg } },
    );
    await store.load();
    await store.setQuantity('l1', 2);
    expect(store.getState().lineErrors).toEqual({ l1: msg });
    expect(calls.map((c) => c.url)).toEqual([ALL, '/api/io/crm/cart_items/edit?id=l1', ALL]);
    expect(store.getState().lines[0]?.stock).toBe(1);
  });

  it('removes a line with cart_items/delete?id=', async () => {
    const { store, calls } = setup((c) =>
      c.url === ALL ? { body: makeCart([makeLine(1)]) } : { body: makeCart([]) },
    );
    await store.load();
    await store.remove('l1');
    expect(calls.at(-1)).toMatchObject({
      url: '/api/io/crm/cart_items/delete?id=l1',
      method: 'GET',
    });
    expect(store.getState()).toMatchObject({ lines: [], count: 0 });
  });

  it('opens and closes the panel, loading the bag on open', async () => {
    const { store, calls, deps } = setup(() => ({ body: makeCart([]) }));
    store.openPanel();
    expect(store.getState().panelOpen).toBe(true);
    expect(deps.showUi).toHaveBeenCalled();
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
    expect(calls).toHaveLength(1);
    store.closePanel();
    expect(store.getState().panelOpen).toBe(false);
  });
});

describe('readCartAnswer', () => {
  it('reads the bag, or the bag inside data, and nothing else', () => {
    const bag = makeCart([makeLine(1)]);
    expect(readCartAnswer(bag)).toEqual(bag);
    expect(readCartAnswer({ data: bag })).toEqual(bag);
    expect(readCartAnswer({ data: { msg: 'ok' } })).toBeNull();
    expect(readCartAnswer(null)).toBeNull();
  });
});
