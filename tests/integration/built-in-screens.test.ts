// Built-in screens and the catalogue page templates in the builder (issue 32), on the real server
// with SQLite and PostgreSQL: listed and opened before they are stored, made the owner's by the
// first save, published over the built-in one (the login API unchanged), reset to built-in; the
// product and category templates bound to each product and category; the paths still refused;
// another workspace kept out.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import type { PageDocument, Section } from '../../schemas/types';
import type { PageDetail, PageSummary } from '../../shared/builder-api';
import { escapeHtml } from '../../shared/escape';
import {
  CATEGORY_TEMPLATE_MESSAGE,
  PRODUCT_TEMPLATE_MESSAGE,
} from '../../server/builder/built-in-pages';
import { builtInPathMessage, reservedPathMessage } from '../../server/builder/checks';
import { BUILT_IN_UNCHANGED_MESSAGE } from '../../server/builder/page-routes';
import { createTestApp, getPage, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';
import { callerOf, newShopper, type Caller } from '../support/shoppers';
import { pageText } from '../support/texts';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL built-in tests are skipped.');

const SHOP = 'shop.localhost:3000';
const PLATFORM = 'localhost:3000';
const EVENTS = 'events.localhost:3000';
const API = 'admin/website';
const SHOP_CUSTOMER = DEMO_ACCOUNTS.find(
  (a) => a.domain === 'shop.localhost' && a.userType === 'CUSTOMER',
)!;

const banner = (id: string, heading: string): Section => ({
  id,
  type: 'cta',
  config: { variant: 'banner', heading, buttons: [] },
});

const data = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};

