import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PATHS, type DashboardAnswer, LOW_STOCK_THRESHOLD } from '../../shared/admin-api';
import type { OrderStatus } from '../../shared/orders';
import { errorText } from '../../shared/error-text';
import { createTestApp, type TestApp } from '../support/app';
import { createTestProduct } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import {
  adminCall,
  createTestOrder,
  createTestShop,
  createTestUser,
  signInOn,
  TEST_PASSWORD,
  type TestOrder,
  type TestShop,
} from '../support/order-builders';
import { ADMIN_FORBIDDEN_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL dashboard tests are skipped.');

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const get = (
  app: FastifyInstance,
  host: string,
  token?: string,
  url: string = ADMIN_API_PATHS.dashboard,
) => adminCall(app, host, 'GET', url, { token });

const data = (res: LightMyRequestResponse) => (res.json() as DashboardAnswer).data;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`admin dashboard on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shop: TestShop;
    let other: TestShop;
    let owner: string;
    /** Every order made, with its status, for the expected figures. */
    const made: (TestOrder & { status: OrderStatus })[] = [];

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const db = t.testDb.db;
      shop = await createTestShop(db);
      other = await createTestShop(db);
      const buyer = await createTestUser(db, shop.id, { firstName: 'Bina', lastName: 'Buyer' });
      const now = Date.now();
      // Paid statuses count (cancelled and refunded ones without revenue); unpaid ones never count.
      const plan: [OrderStatus, number, number][] = [
        ['PAID', 0, 120_000],
        ['SHIPPED', 0, 80_000],
        ['REFUNDED', 0, 55_000],
        ['PLACED', 0, 999_000],
        ['PAYMENT_FAILED', 0, 777_000],
        ['DELIVERED', 1, 30_000],
        ['CANCEL_REQUESTED', 2, 45_000],
        ['RETURN_REQUESTED', 5, 62_500],
        ['CANCELLED', 12, 21_000],
        ['DELIVERED', 29, 10_000],
        ['DELIVERED', 31, 40_000],
        ['EXPIRED', 3, 5_000],
        ['PAID', 45, 70_000],
      ];
      for (const [status, daysAgo, total] of plan) {
        const o = await createTestOrder(db, shop.id, {
          status,
          total,
          customer: buyer,
          createdAt: new Date(now - daysAgo * DAY),
        });
        made.push({ ...o, status });
      }
      // Another shop's orders never show here.
      await createTestOrder(db, other.id, { status: 'PAID', total: 5_000_000 });
      // Low stock: variants of products on sale at or below the threshold, lowest first.
      await createTestProduct(db, shop.id, {
        name: 'Clay Mug',
        variants: [
          { title: 'Blue', price: 30_000, stock: 3 },
          { title: 'Red', price: 30_000, stock: LOW_STOCK_THRESHOLD + 1 },
        ],
      });
      await createTestProduct(db, shop.id, {
        name: 'Linen Apron',
        variants: [{ title: '', price: 90_000, stock: 0 }],
      });
      await createTestProduct(db, shop.id, {
        name: 'Tea Towel',
        variants: [{ title: 'Plain', price: 20_000, stock: LOW_STOCK_THRESHOLD }],
      });
      await createTestProduct(db, shop.id, {
        name: 'Hidden Jar',
        status: 'draft',
        variants: [{ title: '', price: 10_000, stock: 1 }],
      });
      owner = await signInOn(app, shop.host, shop.owner.email);
    });
    afterAll(async () => {
      await t?.close();
    });

    const PAID: OrderStatus[] = [
      'PAID',
      'SHIPPED',
      'DELIVERED',
      'CANCEL_REQUESTED',
      'CANCELLED',
      'RETURN_REQUESTED',
      'RETURNED',
      'REFUNDED',
    ];
    const figures = (pick: (createdDay: string) => boolean) => {
      const hits = made.filter(
        (o) => PAID.includes(o.status) && pick(day(Date.parse(o.createdAt))),
      );
      return {
        orders: hits.length,
        // Cancelled, returned and refunded orders kept no money.
        revenue: hits
          .filter((o) => !['CANCELLED', 'RETURNED', 'REFUNDED'].includes(o.status))
          .reduce((n, o) => n + o.total, 0),
      };
    };

    it("answers today's and this month's paid orders and revenue, refunds left out", async () => {
      const res = await get(app, shop.host, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const d = data(res);
      expect(d.currency).toBe('INR');
      expect(d.today).toBe(day(Date.now()));
      // Today: PAID 1200 + SHIPPED 800, the refunded one counted without its money.
      expect(d.todayFigures).toEqual(figures((x) => x === d.today));
      expect(d.todayFigures).toEqual({ orders: 3, revenue: 200_000 });
      const month = d.today.slice(0, 8);
      expect(d.month).toEqual(figures((x) => x.startsWith(month) && x <= d.today));
    });

    it('draws the last 30 UTC days, oldest first, with empty days as zeros', async () => {
      const d = data(await get(app, shop.host, owner));
      expect(d.days).toHaveLength(30);
      expect(d.days.at(-1)!.date).toBe(d.today);
      expect(d.days[0]!.date).toBe(day(Date.parse(`${d.today}T00:00:00Z`) - 29 * DAY));
      for (const entry of d.days)
        expect(entry).toEqual({ date: entry.date, ...figures((x) => x === entry.date) });
      const total = d.days.reduce((n, x) => n + x.orders, 0);
      // 31 and 45 days ago are outside; the unpaid ones never count.
      expect(total).toBe(8);
    });

    it('lists orders waiting for the owner, oldest first, with counts per status', async () => {
      const d = data(await get(app, shop.host, owner));
      expect(d.waiting.byStatus).toEqual([
        { status: 'PAID', count: 2 },
        // Cash-on-delivery orders to ship wait for the owner too (none here).
        { status: 'CONFIRMED', count: 0 },
        { status: 'CANCEL_REQUESTED', count: 1 },
        { status: 'RETURN_REQUESTED', count: 1 },
      ]);
      expect(d.waiting.total).toBe(4);
      const waiting = made
        .filter((o) => ['PAID', 'CANCEL_REQUESTED', 'RETURN_REQUESTED'].includes(o.status))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      expect(d.waiting.orders.map((o) => o.number)).toEqual(waiting.map((o) => o.number));
      expect(d.waiting.orders[0]).toMatchObject({
        status: 'PAID',
        statusLabel: 'Confirmed',
        total: 70_000,
        customer: { name: 'Bina Buyer' },
      });
    });

    it('lists low stock of products on sale at or below the threshold, lowest first', async () => {
      const d = data(await get(app, shop.host, owner));
      expect(d.lowStock.threshold).toBe(LOW_STOCK_THRESHOLD);
      expect(d.lowStock.total).toBe(3);
      expect(d.lowStock.items.map((v) => [v.productName, v.variantTitle, v.stock])).toEqual([
        ['Linen Apron', '', 0],
        ['Clay Mug', 'Blue', 3],
        ['Tea Towel', 'Plain', LOW_STOCK_THRESHOLD],
      ]);
      expect(d.lowStock.items[0]!.productId).toMatch(/\S/);
    });

    it("shows another shop nothing of this one's", async () => {
      const token = await signInOn(app, other.host, other.owner.email);
      const d = data(await get(app, other.host, token));
      expect(d.todayFigures).toEqual({ orders: 1, revenue: 5_000_000 });
      expect(d.waiting.total).toBe(1);
      expect(d.lowStock.total).toBe(0);
      // This shop's session means nothing on the other host.
      const cross = await get(app, other.host, owner);
      expect(cross.statusCode).toBe(401);
    });

    it('refuses strangers, customers and unknown query parameters', async () => {
      const anon = await get(app, shop.host);
      expect(anon.statusCode).toBe(401);
      expect(errorText(anon.json())).toBe(SIGN_IN_REQUIRED_MESSAGE);
      const customer = await createTestUser(t.testDb.db, shop.id, {
        firstName: 'Cara',
        lastName: 'Client',
        password: TEST_PASSWORD,
      });
      const token = await signInOn(app, shop.host, customer.email);
      const refused = await get(app, shop.host, token);
      expect(refused.statusCode).toBe(403);
      expect(errorText(refused.json())).toBe(ADMIN_FORBIDDEN_MESSAGE);
      const odd = await get(app, shop.host, owner, `${ADMIN_API_PATHS.dashboard}?days=90`);
      expect(odd.statusCode).toBe(400);
      expect(errorText(odd.json())).toBe('"days" is not expected here.');
    });
  });
}
