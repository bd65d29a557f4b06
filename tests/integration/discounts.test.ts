import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATHS } from '../../shared/cart';
import {
  ADMIN_DISCOUNT_PATHS,
  type AdminDiscount,
  DISCOUNT_MESSAGES,
  DISCOUNT_PATHS,
  type DiscountInput,
} from '../../shared/discounts';
import { errorText } from '../../shared/error-text';
import {
  CHECKOUT_SUMMARY_PATH,
  type CheckoutInitAnswer,
  type CheckoutSummary,
  type Order,
  ORDER_PATHS,
  type OrdersAnswer,
  SHIPPING_FEE,
} from '../../shared/orders';
import { createOrdersRepo } from '../../server/orders/repo';
import { createTestApp, type TestApp } from '../support/app';
import {
  createTestCategory,
  createTestProduct,
  type TestProduct,
  workspaceIdOf,
} from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { callerOf, type Caller, newShopper, testAddress } from '../support/shoppers';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL discount tests are skipped.');

const SHOP = 'shop.localhost:3000';
const DAY = 86_400_000;

function refusal(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  return errorText(res.json());
}

let n = 0;
/** A code no other test uses. */
const freshCode = (stem: string) => `${stem}${Date.now().toString(36).slice(-4)}${n++}`;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`discounts on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let owner: Caller;
    /** ₹500 each, plenty in stock. */
    let mug: TestProduct;
    /** ₹1,000, in the category `kitchen`. */
    let pan: TestProduct;
    let kitchenId: string;

    const db = () => t.testDb.db;

    async function shopper() {
      const who = await newShopper(db(), shopId, 'CUSTOMER');
      const api = callerOf(app, SHOP, who.token);
      const address = await api.post(ORDER_PATHS.addAddress, testAddress());
      expect(address.statusCode, address.body).toBe(201);
      return { who, api, addressId: (address.json() as { data: { _id: string } }).data._id };
    }

    async function bag(api: Caller, variantId: string, quantity = 1) {
      const res = await api.post(CART_PATHS.add, { productVariantId: variantId, quantity });
      expect(res.statusCode, res.body).toBe(200);
    }

    async function create(input: DiscountInput): Promise<AdminDiscount> {
      const res = await owner.post(ADMIN_DISCOUNT_PATHS.save, input);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: AdminDiscount }).data;
    }

    async function get(id: string): Promise<AdminDiscount> {
      const res = await owner.get(ADMIN_DISCOUNT_PATHS.get, { id });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: AdminDiscount }).data;
    }

    const apply = (api: Caller, code: string) => api.post(DISCOUNT_PATHS.apply, { code });

    async function summary(api: Caller, discountCode?: string) {
      const res = await api.get(CHECKOUT_SUMMARY_PATH, discountCode ? { discountCode } : {});
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CheckoutSummary).data;
    }

    const checkout = (api: Caller, addressId: string, discountCode?: string) =>
      api.get(ORDER_PATHS.checkoutInit, {
        addressId,
        paymentMode: 'TEST',
        ...(discountCode ? { discountCode } : {}),
      });

    async function orderOf(api: Caller, orderId: string): Promise<Order> {
      const res = await api.post(ORDER_PATHS.ordersAll, {
        filter: [{ key: '_id', operator: 'EQUALS', value: orderId }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as OrdersAnswer).data[0]!;
    }

    /** Pays an order through the repo (as a gateway's verified answer would). */
    async function pay(orderId: string) {
      const r = await createOrdersRepo(db()).transition(shopId, orderId, 'pay', 'gateway');
      expect(r.ok).toBe(true);
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      shopId = await workspaceIdOf(db(), 'shop.localhost');
      owner = callerOf(app, SHOP, (await newShopper(db(), shopId, 'OWNER')).token);
      mug = await createTestProduct(db(), shopId, {
        name: 'Discount Mug',
        variants: [{ price: 50_000, stock: 1000 }],
      });
      const kitchen = await createTestCategory(db(), shopId, 'Kitchen');
      kitchenId = kitchen.id;
      pan = await createTestProduct(db(), shopId, {
        name: 'Discount Pan',
        categoryId: kitchen.id,
        variants: [{ price: 100_000, stock: 1000 }],
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('says why each code does not apply', async () => {
      const { api } = await shopper();
      await bag(api, mug.defaultVariantId);
      const now = Date.now();
      const expired = await create({
        code: freshCode('OLD'),
        kind: 'percent',
        value: 10,
        startsAt: new Date(now - 10 * DAY).toISOString(),
        endsAt: new Date(now - DAY).toISOString(),
      });
      const later = await create({
        code: freshCode('SOON'),
        kind: 'percent',
        value: 10,
        startsAt: '2099-12-05T06:00:00.000Z',
      });
      const paused = await create({
        code: freshCode('HOLD'),
        kind: 'fixed',
        value: 100,
        paused: true,
      });
      const big = await create({
        code: freshCode('BIG'),
        kind: 'fixed',
        value: 10_000,
        minSubtotal: 75_000,
      });
      const pans = await create({
        code: freshCode('PANS'),
        kind: 'percent',
        value: 20,
        scope: 'products',
        scopeIds: [pan.id],
      });
      expect(refusal(await apply(api, 'NOSUCHCODE'), 400)).toBe(DISCOUNT_MESSAGES.notValid);
      expect(refusal(await apply(api, expired.code!), 400)).toBe('This code has expired');
      expect(refusal(await apply(api, later.code!), 400)).toBe(
        'This code starts on 5 December 2099',
      );
      expect(refusal(await apply(api, paused.code!), 400)).toBe('This code is paused');
      expect(refusal(await apply(api, big.code!.toLowerCase()), 400)).toBe(
        'Add ₹250 more to use this code',
      );
      expect(refusal(await apply(api, pans.code!), 400)).toBe(
        'This code does not apply to anything in your bag',
      );
      // The summary with a refused code says why and gives no discount.
      const s = await summary(api, expired.code!);
      expect(s.discount).toBeNull();
      expect(s.discountRefusal).toBe('This code has expired');
      expect(s.total).toBe(50_000 + SHIPPING_FEE);
    });

    it('takes a percentage or a fixed amount off, spread over the lines, on the order too', async () => {
      const pct = await create({ code: freshCode('TEN'), kind: 'percent', value: 10 });
      const fixed = await create({ code: freshCode('FLAT'), kind: 'fixed', value: 33_333 });
      const { who, api, addressId } = await shopper();
      await bag(api, mug.defaultVariantId, 1);
      await bag(api, pan.defaultVariantId, 1);
      // ₹1,500 bag: 10% is ₹150; free shipping (from ₹999) compares the bag after it.
      const applied = await apply(api, pct.code!.toLowerCase());
      expect(applied.statusCode, applied.body).toBe(200);
      const s = (applied.json() as CheckoutSummary).data;
      expect(s.discount).toEqual({ code: pct.code, title: pct.code, amount: 15_000 });
      expect(s.shipping).toBe(0);
      expect(s.total).toBe(150_000 - 15_000);
      const withFixed = await summary(api, fixed.code!);
      expect(withFixed.discount?.amount).toBe(33_333);
      // ₹1,166.67 after the discount: still free shipping.
      expect(withFixed.total).toBe(150_000 - 33_333);

      const res = await checkout(api, addressId, fixed.code!);
      expect(res.statusCode, res.body).toBe(200);
      const made = (res.json() as CheckoutInitAnswer).data;
      expect(made.amount).toBe(150_000 - 33_333);
      const order = await orderOf(api, made.orderId);
      expect(order.discount).toBe(33_333);
      expect(order.discountCode).toBe(fixed.code);
      const shares = order.items.map((i) => i.discount ?? -1);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(33_333);
      // In proportion: the ₹500 mug a third, the ₹1,000 pan two thirds (largest remainder).
      const byPrice = new Map(order.items.map((i) => [i.price, i.discount]));
      expect(byPrice.get(50_000)).toBe(11_111);
      expect(byPrice.get(100_000)).toBe(22_222);
      expect((await get(fixed._id)).uses).toBe(1);

      // Paid through the test gateway: the confirmation mail shows the saving.
      const posted = await app.inject({
        method: 'POST',
        url: `/pay/test/${made.transactionId}`,
        headers: {
          host: SHOP,
          authorization: `Basic ${who.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
        payload: 'outcome=pay',
      });
      expect(posted.statusCode, posted.body).toBe(303);
      const back = await app.inject({
        method: 'GET',
        url: String(posted.headers.location),
        headers: { host: SHOP, accept: 'text/html' },
      });
      expect(back.statusCode, back.body).toBe(303);
      await expect
        .poll(() => t.mailer.listOutbox(who.email)[0]?.text ?? '')
        .toContain(`Discount (${fixed.code}): −₹333.33`);
      expect((await get(fixed._id)).revenue).toBe(150_000 - 33_333);
    });

    it('scopes to categories and products, and the minimum reads the eligible lines', async () => {
      const kitchen = await create({
        code: freshCode('KITCHEN'),
        kind: 'percent',
        value: 50,
        scope: 'categories',
        scopeIds: [kitchenId],
        minSubtotal: 100_000,
      });
      const { api } = await shopper();
      await bag(api, mug.defaultVariantId, 3);
      expect(refusal(await apply(api, kitchen.code!), 400)).toBe(DISCOUNT_MESSAGES.nothingApplies);
      await bag(api, pan.defaultVariantId, 1);
      const s = (await apply(api, kitchen.code!)).json() as CheckoutSummary;
      expect(s.data.discount?.amount).toBe(50_000);
    });

    it('first order only, and uses per customer', async () => {
      const first = await create({
        code: freshCode('HELLO'),
        kind: 'fixed',
        value: 5000,
        firstOrderOnly: true,
      });
      const once = await create({
        code: freshCode('ONCE'),
        kind: 'fixed',
        value: 5000,
        perCustomerLimit: 1,
      });
      const { api, addressId } = await shopper();
      await bag(api, mug.defaultVariantId);
      expect((await apply(api, first.code!)).statusCode).toBe(200);
      const res = await checkout(api, addressId, once.code!);
      expect(res.statusCode, res.body).toBe(200);
      await pay((res.json() as CheckoutInitAnswer).data.orderId);
      await bag(api, mug.defaultVariantId);
      expect(refusal(await apply(api, first.code!), 400)).toBe(
        'This code is for your first order only',
      );
      expect(refusal(await apply(api, once.code!), 400)).toBe('You have already used this code');
      expect(refusal(await checkout(api, addressId, once.code!), 409)).toBe(
        'You have already used this code',
      );
    });

    it('applies the best automatic discount without a code, and one code per order', async () => {
      const only = await createTestProduct(db(), shopId, {
        name: 'Automatic Lamp',
        variants: [{ price: 200_000, stock: 100 }],
      });
      const scoped = { scope: 'products' as const, scopeIds: [only.id] };
      await create({ title: 'Lamp week', kind: 'fixed', value: 10_000, ...scoped });
      await create({ title: 'Lamp festival', kind: 'percent', value: 15, ...scoped });
      await create({ title: 'Not yet', kind: 'percent', value: 90, ...scoped, paused: true });
      const code = await create({ code: freshCode('LAMP'), kind: 'fixed', value: 1000 });
      const { api, addressId } = await shopper();
      await bag(api, only.defaultVariantId);
      const s = await summary(api);
      expect(s.discount).toEqual({ code: null, title: 'Lamp festival', amount: 30_000 });
      // A code replaces the automatic discount (one discount an order), even a smaller one.
      const withCode = await summary(api, code.code!);
      expect(withCode.discount).toEqual({ code: code.code, title: code.code, amount: 1000 });
      const res = await checkout(api, addressId);
      expect(res.statusCode, res.body).toBe(200);
      const order = await orderOf(api, (res.json() as CheckoutInitAnswer).data.orderId);
      expect(order.discount).toBe(30_000);
      expect(order.discountCode).toBeNull();
      expect(order.total).toBe(200_000 - 30_000);
    });

    it('an unpaid order given up or expired gives its use back', async () => {
      const one = await create({
        code: freshCode('ONLY1'),
        kind: 'fixed',
        value: 2000,
        usageLimit: 1,
      });
      const a = await shopper();
      await bag(a.api, mug.defaultVariantId);
      const res = await checkout(a.api, a.addressId, one.code!);
      expect(res.statusCode, res.body).toBe(200);
      const made = (res.json() as CheckoutInitAnswer).data;
      const b = await shopper();
      await bag(b.api, mug.defaultVariantId);
      expect(refusal(await apply(b.api, one.code!), 400)).toBe('This code has been used up');
      // The customer gives the payment up: the use comes back.
      const failed = await a.api.get(ORDER_PATHS.checkoutFailed, {
        transactionId: made.transactionId,
      });
      expect(failed.statusCode, failed.body).toBe(200);
      expect((await get(one._id)).uses).toBe(0);
      const again = await checkout(b.api, b.addressId, one.code!);
      expect(again.statusCode, again.body).toBe(200);
      expect((await get(one._id)).uses).toBe(1);
      // The reservation lapses: expired, the use comes back again.
      const later = createOrdersRepo(db(), () => Date.now() + DAY);
      const expired = await later.expireDue();
      expect(expired.map((e) => e.orderId)).toContain(
        (again.json() as CheckoutInitAnswer).data.orderId,
      );
      const back = await get(one._id);
      expect(back.uses).toBe(0);
      expect(back.revenue).toBe(0);
      // Paid after all (a late payment): the order holds its use again, past the limit if need be.
      await pay((again.json() as CheckoutInitAnswer).data.orderId);
      expect((await get(one._id)).uses).toBe(1);
    });

    it('200 concurrent checkouts for a code limited to 50 uses: exactly 50 orders get it', async () => {
      const limited = await create({
        code: freshCode('RUSH'),
        kind: 'percent',
        value: 10,
        usageLimit: 50,
      });
      // Twenty products, so the checkouts do not queue behind one product's stock lock: the
      // discount's own claim must hold the limit.
      const socks = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          createTestProduct(db(), shopId, {
            name: `Rush Socks ${i + 1}`,
            variants: [{ price: 50_000, stock: 100 }],
          }),
        ),
      );
      const buyers = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const b = await shopper();
          await bag(b.api, socks[i % 20]!.defaultVariantId);
          return b;
        }),
      );
      const answers = await Promise.all(
        buyers.map((b) => checkout(b.api, b.addressId, limited.code!)),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(50);
      expect(codes.filter((c) => c === 409)).toHaveLength(150);
      for (const r of answers.filter((a) => a.statusCode === 409))
        expect(errorText(r.json())).toBe('This code has been used up');
      const orders = await db()
        .selectFrom('orders')
        .select(['discount', 'discount_code'])
        .where('workspace_id', '=', shopId)
        .where('discount_code', '=', limited.code!)
        .execute();
      expect(orders).toHaveLength(50);
      expect(orders.every((o) => Number(o.discount) === 5000)).toBe(true);
      const d = await get(limited._id);
      expect(d.uses).toBe(50);
      expect(d.revenue).toBe(50 * (50_000 - 5000 + SHIPPING_FEE));
    }, 120_000);
  });
}
