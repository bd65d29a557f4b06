import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { createUsers } from '../../server/accounts/users';
import { createCartRepo } from '../../server/cart/repo';
import {
  CART_FULL_MESSAGE,
  EDIT_QUANTITY_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  LINE_LIMIT_MESSAGE,
  LINE_NOT_FOUND_MESSAGE,
  LIST_PAGE_MESSAGE,
  OTHER_VARIANT_MESSAGE,
  QUANTITY_MESSAGE,
} from '../../server/cart/rules';
import { createWishlistRepo } from '../../server/wishlist/repo';
import { resolveApiPath } from '../../shared/api-client';
import {
  type CartAnswer,
  CART_PATHS,
  PRODUCT_NOT_FOUND_MESSAGE,
  stockMessage,
  type WishlistAnswer,
  type WishlistEntry,
  WISHLIST_PATHS,
} from '../../shared/cart';
import { errorText } from '../../shared/error-text';
import { createTestApp, type TestApp } from '../support/app';
import {
  createTestBrand,
  createTestCategory,
  createTestProduct,
  setTestStock,
  type TestProduct,
  testMedia,
  workspaceIdOf,
} from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import {
  CROSS_SITE_MESSAGE,
  CUSTOMERS_ONLY_MESSAGE,
  PLATFORM_HEADER_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL cart tests are skipped.');

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const PASSWORD = 'Shopper@123';
const SHOP_OWNER = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'OWNER')!;
const SHOP_CUSTOMER = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'CUSTOMER')!;

