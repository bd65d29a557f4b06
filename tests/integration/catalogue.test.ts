// The catalogue on the real server, SQLite and PostgreSQL: the listing route (filters, sorts,
// pages, facets) against a brute-force reference on random catalogues, the product route, the
// builder's search through the catalogue repo, workspaces kept apart, readable refusals that
// change nothing, and the demo seed.
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEventsCatalogue } from '../../fixtures/catalogue/events';
import { buildShopCatalogue } from '../../fixtures/catalogue/shop';
import type { DemoProduct } from '../../fixtures/catalogue/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { DEMO_WORKSPACES } from '../../fixtures/index';
import { seedDemoWorkspaces } from '../../scripts/seed';
import {
  LISTING_SORTS,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  type ListingFilters,
  type ListingItem,
  type ListingSort,
  type ProductDetail,
} from '../../shared/catalogue';
import {
  createCatalogueRepo,
  type CatalogueRepo,
  type CreatedProduct,
  type NewProduct,
} from '../../server/catalogue/repo';
import { LISTING_PATH, PRODUCT_PATH } from '../../server/catalogue/routes';
import { MAX_PRICE } from '../../server/catalogue/rules';
import { createRepo, type Repo } from '../../scripts/site-repo';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL catalogue tests are skipped.');

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const SHOP_CATALOGUE = buildShopCatalogue();
const EVENTS_CATALOGUE = buildEventsCatalogue();
const ITEM_KEYS = [
  '$card_data',
  '_id',
  'basicDetails',
  'brand',
  'inStock',
  'mrp',
  'name',
  'path',
  'price',
  'productVariantId',
  'rating',
  'reviewCount',
];

const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

/** A readable refusal in the shape shared/error-text reads. */
function expectRefusal(res: LightMyRequestResponse, status: number, msg?: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json(res);
  expect(body.status).toBe(status);
  expect(typeof body.msg).toBe('string');
  expect(body.msg.length).toBeGreaterThan(3);
  expect(body.msg).not.toMatch(/Internal server error|\/body|must NOT/);
  expect(Array.isArray(body.errors) && body.errors.length > 0).toBe(true);
  for (const e of body.errors) expect(typeof e.defaultMessage).toBe('string');
  if (msg) expect(body.msg).toMatch(msg);
}

/** The categories a demo product is listed under: its own and their ancestors. */
function closureOf(slugs: string[], parents: Map<string, string | undefined>): Set<string> {
  const out = new Set<string>();
  for (const s of slugs)
    for (let at: string | undefined = s; at && !out.has(at); at = parents.get(at)) out.add(at);
  return out;
}

// ---- the reference: what a listing must answer, computed the slow, obvious way ----

type RefProduct = {
  id: string;
  seq: number;
  name: string;
  price: number;
  mrp: number | null;
  inStock: boolean;
  brand: string | null;
  categories: Set<string>;
  defaultVariantId: string;
};

type RefQuery = { filters: ListingFilters; sort: ListingSort; page: number; size: number };

function defaultVariantOf<T extends { price: number; stock: number }>(variants: T[]): T {
  return variants
    .map((v, i) => ({ v, i }))
    .sort(
      (a, b) =>
        Number(a.v.stock <= 0) - Number(b.v.stock <= 0) || a.v.price - b.v.price || a.i - b.i,
    )[0]!.v;
}

/** Code-point order, as SQLite's BINARY and PostgreSQL's "C" collation compare. */
const byCodePoint = (a: string, b: string) => {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
};

function reference(products: RefProduct[], q: RefQuery) {
  const f = q.filters;
  const hits = products.filter(
    (p) =>
      (!f.category || p.categories.has(f.category)) &&
      (!f.brand || p.brand === f.brand) &&
      (f.minPrice === undefined || p.price >= f.minPrice) &&
      (f.maxPrice === undefined || p.price <= f.maxPrice) &&
      (!f.inStock || p.inStock),
  );
  const order: Record<ListingSort, (a: RefProduct, b: RefProduct) => number> = {
    created: (a, b) => a.seq - b.seq,
    newest: (a, b) => b.seq - a.seq,
    priceLowToHigh: (a, b) => a.price - b.price || a.seq - b.seq,
    priceHighToLow: (a, b) => b.price - a.price || a.seq - b.seq,
    name: (a, b) => byCodePoint(a.name.toLowerCase(), b.name.toLowerCase()) || a.seq - b.seq,
  };
  hits.sort(order[q.sort]);
  return { total: hits.length, page: hits.slice((q.page - 1) * q.size, q.page * q.size) };
}

