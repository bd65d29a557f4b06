// The holes a probe of every route found (issue 30), each closed with the test that would have
// caught it: the public page list showed drafts; changes from other sites got through on some
// routes (profile, password, upload, sign-out) and sign-in took a foreign form post (login CSRF);
// the test gateway's decline signature could be replayed as a payment, and the test gateway was on
// in production; some guarded routes read the body before the session.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PATHS } from '../../shared/admin-api';
import { CART_PATHS } from '../../shared/cart';
import { errorText } from '../../shared/error-text';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_SUMMARY_PATH,
  type CheckoutInitAnswer,
  ORDER_PATHS,
} from '../../shared/orders';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { TEST_VERIFY_PATH } from '../../server/checkout/routes';
import { CROSS_SITE_MESSAGE, routesCheckedForOrigin, SESSION_COOKIE } from '../../server/http';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../server/http/guards';
import { SIGNATURE_MESSAGE } from '../../server/payments/answer';
import { TEST_GATEWAY_OFF_MESSAGE, TEST_OUTCOME_MESSAGE } from '../../server/payments/test-gateway';
import { createTestApp, type TestApp } from '../support/app';
import { createTestProduct, type TestProduct, workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { callerOf, type Caller, newShopper, type Shopper, testAddress } from '../support/shoppers';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL hole tests are skipped.');

const SHOP = 'shop.localhost';
const SIBLING = 'events.localhost';
const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;
/** A JSON answer's readable text, or '' for any other answer. */
const textOf = (res: LightMyRequestResponse) => {
  try {
    return errorText(res.json());
  } catch {
    return '';
  }
};

/** Every way a browser says another site sent a request. */
const FOREIGN: Record<string, Record<string, string>> = {
  'Origin: http://evil.example': { origin: 'http://evil.example' },
  'Origin: null': { origin: 'null' },
  "a sibling workspace's Origin": { origin: `http://${SIBLING}` },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site' },
};

/** The routes that prove themselves (a gateway's signature, a mail's token): no origin check. */
const SELF_PROVING = [
  'POST /api/razorpay/checkout/verify',
  'POST /api/cashfree/webhook',
  'POST /api/phonepe/callback',
  'POST /newsletter/unsubscribe',
];

/** Every route with its methods, read from the running app's router. */
function routeTable(app: FastifyInstance): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    stack.length = m[1]!.length / 4;
    // A wildcard route `/a/*` prints as `*` under `/a`.
    const segment = m[2]!;
    stack.push(segment === '*' && stack.length > 0 ? '/*' : segment);
    const joined = stack.join('');
    const url = joined.startsWith('/') ? joined : `/${joined}`;
    for (const method of m[3]?.split(', ') ?? []) out.push({ method, url });
  }
  return out;
}

/** A request path for a route pattern: parameters and wildcards filled in. */
const concrete = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*$/, 'anything');