let ipCounter = 0;
const freshIp = () => `10.8.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

type Call = {
  host?: string;
  token?: string;
  cookie?: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  /** Extra headers; `x-app-platform: undefined` leaves the SPEC §7 header out. */
  headers?: Record<string, string | undefined>;
  contentType?: string;
};

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  c: Call = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: c.host ?? SHOP, 'x-app-platform': 'WEB' };
  if (c.token) headers.authorization = `Basic ${c.token}`;
  if (c.cookie) headers.cookie = c.cookie;
  let payload: string | undefined;
  if (c.rawBody !== undefined || c.body !== undefined) {
    payload = c.rawBody ?? JSON.stringify(c.body);
    headers['content-type'] = c.contentType ?? 'application/json';
  }
  for (const [name, value] of Object.entries(c.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return app.inject({
    method,
    url: resolveApiPath(path),
    query: c.query,
    headers,
    payload,
    remoteAddress: freshIp(),
  });
}

const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`cart and wishlist on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let eventsId: string;
    /** Two sizes: S ₹499 (list ₹599, 5 left), M ₹549 (3 left); first image shirt-front. */
    let shirt: TestProduct;
    /** One variant, ₹299, 7 left. */
    let mug: TestProduct;
    let soldOut: TestProduct;
    let draft: TestProduct;
    /** 500 in stock: only MAX_LINE_QUANTITY bounds a line. */
    let plenty: TestProduct;
    let eventsProduct: TestProduct;
    let brandName: string;
    let category: { title: string; slug: string };
    /** Tokens: the demo customer, a second shop customer, the shop owner, an events customer. */
    let alice: string;
    let bob: string;
    let owner: string;
    let eve: string;

    async function signIn(host: string, email: string, password: string): Promise<string> {
      const res = await call(app, 'POST', '/public/login', { host, body: { email, password } });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.token as string;
    }

    let customerCounter = 0;
    /** A new customer of `workspaceId`: their id and email (password PASSWORD). */
    async function createCustomer(workspaceId: string) {
      const email = `buyer${++customerCounter}.${kind}@example.com`;
      const user = await createUsers({ db: t.testDb.db }).createUser({
        workspaceId,
        email,
        password: PASSWORD,
        firstName: 'Test',
        lastName: 'Buyer',
        userType: 'CUSTOMER',
      });
      return { id: user.id, email };
    }

    /** A new customer of a workspace, signed in: its token. */
    async function newCustomer(host: string, workspaceId: string): Promise<string> {
      return signIn(host, (await createCustomer(workspaceId)).email, PASSWORD);
    }

    const as = (token: string, host = SHOP) => ({
      get: (path: string, query?: Record<string, string>) =>
        call(app, 'GET', path, { host, token, query }),
      post: (path: string, body?: unknown, query?: Record<string, string>) =>
        call(app, 'POST', path, { host, token, body, query }),
    });

    async function cartOf(token: string, host = SHOP): Promise<CartAnswer> {
      const res = await as(token, host).post(CART_PATHS.all, { s: 100, p: 0 });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CartAnswer;
    }

    async function wishlistOf(token: string, host = SHOP): Promise<WishlistAnswer> {
      const res = await as(token, host).post(WISHLIST_PATHS.all, { s: 100, p: 0 });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as WishlistAnswer;
    }

    /** Every cart and wishlist row, to prove a refusal changed nothing. */
    async function snapshot(): Promise<string> {
      const db = t.testDb.db;
      const [cart, wish] = await Promise.all([
        db.selectFrom('cart_items').selectAll().orderBy('id').execute(),
        db.selectFrom('wishlist_items').selectAll().orderBy('id').execute(),
      ]);
      return JSON.stringify({ cart, wish });
    }

    async function emptyCart(token: string) {
      for (const line of (await cartOf(token)).data) {
        expect((await as(token).get(CART_PATHS.delete, { id: line._id })).statusCode).toBe(200);
      }
    }

    /** The error answer's readable text, as the storefront shows it. */
    function refusal(res: LightMyRequestResponse, status: number): string {
      expect(res.statusCode, res.body).toBe(status);
      const body = json(res);
      expect(body.msg).toBeTruthy();
      return errorText(body);
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const db = t.testDb.db;
      shopId = await workspaceIdOf(db, 'shop.localhost');
      eventsId = await workspaceIdOf(db, 'events.localhost');
      const brand = await createTestBrand(db, shopId, 'Northwind Basics');
      brandName = brand.name;
      const parent = await createTestCategory(db, shopId, 'Clothing');
      category = await createTestCategory(db, shopId, 'Shirts', parent.id);
      shirt = await createTestProduct(db, shopId, {
        name: 'Linen Shirt',
        brandId: brand.id,
        categoryId: (
          await db
            .selectFrom('categories')
            .select('id')
            .where('slug', '=', category.slug)
            .executeTakeFirstOrThrow()
        ).id,
        media: [testMedia('shirt-front'), testMedia('shirt-back')],
        reviewCount: 4,
        ratingTotal: 17,
        variants: [
          { title: 'S', options: { Size: 'S' }, price: 49_900, mrp: 59_900, stock: 5 },
          { title: 'M', options: { Size: 'M' }, price: 54_900, stock: 3 },
        ],
      });
      mug = await createTestProduct(db, shopId, {
        name: 'Stoneware Mug',
        media: [testMedia('mug')],
        variants: [{ price: 29_900, stock: 7 }],
      });
      soldOut = await createTestProduct(db, shopId, {
        name: 'Sold Out Scarf',
        variants: [{ price: 19_900, stock: 0 }],
      });
      draft = await createTestProduct(db, shopId, { name: 'Unreleased Cap', status: 'draft' });
      plenty = await createTestProduct(db, shopId, {
        name: 'Sticker',
        variants: [{ price: 1_000, stock: 500 }],
      });
      eventsProduct = await createTestProduct(db, eventsId, { name: 'Party Kit' });
      alice = await signIn(SHOP, SHOP_CUSTOMER.email, DEMO_PASSWORD);
      owner = await signIn(SHOP, SHOP_OWNER.email, DEMO_PASSWORD);
      bob = await newCustomer(SHOP, shopId);
      eve = await newCustomer(EVENTS, eventsId);
    });
    afterAll(async () => {
      await t?.close();
    });

    const routes = (): [method: 'GET' | 'POST', path: string, c: Call][] => [
      ['POST', CART_PATHS.add, { body: { productVariantId: mug.variantIds[0] } }],
      ['POST', CART_PATHS.all, { body: { s: 100, p: 0 } }],
      ['POST', CART_PATHS.edit, { query: { id: 'x' }, body: { quantity: 1 } }],
      ['GET', CART_PATHS.delete, { query: { id: 'x' } }],
      ['GET', WISHLIST_PATHS.get, { query: { productVariantId: mug.variantIds[0]! } }],
      ['POST', WISHLIST_PATHS.all, { body: { s: 100, p: 0 } }],
      ['POST', WISHLIST_PATHS.add, { body: { productVariantId: mug.variantIds[0] } }],
      ['GET', WISHLIST_PATHS.delete, { query: { _id: 'x' } }],
    ];

    it('answers 401 on every route without a session of this workspace, and changes nothing', async () => {
      const before = await snapshot();
      for (const [method, path, c] of routes()) {
        for (const auth of [{}, { token: 'not-a-session' }, { cookie: 'sw_session=forged' }]) {
          const res = await call(app, method, path, { ...c, ...auth });
          expect(refusal(res, 401), `${method} ${path}`).toBe(SIGN_IN_REQUIRED_MESSAGE);
        }
        // A shop customer's token means nothing on the events host.
        const res = await call(app, method, path, { ...c, host: EVENTS, token: alice });
        expect(refusal(res, 401), `${method} ${path} on events`).toBe(SIGN_IN_REQUIRED_MESSAGE);
        // Without a session, a bad body is still a 401: nothing is said about the body.
        if (method === 'POST') {
          const bad = await call(app, method, path, { ...c, body: { price: 1 } });
          expect(bad.statusCode).toBe(401);
        }
      }
      expect(await snapshot()).toBe(before);
    });

    it("answers 403 to the shop owner's session: the bag is a customer's", async () => {
      for (const [method, path, c] of routes()) {
        const res = await call(app, method, path, { ...c, token: owner });
        expect(refusal(res, 403), `${method} ${path}`).toBe(CUSTOMERS_ONLY_MESSAGE);
      }
    });

    it('refuses changes another site sends, GET deletes without x-app-platform, and non-JSON bodies', async () => {
      const me = await newCustomer(SHOP, shopId);
      const added = await as(me).post(CART_PATHS.add, { productVariantId: mug.variantIds[0] });
      const lineId = (added.json() as CartAnswer).data[0]!._id;
      const wished = await as(me).post(WISHLIST_PATHS.add, { productVariantId: mug.variantIds[0] });
      const entryId = (json(wished).data as WishlistEntry)._id;
      const before = await snapshot();
      const add = { token: me, body: { productVariantId: mug.variantIds[0] } };
      for (const headers of [
        { origin: 'http://events.localhost:3000' },
        { origin: 'null' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await call(app, 'POST', CART_PATHS.add, { ...add, headers });
        expect(refusal(res, 403), JSON.stringify(headers)).toBe(CROSS_SITE_MESSAGE);
        const del = await call(app, 'GET', CART_PATHS.delete, {
          token: me,
          query: { id: lineId },
          headers,
        });
        expect(refusal(del, 403)).toBe(CROSS_SITE_MESSAGE);
      }
      const noPlatform = { 'x-app-platform': undefined };
      const del = await call(app, 'GET', CART_PATHS.delete, {
        token: me,
        query: { id: lineId },
        headers: noPlatform,
      });
      expect(refusal(del, 403)).toBe(PLATFORM_HEADER_MESSAGE);
      const unwish = await call(app, 'GET', WISHLIST_PATHS.delete, {
        token: me,
        query: { _id: entryId },
        headers: noPlatform,
      });
      expect(refusal(unwish, 403)).toBe(PLATFORM_HEADER_MESSAGE);
      const text = await call(app, 'POST', CART_PATHS.add, {
        token: me,
        rawBody: JSON.stringify({ productVariantId: mug.variantIds[0] }),
        contentType: 'text/plain',
      });
      expect(text.statusCode).toBe(415);
      expect(await snapshot()).toBe(before);

      // This host's own pages may: same origin, and a read needs no platform header.
      const own = await call(app, 'POST', CART_PATHS.add, {
        ...add,
        headers: { origin: 'http://shop.localhost:3000', 'sec-fetch-site': 'same-origin' },
      });
      expect(own.statusCode, own.body).toBe(200);
      const read = await call(app, 'GET', WISHLIST_PATHS.get, {
        token: me,
        query: { productVariantId: mug.variantIds[0]! },
        headers: noPlatform,
      });
      expect(json(read).data).toEqual({ _id: entryId });
    });

    it('answers 404 on a host with no workspace', async () => {
      const res = await call(app, 'POST', CART_PATHS.all, {
        host: 'nowhere.localhost',
        token: alice,
        body: { s: 100, p: 0 },
      });
      expect(res.statusCode).toBe(404);
    });

    it('adds a line, merges a second add into it and answers the whole bag priced by the server', async () => {
      const me = await newCustomer(SHOP, shopId);
      const empty = await cartOf(me);
      expect(empty).toEqual({
        data: [],
        total: 0,
        count: 0,
        subtotal: 0,
        shipping: { amount: 0 },
      });

      const first = await as(me).post(CART_PATHS.add, { productVariantId: shirt.variantIds[0] });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const bag1 = first.json() as CartAnswer;
      expect(bag1.total).toBe(1);
      expect(bag1.count).toBe(1);
      expect(bag1.subtotal).toBe(49_900);
      expect(bag1.data[0]).toEqual({
        _id: expect.any(String),
        productVariantId: shirt.variantIds[0],
        quantity: 1,
        name: 'Linen Shirt',
        variantTitle: 'S',
        path: shirt.path,
        image: testMedia('shirt-front'),
        price: 49_900,
        mrp: 59_900,
        stock: 5,
      });

      const second = await as(me).post(CART_PATHS.add, {
        productVariantId: shirt.variantIds[0],
        quantity: 2,
      });
      expect(second.statusCode, second.body).toBe(200);
      const bag2 = second.json() as CartAnswer;
      expect(bag2.data).toHaveLength(1);
      expect(bag2.data[0]!._id).toBe(bag1.data[0]!._id);
      expect(bag2.data[0]!.quantity).toBe(3);

      const third = await as(me).post(CART_PATHS.add, {
        productVariantId: mug.variantIds[0],
        quantity: 2,
      });
      const bag3 = third.json() as CartAnswer;
      expect(bag3.data.map((l) => l.name)).toEqual(['Linen Shirt', 'Stoneware Mug']);
      expect(bag3.total).toBe(2);
      expect(bag3.count).toBe(5);
      expect(bag3.subtotal).toBe(3 * 49_900 + 2 * 29_900);
      expect(bag3.data[1]!.image).toEqual(testMedia('mug'));
      expect(await cartOf(me)).toEqual(bag3);

      // Prices come from the live variant, never from what was paid attention to before.
      await t.testDb.db
        .updateTable('product_variants')
        .set({ price: 45_000 })
        .where('id', '=', shirt.variantIds[0]!)
        .execute();
      try {
        const repriced = await cartOf(me);
        expect(repriced.data[0]!.price).toBe(45_000);
        expect(repriced.subtotal).toBe(3 * 45_000 + 2 * 29_900);
      } finally {
        await t.testDb.db
          .updateTable('product_variants')
          .set({ price: 49_900 })
          .where('id', '=', shirt.variantIds[0]!)
          .execute();
      }
    });

    it('reads the bag a page at a time with totals over the whole bag', async () => {
      const me = await newCustomer(SHOP, shopId);
      await as(me).post(CART_PATHS.add, { productVariantId: shirt.variantIds[0], quantity: 2 });
      await as(me).post(CART_PATHS.add, { productVariantId: shirt.variantIds[1] });
      await as(me).post(CART_PATHS.add, { productVariantId: mug.variantIds[0] });
      const page = await as(me).post(CART_PATHS.all, { s: 1, p: 1 });
      expect(page.statusCode).toBe(200);
      const answer = page.json() as CartAnswer;
      expect(answer.data.map((l) => l.variantTitle)).toEqual(['M']);
      expect(answer.total).toBe(3);
      expect(answer.count).toBe(4);
      expect(answer.subtotal).toBe(2 * 49_900 + 54_900 + 29_900);
      const defaults = await as(me).post(CART_PATHS.all, {});
      expect((defaults.json() as CartAnswer).data).toHaveLength(3);
      const beyond = await as(me).post(CART_PATHS.all, { s: 100, p: 5 });
      expect((beyond.json() as CartAnswer).data).toEqual([]);
      for (const body of [{ s: 0 }, { s: 101 }, { s: 1.5 }, { s: '100' }, { p: -1 }, { p: 'x' }]) {
        expect(refusal(await as(me).post(CART_PATHS.all, body), 400), JSON.stringify(body)).toBe(
          LIST_PAGE_MESSAGE,
        );
      }
      expect((await as(me).post(CART_PATHS.all, { s: 10, p: 0, q: 'x' })).statusCode).toBe(400);
    });

    it('bounds a line by the stock with a clear message and changes nothing when it refuses', async () => {
      const me = await newCustomer(SHOP, shopId);
      // M has 3 left: 2, then 2 more would be 4.
      await as(me).post(CART_PATHS.add, { productVariantId: shirt.variantIds[1], quantity: 2 });
      const before = await snapshot();
      const over = await as(me).post(CART_PATHS.add, {
        productVariantId: shirt.variantIds[1],
        quantity: 2,
      });
      expect(refusal(over, 409)).toBe(stockMessage(3));
      expect(refusal(over, 409)).toBe('Only 3 left in stock: please choose 3 or fewer.');
      const fresh = await as(me).post(CART_PATHS.add, {
        productVariantId: mug.variantIds[0],
        quantity: 8,
      });
      expect(refusal(fresh, 409)).toBe(stockMessage(7));
      const none = await as(me).post(CART_PATHS.add, { productVariantId: soldOut.variantIds[0] });
      expect(refusal(none, 409)).toBe(stockMessage(0));
      expect(refusal(none, 409)).toBe('Sorry, this item is out of stock.');
      expect(await snapshot()).toBe(before);

      // Up to the stock exactly is fine.
      const exact = await as(me).post(CART_PATHS.add, { productVariantId: shirt.variantIds[1] });
      expect(exact.statusCode).toBe(200);
      expect((exact.json() as CartAnswer).data[0]!.quantity).toBe(3);

      // Whatever the stock, a line holds at most MAX_LINE_QUANTITY (99).
      const most = await as(me).post(CART_PATHS.add, {
        productVariantId: plenty.variantIds[0],
        quantity: 99,
      });
      expect(most.statusCode, most.body).toBe(200);
      const beyond = await as(me).post(CART_PATHS.add, { productVariantId: plenty.variantIds[0] });
      expect(refusal(beyond, 409)).toBe(LINE_LIMIT_MESSAGE);
      const huge = await as(me).post(CART_PATHS.add, {
        productVariantId: plenty.variantIds[0],
        quantity: 100,
      });
      expect(refusal(huge, 400)).toBe(QUANTITY_MESSAGE);

      // The stock falls below a line: the line shows it, adding and raising are refused,
      // lowering to the stock is allowed.
      const line = (await cartOf(me)).data.find((l) => l.productVariantId === shirt.variantIds[1])!;
      await setTestStock(t.testDb.db, shirt.variantIds[1]!, 1);
      try {
        const now = (await cartOf(me)).data.find((l) => l._id === line._id)!;
        expect(now).toMatchObject({ quantity: 3, stock: 1 });
        const more = await as(me).post(CART_PATHS.add, { productVariantId: shirt.variantIds[1] });
        expect(refusal(more, 409)).toBe(stockMessage(1));
        const two = await as(me).post(CART_PATHS.edit, { quantity: 2 }, { id: line._id });
        expect(refusal(two, 409)).toBe(stockMessage(1));
        const one = await as(me).post(CART_PATHS.edit, { quantity: 1 }, { id: line._id });
        expect(one.statusCode, one.body).toBe(200);
      } finally {
        await setTestStock(t.testDb.db, shirt.variantIds[1]!, 3);
      }
    });

    it('refuses unknown variants, draft products and other workspaces’ variants with 404', async () => {
      const me = await newCustomer(SHOP, shopId);
      const before = await snapshot();
      for (const productVariantId of [
        'no-such-variant',
        draft.variantIds[0],
        eventsProduct.variantIds[0],
      ]) {
        const add = await as(me).post(CART_PATHS.add, { productVariantId });
        expect(refusal(add, 404), String(productVariantId)).toBe(PRODUCT_NOT_FOUND_MESSAGE);
        const wish = await as(me).post(WISHLIST_PATHS.add, { productVariantId });
        expect(refusal(wish, 404), String(productVariantId)).toBe(PRODUCT_NOT_FOUND_MESSAGE);
      }
      expect(await snapshot()).toBe(before);
    });

    it('refuses bad bodies with 400 and a readable message, and changes nothing', async () => {
      const me = await newCustomer(SHOP, shopId);
      const added = await as(me).post(CART_PATHS.add, { productVariantId: mug.variantIds[0] });
      const lineId = (added.json() as CartAnswer).data[0]!._id;
      const before = await snapshot();
      const v = mug.variantIds[0];
      const badAdds: unknown[] = [
        {},
        { quantity: 1 },
        { productVariantId: 42 },
        { productVariantId: '' },
        { productVariantId: v, quantity: 0 },
        { productVariantId: v, quantity: -1 },
        { productVariantId: v, quantity: 1.5 },
        { productVariantId: v, quantity: '2' },
        { productVariantId: v, quantity: true },
        { productVariantId: v, quantity: [1] },
        { productVariantId: v, quantity: 1e12 },
        { productVariantId: v, quantity: 1, price: 1 },
        [v],
        'mug',
      ];
      for (const body of badAdds) {
        const res = await as(me).post(CART_PATHS.add, body);
        expect(refusal(res, 400), JSON.stringify(body)).not.toMatch(/Internal/);
      }
      const extra = await as(me).post(CART_PATHS.add, { productVariantId: v, price: 1 });
      expect(refusal(extra, 400)).toBe('"price" is not expected here.');
      const fraction = await as(me).post(CART_PATHS.add, { productVariantId: v, quantity: 1.5 });
      expect(refusal(fraction, 400)).toBe(QUANTITY_MESSAGE);
      const notJson = await call(app, 'POST', CART_PATHS.add, { token: me, rawBody: '{"a":' });
      expect(notJson.statusCode).toBe(400);

      const badEdits: [Record<string, string> | undefined, unknown][] = [
        [{ id: lineId }, {}],
        [{ id: lineId }, { quantity: -1 }],
        [{ id: lineId }, { quantity: 2.5 }],
        [{ id: lineId }, { quantity: '2' }],
        [{ id: lineId }, { quantity: 100 }],
        [{ id: lineId }, { quantity: 1, price: 1 }],
        [undefined, { quantity: 1 }],
        [{ id: '' }, { quantity: 1 }],
      ];
      for (const [query, body] of badEdits) {
        const res = await as(me).post(CART_PATHS.edit, body, query);
        expect(refusal(res, 400), JSON.stringify([query, body])).not.toMatch(/Internal/);
      }
      const negative = await as(me).post(CART_PATHS.edit, { quantity: -1 }, { id: lineId });
      expect(refusal(negative, 400)).toBe(EDIT_QUANTITY_MESSAGE);
      expect((await as(me).get(CART_PATHS.delete)).statusCode).toBe(400);
      expect((await as(me).get(WISHLIST_PATHS.delete)).statusCode).toBe(400);
      expect((await as(me).get(WISHLIST_PATHS.get)).statusCode).toBe(400);
      expect(
        (await as(me).post(WISHLIST_PATHS.add, { productVariantId: v, x: 1 })).statusCode,
      ).toBe(400);
      expect((await as(me).post(WISHLIST_PATHS.all, { s: 1000 })).statusCode).toBe(400);
      expect(await snapshot()).toBe(before);
      const after = await cartOf(me);
      expect(after.data.map((l) => [l._id, l.quantity])).toEqual([[lineId, 1]]);
    });

    it('edits a line: sets the quantity, 0 removes it, another variant is refused', async () => {
      const me = await newCustomer(SHOP, shopId);
      const added = await as(me).post(CART_PATHS.add, { productVariantId: shirt.variantIds[0] });
      const lineId = (added.json() as CartAnswer).data[0]!._id;

      const set = await as(me).post(CART_PATHS.edit, { quantity: 4 }, { id: lineId });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ total: 1, count: 4, subtotal: 4 * 49_900 });
      const same = await as(me).post(
        CART_PATHS.edit,
        { productVariantId: shirt.variantIds[0], quantity: 2 },
        { id: lineId },
      );
      expect((same.json() as CartAnswer).data[0]!.quantity).toBe(2);

      const before = await snapshot();
      const over = await as(me).post(CART_PATHS.edit, { quantity: 6 }, { id: lineId });
      expect(refusal(over, 409)).toBe(stockMessage(5));
      const other = await as(me).post(
        CART_PATHS.edit,
        { productVariantId: shirt.variantIds[1], quantity: 1 },
        { id: lineId },
      );
      expect(refusal(other, 400)).toBe(OTHER_VARIANT_MESSAGE);
      const foreign = await as(me).post(
        CART_PATHS.edit,
        { productVariantId: eventsProduct.variantIds[0], quantity: 1 },
        { id: lineId },
      );
      expect(refusal(foreign, 404)).toBe(PRODUCT_NOT_FOUND_MESSAGE);
      const unknown = await as(me).post(CART_PATHS.edit, { quantity: 1 }, { id: 'no-such-line' });
      expect(refusal(unknown, 404)).toBe(LINE_NOT_FOUND_MESSAGE);
      expect(await snapshot()).toBe(before);

      const zero = await as(me).post(CART_PATHS.edit, { quantity: 0 }, { id: lineId });
      expect(zero.statusCode).toBe(200);
      expect(zero.json()).toEqual({
        data: [],
        total: 0,
        count: 0,
        subtotal: 0,
        shipping: { amount: 0 },
      });
      const gone = await as(me).post(CART_PATHS.edit, { quantity: 1 }, { id: lineId });
      expect(refusal(gone, 404)).toBe(LINE_NOT_FOUND_MESSAGE);
    });

    it('deletes a line and answers the bag; a line that is not yours is not found', async () => {
      const me = await newCustomer(SHOP, shopId);
      await as(me).post(CART_PATHS.add, { productVariantId: shirt.variantIds[0] });
      const added = await as(me).post(CART_PATHS.add, { productVariantId: mug.variantIds[0] });
      const [shirtLine, mugLine] = (added.json() as CartAnswer).data;
      const del = await as(me).get(CART_PATHS.delete, { id: shirtLine!._id });
      expect(del.statusCode, del.body).toBe(200);
      expect((del.json() as CartAnswer).data.map((l) => l._id)).toEqual([mugLine!._id]);
      expect(refusal(await as(me).get(CART_PATHS.delete, { id: shirtLine!._id }), 404)).toBe(
        LINE_NOT_FOUND_MESSAGE,
      );
      expect(del.json()).toMatchObject({ total: 1, count: 1, subtotal: 29_900 });
    });

    it('never lets another customer of the same shop see or touch your lines or entries', async () => {
      await emptyCart(alice);
      const added = await as(alice).post(CART_PATHS.add, {
        productVariantId: mug.variantIds[0],
        quantity: 2,
      });
      const lineId = (added.json() as CartAnswer).data[0]!._id;
      const wished = await as(alice).post(WISHLIST_PATHS.add, {
        productVariantId: shirt.variantIds[0],
      });
      const entryId = (json(wished).data as WishlistEntry)._id;
      const before = await snapshot();

      expect((await cartOf(bob)).data.some((l) => l._id === lineId)).toBe(false);
      expect((await wishlistOf(bob)).data.some((e) => e._id === entryId)).toBe(false);
      const getOther = await as(bob).get(WISHLIST_PATHS.get, {
        productVariantId: shirt.variantIds[0]!,
      });
      expect(json(getOther).data).toBeNull();
      expect(
        refusal(await as(bob).post(CART_PATHS.edit, { quantity: 5 }, { id: lineId }), 404),
      ).toBe(LINE_NOT_FOUND_MESSAGE);
      expect(
        refusal(await as(bob).post(CART_PATHS.edit, { quantity: 0 }, { id: lineId }), 404),
      ).toBe(LINE_NOT_FOUND_MESSAGE);
      expect(refusal(await as(bob).get(CART_PATHS.delete, { id: lineId }), 404)).toBe(
        LINE_NOT_FOUND_MESSAGE,
      );
      expect(refusal(await as(bob).get(WISHLIST_PATHS.delete, { _id: entryId }), 404)).toBe(
        ENTRY_NOT_FOUND_MESSAGE,
      );
      expect(await snapshot()).toBe(before);
      expect((await cartOf(alice)).data.find((l) => l._id === lineId)?.quantity).toBe(2);
    });

    it('keeps workspaces apart: events never sees, edits or adds the shop’s lines, entries or variants', async () => {
      const shopper = await newCustomer(SHOP, shopId);
      const added = await as(shopper).post(CART_PATHS.add, { productVariantId: mug.variantIds[0] });
      const lineId = (added.json() as CartAnswer).data[0]!._id;
      const wished = await as(shopper).post(WISHLIST_PATHS.add, {
        productVariantId: mug.variantIds[0],
      });
      const entryId = (json(wished).data as WishlistEntry)._id;

      const evBag = await as(eve, EVENTS).post(CART_PATHS.add, {
        productVariantId: eventsProduct.variantIds[0],
      });
      expect(evBag.statusCode, evBag.body).toBe(200);
      const before = await snapshot();

      const eveCart = await cartOf(eve, EVENTS);
      expect(eveCart.data.map((l) => l.productVariantId)).toEqual([eventsProduct.variantIds[0]]);
      expect((await wishlistOf(eve, EVENTS)).data).toEqual([]);
      const ev = as(eve, EVENTS);
      expect(refusal(await ev.post(CART_PATHS.edit, { quantity: 3 }, { id: lineId }), 404)).toBe(
        LINE_NOT_FOUND_MESSAGE,
      );
      expect(refusal(await ev.get(CART_PATHS.delete, { id: lineId }), 404)).toBe(
        LINE_NOT_FOUND_MESSAGE,
      );
      expect(refusal(await ev.get(WISHLIST_PATHS.delete, { _id: entryId }), 404)).toBe(
        ENTRY_NOT_FOUND_MESSAGE,
      );
      expect(
        json(await ev.get(WISHLIST_PATHS.get, { productVariantId: mug.variantIds[0]! })).data,
      ).toBeNull();
      expect(
        refusal(await ev.post(CART_PATHS.add, { productVariantId: mug.variantIds[0] }), 404),
      ).toBe(PRODUCT_NOT_FOUND_MESSAGE);
      expect(
        refusal(await ev.post(WISHLIST_PATHS.add, { productVariantId: mug.variantIds[0] }), 404),
      ).toBe(PRODUCT_NOT_FOUND_MESSAGE);
      // The shop customer's token is no session on the events host, and the reverse.
      expect((await as(shopper, EVENTS).post(CART_PATHS.all, { s: 100, p: 0 })).statusCode).toBe(
        401,
      );
      expect((await as(eve, SHOP).post(CART_PATHS.all, { s: 100, p: 0 })).statusCode).toBe(401);
      expect(await snapshot()).toBe(before);
      expect((await cartOf(shopper)).data.map((l) => l._id)).toEqual([lineId]);
    });

    it('accepts the session cookie as well as the Authorization token', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/public/login',
        headers: { host: SHOP, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: SHOP_CUSTOMER.email, password: DEMO_PASSWORD }),
        remoteAddress: freshIp(),
      });
      const cookie = ([res.headers['set-cookie']].flat() as string[])
        .find((l) => l.startsWith('sw_session='))!
        .split(';')[0]!;
      const bag = await call(app, 'POST', CART_PATHS.all, { cookie, body: { s: 100, p: 0 } });
      expect(bag.statusCode, bag.body).toBe(200);
      expect(bag.json()).toEqual(await cartOf(alice));
    });

    it('never pushes a line past the stock: 50 concurrent adds on 7 in stock end at exactly 7', async () => {
      const me = await newCustomer(SHOP, shopId);
      const product = await createTestProduct(t.testDb.db, shopId, {
        name: 'Limited Print',
        variants: [{ price: 150_000, stock: 7 }],
      });
      const variantId = product.variantIds[0]!;
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          as(me).post(CART_PATHS.add, { productVariantId: variantId }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(7);
      expect(codes.filter((c) => c === 409)).toHaveLength(43);
      for (const r of answers.filter((a) => a.statusCode === 409)) {
        expect(json(r).msg).toBe(stockMessage(7));
      }
      const rows = await t.testDb.db
        .selectFrom('cart_items')
        .select(['quantity'])
        .where('variant_id', '=', variantId)
        .execute();
      expect(rows).toEqual([{ quantity: 7 }]);
      const bag = await cartOf(me);
      expect(bag).toMatchObject({ total: 1, count: 7, subtotal: 7 * 150_000 });
    });

    it('keeps many customers within the stock when they add at once', async () => {
      const product = await createTestProduct(t.testDb.db, shopId, {
        name: 'Gift Card',
        variants: [{ price: 50_000, stock: 3 }],
      });
      const variantId = product.variantIds[0]!;
      const buyers = await Promise.all([1, 2, 3].map(() => newCustomer(SHOP, shopId)));
      // Each buyer's own line is bounded by the stock (the bag reserves nothing).
      const answers = await Promise.all(
        buyers.flatMap((b) =>
          Array.from({ length: 6 }, () =>
            as(b).post(CART_PATHS.add, { productVariantId: variantId }),
          ),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(9);
      for (const b of buyers) expect((await cartOf(b)).count).toBe(3);
    });

    it('lists a variant on the wishlist once, as a listing item, and removes it', async () => {
      const me = await newCustomer(SHOP, shopId);
      const v = shirt.variantIds[1]!;
      const none = await as(me).get(WISHLIST_PATHS.get, { productVariantId: v });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ data: null });

      const added = await as(me).post(WISHLIST_PATHS.add, { productVariantId: v });
      expect(added.statusCode, added.body).toBe(200);
      const entry = json(added).data as WishlistEntry;
      expect(entry).toEqual({
        _id: expect.any(String),
        productVariantId: v,
        product: {
          _id: shirt.id,
          name: 'Linen Shirt',
          price: 54_900,
          mrp: null,
          path: shirt.path,
          brand: brandName,
          basicDetails: { media: [testMedia('shirt-front'), testMedia('shirt-back')] },
          $card_data: { category: [{ title: 'Shirts', path: category.slug }] },
          productVariantId: v,
          inStock: true,
          reviewCount: 4,
          rating: 4.3,
        },
      });

      const again = await as(me).post(WISHLIST_PATHS.add, { productVariantId: v });
      expect(again.statusCode).toBe(200);
      expect((json(again).data as WishlistEntry)._id).toBe(entry._id);
      const got = await as(me).get(WISHLIST_PATHS.get, { productVariantId: v });
      expect(got.json()).toEqual({ data: { _id: entry._id } });

      await as(me).post(WISHLIST_PATHS.add, { productVariantId: mug.variantIds[0] });
      await as(me).post(WISHLIST_PATHS.add, { productVariantId: soldOut.variantIds[0] });
      const list = await wishlistOf(me);
      expect(list.total).toBe(3);
      // Newest first.
      expect(list.data.map((e) => e.product.name)).toEqual([
        'Sold Out Scarf',
        'Stoneware Mug',
        'Linen Shirt',
      ]);
      expect(list.data[0]!.product).toMatchObject({
        inStock: false,
        brand: '',
        $card_data: { category: [] },
        basicDetails: { media: [] },
      });
      const page = await as(me).post(WISHLIST_PATHS.all, { s: 2, p: 1 });
      expect(page.json()).toEqual({ data: [list.data[2]], total: 3 });

      const del = await as(me).get(WISHLIST_PATHS.delete, { _id: entry._id });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ data: { _id: entry._id } });
      expect((await as(me).get(WISHLIST_PATHS.get, { productVariantId: v })).json()).toEqual({
        data: null,
      });
      expect(refusal(await as(me).get(WISHLIST_PATHS.delete, { _id: entry._id }), 404)).toBe(
        ENTRY_NOT_FOUND_MESSAGE,
      );
      expect((await wishlistOf(me)).total).toBe(2);
    });

    it('adds the same variant to the wishlist concurrently as one entry', async () => {
      const me = await newCustomer(SHOP, shopId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          as(me).post(WISHLIST_PATHS.add, { productVariantId: mug.variantIds[0] }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const ids = new Set(answers.map((r) => (json(r).data as WishlistEntry)._id));
      expect(ids.size).toBe(1);
      expect((await wishlistOf(me)).total).toBe(1);
    });

    it('keeps the order of adding when the adds share one millisecond', async () => {
      const { id: userId, email } = await createCustomer(shopId);
      const me = await signIn(SHOP, email, PASSWORD);
      // A clock that never moves: every add lands in the same millisecond.
      const frozen = () => Date.parse('2026-11-27T10:00:00.000Z');
      const cart = createCartRepo(t.testDb.db, frozen);
      const wishlist = createWishlistRepo(t.testDb.db, frozen);
      const variants: string[] = [];
      for (let i = 0; i < 8; i++) {
        const p = await createTestProduct(t.testDb.db, shopId, {
          name: `Pin ${i}`,
          variants: [{ price: 100 + i, stock: 5 }],
        });
        variants.push(p.variantIds[0]!);
      }
      for (const v of variants) {
        expect(await cart.add(shopId, userId, v, 1)).toEqual({ outcome: 'added' });
        expect((await wishlist.add(shopId, userId, v)).outcome).toBe('added');
      }
      expect((await cartOf(me)).data.map((l) => l.productVariantId)).toEqual(variants);
      expect((await wishlistOf(me)).data.map((e) => e.productVariantId)).toEqual(
        [...variants].reverse(),
      );
    });

    it('holds at most 100 different lines in one bag', async () => {
      const me = await newCustomer(SHOP, shopId);
      const products: TestProduct[] = [];
      for (let i = 0; i < 101; i++) {
        products.push(
          await createTestProduct(t.testDb.db, shopId, {
            name: `Badge ${i}`,
            variants: [{ price: 100, stock: 5 }],
          }),
        );
      }
      for (const p of products.slice(0, 100)) {
        const res = await as(me).post(CART_PATHS.add, { productVariantId: p.variantIds[0] });
        expect(res.statusCode, res.body).toBe(200);
      }
      const before = await snapshot();
      const full = await as(me).post(CART_PATHS.add, {
        productVariantId: products[100]!.variantIds[0],
      });
      expect(refusal(full, 409)).toBe(CART_FULL_MESSAGE);
      expect(await snapshot()).toBe(before);
      // More of a line already in the bag is still fine.
      const more = await as(me).post(CART_PATHS.add, {
        productVariantId: products[0]!.variantIds[0],
      });
      expect(more.statusCode).toBe(200);
      expect(more.json()).toMatchObject({ total: 100, count: 101 });
    });
  });
}