// ---- random catalogues and queries ----

const NAMES = [
  'Alpha',
  'alpha',
  'Beta',
  'beta mug',
  'Gamma',
  'Zeta',
  'Äpfel',
  'öl lamp',
  'b',
  'B2',
];
const PRICES = [0, 999, 1000, 2500, 2500, 49900, 50000, 899900];

const variantArb = fc.record({
  price: fc.constantFrom(...PRICES),
  mrp: fc.option(fc.constantFrom(...PRICES), { nil: null }),
  stock: fc.integer({ min: 0, max: 2 }),
});
const productArb = fc.record({
  name: fc.constantFrom(...NAMES),
  brand: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
  categories: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 2 }),
  variants: fc.array(variantArb, { minLength: 1, maxLength: 3 }),
});
const catalogueArb = fc.record({
  // Category i's parent is one of the categories before it, or none.
  parents: fc.tuple(
    fc.constant(-1),
    ...[1, 2, 3, 4, 5].map((i) => fc.integer({ min: -1, max: i - 1 })),
  ),
  products: fc.array(productArb, { maxLength: 36 }),
  // Stock changes after creation, through setVariantStock.
  restocks: fc.array(
    fc.record({ product: fc.nat(), variant: fc.nat(), stock: fc.integer({ min: 0, max: 2 }) }),
    { maxLength: 6 },
  ),
});
const slugOr = (slugs: string[]) =>
  fc.option(fc.constantFrom(...slugs, 'no-such-thing'), { nil: undefined });