/** A digest of every row of every table: to prove a refusal changed nothing. */
async function fingerprint(t: TestApp): Promise<string> {
  const db = t.testDb.db;
  const names =
    t.testDb.kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          db,
        );
  const hash = createHash('sha256');
  for (const { name } of names.rows.sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    hash.update(
      `${name}\n${rows.rows
        .map((r) => JSON.stringify(r))
        .sort()
        .join('\n')}\n`,
    );
  }
  return hash.digest('hex');
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`the holes on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let owner: Shopper;
    let customer: Shopper;
    let tee: TestProduct;

    const db = () => t.testDb.db;

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      shopId = await workspaceIdOf(db(), SHOP);
      owner = await newShopper(db(), shopId, 'OWNER');
      customer = await newShopper(db(), shopId, 'CUSTOMER');
      tee = await createTestProduct(db(), shopId, {
        name: 'Hole Tee',
      });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    describe('every change from another site is refused by one check', () => {
      it('covers every route that is not self-proving, and the ones that were open', () => {
        const checked = new Set(routesCheckedForOrigin(app).map((r) => `${r.method} ${r.url}`));
        // Every method that is not GET/HEAD is covered, unless it proves itself.
        const unsafe = routeTable(app)
          .filter((r) => r.method !== 'GET' && r.method !== 'HEAD')
          .map((r) => `${r.method} ${r.url}`);
        expect(unsafe.length).toBeGreaterThan(60);
        expect(unsafe.filter((r) => !checked.has(r) && !SELF_PROVING.includes(r))).toEqual([]);
        expect(SELF_PROVING.filter((r) => checked.has(r))).toEqual([]);
        expect(SELF_PROVING.filter((r) => !unsafe.includes(r))).toEqual([]);
        // The routes the probe found open, and the GETs that change data.
        for (const route of [
          'POST /api/io/crm/profile/details',
          'POST /api/customer/update-password',
          'POST /api/io/crm/uploadFile',
          'POST /api/io/crm/logout',
          'POST /admin/logout',
          'POST /api/public/login',
          'POST /api/io/crm/login',
          'POST /api/io/crm/admin/shop/orders/action',
          'PUT /api/io/crm/admin/website/page/draft',
          'GET /api/io/crm/cart_items/delete',
          'HEAD /api/io/crm/cart_items/delete',
          'GET /api/io/crm/wishlist/delete',
          'GET /api/io/crm/cuser/address/delete',
          'GET /api/io/cart/checkout/init',
          'GET /api/io/cart/checkout/failed',
          'GET /api/io/crm/website/page/section/delete',
          'GET /api/public/customer/forgot-password',
          'GET /api/public/customer/forgot-password/verify',
        ])
          expect(checked, route).toContain(route);
      });

      it('answers 403 to each foreign origin on every such route, cookie or bearer, and changes nothing', async () => {
        const routes = routesCheckedForOrigin(app);
        const before = await fingerprint(t);
        const mails = t.mailer.listOutbox().length;
        const uploads = readdirSync(t.uploadsDir, { recursive: true }).length;
        const wrong: string[] = [];
        for (const { method, url } of routes)
          for (const [name, headers] of Object.entries(FOREIGN))
            for (const credential of [
              { cookie: `${SESSION_COOKIE}=${owner.token}` },
              { cookie: `${SESSION_COOKIE}=${customer.token}` },
              { authorization: `Bearer ${customer.token}` },
              { authorization: `Bearer ${owner.token}` },
            ]) {
              const body = method !== 'GET' && method !== 'HEAD';
              const res = await app.inject({
                method: method as 'GET',
                url: concrete(url),
                headers: {
                  host: SHOP,
                  'x-app-platform': 'WEB',
                  ...credential,
                  ...headers,
                  ...(body ? { 'content-type': 'application/json' } : {}),
                },
                ...(body ? { payload: '{}' } : {}),
              });
              const text = method === 'HEAD' ? CROSS_SITE_MESSAGE : textOf(res);
              if (res.statusCode !== 403 || text !== CROSS_SITE_MESSAGE)
                wrong.push(
                  `${method} ${url} (${name}): ${res.statusCode} ${res.body.slice(0, 80)}`,
                );
            }
        expect(wrong).toEqual([]);
        expect(await fingerprint(t)).toBe(before);
        expect(t.mailer.listOutbox()).toHaveLength(mails);
        expect(readdirSync(t.uploadsDir, { recursive: true })).toHaveLength(uploads);
        // The same requests from the shop's own pages get past the check (no session: 4xx, 3xx).
        for (const { method, url } of routes) {
          const res = await app.inject({
            method: method as 'GET',
            url: concrete(url),
            headers: { host: SHOP, origin: `http://${SHOP}`, 'sec-fetch-site': 'same-origin' },
          });
          if (res.statusCode === 403 && textOf(res) === CROSS_SITE_MESSAGE)
            wrong.push(`${method} ${url} refused from its own origin`);
        }
        expect(wrong).toEqual([]);
      }, 120_000);

      it('takes server-to-server calls (no Origin, no Sec-Fetch-Site) and gateways’ signed posts', async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/io/crm/admin/shop/orders/list',
          headers: {
            host: SHOP,
            authorization: `Basic ${owner.token}`,
            'content-type': 'application/json',
          },
          payload: '{}',
        });
        expect(res.statusCode, res.body).toBe(200);
        // A signed gateway call posted from the gateway's own page is judged by its signature.
        const razorpay = await app.inject({
          method: 'POST',
          url: '/api/razorpay/checkout/verify',
          headers: {
            host: SHOP,
            origin: 'https://api.razorpay.com',
            'sec-fetch-site': 'cross-site',
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'razorpay_order_id=o&razorpay_payment_id=p&razorpay_signature=s',
        });
        expect(razorpay.statusCode).not.toBe(403);
        expect(textOf(razorpay)).not.toBe(CROSS_SITE_MESSAGE);
      });
    });

    describe('sign-in sets the session cookie only for its own origin (login CSRF)', () => {
      const demo = DEMO_ACCOUNTS.find((a) => a.domain === SHOP && a.userType === 'CUSTOMER')!;
      const form = new URLSearchParams({ email: demo.email, password: DEMO_PASSWORD }).toString();
      let ip = 0;
      const signIn = (url: string, headers: Record<string, string>, payload = form) =>
        app.inject({
          method: 'POST',
          url,
          headers: { host: SHOP, 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload,
          remoteAddress: `10.30.0.${++ip}`,
        });

      it('refuses a form post (or JSON) from another site: 403, no cookie, no session', async () => {
        const sessions = async () =>
          Number(
            (
              await db()
                .selectFrom('sessions')
                .select((e) => e.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        const before = await sessions();
        for (const url of ['/api/public/login', '/api/io/crm/login'])
          for (const headers of Object.values(FOREIGN)) {
            for (const res of [
              await signIn(url, headers),
              await signIn(
                url,
                { ...headers, 'content-type': 'application/json' },
                JSON.stringify({ email: demo.email, password: DEMO_PASSWORD }),
              ),
            ]) {
              expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
              expect(errorText(json(res))).toBe(CROSS_SITE_MESSAGE);
              expect(res.headers['set-cookie']).toBeUndefined();
            }
          }
        expect(await sessions()).toBe(before);
      }, 60_000);

      it('signs in from the shop’s own page, form or JSON, and sets the cookie', async () => {
        const own = { origin: `http://${SHOP}`, 'sec-fetch-site': 'same-origin' };
        for (const res of [
          await signIn('/api/public/login', own),
          await signIn(
            '/api/io/crm/login',
            { ...own, 'content-type': 'application/json' },
            JSON.stringify({ email: demo.email, password: DEMO_PASSWORD }),
          ),
        ]) {
          expect(res.statusCode, res.body).toBe(200);
          expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
        }
      });
    });

    describe('the public page list', () => {
      const builder = '/api/io/crm/admin/website';

      it('lists published pages only, with their published titles, and so does the sitemap', async () => {
        const api = callerOf(app, SHOP, owner.token);
        const pages = json(await api.get(`${builder}/pages`)).data as {
          id: string;
          path: string;
          title: string;
        }[];
        const home = pages.find((p) => p.path === '/')!;
        const publishedTitle = json(await api.get('/api/public/website/page', { path: '/' })).data
          .title as string;
        // A draft title on the home page, and a new page never published.
        const draft = json(await api.get(`${builder}/page`, { id: home.id })).data.draft;
        const saved = await api.post(`${builder}/page/draft`, {
          id: home.id,
          draft: { ...draft, title: 'Sale starts Friday' },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const secret = await api.post(`${builder}/page`, {
          path: '/secret-launch',
          title: 'Secret launch',
        });
        expect(secret.statusCode, secret.body).toBe(200);

        const anyone = await app.inject({
          url: '/api/public/website/pages',
          headers: { host: SHOP },
        });
        expect(anyone.statusCode).toBe(200);
        const listed = json(anyone).data as { path: string; title: string }[];
        expect(listed.map((p) => p.path)).not.toContain('/secret-launch');
        expect(anyone.body).not.toContain('Secret launch');
        expect(anyone.body).not.toContain('Sale starts Friday');
        expect(listed.find((p) => p.path === '/')?.title).toBe(publishedTitle);
        expect(listed.length).toBeGreaterThan(0);
        const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: SHOP } });
        expect(sitemap.body).toContain(`<loc>http://${SHOP}/</loc>`);
        expect(sitemap.body).not.toContain('/secret-launch');

        // Published, it is listed (with its title) and in the sitemap.
        const published = await api.post(`${builder}/page/publish`, { id: json(secret).data.id });
        expect(published.statusCode, published.body).toBe(200);
        const after = json(
          await app.inject({ url: '/api/public/website/pages', headers: { host: SHOP } }),
        ).data as { path: string; title: string }[];
        expect(after.find((p) => p.path === '/secret-launch')?.title).toBe('Secret launch');
        expect((await app.inject({ url: '/sitemap.xml', headers: { host: SHOP } })).body).toContain(
          `<loc>http://${SHOP}/secret-launch</loc>`,
        );
      });
    });

    describe('the test gateway', () => {
      async function placeTestOrder(): Promise<{ who: Shopper; made: CheckoutInitAnswer['data'] }> {
        const who = await newShopper(db(), shopId, 'CUSTOMER');
        const api: Caller = callerOf(app, SHOP, who.token);
        expect(
          (await api.post(CART_PATHS.add, { productVariantId: tee.variantIds[0], quantity: 1 }))
            .statusCode,
        ).toBe(200);
        const address = await api.post(ORDER_PATHS.addAddress, testAddress());
        expect(address.statusCode, address.body).toBe(201);
        const res = await api.get(ORDER_PATHS.checkoutInit, {
          addressId: json(address).data._id,
          paymentMode: 'TEST',
        });
        expect(res.statusCode, res.body).toBe(200);
        return { who, made: (res.json() as CheckoutInitAnswer).data };
      }

      /** The test gateway's page choosing `outcome`: where it sends the browser. */
      async function chosen(who: Shopper, transactionId: string, outcome: 'pay' | 'fail') {
        const posted = await app.inject({
          method: 'POST',
          url: `/pay/test/${transactionId}`,
          headers: {
            host: SHOP,
            authorization: `Basic ${who.token}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: `outcome=${outcome}`,
        });
        expect(posted.statusCode, posted.body).toBe(303);
        return new URL(String(posted.headers.location), `http://${SHOP}`);
      }

      const verify = (q: URLSearchParams) =>
        app.inject({ url: `${TEST_VERIFY_PATH}?${q}`, headers: { host: SHOP } });
      const statusOf = async (orderId: string) =>
        (
          await db()
            .selectFrom('orders')
            .select('status')
            .where('id', '=', orderId)
            .executeTakeFirstOrThrow()
        ).status;

      it('never takes a decline’s signature as a payment', async () => {
        const { who, made } = await placeTestOrder();
        const declined = await chosen(who, made.transactionId, 'fail');
        const sig = declined.searchParams.get('test_signature')!;
        const order = declined.searchParams.get('test_order_id')!;
        const before = await fingerprint(t);
        // The probe's replay: the decline's signature with test_payment_id=declined.
        const replay = await verify(
          new URLSearchParams({
            test_order_id: order,
            test_payment_id: 'declined',
            test_signature: sig,
          }),
        );
        expect(replay.statusCode, replay.body).toBe(400);
        expect(errorText(json(replay))).toBe(SIGNATURE_MESSAGE);
        // Both outcomes at once: neither is believed.
        const both = await verify(
          new URLSearchParams({
            test_order_id: order,
            test_payment_id: 'declined',
            test_error: 'declined',
            test_signature: sig,
          }),
        );
        expect(both.statusCode, both.body).toBe(400);
        expect(errorText(json(both))).toBe(TEST_OUTCOME_MESSAGE);
        expect(await fingerprint(t)).toBe(before);
        expect(await statusOf(made.orderId)).toBe('PLACED');
        // The genuine decline fails the order; a payment's signature pays another.
        expect((await verify(declined.searchParams)).statusCode).toBe(200);
        expect(await statusOf(made.orderId)).not.toBe('PAID');
        const second = await placeTestOrder();
        const paid = await chosen(second.who, second.made.transactionId, 'pay');
        const asDecline = new URLSearchParams({
          test_order_id: paid.searchParams.get('test_order_id')!,
          test_error: 'declined',
          test_signature: paid.searchParams.get('test_signature')!,
        });
        expect((await verify(asDecline)).statusCode).toBe(400);
        expect((await verify(paid.searchParams)).statusCode).toBe(200);
        expect(await statusOf(second.made.orderId)).toBe('PAID');
      });
    });

    describe('the session before the body, on every guarded route', () => {
      /** API routes anyone may call. */
      const PUBLIC_API = [
        /^\/api\/public\//,
        /^\/api\/(razorpay|cashfree|phonepe|testpay)\//,
        /^\/api\/dev\/mail$/,
        /^\/api\/io\/crm\/(login|logout|customer\/create)$/,
        /^\/api\/io\/crm\/admin\/public\//,
      ];
      /** Routes any signed-in user of the workspace may use (customer, owner or staff). */
      const ANY_USER = [
        '/api/io/crm/profile/details',
        '/api/customer/update-password',
        '/api/io/crm/uploadFile',
        '/api/io/crm/cuser/website/blog/comments/add',
      ];
      /** The customer's own review of an order, at an admin-looking path (SPEC §7). */
      const CUSTOMER_UNDER_ADMIN = ['/api/io/crm/admin/order/review/save'];
      const ADMIN_API = [
        /^\/api\/io\/crm\/admin\//,
        /^\/api\/io\/crm\/website\//,
        /^\/api\/io\/crm\/search\//,
      ];

      type Guarded = { method: string; url: string; who: 'admin' | 'customer' | 'user' | 'page' };
      const guardedRoutes = (): Guarded[] =>
        routeTable(app)
          .filter((r) => r.method !== 'HEAD')
          .flatMap((r): Guarded[] => {
            if (r.url.startsWith('/admin')) {
              if (r.url === '/admin/first/login' || r.url === '/admin/logout') return [];
              return [{ ...r, who: 'page' }];
            }
            if (!r.url.startsWith('/api/') || PUBLIC_API.some((p) => p.test(r.url))) return [];
            if (ANY_USER.includes(r.url)) return [{ ...r, who: 'user' }];
            if (ADMIN_API.some((p) => p.test(r.url)) && !CUSTOMER_UNDER_ADMIN.includes(r.url))
              return [{ ...r, who: 'admin' }];
            return [{ ...r, who: 'customer' }];
          });

      /** Requests with a body or query no schema accepts. */
      const badRequests = (method: string, url: string, headers: Record<string, string>) => {
        const base = {
          method: method as 'GET',
          headers: { host: SHOP, 'x-app-platform': 'WEB', ...headers },
        };
        if (method === 'GET') return [{ ...base, url: `${concrete(url)}?zz=1&id=` }];
        return ['{"zz":', '{"zz":[1]}', '[]'].map((payload) => ({
          ...base,
          url: `${concrete(url)}?zz=1`,
          headers: { ...base.headers, 'content-type': 'application/json' },
          payload,
        }));
      };

      it('answers 401 to a stranger with a bad body, never 400', async () => {
        const routes = guardedRoutes();
        expect(routes.filter((r) => r.who === 'admin').length).toBeGreaterThan(40);
        expect(routes.filter((r) => r.who === 'customer').length).toBeGreaterThan(12);
        expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(
          'POST /api/io/crm/admin/shop/orders/action',
        );
        const wrong: string[] = [];
        for (const r of routes)
          for (const request of badRequests(r.method, r.url, {})) {
            const res = await app.inject(request);
            const ok =
              r.who === 'page'
                ? res.statusCode === 302 && String(res.headers.location).startsWith('/admin/login')
                : res.statusCode === 401 && errorText(json(res)) === SIGN_IN_REQUIRED_MESSAGE;
            if (!ok) wrong.push(`${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
          }
        expect(wrong).toEqual([]);
      }, 60_000);

      it('answers 403 to the wrong kind of session with a bad body, never 400', async () => {
        const wrong: string[] = [];
        for (const r of guardedRoutes()) {
          if (r.who !== 'admin' && r.who !== 'customer') continue;
          const token = r.who === 'admin' ? customer.token : owner.token;
          for (const request of badRequests(r.method, r.url, { authorization: `Basic ${token}` })) {
            const res = await app.inject(request);
            if (res.statusCode !== 403)
              wrong.push(`${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
          }
        }
        expect(wrong).toEqual([]);
      }, 60_000);
    });
  });
}

describe('the test gateway in production', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let owner: Shopper;
  let who: Shopper;
  let api: Caller;
  let addressId: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { production: true });
    app = t.app;
    const shopId = await workspaceIdOf(t.testDb.db, SHOP);
    owner = await newShopper(t.testDb.db, shopId, 'OWNER');
    who = await newShopper(t.testDb.db, shopId, 'CUSTOMER');
    api = callerOf(app, SHOP, who.token);
    const tee = await createTestProduct(t.testDb.db, shopId, {
      name: 'Live Tee',
    });
    expect(
      (await api.post(CART_PATHS.add, { productVariantId: tee.variantIds[0], quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const address = await api.post(ORDER_PATHS.addAddress, testAddress());
    addressId = json(address).data._id as string;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const modes = async () =>
    json(await api.get(CHECKOUT_SUMMARY_PATH)).data.paymentModes as string[];
  const setTestMode = async (testMode: boolean) => {
    const res = await callerOf(app, SHOP, owner.token).post(ADMIN_API_PATHS.savePayments, {
      RAZORPAY: { keyId: '' },
      CASHFREE: { clientId: '' },
      PHONEPE: { merchantId: '', saltIndex: '' },
      testMode,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('is off until the owner turns it on in the payment settings', async () => {
    expect(await modes()).not.toContain('TEST');
    const refused = await api.get(ORDER_PATHS.checkoutInit, { addressId, paymentMode: 'TEST' });
    expect(refused.statusCode).toBe(400);
    expect(errorText(json(refused))).toBe(CHECKOUT_MESSAGES.paymentModeOff);
    const verify = await app.inject({
      url: `${TEST_VERIFY_PATH}?test_order_id=o&test_payment_id=p&test_signature=s`,
      headers: { host: SHOP },
    });
    expect(verify.statusCode).toBe(404);
    expect(errorText(json(verify))).toBe(TEST_GATEWAY_OFF_MESSAGE);

    await setTestMode(true);
    expect(await modes()).toContain('TEST');
    const placed = await api.get(ORDER_PATHS.checkoutInit, { addressId, paymentMode: 'TEST' });
    expect(placed.statusCode, placed.body).toBe(200);
    const { transactionId } = (placed.json() as CheckoutInitAnswer).data;
    const page = await app.inject({
      url: `/pay/test/${transactionId}`,
      headers: { host: SHOP, authorization: `Basic ${who.token}` },
    });
    expect(page.statusCode).toBe(200);

    // Turned off again: its page is closed too.
    await setTestMode(false);
    expect(await modes()).not.toContain('TEST');
    const closed = await app.inject({
      url: `/pay/test/${transactionId}`,
      headers: { host: SHOP, authorization: `Basic ${who.token}` },
    });
    expect(closed.statusCode).toBe(404);
    expect(closed.body).toContain(TEST_GATEWAY_OFF_MESSAGE);
  });
});