function expectRefusal(res: LightMyRequestResponse, status: number, msg: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { msg: string }).msg).toBe(msg);
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`built-in screens on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let owner: Caller;
    let ownerToken: string;
    let eventsOwner: Caller;

    const workspaceId = async (slug: string) =>
      (
        await t.testDb.db
          .selectFrom('workspaces')
          .select('id')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).id;

    const pages = async (who: Caller = owner) => data<PageSummary[]>(await who.get(`${API}/pages`));
    const entry = async (path: string, who: Caller = owner) =>
      (await pages(who)).find((p) => p.path === path)!;
    const open = async (path: string) =>
      data<PageDetail>(await owner.get(`${API}/page`, { id: (await entry(path)).id }));
    const save = (id: string, draft: PageDocument, who: Caller = owner) =>
      who.post(`${API}/page/draft`, { id, draft });
    const publish = (id: string) => owner.post(`${API}/page/publish`, { id });
    /** The builder's preview of a path's draft (builder mode), as the owner. */
    const preview = (path: string) =>
      app.inject({
        method: 'GET',
        url: '/admin/preview',
        query: { path },
        headers: { host: SHOP, authorization: `Basic ${ownerToken}` },
      });
    const visit = async (path: string) => {
      const res = await getPage(app, SHOP, path);
      return { status: res.statusCode, text: pageText(res.body), html: res.body };
    };

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const shop = await newShopper(t.testDb.db, await workspaceId('shop'), 'OWNER');
      const events = await newShopper(t.testDb.db, await workspaceId('events'), 'OWNER');
      owner = callerOf(app, SHOP, shop.token);
      ownerToken = shop.token;
      eventsOwner = callerOf(app, EVENTS, events.token);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists the built-in screens and templates, and opens one before it is stored', async () => {
      const list = await pages();
      const builtIns = list.filter((p) => p.builtIn);
      expect(builtIns.map((p) => p.path)).toEqual(
        expect.arrayContaining([
          '/login',
          '/signup',
          '/reset-password',
          '/setting/overview',
          '/setting/orders',
          '/setting/addresses',
          '/checkout',
          '/payment/success',
          '/payment/failure',
          '/p',
          '/c',
        ]),
      );
      // The platform's screens are the platform's; the owner's own sign-in stays the product's.
      expect(list.map((p) => p.path)).not.toContain('/register');
      expect(list.map((p) => p.path)).not.toContain('/admin/login');
      expect(await entry('/p')).toMatchObject({ builtIn: { kind: 'template', stored: false } });
      const reset = await open('/reset-password');
      expect(reset.builtIn).toEqual({ kind: 'screen', stored: false });
      expect(reset.draft.sections.map((s) => s.type)).toEqual(['reset-password']);
      // Opening it stored nothing; a history of nothing yet.
      expect(
        await t.testDb.db.selectFrom('pages').select('id').where('id', '=', reset.id).execute(),
      ).toEqual([]);
      expect(data<unknown[]>(await owner.get(`${API}/page/history`, { id: reset.id }))).toEqual([]);
      expectRefusal(await publish(reset.id), 400, BUILT_IN_UNCHANGED_MESSAGE);
    });

    it('previews a built-in screen in builder mode: the reset form without its link', async () => {
      const res = await preview('/reset-password');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('New password');
      expect(res.body).not.toContain('Page not found');
    });

    it('makes /login the owner’s on the first save, publishes it over the built-in one, and resets it', async () => {
      const login = await open('/login');
      const draft: PageDocument = {
        ...login.draft,
        sections: [banner('welcome', 'Welcome back, designer'), ...login.draft.sections],
      };
      const saved = await save(login.id, draft);
      expect(saved.statusCode, saved.body).toBe(200);
      const stored = await entry('/login');
      expect(stored).toMatchObject({ id: login.id, builtIn: { kind: 'screen', stored: true } });
      // Not live until published.
      expect((await visit('/login')).text).not.toContain('Welcome back, designer');
      expect(data<PageSummary>(await publish(login.id)).publishedVersion).toBe(1);
      const live = await visit('/login');
      expect(live.status).toBe(200);
      expect(live.text).toContain('Welcome back, designer');
      expect(live.html).toContain('data-sw-island'); // the sign-in form is still the island
      expect(live.html).toMatch(/customer-login/);
      // The login API is the product's, unchanged.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/public/login',
        headers: { host: SHOP, 'content-type': 'application/json', 'x-app-platform': 'WEB' },
        payload: JSON.stringify({ email: SHOP_CUSTOMER.email, password: DEMO_PASSWORD }),
        remoteAddress: '10.8.0.1',
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      // Its path stays; a normal page cannot take it.
      expectRefusal(
        await owner.post(`${API}/page/path`, { id: login.id, path: '/sign-in' }),
        400,
        'This page is a built-in screen made yours, so its path stays. Use “Reset to built-in” to drop it.',
      );
      // Reset to built-in: draft and live gone, the built-in one served at once.
      expect((await owner.post(`${API}/page/delete`, { id: login.id })).statusCode).toBe(200);
      const plain = await visit('/login');
      expect(plain.status).toBe(200);
      expect(plain.text).not.toContain('Welcome back, designer');
      expect(await entry('/login')).toMatchObject({
        id: login.id,
        builtIn: { kind: 'screen', stored: false },
      });
    });

    it('applies the product template to every product page with its own product', async () => {
      const template = await open('/p');
      expect(template.draft.sections.map((s) => s.type)).toEqual([
        'product-detail',
        'product-list',
      ]);
      // A template without its product details is refused, readably.
      const broken: PageDocument = {
        ...template.draft,
        sections: template.draft.sections.filter((s) => s.type !== 'product-detail'),
      };
      expect((await save(template.id, broken)).statusCode).toBe(200);
      const refused = await publish(template.id);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(PRODUCT_TEMPLATE_MESSAGE);
      const [detail, ...rest] = template.draft.sections;
      const draft = {
        ...template.draft,
        sections: [detail!, banner('care', 'Care guide for every piece'), ...rest],
      };
      expect((await save(template.id, draft)).statusCode).toBe(200);
      expect((await publish(template.id)).statusCode).toBe(200);
      const products = await t.testDb.db
        .selectFrom('products')
        .innerJoin('workspaces', 'workspaces.id', 'products.workspace_id')
        .select(['products.path', 'products.name'])
        .where('workspaces.slug', '=', 'shop')
        .where('products.status', '=', 'active')
        .orderBy('products.seq')
        .limit(2)
        .execute();
      expect(products).toHaveLength(2);
      for (const p of products) {
        const page = await visit(`/p/${p.path}`);
        expect(page.status).toBe(200);
        expect(page.text).toContain('Care guide for every piece');
        expect(page.text).toContain(p.name);
        expect(page.html).toContain(`<title>${escapeHtml(p.name)} |`);
        // The product's head tags and JSON-LD stay.
        expect(page.html).toContain('"@type":"Product"');
        expect(page.html).toContain('og:type');
      }
      // The template is not a page, nor in the sitemap.
      expect((await visit('/p')).status).toBe(404);
      expect((await getPage(app, SHOP, '/sitemap.xml')).body).not.toMatch(/\/p<\/loc>/);
      // A product-less preview of it shows the shop's own first product.
      const previewData = /id="sw-preview-data">(.*?)<\/script>/.exec((await preview('/p')).body);
      const shown = (JSON.parse(previewData![1]!) as Record<string, any>).product.data.product;
      const own = await t.testDb.db
        .selectFrom('products')
        .select('name')
        .where('id', '=', shown._id)
        .where('workspace_id', '=', await workspaceId('shop'))
        .executeTakeFirst();
      expect(own?.name).toBe(shown.name);
      // Its related list says "More from" that product's category, as the built-in page does.
      expect((await preview('/p')).body).toContain(
        `More from ${escapeHtml(shown.$card_data.category[0].title)}`,
      );
    });

    it('applies the category template with the category bound into its grid', async () => {
      const template = await open('/c');
      const grid = template.draft.sections[0]!;
      const pinned: Section = {
        ...grid,
        config: {
          ...grid.config,
          dynamicContentFilter: {
            ...(grid.config.dynamicContentFilter as object),
            filters: { category: 'apparel' },
          },
        },
      };
      expect((await save(template.id, { ...template.draft, sections: [pinned] })).statusCode).toBe(
        200,
      );
      expect(JSON.stringify((await publish(template.id)).json())).toContain(
        CATEGORY_TEMPLATE_MESSAGE,
      );
      const draft = {
        ...template.draft,
        sections: [banner('cat-note', 'Free returns on this aisle'), grid],
      };
      expect((await save(template.id, draft)).statusCode).toBe(200);
      expect((await publish(template.id)).statusCode).toBe(200);
      const categories = await t.testDb.db
        .selectFrom('categories')
        .innerJoin('workspaces', 'workspaces.id', 'categories.workspace_id')
        .select(['categories.slug', 'categories.title'])
        .where('workspaces.slug', '=', 'shop')
        .orderBy('categories.path')
        .limit(2)
        .execute();
      for (const c of categories) {
        const page = await visit(`/c/${c.slug}`);
        expect(page.status).toBe(200);
        expect(page.text).toContain('Free returns on this aisle');
        expect(page.html).toContain(`<title>${escapeHtml(c.title)} |`);
        expect(page.html).toContain(`"category":"${c.slug}"`);
      }
      // The builder's preview of the template shows the shop's own first category bound in, named
      // as its page will be, through the runtime context (so an edited grid keeps it).
      const shown = await preview('/c');
      // Named in every preview (the editor switches pages in one frame), by template path.
      const named = /data-template-listings="([^"]*)"/.exec((await preview('/')).body);
      const bindings = JSON.parse(
        named![1]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
      ) as Record<string, Record<string, string>>;
      const binding = bindings['/c']!;
      expect(bindings['/p']!.heading).toMatch(/^More from /);
      const sample = await t.testDb.db
        .selectFrom('categories')
        .select('title')
        .where('slug', '=', binding.category!)
        .where('workspace_id', '=', await workspaceId('shop'))
        .executeTakeFirstOrThrow();
      expect(binding.heading).toBe(sample.title);
      expect(shown.body).toMatch(new RegExp(`<h2[^>]*>${escapeHtml(sample.title)}</h2>`));
    });

    it('shows a workspace’s /admin/login as the admin’s sign-in, without the shop around it', async () => {
      const signin = await visit('/admin/login');
      expect(signin.status).toBe(200);
      expect(signin.text).toContain('Sign in to your workspace');
      expect(signin.text).toContain('Back to the site');
      expect(signin.text).not.toContain('Create a workspace');
      // Neither the shop's header (bag, wishlist) nor its footer.
      expect(signin.html).not.toContain('sw-shop-header');
      expect(signin.text).not.toContain('All rights reserved');
      // The platform's own sign-in keeps its site and the way to register.
      const platform = await getPage(app, PLATFORM, '/signin');
      expect(platform.body).toContain('Create a workspace');
      expect(platform.body).toMatch(/<header/);
    });

    it('still refuses reserved and built-in paths for ordinary pages', async () => {
      for (const path of ['/login', '/checkout', '/p', '/c'])
        expectRefusal(
          await owner.post(`${API}/page`, { path, title: 'Mine' }),
          400,
          builtInPathMessage(path),
        );
      for (const path of ['/api/x', '/admin/x', '/admin/login'])
        expectRefusal(
          await owner.post(`${API}/page`, { path, title: 'Mine' }),
          400,
          reservedPathMessage(path),
        );
    });

    it('keeps another workspace out of a shop’s built-in screens', async () => {
      const signup = await entry('/signup');
      const draft = (await open('/signup')).draft;
      // The events owner sees the same screen under its own id, never the shop's.
      expect((await entry('/signup', eventsOwner)).id).not.toBe(signup.id);
      expect((await eventsOwner.get(`${API}/page`, { id: signup.id })).statusCode).toBe(404);
      expect((await save(signup.id, draft, eventsOwner)).statusCode).toBe(404);
      expect(
        await t.testDb.db.selectFrom('pages').select('id').where('id', '=', signup.id).execute(),
      ).toEqual([]);
      // The shop's stored screen cannot be reset from there either.
      expect((await save(signup.id, draft)).statusCode).toBe(200);
      expect((await eventsOwner.post(`${API}/page/delete`, { id: signup.id })).statusCode).toBe(
        404,
      );
      expect(await entry('/signup')).toMatchObject({ builtIn: { stored: true } });
      // A customer is no builder.
      const customer = await newShopper(t.testDb.db, await workspaceId('shop'));
      expect(
        (await callerOf(app, SHOP, customer.token).get(`${API}/page`, { id: signup.id }))
          .statusCode,
      ).toBe(403);
    });
  });
}
