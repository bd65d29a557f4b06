import { describe, expect, it, vi } from 'vitest';
import { WISHLIST_FAILED_FALLBACK } from '../../shared/cart';
import { makeItem } from '../sections/_shop/test-support';
import { fakeApi, type RecordedCall, type RouteReply } from './test-api';
import { createWishlistStore, isWishlisted } from './wishlist-store';

const ALL = '/api/io/crm/cuser/wishlist/all';
const ADD = '/api/io/crm/wishlist/add';

function setup(route: (call: RecordedCall) => RouteReply | undefined, signedIn = true) {
  const { api, calls } = fakeApi(route);
  const deps = { api, signedIn: () => signedIn, goToLogin: vi.fn(), toast: vi.fn() };
  return { store: createWishlistStore(deps), calls, deps };
}

const entry = (n: number) => ({ _id: `w${n}`, productVariantId: `v${n}`, product: makeItem(n) });

describe('wishlist store', () => {
  it('loads once when signed in, never when signed out', async () => {
    const { store, calls } = setup(() => ({ body: { data: [entry(1)], total: 1 } }));
    await Promise.all([store.load(), store.load()]);
    expect(calls).toEqual([{ url: ALL, method: 'POST', body: { s: 100, p: 0 } }]);
    expect(isWishlisted(store.getState(), 'v1')).toBe(true);
    expect(isWishlisted(store.getState(), 'v2')).toBe(false);

    const out = setup(() => ({ body: { data: [], total: 0 } }), false);
    await out.store.load();
    await out.store.toggle('v1', makeItem(1));
    expect(out.calls).toHaveLength(0);
    expect(out.deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('adds with wishlist/add, then removes with wishlist/delete and the entry id', async () => {
    const { store, calls } = setup((c) => {
      if (c.url === ALL) return { body: { data: [], total: 0 } };
      if (c.url === ADD) return { body: { data: entry(2) } };
      return { body: { data: { _id: 'w2' } } };
    });
    const adding = store.toggle('v2', makeItem(2));
    await vi.waitFor(() => expect(isWishlisted(store.getState(), 'v2')).toBe(true));
    await adding;
    expect(calls.at(-1)).toEqual({ url: ADD, method: 'POST', body: { productVariantId: 'v2' } });
    expect(store.getState().entries[0]?._id).toBe('w2');

    await store.toggle('v2');
    expect(calls.at(-1)).toMatchObject({
      url: '/api/io/crm/wishlist/delete?_id=w2',
      method: 'GET',
    });
    expect(isWishlisted(store.getState(), 'v2')).toBe(false);
    expect(store.getState().busy).toEqual({});
  });

  it('turns back and toasts the error text, or "invalid" when there is none', async () => {
    const failing = setup((c) =>
      c.url === ALL
        ? { body: { data: [entry(1)], total: 1 } }
        : { status: 409, body: { msg: 'Your wishlist holds at most 100 items.' } },
    );
    await failing.store.toggle('v2', makeItem(2));
    expect(isWishlisted(failing.store.getState(), 'v2')).toBe(false);
    expect(failing.deps.toast).toHaveBeenCalledWith(
      'Your wishlist holds at most 100 items.',
      'error',
    );
    await failing.store.toggle('v1');
    expect(isWishlisted(failing.store.getState(), 'v1')).toBe(true);

    const silent = setup((c) =>
      c.url === ALL ? { body: { data: [], total: 0 } } : { status: 500 },
    );
    await silent.store.toggle('v3', makeItem(3));
    expect(silent.deps.toast).toHaveBeenCalledWith(WISHLIST_FAILED_FALLBACK, 'error');
  });

  it('reads the list again when an add answers without the entry', async () => {
    let listed = false;
    const { store } = setup((c) => {
      if (c.url === ADD) {
        listed = true;
        return { body: { ok: true } };
      }
      return { body: { data: listed ? [entry(4)] : [], total: listed ? 1 : 0 } };
    });
    await store.toggle('v4');
    expect(store.getState().entries.map((e) => e._id)).toEqual(['w4']);
  });
});
