import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/error-text';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import { fakeApi, type RecordedCall, type RouteReply } from '../../commerce/test-api';
import { makeAddress, makeOrder, makeSummary } from './order-test-support';
import {
  addAddress,
  addressBody,
  deleteAddress,
  editAddress,
  findOrder,
  loadAddresses,
  loadMyOrders,
  loadProductReviews,
  loadSummary,
  requestCancel,
  requestReturn,
  safeRedirect,
  saveReview,
  startCheckout,
} from './orders-api';

function server(route: (call: RecordedCall) => RouteReply | undefined) {
  const { api, calls } = fakeApi(route);
  return { api: api(), calls };
}

const INPUT = {
  name: '  Asha Verma ',
  phone: '9876543210',
  line1: '14 Lake View Road ',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

describe('orders-api', () => {
  it('lists addresses from POST /cuser/address/all, dropping malformed ones', async () => {
    const { api, calls } = server(() => ({
      body: { data: [makeAddress(1, { isDefault: true }), { nope: 1 }], total: 2 },
    }));
    const list = await loadAddresses(api);
    expect(list).toEqual([makeAddress(1, { isDefault: true })]);
    expect(calls).toEqual([
      { url: '/api/io/crm/cuser/address/all', method: 'POST', body: { p: 0, s: 100 } },
    ]);
  });

  it('sends an address trimmed, with its optional lines, and reads the saved one', async () => {
    expect(addressBody(INPUT)).toEqual({
      name: 'Asha Verma',
      phone: '9876543210',
      line1: '14 Lake View Road',
      line2: '',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      isDefault: false,
    });
    const { api, calls } = server((c) => ({
      body: { data: { ...(c.body as object), _id: 'a9' } },
    }));
    expect((await addAddress(api, INPUT))?._id).toBe('a9');
    expect(await editAddress(api, 'a9', { ...INPUT, isDefault: true })).toMatchObject({
      _id: 'a9',
      isDefault: true,
    });
    await deleteAddress(api, 'a9');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/io/crm/cuser/address/add',
      'POST /api/io/crm/cuser/address/edit?id=a9',
      'GET /api/io/crm/cuser/address/delete?id=a9',
    ]);
  });

  it('reads the checkout summary, keeping only known payment modes', async () => {
    const { api, calls } = server(() => ({
      body: { data: { ...makeSummary(), paymentModes: ['TEST', 'BITCOIN'], problems: ['x', 3] } },
    }));
    const summary = await loadSummary(api);
    expect(summary.paymentModes).toEqual(['TEST']);
    expect(summary.problems).toEqual(['x']);
    expect(calls[0]).toMatchObject({ url: '/api/io/cart/checkout/summary', method: 'GET' });
  });

  it('refuses a malformed summary with the general text', async () => {
    const { api } = server(() => ({ body: { data: { lines: 'no' } } }));
    const err = await loadSummary(api).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorText(err)).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it('starts checkout with a GET carrying the address and the payment mode', async () => {
    const { api, calls } = server(() => ({
      body: {
        data: {
          orderId: 'o1',
          number: 1001,
          transactionId: 'T1',
          amount: 94900,
          currency: 'INR',
          paymentMode: 'TEST',
          redirectUrl: '/payment/test?t=T1',
        },
      },
    }));
    expect((await startCheckout(api, 'a1', 'TEST')).redirectUrl).toBe('/payment/test?t=T1');
    expect(calls[0]).toMatchObject({
      url: '/api/io/cart/checkout/init?addressId=a1&paymentMode=TEST',
      method: 'GET',
    });
  });

  it('sends the browser only to this site or an http(s) page', () => {
    expect(safeRedirect('/payment/test?t=1')).toBe('/payment/test?t=1');
    expect(safeRedirect('https://mercury.phonepe.com/x')).toBe('https://mercury.phonepe.com/x');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
    expect(safeRedirect('https:///nohost')).toBeNull();
  });

  it('pages the customer’s orders and finds one by id', async () => {
    const { api, calls } = server((c) =>
      c.url.endsWith('/cuser/orders/all')
        ? { body: { data: [makeOrder(2), makeOrder(1), { _id: 'broken' }], total: 7 } }
        : { body: { data: [makeOrder(5)], total: 1 } },
    );
    const page = await loadMyOrders(api, 1, 2);
    expect(page.total).toBe(7);
    expect(page.data.map((o) => o._id)).toEqual(['o2', 'o1']);
    expect((await findOrder(api, 'o5'))?.number).toBe(1005);
    expect(await findOrder(api, 'o6')).toBeNull();
    expect(calls[0]).toMatchObject({ url: '/api/io/crm/cuser/orders/all', body: { p: 1, s: 2 } });
    expect(calls[1]).toMatchObject({
      url: '/api/io/crm/orders/all',
      body: { filter: [{ key: '_id', operator: 'EQUALS', value: 'o5' }] },
    });
  });

  it('asks to cancel or return with the reason only when there is one, and reads the order', async () => {
    const { api, calls } = server((c) => ({
      body: {
        data: makeOrder(1, {
          status: c.url.includes('cancel') ? 'CANCEL_REQUESTED' : 'RETURN_REQUESTED',
        }),
      },
    }));
    expect((await requestCancel(api, 'o1', '  Ordered twice ')).status).toBe('CANCEL_REQUESTED');
    expect((await requestReturn(api, 'o1', '   ')).status).toBe('RETURN_REQUESTED');
    expect(calls).toEqual([
      {
        url: '/api/io/crm/cuser/order/cancel/request?id=o1',
        method: 'POST',
        body: { reason: 'Ordered twice' },
      },
      { url: '/api/io/crm/cuser/order/return/request?id=o1', method: 'POST', body: {} },
    ]);
  });

  it('saves a review as { orderReview } and refuses an answer without the order', async () => {
    const { api, calls } = server(() => ({ body: { data: makeOrder(1) } }));
    await saveReview(api, 'o1', { productVariantId: 'v1', rating: 4, comment: ' Nice ' });
    expect(calls[0]).toEqual({
      url: '/api/io/crm/admin/order/review/save?id=o1',
      method: 'POST',
      body: { orderReview: { productVariantId: 'v1', rating: 4, comment: 'Nice' } },
    });
    const bad = server(() => ({ body: { data: { ok: true } } }));
    await expect(requestCancel(bad.api, 'o1', '')).rejects.toBeInstanceOf(ApiError);
  });

  it('passes the server’s refusal through as an ApiError with its text', async () => {
    const { api } = server(() => ({
      status: 409,
      body: { status: 409, msg: 'Only 1 left', errors: [{ defaultMessage: 'Only 1 left' }] },
    }));
    const err = await startCheckout(api, 'a1', 'TEST').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409 });
    expect(errorText(err)).toBe('Only 1 left');
  });

  it('reads a product’s public reviews', async () => {
    const { api, calls } = server(() => ({
      body: {
        data: [{ _id: 'r1', rating: 5, comment: 'Good', author: 'A', created: '2025-01-01' }, {}],
        total: 3,
        rating: 4.7,
      },
    }));
    const answer = await loadProductReviews(api, 'v1');
    expect(answer).toMatchObject({ total: 3, rating: 4.7 });
    expect(answer.data).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/io/crm/admin/public/product/review?productVariantId=v1');
  });
});
