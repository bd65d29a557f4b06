import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DISCOUNT_PATHS,
  type AdminDiscount,
  DISCOUNT_FORM_MESSAGES,
  DISCOUNT_MESSAGES,
  DISCOUNT_PATHS,
  type DiscountInput,
} from '../../shared/discounts';
import { errorText } from '../../shared/error-text';
import { CART_PATHS } from '../../shared/cart';
import { ORDER_PATHS } from '../../shared/orders';
import { CROSS_SITE_MESSAGE } from '../../server/http';
import { createTestApp, type TestApp } from '../support/app';
import { createTestProduct, type TestProduct, workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { callerOf, type Caller, newShopper, testAddress } from '../support/shoppers';

// The owner's discounts API (docs/api.md, "Admin API: discounts") on SQLite and PostgreSQL:
// create, edit, pause, list with uses, delete only unused ones; field-by-field refusals; another
// workspace, a customer and a foreign Origin refused. The pricing and the race:
// discounts.test.ts.

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL discount tests are skipped.');

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';

function refusal(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  return errorText(res.json());
}

let n = 0;
const freshCode = (stem: string) => `${stem}${Date.now().toString(36).slice(-4)}${n++}`;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`the admin's discounts on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let owner: Caller;
    let mug: TestProduct;
    let pan: TestProduct;

    const db = () => t.testDb.db;

    async function shopper() {
      const who = await newShopper(db(), shopId, 'CUSTOMER');
      return { who, api: callerOf(app, SHOP, who.token) };
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

    /** An order of a new customer that used `code` (placed, unpaid). */
    async function usedBy(code: string) {
      const { api } = await shopper();
      const address = await api.post(ORDER_PATHS.addAddress, testAddress());
      expect(address.statusCode, address.body).toBe(201);
      const added = await api.post(CART_PATHS.add, {
        productVariantId: mug.defaultVariantId,
        quantity: 1,
      });
      expect(added.statusCode, added.body).toBe(200);
      const res = await api.get(ORDER_PATHS.checkoutInit, {
        addressId: (address.json() as { data: { _id: string } }).data._id,
        paymentMode: 'TEST',
        discountCode: code,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      shopId = await workspaceIdOf(db(), 'shop.localhost');
      owner = callerOf(app, SHOP, (await newShopper(db(), shopId, 'OWNER')).token);
      mug = await createTestProduct(db(), shopId, {
        name: 'Admin Mug',
        variants: [{ price: 50_000, stock: 100 }],
      });
      pan = await createTestProduct(db(), shopId, { name: 'Admin Pan' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('creates, edits, pauses, lists with uses, deletes only unused ones', async () => {
      const code = freshCode('Diwali');
      const made = await create({ code, kind: 'percent', value: 20, usageLimit: 100 });
      expect(made).toMatchObject({ code, title: code, status: 'active', uses: 0, revenue: 0 });
      const edited = await create({ id: made._id, code, kind: 'fixed', value: 25_000 });
      expect(edited).toMatchObject({ kind: 'fixed', value: 25_000, usageLimit: null });
      const paused = await owner.post(
        ADMIN_DISCOUNT_PATHS.pause,
        { paused: true },
        { id: made._id },
      );
      expect((paused.json() as { data: AdminDiscount }).data.status).toBe('paused');
      const list = await owner.get(ADMIN_DISCOUNT_PATHS.list);
      expect((list.json() as { data: AdminDiscount[] }).data.map((d) => d._id)).toContain(made._id);
      const del = await owner.post(ADMIN_DISCOUNT_PATHS.delete, undefined, { id: made._id });
      expect(del.statusCode, del.body).toBe(200);
      expect((await owner.get(ADMIN_DISCOUNT_PATHS.get, { id: made._id })).statusCode).toBe(404);
      // A discount an order used stays (pause it instead); the list counts the use.
      const kept = await create({ code: freshCode('KEPT'), kind: 'fixed', value: 1000 });
      await usedBy(kept.code!);
      const listed = (await owner.get(ADMIN_DISCOUNT_PATHS.list)).json() as {
        data: AdminDiscount[];
      };
      expect(listed.data.find((d) => d._id === kept._id)).toMatchObject({
        uses: 1,
        discounted: 1000,
        revenue: 50_000 - 1000 + 4900,
      });
      expect(
        refusal(await owner.post(ADMIN_DISCOUNT_PATHS.delete, undefined, { id: kept._id }), 409),
      ).toBe(DISCOUNT_FORM_MESSAGES.used);
      expect((await get(kept._id)).uses).toBe(1);
    });

    it('refuses invalid rules field by field, and a code another discount has', async () => {
      const bad = async (body: unknown) => {
        const res = await owner.post(ADMIN_DISCOUNT_PATHS.save, body);
        expect(res.statusCode, res.body).toBe(400);
        return (res.json() as { fieldErrors: Record<string, string> }).fieldErrors;
      };
      expect(await bad({ kind: 'percent', value: 150, code: 'OK123' })).toEqual({
        value: DISCOUNT_FORM_MESSAGES.value,
      });
      expect(await bad({ kind: 'percent', value: 10, code: 'no spaces' })).toHaveProperty('code');
      expect(await bad({ kind: 'fixed', value: 0, code: 'ZERO1' })).toHaveProperty('value');
      expect(await bad({ kind: 'fixed', value: 10, code: 'X12', scope: 'products' })).toEqual({
        scopeIds: DISCOUNT_FORM_MESSAGES.scopeIds,
      });
      expect(
        await bad({
          kind: 'fixed',
          value: 10,
          code: 'DATES',
          startsAt: '2026-05-01T00:00:00Z',
          endsAt: '2026-04-01T00:00:00Z',
        }),
      ).toEqual({ endsAt: DISCOUNT_FORM_MESSAGES.endsAt });
      expect(await bad({ kind: 'fixed', value: 10 })).toEqual({
        title: DISCOUNT_FORM_MESSAGES.title,
      });
      expect(await bad({ kind: 'fixed', value: 10, code: 'A1B', price: 3 })).toHaveProperty(
        'price',
      );
      // Products and categories must be the shop's own.
      const eventsId = await workspaceIdOf(db(), 'events.localhost');
      const foreign = await createTestProduct(db(), eventsId, { name: 'Elsewhere' });
      expect(
        await bad({
          code: freshCode('FOREIGN'),
          kind: 'fixed',
          value: 10,
          scope: 'products',
          scopeIds: [mug.id, foreign.id],
        }),
      ).toEqual({ scopeIds: DISCOUNT_FORM_MESSAGES.scopeUnknown });
      expect(
        await bad({
          code: freshCode('NOCAT'),
          kind: 'fixed',
          value: 10,
          scope: 'categories',
          scopeIds: [pan.id],
        }),
      ).toEqual({ scopeIds: DISCOUNT_FORM_MESSAGES.scopeUnknown });
      const code = freshCode('TWICE');
      await create({ code, kind: 'fixed', value: 100 });
      const dup = await owner.post(ADMIN_DISCOUNT_PATHS.save, {
        code: code.toLowerCase(),
        kind: 'fixed',
        value: 100,
      });
      expect(dup.statusCode, dup.body).toBe(409);
      expect(errorText(dup.json())).toBe(DISCOUNT_FORM_MESSAGES.taken);
    });

    it('refuses another workspace, a customer and a foreign Origin', async () => {
      const mine = await create({ code: freshCode('MINE'), kind: 'fixed', value: 100 });
      const eventsId = await workspaceIdOf(db(), 'events.localhost');
      const other = callerOf(app, EVENTS, (await newShopper(db(), eventsId, 'OWNER')).token);
      expect((await other.get(ADMIN_DISCOUNT_PATHS.get, { id: mine._id })).statusCode).toBe(404);
      const theirs = (await other.get(ADMIN_DISCOUNT_PATHS.list)).json() as {
        data: AdminDiscount[];
      };
      expect(theirs.data.map((d) => d._id)).not.toContain(mine._id);
      const edit = await other.post(ADMIN_DISCOUNT_PATHS.save, {
        id: mine._id,
        code: 'STOLEN',
        kind: 'fixed',
        value: 1,
      });
      expect(edit.statusCode).toBe(404);
      expect(
        (await other.post(ADMIN_DISCOUNT_PATHS.pause, { paused: true }, { id: mine._id }))
          .statusCode,
      ).toBe(404);
      // The code is not valid in the other shop either.
      const eventsShopper = callerOf(app, EVENTS, (await newShopper(db(), eventsId)).token);
      expect(refusal(await apply(eventsShopper, mine.code!), 400)).toBe(DISCOUNT_MESSAGES.notValid);
      const { api } = await shopper();
      expect((await api.get(ADMIN_DISCOUNT_PATHS.list)).statusCode).toBe(403);
      expect(
        (await api.post(ADMIN_DISCOUNT_PATHS.save, { code: 'MINE2', kind: 'fixed', value: 1 }))
          .statusCode,
      ).toBe(403);
      expect(
        refusal(
          await owner.post(
            ADMIN_DISCOUNT_PATHS.save,
            { code: 'EVIL1', kind: 'fixed', value: 1 },
            undefined,
            { origin: 'http://evil.test' },
          ),
          403,
        ),
      ).toBe(CROSS_SITE_MESSAGE);
      expect(
        refusal(
          await api.post(DISCOUNT_PATHS.apply, { code: mine.code }, undefined, {
            origin: 'http://evil.test',
          }),
          403,
        ),
      ).toBe(CROSS_SITE_MESSAGE);
      expect((await get(mine._id)).code).toBe(mine.code);
    });
  });
}