const queryArb = fc.record({
  filters: fc.record(
    {
      category: slugOr(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']),
      brand: slugOr(['b0', 'b1', 'b2']),
      minPrice: fc.constantFrom(...PRICES, 1, 2499),
      maxPrice: fc.constantFrom(...PRICES, 1, 2501, MAX_PRICE),
      inStock: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
  sort: fc.constantFrom(...LISTING_SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  size: fc.integer({ min: 1, max: 7 }),
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`catalogue API on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let repo: Repo;
    let catalogue: CatalogueRepo;
    let shopId: string;
    let eventsId: string;
    let ip = 0;

    const list = (body: unknown, host = SHOP) =>
      app.inject({
        method: 'POST',
        url: LISTING_PATH,
        headers: { host, 'content-type': 'application/json', 'x-app-platform': 'WEB' },
        payload: JSON.stringify(body),
      });
    const product = (path: string, host = SHOP) =>
      app.inject({ method: 'GET', url: PRODUCT_PATH, query: { path }, headers: { host } });

    async function login(host: string): Promise<string> {
      const owner = DEMO_ACCOUNTS.find(
        (a) => `${a.domain}:3000` === host && a.userType === 'OWNER',
      )!;
      const res = await app.inject({
        method: 'POST',
        url: '/api/public/login',
        headers: { host, 'content-type': 'application/json', 'x-app-platform': 'WEB' },
        payload: JSON.stringify({ email: owner.email, password: DEMO_PASSWORD }),
        remoteAddress: `10.9.0.${++ip}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const line = ([res.headers['set-cookie']].flat() as string[]).find((l) =>
        l.startsWith('sw_session='),
      );
      return line!.split(';')[0]!;
    }

    const search = (cookie: string, model: string, query: Record<string, string>, host = SHOP) =>
      app.inject({
        method: 'GET',
        url: `/api/io/crm/search/model/${model}`,
        query,
        headers: { host, cookie, 'x-app-platform': 'WEB' },
      });

    /** Every catalogue row, to prove a refusal changed nothing. */
    async function snapshot(): Promise<string> {
      const db = t.testDb.db;
      const [products, variants, listing, categories, brands] = await Promise.all([
        db.selectFrom('products').selectAll().orderBy('id').execute(),
        db.selectFrom('product_variants').selectAll().orderBy('id').execute(),
        db
          .selectFrom('product_listing')
          .selectAll()
          .orderBy('category_id')
          .orderBy('product_id')
          .execute(),
        db.selectFrom('categories').selectAll().orderBy('id').execute(),
        db.selectFrom('brands').selectAll().orderBy('id').execute(),
      ]);
      return JSON.stringify({ products, variants, listing, categories, brands });
    }

    const shopParents = new Map(SHOP_CATALOGUE.categories.map((c) => [c.slug, c.parentSlug]));
    const shopIn = (slug: string) =>
      SHOP_CATALOGUE.products.filter((p) => closureOf(p.categorySlugs, shopParents).has(slug));

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      repo = createRepo(t.testDb.db);
      catalogue = createCatalogueRepo(t.testDb.db);
      shopId = (await repo.workspaceBySlug('shop'))!.id;
      eventsId = (await repo.workspaceBySlug('events'))!.id;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists the demo shop: the whole catalogue, a category with everything under it, facets', async () => {
      const all = await list({});
      expect(all.statusCode, all.body).toBe(200);
      const body = json(all);
      expect(body).toMatchObject({ total: SHOP_CATALOGUE.products.length, page: 1, size: 10 });
      expect(body.facets).toBeUndefined();
      // SPEC §9's default: sort created, 10 a page. The seed creates products in fixture order.
      expect(body.data.map((i: ListingItem) => i.path)).toEqual(
        SHOP_CATALOGUE.products.slice(0, 10).map((p) => p.path),
      );
      const first = body.data[0] as ListingItem;
      const demo = SHOP_CATALOGUE.products[0]!;
      expect(Object.keys(first).sort()).toEqual(ITEM_KEYS);
      expect(first).toMatchObject({
        name: demo.name,
        path: demo.path,
        basicDetails: { media: demo.media },
        brand: SHOP_CATALOGUE.brands.find((b) => b.slug === demo.brandSlug)!.name,
        $card_data: {
          category: [
            {
              title: SHOP_CATALOGUE.categories.find((c) => c.slug === demo.categorySlugs[0])!.title,
              path: demo.categorySlugs[0],
            },
          ],
        },
        reviewCount: demo.reviewCount,
      });

      for (const slug of ['home-living', 'apparel', 'kurtas', 'women', 'sale', 'new-arrivals']) {
        const res = json(
          await list({ filter: { category: slug }, page: { number: 1, size: 100 } }),
        );
        const expected = shopIn(slug);
        expect(res.total, slug).toBe(expected.length);
        expect(new Set(res.data.map((i: ListingItem) => i.path))).toEqual(
          new Set(expected.slice(0, 100).map((p) => p.path)),
        );
      }

      const top = json(await list({ facets: true, page: { number: 1, size: 1 } }));
      expect(top.facets.categories.map((c: { slug: string }) => c.slug)).toEqual([
        'home-living',
        'apparel',
        'accessories',
        'sale',
        'new-arrivals',
      ]);
      expect(top.facets.brands).toHaveLength(SHOP_CATALOGUE.brands.length);
      const apparel = json(await list({ facets: true, filter: { category: 'apparel' } }));
      expect(apparel.facets.categories).toEqual([
        { slug: 'women', title: 'Women' },
        { slug: 'men', title: 'Men' },
        { slug: 'kurtas', title: 'Handloom kurtas' },
      ]);
      const apparelBrands = new Set(shopIn('apparel').map((p) => p.brandSlug));
      expect(new Set(apparel.facets.brands.map((b: { slug: string }) => b.slug))).toEqual(
        apparelBrands,
      );
    });

    it('shows the edge cases of the demo data as they are', async () => {
      const body = json(await list({ page: { number: 1, size: 100 } }));
      const second = json(await list({ page: { number: 2, size: 100 } }));
      const third = json(await list({ page: { number: 3, size: 100 } }));
      const items = [...body.data, ...second.data, ...third.data] as ListingItem[];
      expect(items).toHaveLength(SHOP_CATALOGUE.products.length);
      expect(items.filter((i) => !i.inStock).length).toBeGreaterThanOrEqual(5);
      expect(items.filter((i) => i.mrp === null).length).toBeGreaterThanOrEqual(5);
      expect(items.filter((i) => i.mrp !== null && i.price > i.mrp).length).toBeGreaterThan(2);
      for (const i of items) {
        const demo = SHOP_CATALOGUE.products.find((p) => p.path === i.path)!;
        const chosen = defaultVariantOf(demo.variants);
        expect(i.price, i.path).toBe(chosen.price);
        expect(i.mrp, i.path).toBe(chosen.mrp);
        expect(i.inStock, i.path).toBe(demo.variants.some((v) => v.stock > 0));
        expect(i.rating).toBe(
          demo.reviewCount ? Math.round((demo.ratingTotal / demo.reviewCount) * 10) / 10 : 0,
        );
      }
    });

    it('answers a product by its path, however the link wrote it', async () => {
      const demo = SHOP_CATALOGUE.products.find(
        (p) =>
          p.categorySlugs[0] === 'kurtas' && !p.options && p.variants.some((v) => v.stock === 0),
      )!;
      for (const path of [demo.path, `/p/${demo.path}`, `p/${demo.path}/`, `/${demo.path}/`]) {
        const res = await product(path);
        expect(res.statusCode, res.body).toBe(200);
        expect((json(res).data as ProductDetail).path).toBe(demo.path);
      }
      const detail = json(await product(demo.path)).data as ProductDetail;
      expect(detail.variants.map((v) => v.title)).toEqual(['S', 'M', 'L', 'XL']);
      expect(detail.variants.map((v) => v.stock)).toEqual(demo.variants.map((v) => v.stock));
      expect(detail.variants[0]!.options).toEqual({ Size: 'S' });
      const chosen = demo.variants.indexOf(defaultVariantOf(demo.variants));
      expect(detail.defaultVariantId).toBe(detail.variants[chosen]!._id);
      expect(detail.breadcrumbs).toEqual([
        { title: 'Apparel', path: 'apparel' },
        { title: 'Handloom kurtas', path: 'kurtas' },
      ]);
      expect(detail.descriptionHtml).toMatch(/^<p>.+<\/p>\n<ul>\n<li><strong>Material:<\/strong>/);
      expect(detail).not.toHaveProperty('productVariantId');

      const missing = await product('no-such-product');
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toEqual({
        status: 404,
        msg: 'Product not found',
        errors: [{ defaultMessage: 'Product not found' }],
      });
      expectRefusal(await app.inject({ url: PRODUCT_PATH, headers: { host: SHOP } }), 400, /path/);
      expectRefusal(
        await app.inject({ url: `${PRODUCT_PATH}?path=x&extra=1`, headers: { host: SHOP } }),
        400,
        /extra/,
      );
    });

    it('sanitizes the description it renders from markdown', async () => {
      const made = await catalogue.createProduct(eventsId, {
        path: 'sanitize-check',
        name: 'Sanitize check',
        categorySlugs: ['packages'],
        description:
          '**Bold** <img src=x onerror="alert(1)"> <script>alert(2)</script> [a](javascript:alert(3))',
        media: [],
        variants: [{ price: 100, mrp: null, stock: 1 }],
      });
      const detail = json(await product('sanitize-check', EVENTS)).data as ProductDetail;
      expect(detail.descriptionHtml).toContain('<strong>Bold</strong>');
      expect(detail.descriptionHtml).not.toMatch(/onerror|<script|javascript:/);
      await t.testDb.db.deleteFrom('products').where('id', '=', made.id).execute();
    });

    it('gives an empty answer for an unknown category or brand, not an error', async () => {
      for (const filter of [
        { category: 'no-such-category' },
        { brand: 'no-such-brand' },
        { category: 'apparel', brand: 'no-such-brand' },
        { minPrice: 500, maxPrice: 400 },
      ]) {
        const res = await list({ filter, facets: true });
        expect(res.statusCode, res.body).toBe(200);
        expect(json(res)).toMatchObject({ data: [], total: 0, page: 1, size: 10 });
      }
      expect(json(await list({ filter: { category: 'nope' }, facets: true })).facets).toEqual({
        categories: [],
        brands: [],
      });
      // A page past the end is empty but still counts the listing.
      const far = json(await list({ page: { number: MAX_PAGE_NUMBER, size: MAX_PAGE_SIZE } }));
      expect(far).toMatchObject({ data: [], total: SHOP_CATALOGUE.products.length });
    });

    it('agrees with a brute-force reference on random catalogues and queries', async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          catalogueArb,
          fc.array(queryArb, { minLength: 30, maxLength: 30 }),
          async (cat, queries) => {
            const ws = await repo.createWorkspace(
              {
                slug: `prop-${kind}-${++n}`,
                domain: `prop-${n}.${kind}.test`,
                name: 'Property',
                settings: {},
              },
              DEMO_WORKSPACES[0]!.site,
            );
            for (let i = 0; i < 6; i++)
              await catalogue.createCategory(ws.id, {
                slug: `c${i}`,
                title: `Category ${i}`,
                ...(cat.parents[i]! >= 0 ? { parentSlug: `c${cat.parents[i]}` } : {}),
              });
            for (let i = 0; i < 3; i++)
              await catalogue.createBrand(ws.id, { slug: `b${i}`, name: `Brand ${i}` });
            const inputs: NewProduct[] = cat.products.map((p, i) => ({
              path: `p${i}`,
              name: p.name,
              ...(p.brand !== undefined ? { brandSlug: `b${p.brand}` } : {}),
              categorySlugs: p.categories.map((c) => `c${c}`),
              description: '',
              media: [],
              variants: p.variants.map((v) => ({ ...v })),
            }));
            // Half one by one, the rest in one bulk write: both must make the same rows.
            const half = Math.floor(inputs.length / 2);
            const made: CreatedProduct[] = [];
            for (const input of inputs.slice(0, half))
              made.push(await catalogue.createProduct(ws.id, input));
            made.push(...(await catalogue.createProducts(ws.id, inputs.slice(half))));
            for (const r of cat.restocks) {
              if (made.length === 0) break;
              const pi = r.product % made.length;
              const vi = r.variant % made[pi]!.variantIds.length;
              expect(
                await catalogue.setVariantStock(ws.id, made[pi]!.variantIds[vi]!, r.stock),
              ).toBe(true);
              inputs[pi]!.variants[vi]!.stock = r.stock;
            }
            const parents = new Map(
              cat.parents.map((p, i) => [`c${i}`, p >= 0 ? `c${p}` : undefined]),
            );
            const products: RefProduct[] = inputs.map((input, i) => {
              const chosen = defaultVariantOf(input.variants);
              return {
                id: made[i]!.id,
                seq: i + 1,
                name: input.name,
                price: chosen.price,
                mrp: chosen.mrp,
                inStock: input.variants.some((v) => v.stock > 0),
                brand: input.brandSlug ?? null,
                categories: closureOf(input.categorySlugs, parents),
                defaultVariantId: made[i]!.variantIds[input.variants.indexOf(chosen)]!,
              };
            });
            for (const q of queries) {
              const res = await list(
                { filter: q.filters, sort: q.sort, page: { number: q.page, size: q.size } },
                ws.domain,
              );
              expect(res.statusCode, res.body).toBe(200);
              const got = json(res);
              const want = reference(products, q);
              const label = JSON.stringify(q);
              expect(got.total, label).toBe(want.total);
              expect(
                got.data.map((i: ListingItem) => i._id),
                label,
              ).toEqual(want.page.map((p) => p.id));
              got.data.forEach((item: ListingItem, k: number) => {
                const p = want.page[k]!;
                expect(item, label).toMatchObject({
                  price: p.price,
                  mrp: p.mrp,
                  inStock: p.inStock,
                  productVariantId: p.defaultVariantId,
                  brand: p.brand ? `Brand ${p.brand.slice(1)}` : '',
                });
              });
            }
          },
        ),
        { numRuns: 5, seed: 20261124 },
      );
    });

    it('makes the same rows one product at a time as in one bulk write', async () => {
      const inputs = SHOP_CATALOGUE.products.slice(0, 24).map(({ art: _art, ...p }) => p);
      const rowsOf = async (mode: 'single' | 'bulk') => {
        const ws = await repo.createWorkspace(
          { slug: `rows-${kind}-${mode}`, domain: `rows-${mode}.test`, name: 'Rows', settings: {} },
          DEMO_WORKSPACES[0]!.site,
        );
        for (const c of SHOP_CATALOGUE.categories) await catalogue.createCategory(ws.id, c);
        for (const b of SHOP_CATALOGUE.brands) await catalogue.createBrand(ws.id, b);
        if (mode === 'bulk') await catalogue.createProducts(ws.id, inputs);
        else for (const input of inputs) await catalogue.createProduct(ws.id, input);
        const db = t.testDb.db;
        const [cats, brands, products, variants, listing] = await Promise.all([
          db
            .selectFrom('categories')
            .select(['id', 'slug'])
            .where('workspace_id', '=', ws.id)
            .execute(),
          db
            .selectFrom('brands')
            .select(['id', 'slug'])
            .where('workspace_id', '=', ws.id)
            .execute(),
          db
            .selectFrom('products')
            .selectAll()
            .where('workspace_id', '=', ws.id)
            .orderBy('seq')
            .execute(),
          db.selectFrom('product_variants').selectAll().where('workspace_id', '=', ws.id).execute(),
          db.selectFrom('product_listing').selectAll().where('workspace_id', '=', ws.id).execute(),
        ]);
        // Ids and times differ by nature; everything else, by name, must not.
        const name = new Map<string | null, string | null>([
          [null, null],
          ['', ''],
        ]);
        for (const r of [...cats, ...brands]) name.set(r.id, r.slug);
        for (const p of products) name.set(p.id, p.path);
        for (const v of variants) name.set(v.id, `${name.get(v.product_id)}#${v.position}`);
        const named = (rows: Record<string, unknown>[]) =>
          rows
            .map((r) =>
              JSON.stringify(
                Object.fromEntries(
                  Object.entries(r)
                    .filter(([k]) => !['workspace_id', 'created_at', 'updated_at'].includes(k))
                    .map(([k, v]) => [
                      k,
                      k === 'id' || k.endsWith('_id') ? name.get(v as string) : v,
                    ]),
                ),
              ),
            )
            .sort();
        return { products: named(products), variants: named(variants), listing: named(listing) };
      };
      const single = await rowsOf('single');
      const bulk = await rowsOf('bulk');
      expect(bulk).toEqual(single);
      expect(single.listing.length).toBeGreaterThan(inputs.length * 2);
    });

    it("keeps each workspace's catalogue to itself", async () => {
      const events = json(await list({ page: { number: 1, size: 100 } }, EVENTS));
      expect(events.total).toBe(EVENTS_CATALOGUE.products.length);
      expect(new Set(events.data.map((i: ListingItem) => i.path))).toEqual(
        new Set(EVENTS_CATALOGUE.products.map((p) => p.path)),
      );
      // A shop category or product named on the events host finds nothing.
      expect(json(await list({ filter: { category: 'apparel' } }, EVENTS)).total).toBe(0);
      expect(json(await list({ filter: { brand: 'ek-taara' } }, EVENTS)).total).toBe(0);
      const shopProduct = SHOP_CATALOGUE.products[0]!.path;
      expect((await product(shopProduct, EVENTS)).statusCode).toBe(404);
      expect((await product(EVENTS_CATALOGUE.products[0]!.path, SHOP)).statusCode).toBe(404);
      expect(json(await list({ facets: true }, EVENTS)).facets).toEqual({
        categories: [{ slug: 'packages', title: 'Packages' }],
        brands: [{ slug: 'marigold-events', name: 'Marigold Events' }],
      });
      // The builder's search, signed in on each host.
      const eventsOwner = await login(EVENTS);
      const name = SHOP_CATALOGUE.products[0]!.name;
      expect(json(await search(eventsOwner, 'products', { query: name }, EVENTS)).data).toEqual([]);
      expect(
        json(await search(eventsOwner, 'categories', { query: 'apparel' }, EVENTS)).data,
      ).toEqual([]);
      const pkg = json(await search(eventsOwner, 'products', { query: 'wedding' }, EVENTS));
      expect(pkg.data.map((i: { path: string }) => i.path).sort()).toEqual([
        'grand-wedding-package',
        'intimate-wedding-package',
      ]);
      expect(await catalogue.search(eventsId, 'brands', { query: 'ek', limit: 20 })).toEqual([]);
      // An unknown host has no catalogue at all.
      expectRefusal(await list({}, 'nowhere.test'), 404, /No site/);
      expectRefusal(await product('x', 'nowhere.test'), 404, /No site/);
    });

    it('searches products, categories and brands for the builder', async () => {
      const owner = await login(SHOP);
      const kurtas = json(await search(owner, 'products', { query: 'KURTA' })).data as {
        id: string;
        title: string;
        path: string;
      }[];
      const expected = SHOP_CATALOGUE.products.filter((p) => /kurta/i.test(p.name));
      expect(kurtas.length).toBe(Math.min(20, expected.length));
      for (const item of kurtas) {
        expect(item.title).toMatch(/kurta/i);
        expect(expected.some((p) => p.path === item.path && p.name === item.title)).toBe(true);
      }
      // Within a category (by slug), and a literal % matches nothing.
      const inBags = json(await search(owner, 'products', { query: '', category: 'bags' })).data;
      expect(inBags.length).toBe(Math.min(20, shopIn('bags').length));
      expect(json(await search(owner, 'products', { query: '100%' })).data).toEqual([]);
      expect(json(await search(owner, 'categories', { query: 'bed' })).data).toEqual([
        expect.objectContaining({ title: 'Bedding & linen', path: 'bedding' }),
      ]);
      expect(
        json(await search(owner, 'brands', { query: 'loom house' })).data.map(
          (b: { path: string }) => b.path,
        ),
      ).toEqual(['chanderi-loom-house']);
      // Blog categories are the blog's (the shop's Journal has three).
      expect(
        json(await search(owner, 'blog-categories', { query: 'care' })).data.map(
          (c: { path: string }) => c.path,
        ),
      ).toEqual(['care']);
      const cats = json(
        await app.inject({
          url: '/api/io/crm/admin/product/category/search',
          query: { query: 'Scarves' },
          headers: { host: SHOP, cookie: owner },
        }),
      ).data;
      expect(cats).toEqual([
        expect.objectContaining({ title: 'Scarves & stoles', path: 'scarves' }),
      ]);
    });

    it('refuses bad listing bodies readably and changes nothing', async () => {
      const before = await snapshot();
      const bad: [unknown, RegExp][] = [
        [{ sort: 5 }, /sort must be/],
        [{ sort: 'cheapest' }, /sort must be one of created, newest/],
        [{ page: { number: '2', size: 10 } }, /page\.number must be a whole number/],
        [{ page: { number: 1.5, size: 10 } }, /page\.number must be a whole number/],
        [{ page: { number: 0, size: 10 } }, /page\.number must be at least 1/],
        [{ page: { number: -3, size: 10 } }, /page\.number must be at least 1/],
        [{ page: { number: MAX_PAGE_NUMBER + 1, size: 10 } }, /page\.number must be at most/],
        [{ page: { number: 1e20, size: 10 } }, /page\.number must be at most/],
        [{ page: { number: 1, size: 0 } }, /page\.size must be at least 1/],
        [{ page: { number: 1, size: MAX_PAGE_SIZE + 1 } }, /page\.size must be at most 100/],
        [{ page: { number: 1 } }, /page\.size is required/],
        [{ page: 3 }, /page must be of type object/],
        [{ filter: { inStock: 'yes' } }, /filter\.inStock must be of type boolean/],
        [{ filter: { minPrice: -1 } }, /filter\.minPrice must be at least 0/],
        [{ filter: { maxPrice: MAX_PRICE + 1 } }, /filter\.maxPrice must be at most/],
        [{ filter: { minPrice: '100' } }, /filter\.minPrice must be a whole number/],
        [
          { filter: { category: 'x'.repeat(101) } },
          /filter\.category must be at most 100 characters/,
        ],
        [{ filter: [] }, /filter must be of type object/],
        [{ filter: { colour: 'red' } }, /filter has no field "colour"/],
        [{ page: { number: 1, size: 10, offset: 5 } }, /page has no field "offset"/],
        [{ limit: 1000 }, /The body has no field "limit"/],
        [{ facets: 'yes' }, /facets must be of type boolean/],
        [[], /The body must be of type object/],
        ['x', /The body must be of type object/],
      ];
      for (const [body, msg] of bad) expectRefusal(await list(body), 400, msg);
      // Every problem is named, one error each.
      const two = json(await list({ sort: 'x', extra: 1 }));
      expect(two.errors).toHaveLength(2);
      // Not JSON at all.
      for (const [payload, type, status] of [
        ['{"page":', 'application/json', 400],
        ['page=1', 'text/plain', 415],
        ['page=1', 'application/x-www-form-urlencoded', 415],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: LISTING_PATH,
          headers: { host: SHOP, 'content-type': type },
          payload,
        });
        expectRefusal(res, status);
      }
      expect(await snapshot()).toBe(before);
    });

    it('keeps the stock flag and the default variant right when stock changes', async () => {
      const demo = SHOP_CATALOGUE.products.find(
        (p) => p.variants.length === 4 && p.variants.filter((v) => v.stock > 0).length >= 2,
      )!;
      const before = json(await product(demo.path)).data as ProductDetail;
      const inStockOnly = async (): Promise<number> =>
        json(await list({ filter: { inStock: true }, page: { number: 1, size: 1 } })).total;
      const total = await inStockOnly();
      for (const v of before.variants) await catalogue.setVariantStock(shopId, v._id, 0);
      const out = json(await product(demo.path)).data as ProductDetail;
      expect(out.variants.every((v) => v.stock === 0)).toBe(true);
      expect(await inStockOnly()).toBe(total - 1);
      const card = (await catalogue.listingItems(shopId, [out._id]))[0]!;
      expect(card.inStock).toBe(false);
      // Nothing in stock: the cheapest, first by position.
      expect(card.productVariantId).toBe(defaultVariantOf(out.variants)._id);
      for (const v of before.variants) await catalogue.setVariantStock(shopId, v._id, v.stock);
      expect(json(await product(demo.path)).data).toEqual(before);
      expect(await inStockOnly()).toBe(total);
      expect(await catalogue.setVariantStock(eventsId, before.variants[0]!._id, 3)).toBe(false);
      await expect(catalogue.setVariantStock(shopId, before.variants[0]!._id, -1)).rejects.toThrow(
        /Stock/,
      );
    });

    it('gives the pages their category and sitemap', async () => {
      expect(await catalogue.categoryBySlug(shopId, 'kurtas')).toMatchObject({
        slug: 'kurtas',
        title: 'Handloom kurtas',
        path: 'apparel/kurtas',
        parentSlug: 'apparel',
        breadcrumbs: [
          { title: 'Apparel', path: 'apparel' },
          { title: 'Handloom kurtas', path: 'kurtas' },
        ],
      });
      expect(await catalogue.categoryBySlug(shopId, 'no-such')).toBeNull();
      expect(await catalogue.categoryBySlug(eventsId, 'kurtas')).toBeNull();
      const map = await catalogue.sitemap(shopId);
      expect(map.products.map((p) => p.path)).toEqual(SHOP_CATALOGUE.products.map((p) => p.path));
      expect(map.categories).toHaveLength(SHOP_CATALOGUE.categories.length);
    });

    it('re-seeds a forced demo catalogue without doubling it', async () => {
      await seedDemoWorkspaces(repo, { force: true, catalogue });
      expect(json(await list({})).total).toBe(SHOP_CATALOGUE.products.length);
      expect(json(await list({}, EVENTS)).total).toBe(EVENTS_CATALOGUE.products.length);
      const rows = await t.testDb.db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('workspace_id', '=', shopId)
        .executeTakeFirst();
      expect(Number(rows?.n)).toBe(SHOP_CATALOGUE.categories.length);
      // Refused writes leave nothing behind.
      const before = await snapshot();
      const broken: DemoProduct['variants'] = [];
      await expect(
        catalogue.createProducts(shopId, [
          {
            path: 'fine',
            name: 'Fine',
            categorySlugs: ['bags'],
            description: '',
            media: [],
            variants: [{ price: 1, mrp: null, stock: 1 }],
          },
          {
            path: 'broken',
            name: 'Broken',
            categorySlugs: ['bags'],
            description: '',
            media: [],
            variants: broken,
          },
        ]),
      ).rejects.toThrow(/needs a variant/);
      await expect(
        catalogue.createProduct(shopId, {
          path: 'nowhere',
          name: 'Nowhere',
          categorySlugs: ['no-such-category'],
          description: '',
          media: [],
          variants: [{ price: 1, mrp: null, stock: 1 }],
        }),
      ).rejects.toThrow(/no category/);
      expect(await snapshot()).toBe(before);
    });
  });
}
