import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_PATHS, type AdminOrderAnswer } from '../../shared/admin-orders';
import { CART_PATHS } from '../../shared/cart';
import { errorText } from '../../shared/error-text';
import {
  ADDRESS_MESSAGES,
  CHECKOUT_MESSAGES,
  CHECKOUT_SUMMARY_PATH,
  type CheckoutInitAnswer,
  type CheckoutSummary,
  type Order,
  ORDER_PATHS,
  type OrdersAnswer,
  RETURN_WINDOW_DAYS,
  REVIEW_MESSAGES,
  SHIPPING_FEE,
} from '../../shared/orders';
import { createOrdersRepo } from '../../server/orders/repo';
import { TEST_VERIFY_PATH } from '../../server/checkout/routes';
import { SIGNATURE_MESSAGE } from '../../server/payments/answer';
import { AMOUNT_MISMATCH_MESSAGE } from '../../server/payments/service';
import { createTestApp, type TestApp } from '../support/app';
import { createTestProduct, type TestProduct, workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { ordersSnapshot } from '../support/order-builders';
import { callerOf, type Caller, newShopper, type Shopper, testAddress } from '../support/shoppers';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL checkout tests are skipped.');

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';

const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

/** The error answer's readable text (SPEC §8), after checking the status. */
function refusal(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  return errorText(res.json());
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`checkout and orders on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let eventsId: string;
    /** S ₹499 (list ₹599), 5 in stock; M ₹549, 3 in stock. */
    let tee: TestProduct;
    let owner: Caller;

    const db = () => t.testDb.db;
    const stockOf = async (variantId: string) =>
      Number(
        (
          await db()
            .selectFrom('product_variants')
            .select('stock')
            .where('id', '=', variantId)
            .executeTakeFirstOrThrow()
        ).stock,
      );
    const inStockFlag = async (productId: string) =>
      Number(
        (
          await db()
            .selectFrom('products')
            .select('in_stock')
            .where('id', '=', productId)
            .executeTakeFirstOrThrow()
        ).in_stock,
      );

    /** Every order, payment, event and stock row: to prove a refusal changed nothing. */
    const snapshot = () => ordersSnapshot(db());

    async function shopper(): Promise<{ who: Shopper; api: Caller }> {
      const who = await newShopper(db(), shopId, 'CUSTOMER', {
        firstName: 'Asha',
        lastName: 'Rao',
      });
      return { who, api: callerOf(app, SHOP, who.token) };
    }

    async function addToBag(api: Caller, variantId: string, quantity = 1) {
      const res = await api.post(CART_PATHS.add, { productVariantId: variantId, quantity });
      expect(res.statusCode, res.body).toBe(200);
    }

    async function addAddress(api: Caller, overrides = {}): Promise<string> {
      const res = await api.post(ORDER_PATHS.addAddress, testAddress(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return json(res).data._id as string;
    }

    async function checkout(api: Caller, addressId: string, paymentMode = 'TEST') {
      return api.get(ORDER_PATHS.checkoutInit, { addressId, paymentMode });
    }

    async function placed(api: Caller, addressId: string): Promise<CheckoutInitAnswer['data']> {
      const res = await checkout(api, addressId);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CheckoutInitAnswer).data;
    }

    /** The browser on the test gateway's page: choose, follow the redirect to verify, and back. */
    async function testGateway(who: Shopper, transactionId: string, outcome: 'pay' | 'fail') {
      const posted = await app.inject({
        method: 'POST',
        url: `/pay/test/${transactionId}`,
        headers: {
          host: SHOP,
          authorization: `Basic ${who.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
        payload: `outcome=${outcome}`,
      });
      expect(posted.statusCode, posted.body).toBe(303);
      const verifyUrl = String(posted.headers.location);
      expect(verifyUrl.startsWith(TEST_VERIFY_PATH)).toBe(true);
      const back = await app.inject({
        method: 'GET',
        url: verifyUrl,
        headers: { host: SHOP, accept: 'text/html' },
      });
      return { verifyUrl, back };
    }

    async function orderOf(api: Caller, orderId: string): Promise<Order> {
      const res = await api.post(ORDER_PATHS.ordersAll, {
        filter: [{ key: '_id', operator: 'EQUALS', value: orderId }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as OrdersAnswer;
      expect(answer.total).toBe(1);
      return answer.data[0]!;
    }

    async function ownerAction(orderId: string, action: string, note?: string) {
      return owner.post(
        ADMIN_ORDER_PATHS.action,
        { action, ...(note ? { note } : {}) },
        { id: orderId },
      );
    }

    /** A paid order of a new customer: one S tee. */
    async function paidOrder(quantity = 1) {
      const { who, api } = await shopper();
      await addToBag(api, tee.variantIds[0]!, quantity);
      const made = await placed(api, await addAddress(api));
      const { back } = await testGateway(who, made.transactionId, 'pay');
      expect(back.statusCode, back.body).toBe(303);
      return { who, api, made };
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      shopId = await workspaceIdOf(db(), 'shop.localhost');
      eventsId = await workspaceIdOf(db(), 'events.localhost');
      tee = await createTestProduct(db(), shopId, {
        name: 'Checkout Tee',
        variants: [
          { title: 'S', price: 49_900, mrp: 59_900, stock: 5 },
          { title: 'M', price: 54_900, stock: 3 },
        ],
      });
      owner = callerOf(app, SHOP, (await newShopper(db(), shopId, 'OWNER')).token);
    });
    afterAll(async () => {
      await t?.close();
    });

    describe('addresses', () => {
      it('refuses an invalid address field by field and stores nothing', async () => {
        const { api } = await shopper();
        const res = await api.post(
          ORDER_PATHS.addAddress,
          testAddress({ phone: '12345', pincode: '012345', state: 'Atlantis', name: '   ' }),
        );
        const text = refusal(res, 400);
        for (const m of [
          ADDRESS_MESSAGES.phone,
          ADDRESS_MESSAGES.pincode,
          ADDRESS_MESSAGES.state,
          ADDRESS_MESSAGES.name,
        ])
          expect(text).toContain(m);
        expect(json(res).fieldErrors.phone).toBe(ADDRESS_MESSAGES.phone);
        expect(json(await api.post(ORDER_PATHS.addresses, {})).total).toBe(0);
        refusal(await api.post(ORDER_PATHS.addAddress, { ...testAddress(), price: 1 }), 400);
      });

      it('keeps exactly one default, edits and deletes only its own', async () => {
        const { api } = await shopper();
        const first = await addAddress(api);
        const second = await addAddress(api, { name: 'Ravi Kumar', isDefault: true });
        let list = json(await api.post(ORDER_PATHS.addresses, {}));
        expect(list.total).toBe(2);
        expect(list.data.map((a: any) => [a._id, a.isDefault])).toEqual([
          [second, true],
          [first, false],
        ]);
        const edited = await api.post(
          ORDER_PATHS.editAddress,
          testAddress({ city: 'Mysuru', pincode: '570001' }),
          { id: first },
        );
        expect(edited.statusCode, edited.body).toBe(200);
        expect(json(edited).data.city).toBe('Mysuru');

        const other = await shopper();
        refusal(await other.api.post(ORDER_PATHS.editAddress, testAddress(), { id: first }), 404);
        refusal(await other.api.get(ORDER_PATHS.deleteAddress, { id: first }), 404);
        // A GET that deletes needs the header a link cannot send.
        refusal(
          await api.get(ORDER_PATHS.deleteAddress, { id: second }, { 'x-app-platform': undefined }),
          403,
        );

        expect((await api.get(ORDER_PATHS.deleteAddress, { id: second })).statusCode).toBe(200);
        list = json(await api.post(ORDER_PATHS.addresses, {}));
        expect(list.data.map((a: any) => [a._id, a.isDefault])).toEqual([[first, true]]);
      });

      it('is invisible to another workspace', async () => {
        const { api } = await shopper();
        const mine = await addAddress(api);
        const stranger = await newShopper(db(), eventsId);
        const ev = callerOf(app, EVENTS, stranger.token);
        expect(json(await ev.post(ORDER_PATHS.addresses, {})).total).toBe(0);
        refusal(await ev.get(ORDER_PATHS.deleteAddress, { id: mine }), 404);
        // The shop customer's token means nothing on the events host.
        refusal(
          await callerOf(app, EVENTS, (await shopper()).who.token).post(ORDER_PATHS.addresses, {}),
          401,
        );
      });
    });

    describe('checkout', () => {
      it('summarises the bag from live prices and offers the test gateway', async () => {
        const { api } = await shopper();
        await addToBag(api, tee.variantIds[0]!, 2);
        const res = await api.get(CHECKOUT_SUMMARY_PATH);
        expect(res.statusCode, res.body).toBe(200);
        const s = (res.json() as CheckoutSummary).data;
        // Below FREE_SHIPPING_FROM (₹999): the flat fee.
        expect(s.subtotal).toBe(99_800);
        expect(s.shipping).toBe(SHIPPING_FEE);
        expect(s.total).toBe(99_800 + SHIPPING_FEE);
        expect(s.currency).toBe('INR');
        expect(s.paymentModes).toEqual(['TEST']);
        expect(s.problems).toEqual([]);
      });

      it('refuses what makes no sense and changes nothing', async () => {
        const { api } = await shopper();
        const addressId = await addAddress(api);
        const before = await snapshot();
        expect(refusal(await checkout(api, addressId), 400)).toBe(CHECKOUT_MESSAGES.emptyBag);
        await addToBag(api, tee.variantIds[1]!);
        expect(refusal(await checkout(api, 'nope'), 404)).toBe(CHECKOUT_MESSAGES.addressNotFound);
        expect(refusal(await checkout(api, addressId, 'BITCOIN'), 400)).toBe(
          CHECKOUT_MESSAGES.paymentMode,
        );
        expect(refusal(await checkout(api, addressId, 'RAZORPAY'), 400)).toBe(
          CHECKOUT_MESSAGES.paymentModeOff,
        );
        refusal(
          await api.get(
            ORDER_PATHS.checkoutInit,
            { addressId, paymentMode: 'TEST' },
            { 'x-app-platform': undefined },
          ),
          403,
        );
        refusal(
          await callerOf(app, SHOP).get(ORDER_PATHS.checkoutInit, {
            addressId,
            paymentMode: 'TEST',
          }),
          401,
        );
        refusal(await owner.get(ORDER_PATHS.checkoutInit, { addressId, paymentMode: 'TEST' }), 403);
        expect(await snapshot()).toBe(before);
      });

      it('pays through the test gateway: one paid order, stock taken, bag emptied, mail sent', async () => {
        const { who, api } = await shopper();
        await addToBag(api, tee.variantIds[1]!, 1);
        const stock = await stockOf(tee.variantIds[1]!);
        const made = await placed(api, await addAddress(api));
        expect(made.amount).toBe(54_900 + SHIPPING_FEE);
        expect(made.redirectUrl).toBe(`/pay/test/${made.transactionId}`);
        expect(await stockOf(tee.variantIds[1]!)).toBe(stock - 1);
        let order = await orderOf(api, made.orderId);
        expect(order.status).toBe('PLACED');
        expect(order.reservedUntil).not.toBeNull();

        const page = await app.inject({
          method: 'GET',
          url: made.redirectUrl,
          headers: { host: SHOP, authorization: `Basic ${who.token}` },
        });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('no real money moves');
        expect(page.body).toContain('₹598');
        // Someone else's test payment is not found.
        const stranger = await shopper();
        expect(
          (
            await app.inject({
              method: 'GET',
              url: made.redirectUrl,
              headers: { host: SHOP, authorization: `Basic ${stranger.who.token}` },
            })
          ).statusCode,
        ).toBe(404);

        const { verifyUrl, back } = await testGateway(who, made.transactionId, 'pay');
        expect(back.statusCode, back.body).toBe(303);
        expect(back.headers.location).toBe(`/payment/success?orderId=${made.orderId}`);
        order = await orderOf(api, made.orderId);
        expect(order.status).toBe('PAID');
        expect(order.paymentId).toMatch(/^test_pay_/);
        expect(order.canCancel).toBe(true);
        expect(order.history.map((h) => h.status)).toEqual(['PLACED', 'PAID']);
        expect(json(await api.post(CART_PATHS.all, { s: 100, p: 0 })).total).toBe(0);
        expect(await stockOf(tee.variantIds[1]!)).toBe(stock - 1);
        const mail = t.mailer.listOutbox(who.email)[0];
        expect(mail?.subject).toContain(`Order #${made.number} confirmed`);
        expect(mail?.text).toContain(`/setting/orders?id=${made.orderId}`);

        // The same payment again (a retried redirect): no change, still success.
        const before = await snapshot();
        const again = await app.inject({ method: 'GET', url: verifyUrl, headers: { host: SHOP } });
        expect(again.statusCode, again.body).toBe(200);
        expect(json(again).data).toMatchObject({ orderId: made.orderId, status: 'PAID' });
        expect(await snapshot()).toBe(before);
        expect(t.mailer.listOutbox(who.email)).toHaveLength(1);

        const mine = json(await api.post(ORDER_PATHS.myOrders, { s: 10, p: 0 }));
        expect(mine.total).toBe(1);
        expect(mine.data[0]._id).toBe(made.orderId);
        // Another customer cannot read it.
        expect(
          json(
            await stranger.api.post(ORDER_PATHS.ordersAll, {
              filter: [{ key: '_id', operator: 'EQUALS', value: made.orderId }],
            }),
          ).total,
        ).toBe(0);
      });

      it('refuses a tampered signature, a wrong amount and another workspace: nothing changes', async () => {
        const { who, api } = await shopper();
        await addToBag(api, tee.variantIds[0]!);
        const made = await placed(api, await addAddress(api));
        const posted = await app.inject({
          method: 'POST',
          url: `/pay/test/${made.transactionId}`,
          headers: {
            host: SHOP,
            authorization: `Basic ${who.token}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'outcome=pay',
        });
        const url = new URL(String(posted.headers.location), 'http://x');
        const before = await snapshot();
        const sig = url.searchParams.get('test_signature')!;
        const tampered = new URLSearchParams(url.searchParams);
        tampered.set('test_signature', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
        expect(
          refusal(
            await app.inject({ url: `${TEST_VERIFY_PATH}?${tampered}`, headers: { host: SHOP } }),
            400,
          ),
        ).toBe(SIGNATURE_MESSAGE);
        // The signature binds the payment id: another id with the same signature is refused.
        const swapped = new URLSearchParams(url.searchParams);
        swapped.set('test_payment_id', 'test_pay_forged');
        refusal(
          await app.inject({ url: `${TEST_VERIFY_PATH}?${swapped}`, headers: { host: SHOP } }),
          400,
        );
        // Signed for the shop, replayed on the events host: another workspace's key.
        refusal(
          await app.inject({ url: `${url.pathname}${url.search}`, headers: { host: EVENTS } }),
          400,
        );
        // A gateway report with another amount: the stored amount is what counts.
        const service = app.payments;
        const payment = (await createOrdersRepo(db()).paymentOfOrder(shopId, made.orderId))!;
        const wrong = await service.apply(shopId, 'TEST', {
          outcome: 'paid',
          gatewayOrderId: payment.gatewayOrderId,
          gatewayPaymentId: 'test_pay_cheap',
          amount: payment.amount - 100,
          currency: 'INR',
        });
        expect(wrong).toMatchObject({
          result: 'refused',
          status: 409,
          message: AMOUNT_MISMATCH_MESSAGE,
        });
        const otherCurrency = await service.apply(shopId, 'TEST', {
          outcome: 'paid',
          gatewayOrderId: payment.gatewayOrderId,
          gatewayPaymentId: 'test_pay_usd',
          amount: payment.amount,
          currency: 'USD',
        });
        expect(otherCurrency).toMatchObject({
          result: 'refused',
          message: AMOUNT_MISMATCH_MESSAGE,
        });
        expect(
          await service.apply(eventsId, 'TEST', {
            outcome: 'paid',
            gatewayOrderId: payment.gatewayOrderId,
            gatewayPaymentId: 'test_pay_x',
            amount: payment.amount,
            currency: 'INR',
          }),
        ).toMatchObject({ result: 'refused', status: 404 });
        expect(await snapshot()).toBe(before);
        // The genuine answer still works afterwards.
        const ok = await app.inject({
          url: `${url.pathname}${url.search}`,
          headers: { host: SHOP },
        });
        expect(json(ok).data.status).toBe('PAID');
      });

      it('a failed payment shows the failure screen and gives the stock back', async () => {
        const { who, api } = await shopper();
        await addToBag(api, tee.variantIds[0]!, 2);
        const stock = await stockOf(tee.variantIds[0]!);
        const made = await placed(api, await addAddress(api));
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock - 2);
        const { back } = await testGateway(who, made.transactionId, 'fail');
        expect(back.headers.location).toBe(`/payment/failure?orderId=${made.orderId}`);
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock);
        const order = await orderOf(api, made.orderId);
        expect(order.status).toBe('PAYMENT_FAILED');
        // The bag is kept for another try.
        expect(json(await api.post(CART_PATHS.all, { s: 100, p: 0 })).count).toBe(2);

        // checkout/failed releases an order the customer gave up on.
        const second = await placed(api, order.address ? await addAddress(api) : '');
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock - 2);
        const gaveUp = await api.get(ORDER_PATHS.checkoutFailed, {
          transactionId: second.transactionId,
        });
        expect(gaveUp.statusCode, gaveUp.body).toBe(200);
        expect(json(gaveUp).data.status).toBe('PAYMENT_FAILED');
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock);
        // Twice is harmless; someone else's transaction is not found.
        expect(
          (await api.get(ORDER_PATHS.checkoutFailed, { transactionId: second.transactionId }))
            .statusCode,
        ).toBe(200);
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock);
        refusal(
          await (
            await shopper()
          ).api.get(ORDER_PATHS.checkoutFailed, { transactionId: second.transactionId }),
          404,
        );
      });

      it('expires unpaid reservations; a late payment takes stock again or is cancelled for a refund', async () => {
        const repo = createOrdersRepo(db());
        const one = await createTestProduct(db(), shopId, {
          name: 'Last One',
          variants: [{ price: 10_000, stock: 1 }],
        });
        const a = await shopper();
        await addToBag(a.api, one.variantIds[0]!);
        const made = await placed(a.api, await addAddress(a.api));
        expect(await stockOf(one.variantIds[0]!)).toBe(0);
        expect(await inStockFlag(one.id)).toBe(0);
        await db()
          .updateTable('orders')
          .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
          .where('id', '=', made.orderId)
          .execute();
        const expired = await repo.expireDue();
        expect(expired.map((e) => e.orderId)).toContain(made.orderId);
        expect((await orderOf(a.api, made.orderId)).status).toBe('EXPIRED');
        expect(await stockOf(one.variantIds[0]!)).toBe(1);
        expect(await inStockFlag(one.id)).toBe(1);

        // The customer pays late while the unit is still there: paid, the unit taken again.
        const { back } = await testGateway(a.who, made.transactionId, 'pay');
        expect(back.headers.location).toBe(`/payment/success?orderId=${made.orderId}`);
        expect((await orderOf(a.api, made.orderId)).status).toBe('PAID');
        expect(await stockOf(one.variantIds[0]!)).toBe(0);

        // Another late payer finds it sold out: the order is cancelled with a refund due.
        await db()
          .updateTable('product_variants')
          .set({ stock: 1 })
          .where('id', '=', one.variantIds[0]!)
          .execute();
        const b = await shopper();
        await addToBag(b.api, one.variantIds[0]!);
        const late = await placed(b.api, await addAddress(b.api));
        await db()
          .updateTable('orders')
          .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
          .where('id', '=', late.orderId)
          .execute();
        await repo.expireDue();
        await db()
          .updateTable('product_variants')
          .set({ stock: 0 })
          .where('id', '=', one.variantIds[0]!)
          .execute();
        await testGateway(b.who, late.transactionId, 'pay');
        const cancelled = await orderOf(b.api, late.orderId);
        expect(cancelled.status).toBe('CANCELLED');
        expect(cancelled.history.at(-1)?.note).toContain('refund is due');
        expect(await stockOf(one.variantIds[0]!)).toBe(0);
        const refunded = await ownerAction(late.orderId, 'refund');
        expect(refunded.statusCode, refunded.body).toBe(200);
        expect((refunded.json() as AdminOrderAnswer).data.status).toBe('REFUNDED');
      });
    });

    describe('order lifecycle', () => {
      it('cancel: the customer asks, the owner decides, stock and mail follow', async () => {
        const stock = await stockOf(tee.variantIds[0]!);
        const { who, api, made } = await paidOrder(2);
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock - 2);
        // A return makes no sense before delivery: a clear reason, nothing changes.
        const before = await snapshot();
        expect(
          refusal(await api.post(ORDER_PATHS.returnRequest, {}, { id: made.orderId }), 409),
        ).toBe(`Order #${made.number} is confirmed: it cannot be returned now.`);
        expect(await snapshot()).toBe(before);

        const asked = await api.post(
          ORDER_PATHS.cancelRequest,
          { reason: 'Ordered twice' },
          { id: made.orderId },
        );
        expect(asked.statusCode, asked.body).toBe(200);
        expect(json(asked).data.status).toBe('CANCEL_REQUESTED');
        expect(json(asked).data.canCancel).toBe(false);
        refusal(await api.post(ORDER_PATHS.cancelRequest, {}, { id: made.orderId }), 409);
        // The owner may not ship it while the request waits.
        refusal(await ownerAction(made.orderId, 'ship'), 409);

        const view = await owner.get(ADMIN_ORDER_PATHS.get, { id: made.orderId });
        expect((view.json() as AdminOrderAnswer).actions).toEqual([
          'approveCancel',
          'refuseCancel',
        ]);
        const approved = await ownerAction(made.orderId, 'approveCancel', 'Done as asked');
        expect(approved.statusCode, approved.body).toBe(200);
        expect((approved.json() as AdminOrderAnswer).data.status).toBe('CANCELLED');
        expect((approved.json() as AdminOrderAnswer).actions).toEqual(['refund']);
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock);
        const mail = t.mailer.listOutbox(who.email)[0];
        expect(mail?.subject).toContain(`Order #${made.number} is cancelled`);
        expect(mail?.text).toContain('Done as asked');

        const refunded = await ownerAction(made.orderId, 'refund');
        expect((refunded.json() as AdminOrderAnswer).data.status).toBe('REFUNDED');
        const payment = await db()
          .selectFrom('payments')
          .selectAll()
          .where('order_id', '=', made.orderId)
          .executeTakeFirstOrThrow();
        expect(payment.status).toBe('REFUNDED');
        expect(payment.refund_id).toMatch(/^test_rfnd_/);
        expect(Number(payment.refunded_amount)).toBe(made.amount);
        refusal(await ownerAction(made.orderId, 'refund'), 409);
        // An order never moves back from paid: the verify URL again changes nothing.
        expect((await orderOf(api, made.orderId)).status).toBe('REFUNDED');
      });

      it('approving a cancellation can refund through the gateway in the same step, and the mail says so', async () => {
        const { who, api, made } = await paidOrder();
        await api.post(
          ORDER_PATHS.cancelRequest,
          { reason: 'Changed my mind' },
          { id: made.orderId },
        );
        // Only a cancellation refunds in its step.
        expect(
          refusal(
            await owner.post(
              ADMIN_ORDER_PATHS.action,
              { action: 'refuseCancel', refund: true },
              { id: made.orderId },
            ),
            400,
          ),
        ).toBe('Only a cancellation can refund in the same step.');
        const done = await owner.post(
          ADMIN_ORDER_PATHS.action,
          { action: 'approveCancel', note: 'As asked', refund: true },
          { id: made.orderId },
        );
        expect(done.statusCode, done.body).toBe(200);
        const order = (done.json() as AdminOrderAnswer).data;
        expect(order.status).toBe('REFUNDED');
        expect(order.history.map((h) => h.status).slice(-2)).toEqual(['CANCELLED', 'REFUNDED']);
        expect(order.history.at(-1)?.note).toMatch(/^Refund test_rfnd_/);
        const payment = await db()
          .selectFrom('payments')
          .selectAll()
          .where('order_id', '=', made.orderId)
          .executeTakeFirstOrThrow();
        expect([payment.status, Number(payment.refunded_amount)]).toEqual([
          'REFUNDED',
          made.amount,
        ]);
        // One mail, which says the money went back (not that it will).
        const mails = t.mailer.listOutbox(who.email).filter((m) => m.subject.includes('cancelled'));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toContain('We have refunded');

        // Approved without a refund, the mail says the refund is to follow.
        const later = await paidOrder();
        await later.api.post(ORDER_PATHS.cancelRequest, {}, { id: later.made.orderId });
        expect((await ownerAction(later.made.orderId, 'approveCancel')).statusCode).toBe(200);
        const mail = t.mailer.listOutbox(later.who.email)[0]!;
        expect(mail.text).toContain('We will refund');
        expect(mail.text).not.toContain('We have refunded');
      });

      it('the owner cancels a paid order outright: stock back, the customer told', async () => {
        const stock = await stockOf(tee.variantIds[0]!);
        const { who, made } = await paidOrder();
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock - 1);
        const view = (
          await owner.get(ADMIN_ORDER_PATHS.get, { id: made.orderId })
        ).json() as AdminOrderAnswer;
        expect(view.actions).toEqual(['ship', 'cancel']);
        const done = await ownerAction(made.orderId, 'cancel', 'Sold out at the workshop');
        expect(done.statusCode, done.body).toBe(200);
        expect((done.json() as AdminOrderAnswer).data.status).toBe('CANCELLED');
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock);
        const mail = t.mailer.listOutbox(who.email)[0];
        expect(mail?.subject).toContain(`Order #${made.number} is cancelled`);
        expect(mail?.text).toContain('Sold out at the workshop');
        // Staff may run orders too; a customer may not act as the owner.
        refusal(
          await callerOf(app, SHOP, who.token).post(
            ADMIN_ORDER_PATHS.action,
            { action: 'refund' },
            { id: made.orderId },
          ),
          403,
        );
        const staff = callerOf(app, SHOP, (await newShopper(db(), shopId, 'STAFF')).token);
        const refunded = await staff.post(
          ADMIN_ORDER_PATHS.action,
          { action: 'refund' },
          { id: made.orderId },
        );
        expect((refunded.json() as AdminOrderAnswer).data.status).toBe('REFUNDED');
      });

      it('refused cancel, ship, deliver, return asked and refused, review feeds the product', async () => {
        const { api, made } = await paidOrder();
        await api.post(ORDER_PATHS.cancelRequest, {}, { id: made.orderId });
        expect((await ownerAction(made.orderId, 'refuseCancel')).json().data.status).toBe('PAID');
        // Reviews wait for delivery.
        const early = await api.post(
          ORDER_PATHS.saveReview,
          { orderReview: { productVariantId: tee.variantIds[0], rating: 5 } },
          { id: made.orderId },
        );
        expect(refusal(early, 409)).toBe(REVIEW_MESSAGES.notDelivered);
        expect((await ownerAction(made.orderId, 'ship')).json().data.status).toBe('SHIPPED');
        refusal(await api.post(ORDER_PATHS.cancelRequest, {}, { id: made.orderId }), 409);
        expect((await ownerAction(made.orderId, 'deliver')).json().data.status).toBe('DELIVERED');
        const delivered = await orderOf(api, made.orderId);
        expect(delivered.canReturn).toBe(true);
        expect(delivered.canReview).toBe(true);

        const before = Number(
          (
            await db()
              .selectFrom('products')
              .select(['review_count'])
              .where('id', '=', tee.id)
              .executeTakeFirstOrThrow()
          ).review_count,
        );
        refusal(
          await api.post(
            ORDER_PATHS.saveReview,
            { orderReview: { productVariantId: tee.variantIds[0], rating: 6 } },
            { id: made.orderId },
          ),
          400,
        );
        refusal(
          await api.post(
            ORDER_PATHS.saveReview,
            { orderReview: { productVariantId: 'other', rating: 4 } },
            { id: made.orderId },
          ),
          400,
        );
        const saved = await api.post(
          ORDER_PATHS.saveReview,
          {
            orderReview: {
              productVariantId: tee.variantIds[0],
              rating: 4,
              comment: ' Soft <b>and</b> warm ',
            },
          },
          { id: made.orderId },
        );
        expect(saved.statusCode, saved.body).toBe(200);
        expect(json(saved).data.items[0].review).toEqual({
          rating: 4,
          comment: 'Soft <b>and</b> warm',
        });
        // Saving again edits the same review.
        await api.post(
          ORDER_PATHS.saveReview,
          { orderReview: { productVariantId: tee.variantIds[0], rating: 2, comment: 'Shrank' } },
          { id: made.orderId },
        );
        const product = await db()
          .selectFrom('products')
          .select(['review_count', 'rating_total'])
          .where('id', '=', tee.id)
          .executeTakeFirstOrThrow();
        expect(Number(product.review_count)).toBe(before + 1);
        const reviews = await callerOf(app, SHOP).get(ORDER_PATHS.productReviews, {
          productVariantId: tee.variantIds[1]!,
        });
        expect(reviews.statusCode, reviews.body).toBe(200);
        expect(json(reviews).data[0]).toMatchObject({
          rating: 2,
          comment: 'Shrank',
          author: 'Asha R.',
        });
        expect(
          json(
            await callerOf(app, EVENTS).get(ORDER_PATHS.productReviews, {
              productVariantId: tee.variantIds[1]!,
            }),
          ).status,
        ).toBe(404);

        const asked = await api.post(
          ORDER_PATHS.returnRequest,
          { reason: 'Too small' },
          { id: made.orderId },
        );
        expect(json(asked).data.status).toBe('RETURN_REQUESTED');
        expect((await ownerAction(made.orderId, 'refuseReturn')).json().data.status).toBe(
          'DELIVERED',
        );
        await api.post(ORDER_PATHS.returnRequest, {}, { id: made.orderId });
        const stock = await stockOf(tee.variantIds[0]!);
        expect((await ownerAction(made.orderId, 'approveReturn')).json().data.status).toBe(
          'RETURNED',
        );
        expect(await stockOf(tee.variantIds[0]!)).toBe(stock + 1);
        const history = (await orderOf(api, made.orderId)).history.map((h) => h.status);
        expect(history).toEqual([
          'PLACED',
          'PAID',
          'CANCEL_REQUESTED',
          'PAID',
          'SHIPPED',
          'DELIVERED',
          'RETURN_REQUESTED',
          'DELIVERED',
          'RETURN_REQUESTED',
          'RETURNED',
        ]);
      });

      it('the return window closes RETURN_WINDOW_DAYS after delivery', async () => {
        const { api, made } = await paidOrder();
        await ownerAction(made.orderId, 'ship');
        await ownerAction(made.orderId, 'deliver');
        await db()
          .updateTable('order_events')
          .set({
            created_at: new Date(Date.now() - (RETURN_WINDOW_DAYS + 1) * 86_400_000).toISOString(),
          })
          .where('order_id', '=', made.orderId)
          .where('to_status', '=', 'DELIVERED')
          .execute();
        expect((await orderOf(api, made.orderId)).canReturn).toBe(false);
        expect(
          refusal(await api.post(ORDER_PATHS.returnRequest, {}, { id: made.orderId }), 409),
        ).toContain(`more than ${RETURN_WINDOW_DAYS} days ago`);
      });

      it("the owner's list searches and filters; others cannot reach it", async () => {
        const { who, made } = await paidOrder();
        const list = async (body: Record<string, unknown>) => {
          const res = await owner.post(ADMIN_ORDER_PATHS.list, body);
          expect(res.statusCode, res.body).toBe(200);
          return json(res) as { data: { _id: string; number: number }[]; total: number };
        };
        expect((await list({ q: `#${made.number}` })).data.map((o) => o._id)).toEqual([
          made.orderId,
        ]);
        expect((await list({ q: who.email.toUpperCase() })).data.map((o) => o._id)).toEqual([
          made.orderId,
        ]);
        const waiting = await list({ status: 'ACTION', s: 100 });
        expect(waiting.data.map((o) => o._id)).toContain(made.orderId);
        const all = await list({ s: 100 });
        const paid = await list({ status: 'PAID', s: 100 });
        expect(paid.total).toBeLessThanOrEqual(all.total);
        // Wildcards are searched as text: '_' and '%' match only themselves.
        await db()
          .updateTable('orders')
          .set({ customer_email: 'under_score%@example.com' })
          .where('id', '=', made.orderId)
          .execute();
        expect((await list({ q: 'under_score%' })).data.map((o) => o._id)).toEqual([made.orderId]);
        expect((await list({ q: 'underXscore' })).total).toBe(0);
        expect((await list({ q: '%' })).data.map((o) => o._id)).toEqual([made.orderId]);
        refusal(await owner.post(ADMIN_ORDER_PATHS.list, { status: 'LOST' }), 400);
        refusal(
          await owner.post(ADMIN_ORDER_PATHS.list, { from: '2026-02-01', to: '2026-01-01' }),
          400,
        );
        const staff = callerOf(app, SHOP, (await newShopper(db(), shopId, 'STAFF')).token);
        expect((await staff.get(ADMIN_ORDER_PATHS.get, { id: made.orderId })).statusCode).toBe(200);
        refusal(await callerOf(app, SHOP, who.token).post(ADMIN_ORDER_PATHS.list, {}), 403);
        refusal(await callerOf(app, SHOP).post(ADMIN_ORDER_PATHS.list, {}), 401);
        const eventsOwner = callerOf(
          app,
          EVENTS,
          (await newShopper(db(), eventsId, 'OWNER')).token,
        );
        refusal(await eventsOwner.get(ADMIN_ORDER_PATHS.get, { id: made.orderId }), 404);
        const before = await snapshot();
        refusal(
          await eventsOwner.post(
            ADMIN_ORDER_PATHS.action,
            { action: 'ship' },
            { id: made.orderId },
          ),
          404,
        );
        expect(await snapshot()).toBe(before);
      });
    });

    it('200 concurrent checkouts of a variant with 50 in stock make exactly 50 orders', async () => {
      const scarce = await createTestProduct(db(), shopId, {
        name: 'Scarce Sneaker',
        variants: [{ price: 250_000, stock: 50 }],
      });
      const buyers = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const b = await shopper();
          await addToBag(b.api, scarce.variantIds[0]!);
          return { ...b, addressId: await addAddress(b.api) };
        }),
      );
      const answers = await Promise.all(buyers.map((b) => checkout(b.api, b.addressId)));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(50);
      expect(codes.filter((c) => c === 409)).toHaveLength(150);
      expect(await stockOf(scarce.variantIds[0]!)).toBe(0);
      const rows = await db()
        .selectFrom('order_items')
        .select((eb) => eb.fn.sum<number | string>('quantity').as('n'))
        .where('variant_id', '=', scarce.variantIds[0]!)
        .executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(50);
      const numbers = await db()
        .selectFrom('orders')
        .select('number')
        .where('workspace_id', '=', shopId)
        .execute();
      expect(new Set(numbers.map((n) => n.number)).size).toBe(numbers.length);
    }, 120_000);
  });
}
