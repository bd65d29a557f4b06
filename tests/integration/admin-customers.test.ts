import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  type AdminCustomerAnswer,
  type AdminCustomersAnswer,
  CUSTOMER_QUERY_MESSAGES,
} from '../../shared/admin-api';
import { errorText } from '../../shared/error-text';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';
import {
  createTestOrder,
  createTestShop,
  createTestUser,
  adminCall,
  signInOn,
  type TestPerson,
  type TestShop,
} from '../support/order-builders';
import { CROSS_SITE_MESSAGE } from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL customers tests are skipped.');

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`admin customers on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shop: TestShop;
    let other: TestShop;
    let owner: string;
    /** In the order they joined (the list is newest first). */
    const people: TestPerson[] = [];
    let asha: TestPerson;
    let staff: TestPerson;
    let stranger: TestPerson;

    const list = (body: unknown, token = owner) =>
      adminCall(app, shop.host, 'POST', ADMIN_API_PATHS.customers, { token, body });
    const names = (res: { json(): unknown }) =>
      (res.json() as AdminCustomersAnswer).data.map((c) => c.name);

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const db = t.testDb.db;
      shop = await createTestShop(db);
      other = await createTestShop(db);
      const rows: [string, string, string | null][] = [
        ['Asha', 'Rao', '9876500001'],
        ['Bilal', 'Khan', '9123400002'],
        ['Chitra', 'Iyer', null],
        ['Dev', 'Patel', '9988700004'],
        ['Esha', 'Rao_x', null],
      ];
      for (const [firstName, lastName, mobile] of rows) {
        people.push(await createTestUser(db, shop.id, { firstName, lastName, mobile }));
        // Distinct created_at for a stable newest-first order.
        await new Promise((r) => setTimeout(r, 5));
      }
      asha = people[0]!;
      staff = await createTestUser(db, shop.id, {
        firstName: 'Sam',
        lastName: 'Staff',
        userType: 'STAFF',
      });
      stranger = await createTestUser(db, other.id, { firstName: 'Asha', lastName: 'Elsewhere' });
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
      await createTestOrder(db, shop.id, {
        status: 'DELIVERED',
        total: 150_000,
        customer: asha,
        createdAt: at(20),
      });
      await createTestOrder(db, shop.id, {
        status: 'PAID',
        total: 25_000,
        customer: asha,
        createdAt: at(3),
      });
      await createTestOrder(db, shop.id, {
        status: 'REFUNDED',
        total: 99_000,
        customer: asha,
        createdAt: at(2),
      });
      await createTestOrder(db, shop.id, {
        status: 'CANCELLED',
        total: 31_000,
        customer: asha,
        createdAt: at(2.5),
      });
      await createTestOrder(db, shop.id, {
        status: 'PAYMENT_FAILED',
        total: 40_000,
        customer: asha,
        createdAt: at(1),
      });
      await createTestOrder(db, shop.id, {
        status: 'SHIPPED',
        total: 70_000,
        customer: people[1]!,
        createdAt: at(4),
      });
      await createTestOrder(db, other.id, { status: 'PAID', total: 10_000, customer: stranger });
      owner = await signInOn(app, shop.host, shop.owner.email);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists the customers newest first with paid orders and spend; staff and other shops are not customers', async () => {
      const res = await list({});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = res.json() as AdminCustomersAnswer;
      expect(answer.total).toBe(5);
      expect(answer.data.map((c) => c.name)).toEqual(people.map((p) => p.name).reverse());
      const a = answer.data.find((c) => c._id === asha.id)!;
      // Paid orders: delivered, paid, refunded, cancelled (4); spent leaves out the refunded and
      // the cancelled one.
      expect(a).toMatchObject({
        orderCount: 4,
        totalSpent: 175_000,
        email: asha.email,
        mobile: '9876500001',
      });
      expect(a.lastOrderAt).not.toBeNull();
      const chitra = answer.data.find((c) => c.name === 'Chitra Iyer')!;
      expect(chitra).toMatchObject({
        orderCount: 0,
        totalSpent: 0,
        lastOrderAt: null,
        mobile: null,
      });
      expect(names(res)).not.toContain('Sam Staff');
      expect(names(res)).not.toContain('Asha Elsewhere');
    });

    it('pages on the server with p from 0 and s', async () => {
      const first = await list({ p: 0, s: 2 });
      const second = await list({ p: 1, s: 2 });
      const third = await list({ p: 2, s: 2 });
      const past = await list({ p: 9, s: 2 });
      expect(names(first)).toEqual(['Esha Rao_x', 'Dev Patel']);
      expect(names(second)).toEqual(['Chitra Iyer', 'Bilal Khan']);
      expect(names(third)).toEqual(['Asha Rao']);
      expect(names(past)).toEqual([]);
      expect((past.json() as AdminCustomersAnswer).total).toBe(5);
    });

    it('searches name, email and phone, case-insensitively, with % and _ taken literally', async () => {
      expect(names(await list({ q: 'rao' }))).toEqual(['Esha Rao_x', 'Asha Rao']);
      expect(names(await list({ q: 'ASHA RAO' }))).toEqual(['Asha Rao']);
      expect(names(await list({ q: asha.email.toUpperCase() }))).toEqual(['Asha Rao']);
      expect(names(await list({ q: '887000' }))).toEqual(['Dev Patel']);
      expect(names(await list({ q: '91234 00002' }))).toEqual(['Bilal Khan']);
      expect(names(await list({ q: 'rao_' }))).toEqual(['Esha Rao_x']);
      expect(names(await list({ q: '%' }))).toEqual([]);
      const none = await list({ q: 'nobody-like-this' });
      expect((none.json() as AdminCustomersAnswer).total).toBe(0);
    });

    it('answers one customer with the profile and every order, newest first', async () => {
      const res = await adminCall(app, shop.host, 'GET', ADMIN_API_PATHS.customer, {
        token: owner,
        query: { id: asha.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      const c = (res.json() as AdminCustomerAnswer).data;
      expect(c).toMatchObject({
        _id: asha.id,
        firstName: 'Asha',
        lastName: 'Rao',
        callingCode: '+91',
        orderCount: 4,
        totalSpent: 175_000,
        ordersTotal: 5,
      });
      expect(c.orders.map((o) => o.status)).toEqual([
        'PAYMENT_FAILED',
        'REFUNDED',
        'CANCELLED',
        'PAID',
        'DELIVERED',
      ]);
      expect(c.orders[0]).toMatchObject({ customer: { _id: asha.id }, currency: 'INR' });
    });

    it('finds no customer of another shop, no staff member and no unknown id', async () => {
      for (const id of [stranger.id, staff.id, shop.owner.id, 'no-such-id']) {
        const res = await adminCall(app, shop.host, 'GET', ADMIN_API_PATHS.customer, {
          token: owner,
          query: { id },
        });
        expect(res.statusCode, id).toBe(404);
        expect(errorText(res.json())).toBe(ADMIN_MESSAGES.customerNotFound);
      }
    });

    it('refuses wrong types without coercion, extra fields, text bodies and other sites', async () => {
      const asText = await list({ p: '1' });
      expect(asText.statusCode).toBe(400);
      expect(asText.json()).toMatchObject({ fieldErrors: { p: CUSTOMER_QUERY_MESSAGES.p } });
      const big = await list({ s: 500, q: 'x'.repeat(101) });
      expect(big.statusCode).toBe(400);
      expect(big.json()).toMatchObject({
        fieldErrors: { s: CUSTOMER_QUERY_MESSAGES.s, q: CUSTOMER_QUERY_MESSAGES.q },
      });
      const extra = await list({ sort: 'name' });
      expect(extra.statusCode).toBe(400);
      expect(errorText(extra.json())).toBe('"sort" is not expected here.');
      const plain = await app.inject({
        method: 'POST',
        url: ADMIN_API_PATHS.customers,
        headers: { host: shop.host, authorization: `Basic ${owner}`, 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect(plain.statusCode).toBe(415);
      const cross = await adminCall(app, shop.host, 'POST', ADMIN_API_PATHS.customers, {
        token: owner,
        body: {},
        headers: { origin: 'http://evil.test' },
      });
      expect(cross.statusCode).toBe(403);
      expect(errorText(cross.json())).toBe(CROSS_SITE_MESSAGE);
      const anon = await adminCall(app, shop.host, 'POST', ADMIN_API_PATHS.customers, { body: {} });
      expect(anon.statusCode).toBe(401);
      const noId = await adminCall(app, shop.host, 'GET', ADMIN_API_PATHS.customer, {
        token: owner,
      });
      expect(noId.statusCode).toBe(400);
      expect(errorText(noId.json())).toBe(CUSTOMER_QUERY_MESSAGES.id);
    });
  });
}
