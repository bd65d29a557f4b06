// Redirects on the real server (SQLite, and PostgreSQL when reachable): the owner's list, save,
// delete, CSV export and merged import with its skipped rows; chains collapsed and loops
// refused; automatic 301s when a page's path, a product's path or a post's slug moves; the
// storefront answering them before any page, query kept; guards (no session, a customer,
// another workspace, another site's Origin).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_PATHS, type AdminProduct } from '../../shared/admin-catalogue';
import { ADMIN_CONTENT_PATHS, type AdminPost } from '../../shared/admin-content';
import {
  ADMIN_REDIRECT_PATHS as PATHS,
  type AdminRedirect,
  type AdminRedirectsAnswer,
  REDIRECT_MESSAGES,
  type RedirectImportReport,
} from '../../shared/redirects';
import {
  ADMIN_FORBIDDEN_MESSAGE,
  CROSS_SITE_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../../server/http';
import { createTestApp, type TestApp } from '../support/app';
import { caller, ipSequence } from '../support/content-calls';
import { postgresReachable } from '../support/db';
import { REDIS_TEST_URL, redisReachable } from '../support/redis';
import { createTestShop, type TestShop } from '../support/order-builders';
import { newShopper } from '../support/shoppers';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL redirect tests are skipped.');
const redisUp = await redisReachable();
if (!redisUp) console.warn('Redis is not reachable: the two-instance redirect test is skipped.');

const call = caller(ipSequence('10.33'));
const BUILDER = '/api/io/crm/admin/website';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`redirects on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shop: TestShop;
    let other: TestShop;
    let owner: string;
    let staff: string;
    let customer: string;
    let otherOwner: string;

    const post = (url: string, body: unknown, token = owner, host = shop.host) =>
      call(app, host, 'POST', url, { token, body });
    const save = (body: Record<string, unknown>, token = owner, host = shop.host) =>
      post(PATHS.save, body, token, host);
    const saved = async (body: Record<string, unknown>) => {
      const res = await save(body);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: AdminRedirect }).data;
    };
    const list = async (body: Record<string, unknown> = {}, token = owner, host = shop.host) => {
      const res = await post(PATHS.list, body, token, host);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminRedirectsAnswer;
    };
    const all = async () => (await list({ s: 100 })).data;
    const byFrom = async (from: string) => (await all()).find((r) => r.from === from);
    const visit = (url: string, host = shop.host) => call(app, host, 'GET', url);

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const db = t.testDb.db;
      shop = await createTestShop(db, { name: 'Redirect Shop' });
      other = await createTestShop(db, { name: 'Other Shop' });
      owner = (await newShopper(db, shop.id, 'OWNER')).token;
      staff = (await newShopper(db, shop.id, 'STAFF')).token;
      customer = (await newShopper(db, shop.id, 'CUSTOMER')).token;
      otherOwner = (await newShopper(db, other.id, 'OWNER')).token;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('adds, lists with search and pages, edits and deletes a redirect', async () => {
      const made = await saved({ from: '/summer-sale/?ref=x', to: '/c/sale', status: 302 });
      expect(made).toMatchObject({
        from: '/summer-sale',
        to: '/c/sale',
        status: 302,
        automatic: false,
      });
      await saved({ from: '/winter-sale', to: 'https://example.com/winter' });
      expect((await list({ q: 'SUMMER' })).data.map((r) => r.from)).toEqual(['/summer-sale']);
      const page = await list({ s: 1, p: 1 });
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.data).toHaveLength(1);

      const edited = await saved({ id: made._id, from: '/summer', to: '/c/sale', status: 301 });
      expect(edited).toMatchObject({ _id: made._id, from: '/summer', status: 301 });
      expect(await byFrom('/summer-sale')).toBeUndefined();

      const gone = await post(PATHS.delete, { id: made._id });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(await byFrom('/summer')).toBeUndefined();
      const again = await post(PATHS.delete, { id: made._id });
      expect(again.statusCode).toBe(404);
      expect(again.json().msg).toBe(REDIRECT_MESSAGES.notFound);
    });

    it('refuses bad input with a readable 400 (or 409 for a from already used)', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ from: 'no-slash', to: '/x' }, 400, REDIRECT_MESSAGES.fromNotPath],
        [{ from: '/admin/orders', to: '/x' }, 400, REDIRECT_MESSAGES.fromReserved('/admin/orders')],
        [{ from: '/api/public/x', to: '/x' }, 400, REDIRECT_MESSAGES.fromReserved('/api/public/x')],
        [{ from: '/x', to: 'javascript:alert(1)' }, 400, REDIRECT_MESSAGES.toInvalid],
        [{ from: '/x', to: '//evil.test/' }, 400, REDIRECT_MESSAGES.toInvalid],
        [{ from: '/same', to: '/same/' }, 400, REDIRECT_MESSAGES.same],
        [{ from: '/x', to: '/y', status: 307 }, 400, REDIRECT_MESSAGES.status],
        [{ from: '/x', to: '/y', status: '301' }, 400, REDIRECT_MESSAGES.status],
        [{ from: '/x' }, 400, REDIRECT_MESSAGES.toMissing],
        [{ from: '/x', to: '/y', junk: 1 }, 400, '"junk" is not expected here.'],
      ];
      for (const [body, status, msg] of cases) {
        const res = await save(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().msg, JSON.stringify(body)).toBe(msg);
      }
      await saved({ from: '/taken', to: '/a' });
      const other = await saved({ from: '/taken-2', to: '/a' });
      const clash = await save({ id: other._id, from: '/taken', to: '/b' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().fieldErrors).toEqual({ from: REDIRECT_MESSAGES.taken('/taken') });
    });

    it('collapses chains both ways and refuses loops', async () => {
      await saved({ from: '/chain-a', to: '/chain-b' });
      await saved({ from: '/chain-b', to: '/chain-c' });
      expect((await byFrom('/chain-a'))?.to).toBe('/chain-c');
      const d = await saved({ from: '/chain-d', to: '/chain-a' });
      expect(d.to).toBe('/chain-c');

      const loop = await save({ from: '/chain-c', to: '/chain-a' });
      expect(loop.statusCode).toBe(400);
      expect(loop.json().msg).toBe(REDIRECT_MESSAGES.loop('/chain-c', '/chain-a'));
      expect(await byFrom('/chain-c')).toBeUndefined();
    });

    it('merges a CSV import, reports skipped rows, and exports the whole set', async () => {
      await saved({ from: '/imp-old', to: '/somewhere' });
      const csv = [
        'from,to,status',
        '/imp-old,/imp-new,301',
        '/imp-two,https://example.com/two,302',
        '/admin,/x,301',
        '/imp-three,/imp-3,399',
        '/imp-two,/elsewhere,301',
        '/imp-new,/imp-old,301',
        '/imp-four,/imp-old',
      ].join('\n');
      const res = await post(PATHS.import, { csv });
      expect(res.statusCode, res.body).toBe(200);
      const report = (res.json() as { data: RedirectImportReport }).data;
      expect(report).toEqual({
        added: 2,
        updated: 1,
        unchanged: 0,
        skipped: [
          { line: 4, from: '/admin', reason: REDIRECT_MESSAGES.fromReserved('/admin') },
          { line: 5, from: '/imp-three', reason: REDIRECT_MESSAGES.status },
          { line: 6, from: '/imp-two', reason: REDIRECT_MESSAGES.importRepeat(3) },
          { line: 7, from: '/imp-new', reason: REDIRECT_MESSAGES.loop('/imp-new', '/imp-old') },
        ],
      });
      expect((await byFrom('/imp-old'))?.to).toBe('/imp-new');
      expect(await byFrom('/imp-two')).toMatchObject({
        to: 'https://example.com/two',
        status: 302,
      });
      // A chain through the file's own rows is collapsed too.
      expect((await byFrom('/imp-four'))?.to).toBe('/imp-new');

      // The same CSV as text/csv changes nothing more.
      const asText = await call(app, shop.host, 'POST', PATHS.import, {
        token: owner,
        raw: { type: 'text/csv', payload: '/imp-old,/imp-new,301\n' },
      });
      expect(asText.json().data).toMatchObject({ added: 0, updated: 0, unchanged: 1 });

      const huge = await post(PATHS.import, { csv: `/a,/b\n${'#'.repeat(1024 * 1024)}` });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().msg).toBe(REDIRECT_MESSAGES.importTooLarge);

      const empty = await post(PATHS.import, { csv: 'from,to,status\n' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().msg).toBe(REDIRECT_MESSAGES.importEmpty);

      const out = await call(app, shop.host, 'GET', PATHS.export, { token: owner });
      expect(out.statusCode).toBe(200);
      expect(out.headers['content-type']).toMatch(/^text\/csv/);
      expect(out.headers['content-disposition']).toMatch(/attachment; filename="redirects-/);
      const lines = out.body.trim().split('\n');
      expect(lines[0]).toBe('from,to,status');
      expect(lines).toContain('/imp-two,https://example.com/two,302');
      expect(lines).toContain('/imp-old,/imp-new,301');
    });

    it('answers a redirect before the page, with its status, Location and the query kept', async () => {
      await saved({ from: '/old-about', to: '/about-us?from=old', status: 302 });
      // The home page is cached first: a redirect from / must still win at once.
      expect((await visit('/')).statusCode).toBe(200);
      const home = await saved({ from: '/', to: '/welcome', status: 302 });
      const res = await visit('/old-about/?utm_source=mail');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/about-us?from=old&utm_source=mail');
      const root = await visit('/');
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe('/welcome');
      await post(PATHS.delete, { id: home._id });
      expect((await visit('/')).statusCode).toBe(200);
      const away = await saved({ from: '/elsewhere-page', to: 'https://example.com/x' });
      const out = await visit('/elsewhere-page?a=1');
      expect(out.statusCode).toBe(301);
      expect(out.headers.location).toBe('https://example.com/x');
      expect(away.status).toBe(301);
      // Another shop's visitors are not redirected.
      expect((await visit('/old-about', other.host)).statusCode).toBe(404);
    });

    it('adds a 301 when a published page’s path changes, and collapses the chain', async () => {
      const as = (url: string, body: unknown) => post(`${BUILDER}${url}`, body);
      const made = await as('/page', { path: '/story', title: 'Our story' });
      expect(made.statusCode, made.body).toBe(200);
      const id = (made.json() as { data: { id: string } }).data.id;
      expect((await as('/page/publish', { id })).statusCode).toBe(200);
      await saved({ from: '/our-old-story', to: '/story' });

      const moved = await as('/page/path', { id, path: '/our-story' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await byFrom('/story')).toMatchObject({
        to: '/our-story',
        status: 301,
        automatic: true,
      });
      expect((await byFrom('/our-old-story'))?.to).toBe('/our-story');
      const res = await visit('/story?x=1');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/our-story?x=1');
      expect((await visit('/our-story')).statusCode).toBe(200);

      // Moving it back drops the redirect that would hide it and refuses no loop.
      expect((await as('/page/path', { id, path: '/story' })).statusCode).toBe(200);
      expect(await byFrom('/story')).toBeUndefined();
      expect((await byFrom('/our-story'))?.to).toBe('/story');
      expect((await visit('/story')).statusCode).toBe(200);
    });

    it('adds a 301 when a product’s path changes', async () => {
      const form = {
        name: 'Brass lamp',
        path: 'brass-lamp',
        status: 'active',
        category: '',
        categories: [],
        brand: '',
        description: '',
        media: [],
        variants: [{ title: '', sku: '', price: 150_000, mrp: null, stock: 4 }],
        seo: { title: '', description: '' },
      };
      const made = await post(ADMIN_CATALOGUE_PATHS.saveProduct, form);
      expect(made.statusCode, made.body).toBe(201);
      const p = (made.json() as { data: AdminProduct }).data;
      expect((await visit('/p/brass-lamp')).statusCode).toBe(200);
      const renamed = await post(ADMIN_CATALOGUE_PATHS.saveProduct, {
        ...form,
        id: p._id,
        path: 'brass-table-lamp',
        variants: p.variants.map((v) => ({
          id: v._id,
          title: v.title,
          options: v.options,
          sku: v.sku,
          price: v.price,
          mrp: v.mrp,
          stock: v.stock,
        })),
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await byFrom('/p/brass-lamp')).toMatchObject({
        to: '/p/brass-table-lamp',
        status: 301,
        automatic: true,
      });
      const res = await visit('/p/brass-lamp?variant=1');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/p/brass-table-lamp?variant=1');
      expect((await visit('/p/brass-table-lamp')).statusCode).toBe(200);
    });

    it('adds a 301 when a category’s slug changes', async () => {
      const form = {
        title: 'Lamps',
        slug: 'lamps',
        description: '',
        image: null,
        position: 0,
        parentId: null,
      };
      const made = await post(ADMIN_CATALOGUE_PATHS.saveCategory, form);
      expect(made.statusCode, made.body).toBe(201);
      const id = (made.json() as { data: { _id: string } }).data._id;
      const renamed = await post(ADMIN_CATALOGUE_PATHS.saveCategory, {
        ...form,
        id,
        slug: 'lighting',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await byFrom('/c/lamps')).toMatchObject({ to: '/c/lighting', automatic: true });
      const res = await visit('/c/lamps?sort=name');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/c/lighting?sort=name');
    });

    it('adds a 301 when a published post’s slug changes', async () => {
      const input = {
        title: 'Indigo notes',
        slug: 'indigo-notes',
        shortDescription: 'Vats.',
        bodyMarkdown: 'Nine dips.',
        image: null,
        imageAlt: '',
        tags: [],
        categoryKey: null,
        author: { name: 'Meera', thumb: null, subtitle: '' },
        status: 'published',
        seo: {},
      };
      const made = await post(ADMIN_CONTENT_PATHS.savePost, input);
      expect(made.statusCode, made.body).toBeLessThan(300);
      const p = (made.json() as { data: AdminPost }).data;
      expect((await visit('/blog/indigo-notes')).statusCode).toBe(200);
      const renamed = await post(ADMIN_CONTENT_PATHS.savePost, {
        ...input,
        id: p._id,
        slug: 'notes-on-indigo',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await byFrom('/blog/indigo-notes')).toMatchObject({
        to: '/blog/notes-on-indigo',
        automatic: true,
      });
      const res = await visit('/blog/indigo-notes');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/blog/notes-on-indigo');
    });

    it('keeps workspaces apart, and refuses strangers, customers and other sites', async () => {
      const mine = await saved({ from: '/private-move', to: '/x' });
      expect((await list({ q: 'private-move' }, otherOwner, other.host)).total).toBe(0);
      const foreignEdit = await save(
        { id: mine._id, from: '/y', to: '/z' },
        otherOwner,
        other.host,
      );
      expect(foreignEdit.statusCode).toBe(404);
      const foreignDelete = await post(PATHS.delete, { id: mine._id }, otherOwner, other.host);
      expect(foreignDelete.statusCode).toBe(404);
      const foreignExport = await call(app, other.host, 'GET', PATHS.export, { token: otherOwner });
      expect(foreignExport.body).not.toContain('/private-move');
      // Another shop's session is not a session here.
      expect((await post(PATHS.list, {}, otherOwner)).statusCode).toBe(401);
      expect(await byFrom('/private-move')).toMatchObject({ to: '/x' });

      const anon = await call(app, shop.host, 'POST', PATHS.list, { body: {} });
      expect(anon.statusCode).toBe(401);
      expect(anon.json().msg).toBe(SIGN_IN_REQUIRED_MESSAGE);
      const cust = await post(PATHS.save, { from: '/c1', to: '/c2' }, customer);
      expect(cust.statusCode).toBe(403);
      expect(cust.json().msg).toBe(ADMIN_FORBIDDEN_MESSAGE);
      expect(
        (await call(app, shop.host, 'GET', PATHS.export, { token: customer })).statusCode,
      ).toBe(403);
      const cross = await call(app, shop.host, 'POST', PATHS.save, {
        token: owner,
        body: { from: '/cross', to: '/x' },
        headers: { origin: 'https://evil.test' },
      });
      expect(cross.statusCode).toBe(403);
      expect(cross.json().msg).toBe(CROSS_SITE_MESSAGE);
      expect(await byFrom('/cross')).toBeUndefined();
      // Staff manage redirects as the owner does.
      const byStaff = await save({ from: '/staff-move', to: '/x' }, staff);
      expect(byStaff.statusCode, byStaff.body).toBe(200);
    });
  });
}

// Two instances over one database, their page caches purged through Redis: a redirect added on
// one is answered by the other at once, though it had read the (empty) map just before and would
// otherwise keep it for the cache's 10 s.
describe.skipIf(!redisUp)('redirects on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answers a redirect added on one instance on the other within 2 s', async () => {
    a = await createTestApp('sqlite', { redisUrl: REDIS_TEST_URL });
    b = await createTestApp('sqlite', { instanceOf: a, redisUrl: REDIS_TEST_URL });
    const shop = await createTestShop(a.testDb.db, { name: 'Two Instance Shop' });
    const owner = (await newShopper(a.testDb.db, shop.id, 'OWNER')).token;
    expect((await call(b.app, shop.host, 'GET', '/moved-here')).statusCode).toBe(404);
    const made = await call(a.app, shop.host, 'POST', PATHS.save, {
      token: owner,
      body: { from: '/moved-here', to: '/over-there' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const started = Date.now();
    let res = await call(b.app, shop.host, 'GET', '/moved-here');
    while (res.statusCode !== 301 && Date.now() - started < 2000) {
      await new Promise((r) => setTimeout(r, 20));
      res = await call(b.app, shop.host, 'GET', '/moved-here');
    }
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/over-there');
  });
});
