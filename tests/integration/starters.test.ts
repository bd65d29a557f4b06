// Starter sites (issue 31) on the real server and database: the list, applying each starter to a
// fresh workspace (drafts, rows owned by it alone, one transaction), applying again (history
// kept, nothing doubled), and who may do it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_IDS } from '../../fixtures/starters/index';
import type { Db } from '../../server/db/connect';
import { UNKNOWN_STARTER_MESSAGE } from '../../server/starters';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';
import { adminCall, createTestShop, signInOn, type TestShop } from '../support/order-builders';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL starter tests are skipped.');

const API = '/api/io/crm/admin/website';
const dataOf = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;

type Applied = {
  starter: string;
  pagesAdded: string[];
  pagesReplaced: string[];
  products: number;
  categories: number;
  posts: number;
};

async function rows(
  db: Db,
  table: 'products' | 'categories' | 'brands' | 'blog_posts',
  ws: string,
) {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('workspace_id', '=', ws)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Every reference of the workspace's catalogue and blog rows points at its own rows. */
async function foreignReferences(db: Db, ws: string): Promise<number> {
  const own = (t: 'categories' | 'brands' | 'blog_categories' | 'products') =>
    db
      .selectFrom(t as 'categories')
      .select('id')
      .where('workspace_id', '=', ws);
  const counts = await Promise.all([
    db
      .selectFrom('products')
      .select('id')
      .where('workspace_id', '=', ws)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('category_id', 'is not', null),
            eb('category_id', 'not in', own('categories')),
          ]),
          eb.and([eb('brand_id', 'is not', null), eb('brand_id', 'not in', own('brands'))]),
        ]),
      )
      .execute(),
    db
      .selectFrom('product_variants')
      .select('id')
      .where('workspace_id', '=', ws)
      .where('product_id', 'not in', own('products'))
      .execute(),
    db
      .selectFrom('product_listing')
      .select('product_id')
      .where('workspace_id', '=', ws)
      .where((eb) =>
        eb.or([
          eb('product_id', 'not in', own('products')),
          eb.and([eb('category_id', '!=', ''), eb('category_id', 'not in', own('categories'))]),
        ]),
      )
      .execute(),
    db
      .selectFrom('blog_posts')
      .select('id')
      .where('workspace_id', '=', ws)
      .where('category_id', 'is not', null)
      .where('category_id', 'not in', own('blog_categories'))
      .execute(),
  ]);
  return counts.reduce((n, r) => n + r.length, 0);
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`starter sites on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let db: Db;

    const owned = async () => {
      const shop = await createTestShop(db, { name: 'Asha Studio' });
      return { shop, token: await signInOn(app, shop.host, shop.owner.email) };
    };
    const apply = (shop: TestShop, token: string, body: unknown) =>
      adminCall(app, shop.host, 'POST', `${API}/starter`, { token, body });
    const pages = async (ws: string) =>
      db
        .selectFrom('pages')
        .select(['id', 'path', 'draft', 'published', 'published_version'])
        .where('workspace_id', '=', ws)
        .execute();

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      db = t.testDb.db;
    });
    afterAll(() => t.close());

    it('lists the five starters with a picture of each home page', async () => {
      const { shop, token } = await owned();
      const res = await adminCall(app, shop.host, 'GET', `${API}/starters`, { token });
      expect(res.statusCode, res.body).toBe(200);
      const list = dataOf<{
        chosen: string | null;
        ask: boolean;
        starters: { id: string; name: string; description: string; thumbnail: string }[];
      }>(res);
      expect(list.starters.map((s) => s.id)).toEqual([...STARTER_IDS]);
      expect(list.starters.map((s) => s.name)).toEqual([
        'Shop',
        'Events planner',
        'Organisation',
        'Services',
        'Blank',
      ]);
      // A workspace made before starters (as the demo ones) is not asked.
      expect(list).toMatchObject({ chosen: null, ask: false });
      for (const s of list.starters) {
        const pic = await app.inject({ url: s.thumbnail, headers: { host: shop.host } });
        expect(pic.statusCode, s.thumbnail).toBe(200);
        expect(pic.headers['content-type']).toBe('image/webp');
        expect(pic.rawPayload.length).toBeLessThan(40_000);
      }
    });

    for (const id of STARTER_IDS) {
      it(`applies ${id} to a fresh workspace as drafts it alone owns, in well under a second`, async () => {
        const { shop, token } = await owned();
        const before = await pages(shop.id);
        const liveSite = await db
          .selectFrom('sites')
          .select(['published', 'draft'])
          .where('workspace_id', '=', shop.id)
          .executeTakeFirstOrThrow();
        const started = performance.now();
        const res = await apply(shop, token, { starter: id });
        const ms = performance.now() - started;
        expect(res.statusCode, res.body).toBe(200);
        console.info(`starter ${id} applied on ${kind} in ${ms.toFixed(0)} ms`);
        expect(ms).toBeLessThan(1000);
        const applied = dataOf<Applied>(res);
        expect(applied.pagesReplaced).toEqual(['/']);

        // The site and pages are drafts; what visitors see has not changed.
        const site = await db
          .selectFrom('sites')
          .select(['published', 'draft'])
          .where('workspace_id', '=', shop.id)
          .executeTakeFirstOrThrow();
        expect(site.published).toBe(liveSite.published);
        expect(site.draft).not.toBe(liveSite.draft);
        const draft = JSON.parse(site.draft) as {
          header: { id: string; config: Record<string, unknown> };
          footer: { id: string };
        };
        expect(draft.header.config.brand).toBe('name');
        const after = await pages(shop.id);
        const home = after.find((p) => p.path === '/')!;
        expect(home.published).toBe(before.find((p) => p.path === '/')!.published);
        for (const p of after.filter((p) => p.path !== '/')) expect(p.published).toBeNull();
        expect(after.map((p) => p.path).sort()).toEqual(['/', ...applied.pagesAdded].sort());
        // Section ids are unique across the site.
        const ids = [
          draft.header.id,
          draft.footer.id,
          ...after
            .flatMap((p) => (JSON.parse(p.draft) as { sections: { id: string }[] }).sections)
            .map((s) => s.id),
        ];
        expect(new Set(ids).size).toBe(ids.length);

        // Demo content, all of it the workspace's own.
        expect(await rows(db, 'products', shop.id)).toBe(applied.products);
        expect(await rows(db, 'blog_posts', shop.id)).toBe(applied.posts);
        expect(await foreignReferences(db, shop.id)).toBe(0);
        if (id === 'shop') {
          expect(applied.products).toBeGreaterThanOrEqual(8);
          expect(applied.products).toBeLessThanOrEqual(12);
          expect(applied.posts).toBeGreaterThan(0);
          const stock = await db
            .selectFrom('product_variants')
            .select((eb) => eb.fn.sum<number>('stock').as('n'))
            .where('workspace_id', '=', shop.id)
            .executeTakeFirstOrThrow();
          expect(Number(stock.n)).toBeGreaterThan(0);
          // The new workspace's category pages (built in, no publish needed) show them.
          const bedding = await app.inject({ url: '/c/bedding', headers: { host: shop.host } });
          expect(bedding.statusCode).toBe(200);
          expect(bedding.body).toMatch(/Dohar|Cushion|Bedsheet/i);
        }
        if (id === 'organisation') expect(applied.posts).toBeGreaterThan(0);
        if (id === 'blank' || id === 'services') expect(applied.products).toBe(0);
        if (id === 'blank')
          expect(JSON.parse(home.draft) as { sections: unknown[] }).toMatchObject({ sections: [] });

        const ws = await db
          .selectFrom('workspaces')
          .select('settings')
          .where('id', '=', shop.id)
          .executeTakeFirstOrThrow();
        expect(JSON.parse(ws.settings)).toMatchObject({ starter: id });
      });
    }

    it('applies again keeping the published site and pages in history, doubling nothing', async () => {
      const { shop, token } = await owned();
      expect((await apply(shop, token, { starter: 'shop' })).statusCode).toBe(200);
      const home = (await pages(shop.id)).find((p) => p.path === '/')!;
      const publish = (url: string, body: unknown) =>
        adminCall(app, shop.host, 'POST', `${API}/${url}`, { token, body });
      expect((await publish('site/publish', {})).statusCode).toBe(200);
      const published = await publish('page/publish', { id: home.id });
      expect(published.statusCode, published.body).toBe(200);
      const shopHome = (await pages(shop.id)).find((p) => p.path === '/')!;
      const products = await rows(db, 'products', shop.id);
      const posts = await rows(db, 'blog_posts', shop.id);

      const again = await apply(shop, token, { starter: 'shop' });
      expect(again.statusCode).toBe(200);
      expect(dataOf<Applied>(again)).toMatchObject({ products: 0, categories: 0, posts: 0 });
      expect(await rows(db, 'products', shop.id)).toBe(products);
      expect(await rows(db, 'blog_posts', shop.id)).toBe(posts);

      const other = await apply(shop, token, { starter: 'services' });
      expect(other.statusCode).toBe(200);
      // The shop's pages the services starter lacks stay; those it has are replaced as drafts.
      const paths = (await pages(shop.id)).map((p) => p.path);
      expect(paths).toContain('/shipping');
      expect(paths).toContain('/services');
      const history = dataOf<{ version: number; current: boolean }[]>(
        await adminCall(app, shop.host, 'GET', `${API}/site/history`, { token }),
      );
      expect(history.map((v) => v.version)).toEqual([2, 1]);
      expect(history[0]!.current).toBe(true);
      // The shop's home, published, is still live and in the page's history.
      const homeNow = (await pages(shop.id)).find((p) => p.path === '/')!;
      expect(homeNow.published).toBe(shopHome.published);
      expect(homeNow.draft).not.toBe(shopHome.draft);
      const pageHistory = dataOf<{ version: number }[]>(
        await adminCall(app, shop.host, 'GET', `${API}/page/history`, {
          token,
          query: { id: home.id },
        }),
      );
      expect(pageHistory.map((v) => v.version)).toEqual([2, 1]);
      // Published, the services site is version 3; the shop's is one rollback away.
      expect((await publish('site/publish', {})).statusCode).toBe(200);
      const back = await publish('site/rollback', { version: 2 });
      expect(back.statusCode, back.body).toBe(200);
      const live = await db
        .selectFrom('sites')
        .select('published')
        .where('workspace_id', '=', shop.id)
        .executeTakeFirstOrThrow();
      expect(live.published).toContain('home-living');
    });

    it('refuses another workspace’s owner, a missing header, unknown starters and extra fields', async () => {
      const { shop, token } = await owned();
      const { shop: otherShop, token: otherToken } = await owned();
      const stranger = await apply(shop, otherToken, { starter: 'shop' });
      expect(stranger.statusCode).toBeGreaterThanOrEqual(401);
      expect(stranger.statusCode).toBeLessThanOrEqual(403);
      const list = await adminCall(app, shop.host, 'GET', `${API}/starters`, {
        token: otherToken,
      });
      expect([401, 403]).toContain(list.statusCode);
      expect(await rows(db, 'products', shop.id)).toBe(0);
      expect(await rows(db, 'products', otherShop.id)).toBe(0);

      const noHeader = await adminCall(app, shop.host, 'POST', `${API}/starter`, {
        token,
        body: { starter: 'shop' },
        headers: { 'x-app-platform': '' },
      });
      expect(noHeader.statusCode).toBe(403);

      const unknown = await apply(shop, token, { starter: 'florist' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ msg: UNKNOWN_STARTER_MESSAGE('florist') });
      for (const body of [{}, { starter: 'shop', extra: 1 }, { starter: 3 }]) {
        const bad = await apply(shop, token, body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
        expect((bad.json() as { msg: string }).msg).toMatch(/starter/);
      }
      expect(await rows(db, 'products', shop.id)).toBe(0);
    });
  });
}
