import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_API_PATHS,
  type AdminSettingsAnswer,
  type DashboardAnswer,
} from '../../shared/admin-api';
import { ADMIN_ORDER_PATHS, type AdminOrderAnswer } from '../../shared/admin-orders';
import { ADMIN_DISCOUNT_PATHS } from '../../shared/discounts';
import { CART_PATHS } from '../../shared/cart';
import { COD_MESSAGES, type CodSettings } from '../../shared/cod';
import { errorText } from '../../shared/error-text';
import {
  CHECKOUT_SUMMARY_PATH,
  type CheckoutInitAnswer,
  type CheckoutSummary,
  type Order,
  ORDER_PATHS,
  type OrdersAnswer,
} from '../../shared/orders';
import {
  DEFAULT_SHIPPING,
  REST_OF_INDIA,
  SHIPPING_MESSAGES,
  type ShippingSettings,
} from '../../shared/shipping';
import { createOrdersRepo } from '../../server/orders/repo';
import { createTestApp, type TestApp } from '../support/app';
import { createTestProduct, type TestProduct, workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { callerOf, type Caller, newShopper, testAddress } from '../support/shoppers';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL shipping tests are skipped.');

const SHOP = 'shop.localhost:3000';
const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

function refusal(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  return errorText(res.json());
}

/** South at ₹29 (free from ₹500), the North East at ₹99 + ₹20 per extra 500 g, else ₹49. */
const ZONES: ShippingSettings = {
  zones: [
    {
      name: 'South',
      states: ['Karnataka', 'Tamil Nadu', 'Kerala'],
      flatRate: 2900,
      freeAbove: 50_000,
      perWeightRate: null,
    },
    {
      name: 'North East',
      states: ['Assam', 'Meghalaya'],
      flatRate: 9900,
      freeAbove: null,
      perWeightRate: 2000,
    },
  ],
  restOfIndia: { flatRate: 4900, freeAbove: 99_900, perWeightRate: null },
  returnWindowDays: 7,
};

const COD_ON: CodSettings = { enabled: true, limit: 100_000, fee: 3000 };

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(
    `shipping by zone and cash on delivery on ${kind}`,
    () => {
      let t: TestApp;
      let app: FastifyInstance;
      let shopId: string;
      let owner: Caller;
      /** ₹300 a unit, 700 g, 20 in stock. */
      let mug: TestProduct;
      /** ₹2,000 a unit, 5 in stock. */
      let lamp: TestProduct;

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

      async function shopper(state = 'Karnataka') {
        const who = await newShopper(db(), shopId, 'CUSTOMER', {
          firstName: 'Meera',
          lastName: 'Iyer',
        });
        const api = callerOf(app, SHOP, who.token);
        const res = await api.post(ORDER_PATHS.addAddress, testAddress({ state }));
        expect(res.statusCode, res.body).toBe(201);
        return { who, api, addressId: json(res).data._id as string };
      }

      async function addToBag(api: Caller, variantId: string, quantity = 1) {
        const res = await api.post(CART_PATHS.add, { productVariantId: variantId, quantity });
        expect(res.statusCode, res.body).toBe(200);
      }

      async function summary(api: Caller, addressId?: string) {
        const res = await api.get(CHECKOUT_SUMMARY_PATH, addressId ? { addressId } : {});
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as CheckoutSummary).data;
      }

      async function saveShipping(body: unknown) {
        return owner.post(ADMIN_API_PATHS.saveShipping, body);
      }

      async function setShipping(s: ShippingSettings) {
        const res = await saveShipping(s);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as AdminSettingsAnswer).data;
      }

      async function setCod(cod: CodSettings) {
        const res = await owner.post(ADMIN_API_PATHS.savePayments, {
          RAZORPAY: { keyId: '' },
          CASHFREE: { clientId: '' },
          PHONEPE: { merchantId: '', saltIndex: '' },
          testMode: false,
          cod,
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as AdminSettingsAnswer).data;
      }

      async function orderOf(api: Caller, orderId: string): Promise<Order> {
        const res = await api.post(ORDER_PATHS.ordersAll, {
          filter: [{ key: '_id', operator: 'EQUALS', value: orderId }],
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as OrdersAnswer).data[0]!;
      }

      async function ownerAction(orderId: string, action: string, extra = {}) {
        return owner.post(ADMIN_ORDER_PATHS.action, { action, ...extra }, { id: orderId });
      }

      async function codOrder(quantity = 1, state = 'Karnataka') {
        const s = await shopper(state);
        await addToBag(s.api, mug.variantIds[0]!, quantity);
        const res = await s.api.get(ORDER_PATHS.checkoutInit, {
          addressId: s.addressId,
          paymentMode: 'COD',
        });
        expect(res.statusCode, res.body).toBe(200);
        return { ...s, made: (res.json() as CheckoutInitAnswer).data };
      }

      beforeAll(async () => {
        t = await createTestApp(kind);
        app = t.app;
        shopId = await workspaceIdOf(db(), 'shop.localhost');
        mug = await createTestProduct(db(), shopId, {
          name: 'Clay Mug',
          variants: [{ title: 'Large', price: 30_000, stock: 20 }],
        });
        lamp = await createTestProduct(db(), shopId, {
          name: 'Brass Lamp',
          variants: [{ title: 'One size', price: 200_000, stock: 5 }],
        });
        await db()
          .updateTable('product_variants')
          .set({ weight_grams: 700 })
          .where('id', '=', mug.variantIds[0]!)
          .execute();
        owner = callerOf(app, SHOP, (await newShopper(db(), shopId, 'OWNER')).token);
      });
      afterAll(async () => {
        await t?.close();
      });

      describe('shipping by zone', () => {
        it('defaults to ₹49 everywhere, free from ₹999, and no address is needed to say so', async () => {
          await setShipping(DEFAULT_SHIPPING);
          const { api } = await shopper('Assam');
          await addToBag(api, mug.variantIds[0]!);
          const s = await summary(api);
          expect([s.shipping, s.shippingPending, s.total]).toEqual([4900, false, 34_900]);
          // The bag says the same.
          expect(json(await api.post(CART_PATHS.all, { s: 100, p: 0 })).shipping).toEqual({
            amount: 4900,
          });
        });

        it('quotes in-zone, fallback, free above and by weight, and follows the settings', async () => {
          await setShipping(ZONES);
          const south = await shopper('Kerala');
          await addToBag(south.api, mug.variantIds[0]!);
          // No address chosen: the rate depends on it now.
          const pending = await summary(south.api);
          expect([pending.shipping, pending.shippingPending, pending.total]).toEqual([
            0,
            true,
            30_000,
          ]);
          expect(json(await south.api.post(CART_PATHS.all, { s: 100, p: 0 })).shipping).toEqual({
            amount: null,
          });
          let s = await summary(south.api, south.addressId);
          expect([s.shipping, s.shippingZone, s.total]).toEqual([2900, 'South', 32_900]);
          // ₹600 is above the South's ₹500: free.
          await addToBag(south.api, mug.variantIds[0]!);
          s = await summary(south.api, south.addressId);
          expect([s.shipping, s.subtotal]).toEqual([0, 60_000]);

          const west = await shopper('Gujarat');
          await addToBag(west.api, mug.variantIds[0]!, 2);
          s = await summary(west.api, west.addressId);
          expect([s.shipping, s.shippingZone]).toEqual([4900, REST_OF_INDIA]);

          // 3 mugs = 2,100 g: 1,600 g past the first 500 g is 4 steps of ₹20.
          const ne = await shopper('Meghalaya');
          await addToBag(ne.api, mug.variantIds[0]!, 3);
          s = await summary(ne.api, ne.addressId);
          expect([s.shipping, s.shippingZone]).toEqual([9900 + 4 * 2000, 'North East']);
          // The order is priced the same way.
          await setCod({ ...COD_ON, limit: 500_000, fee: 0 });
          const placed = await ne.api.get(ORDER_PATHS.checkoutInit, {
            addressId: ne.addressId,
            paymentMode: 'COD',
          });
          expect(placed.statusCode, placed.body).toBe(200);
          const order = await orderOf(ne.api, (placed.json() as CheckoutInitAnswer).data.orderId);
          expect([order.shipping, order.total]).toEqual([17_900, 90_000 + 17_900]);

          // Changing the settings changes the quote.
          await setShipping({
            ...ZONES,
            zones: [{ ...ZONES.zones[0]!, flatRate: 1900, freeAbove: null }],
          });
          s = await summary(south.api, south.addressId);
          expect([s.shipping, s.shippingZone]).toEqual([1900, 'South']);
          // Assam fell back to the rest of India.
          const assam = await shopper('Assam');
          await addToBag(assam.api, mug.variantIds[0]!);
          expect((await summary(assam.api, assam.addressId)).shippingZone).toBe(REST_OF_INDIA);
          // Another customer's address is not theirs to quote.
          refusal(await assam.api.get(CHECKOUT_SUMMARY_PATH, { addressId: south.addressId }), 404);
          await setShipping(DEFAULT_SHIPPING);
          await setCod({ ...COD_ON, enabled: false });
        });

        it('refuses invalid settings with readable reasons and keeps the old ones', async () => {
          await setShipping(ZONES);
          const twice = await saveShipping({
            ...ZONES,
            zones: [ZONES.zones[0]!, { ...ZONES.zones[1]!, states: ['Assam', 'Kerala'] }],
          });
          expect(refusal(twice, 400)).toBe(
            SHIPPING_MESSAGES.stateTwice('Kerala', 'South', 'North East'),
          );
          const negative = await saveShipping({
            ...ZONES,
            restOfIndia: { flatRate: -100, freeAbove: null, perWeightRate: null },
          });
          expect(json(negative).fieldErrors['restOfIndia.flatRate']).toBe(
            SHIPPING_MESSAGES.amount(`${REST_OF_INDIA}, rate`),
          );
          expect(refusal(negative, 400)).toContain('please enter an amount');
          const atlantis = await saveShipping({
            ...ZONES,
            zones: [{ ...ZONES.zones[0]!, states: ['Atlantis'] }],
          });
          expect(refusal(atlantis, 400)).toBe(SHIPPING_MESSAGES.unknownState('Atlantis'));
          expect(refusal(await saveShipping({ ...ZONES, returnWindowDays: 1.5 }), 400)).toBe(
            SHIPPING_MESSAGES.returnWindowDays,
          );
          expect(
            refusal(
              await saveShipping({ ...ZONES, zones: [{ ...ZONES.zones[0]!, name: ' ' }] }),
              400,
            ),
          ).toBe(SHIPPING_MESSAGES.zoneName);
          refusal(await saveShipping([]), 400);
          const settings = json(await owner.get(ADMIN_API_PATHS.settings)).data;
          expect(settings.shipping).toEqual(ZONES);
          // Customers and strangers cannot change them.
          const { api } = await shopper();
          refusal(await api.post(ADMIN_API_PATHS.saveShipping, DEFAULT_SHIPPING), 403);
          refusal(
            await callerOf(app, SHOP).post(ADMIN_API_PATHS.saveShipping, DEFAULT_SHIPPING),
            401,
          );
          await setShipping(DEFAULT_SHIPPING);
        });
      });

      describe('cash on delivery', () => {
        it('is refused while off, and over its limit', async () => {
          await setCod({ ...COD_ON, enabled: false });
          const { who, api, addressId } = await shopper();
          await addToBag(api, lamp.variantIds[0]!);
          expect((await summary(api, addressId)).paymentModes).not.toContain('COD');
          expect(
            refusal(
              await api.get(ORDER_PATHS.checkoutInit, { addressId, paymentMode: 'COD' }),
              400,
            ),
          ).toBe(COD_MESSAGES.off);

          await setCod({ ...COD_ON, limit: 150_000 });
          // ₹2,000 and free shipping, + ₹30 fee: over ₹1,500.
          const s = await summary(api, addressId);
          expect(s.paymentModes).not.toContain('COD');
          expect(s.cod).toEqual({ fee: 3000, refusal: COD_MESSAGES.overLimit(150_000, 'INR') });
          const stock = await stockOf(lamp.variantIds[0]!);
          expect(
            refusal(
              await api.get(ORDER_PATHS.checkoutInit, { addressId, paymentMode: 'COD' }),
              400,
            ),
          ).toBe(COD_MESSAGES.overLimit(150_000, 'INR'));
          expect(await stockOf(lamp.variantIds[0]!)).toBe(stock);
          expect(
            await db().selectFrom('orders').select('id').where('user_id', '=', who.id).execute(),
          ).toEqual([]);
        });

        it('places a confirmed order with its fee, takes the stock, ships, and is paid on delivery', async () => {
          await setCod(COD_ON);
          const stock = await stockOf(mug.variantIds[0]!);
          const { who, api, made } = await codOrder(2);
          // ₹600 + ₹49 shipping + ₹30 fee.
          expect(made.amount).toBe(60_000 + 4900 + 3000);
          expect(made.redirectUrl).toBe(`/payment/success?orderId=${made.orderId}`);
          expect(await stockOf(mug.variantIds[0]!)).toBe(stock - 2);
          let order = await orderOf(api, made.orderId);
          expect(order).toMatchObject({
            status: 'CONFIRMED',
            paymentMode: 'COD',
            codFee: 3000,
            shipping: 4900,
            total: 67_900,
            reservedUntil: null,
            paidAt: null,
            canCancel: true,
          });
          // The bag is done with, and the confirmation says cash on delivery.
          expect(json(await api.post(CART_PATHS.all, { s: 100, p: 0 })).data).toHaveLength(0);
          const mail = t.mailer.listOutbox(who.email)[0];
          expect(mail?.text).toContain('Payment: Cash on delivery');
          expect(mail?.text).toContain('Cash on delivery fee: ₹30');
          // No reservation to lapse: the sweep leaves it alone.
          await db()
            .updateTable('orders')
            .set({ reserved_until: '2000-01-01T00:00:00.000Z' })
            .where('id', '=', made.orderId)
            .execute();
          await createOrdersRepo(db()).expireDue();
          expect((await orderOf(api, made.orderId)).status).toBe('CONFIRMED');

          const view = json(
            await owner.get(ADMIN_ORDER_PATHS.get, { id: made.orderId }),
          ) as AdminOrderAnswer;
          expect(view.actions).toEqual(['ship', 'cancel']);
          // Plain "deliver" is for orders paid online; refund needs money received.
          // Not paid yet: the dashboard's revenue leaves it out until the cash is collected.
          const revenue = async () =>
            (json(await owner.get(ADMIN_API_PATHS.dashboard)) as DashboardAnswer).data.todayFigures;
          const before = await revenue();
          expect((await ownerAction(made.orderId, 'ship')).json().data.status).toBe('SHIPPED');
          expect(await revenue()).toEqual(before);
          expect(refusal(await ownerAction(made.orderId, 'deliver'), 409)).toContain(
            'mark it delivered and paid',
          );
          const paid = await ownerAction(made.orderId, 'collectCash');
          expect(paid.statusCode, paid.body).toBe(200);
          order = (paid.json() as AdminOrderAnswer).data;
          expect(order.status).toBe('DELIVERED');
          expect(order.paidAt).not.toBeNull();
          expect(await revenue()).toEqual({
            orders: before.orders + 1,
            revenue: before.revenue + 67_900,
          });
          const payment = await db()
            .selectFrom('payments')
            .select(['gateway', 'amount', 'status'])
            .where('order_id', '=', made.orderId)
            .executeTakeFirstOrThrow();
          expect(payment).toEqual({ gateway: 'COD', amount: 67_900, status: 'PAID' });
          expect(await stockOf(mug.variantIds[0]!)).toBe(stock - 2);
        });

        it('cancelled before shipping: stock back, nothing to refund', async () => {
          await setCod(COD_ON);
          const stock = await stockOf(mug.variantIds[0]!);
          const { api, made } = await codOrder(3);
          expect(await stockOf(mug.variantIds[0]!)).toBe(stock - 3);
          const asked = await api.post(ORDER_PATHS.cancelRequest, {}, { id: made.orderId });
          expect(asked.statusCode, asked.body).toBe(200);
          expect(json(asked).data.status).toBe('CANCEL_REQUESTED');
          // Refused: back to confirmed (not paid).
          expect((await ownerAction(made.orderId, 'refuseCancel')).json().data.status).toBe(
            'CONFIRMED',
          );
          await api.post(ORDER_PATHS.cancelRequest, {}, { id: made.orderId });
          // The admin's refund box is ignored: nothing was paid.
          const done = await ownerAction(made.orderId, 'approveCancel', { refund: true });
          expect(done.statusCode, done.body).toBe(200);
          expect(json(done).data.status).toBe('CANCELLED');
          expect(await stockOf(mug.variantIds[0]!)).toBe(stock);
          expect(refusal(await ownerAction(made.orderId, 'refund'), 409)).toContain('never paid');

          // The owner may cancel one outright too.
          const other = await codOrder(1);
          expect((await ownerAction(other.made.orderId, 'cancel')).json().data.status).toBe(
            'CANCELLED',
          );
          expect(await stockOf(mug.variantIds[0]!)).toBe(stock);
        });

        it('gives the discount use of a cancelled cash-on-delivery order back', async () => {
          await setCod(COD_ON);
          const code = `COD1${kind}${Date.now().toString(36)}`.toUpperCase();
          const made = await owner.post(ADMIN_DISCOUNT_PATHS.save, {
            code,
            kind: 'fixed',
            value: 1000,
            usageLimit: 1,
          });
          expect(made.statusCode, made.body).toBe(200);
          const s = await shopper('Karnataka');
          await addToBag(s.api, mug.variantIds[0]!, 1);
          const res = await s.api.get(ORDER_PATHS.checkoutInit, {
            addressId: s.addressId,
            paymentMode: 'COD',
            discountCode: code,
          });
          expect(res.statusCode, res.body).toBe(200);
          const orderId = (res.json() as CheckoutInitAnswer).data.orderId;
          const order = await orderOf(s.api, orderId);
          // ₹300 − ₹10 + ₹49 shipping + ₹30 fee.
          expect(order).toMatchObject({ status: 'CONFIRMED', discount: 1000, total: 36_900 });
          const used = () =>
            db()
              .selectFrom('discounts')
              .select('used')
              .where('code', '=', code)
              .executeTakeFirstOrThrow()
              .then((r) => Number(r.used));
          expect(await used()).toBe(1);
          expect((await ownerAction(orderId, 'cancel')).json().data.status).toBe('CANCELLED');
          expect(await used()).toBe(0);
        });

        it('returned within the window: stock back and the cash refund recorded', async () => {
          await setCod(COD_ON);
          const stock = await stockOf(mug.variantIds[0]!);
          const { api, made } = await codOrder(1);
          await ownerAction(made.orderId, 'ship');
          await ownerAction(made.orderId, 'collectCash');
          expect((await orderOf(api, made.orderId)).canReturn).toBe(true);
          const asked = await api.post(ORDER_PATHS.returnRequest, {}, { id: made.orderId });
          expect(asked.statusCode, asked.body).toBe(200);
          expect((await ownerAction(made.orderId, 'approveReturn')).json().data.status).toBe(
            'RETURNED',
          );
          expect(await stockOf(mug.variantIds[0]!)).toBe(stock);
          const refunded = await ownerAction(made.orderId, 'refund');
          expect(refunded.statusCode, refunded.body).toBe(200);
          expect(json(refunded).data.status).toBe('REFUNDED');
          expect(
            (
              await db()
                .selectFrom('payments')
                .select('status')
                .where('order_id', '=', made.orderId)
                .executeTakeFirstOrThrow()
            ).status,
          ).toBe('REFUNDED');
        });

        it('respects the return window setting', async () => {
          await setCod(COD_ON);
          await setShipping({ ...DEFAULT_SHIPPING, returnWindowDays: 2 });
          const { api, made } = await codOrder(1);
          await ownerAction(made.orderId, 'ship');
          await ownerAction(made.orderId, 'collectCash');
          const backdate = (days: number) =>
            db()
              .updateTable('order_events')
              .set({ created_at: new Date(Date.now() - days * 86_400_000).toISOString() })
              .where('order_id', '=', made.orderId)
              .where('to_status', '=', 'DELIVERED')
              .execute();
          // Three days ago: past a 2-day window, within the default 7.
          await backdate(3);
          expect((await orderOf(api, made.orderId)).canReturn).toBe(false);
          expect(
            refusal(await api.post(ORDER_PATHS.returnRequest, {}, { id: made.orderId }), 409),
          ).toContain('more than 2 days ago');
          await setShipping({ ...DEFAULT_SHIPPING, returnWindowDays: 7 });
          expect((await orderOf(api, made.orderId)).canReturn).toBe(true);
          const asked = await api.post(ORDER_PATHS.returnRequest, {}, { id: made.orderId });
          expect(asked.statusCode, asked.body).toBe(200);
          await setShipping(DEFAULT_SHIPPING);
        });
      });
    },
  );
}
