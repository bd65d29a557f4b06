// Product search on the real server, SQLite and PostgreSQL (issue 33, docs/search.md): words
// in any order, prefixes, typos within budget, the ranking by field, facets with counts, the
// index kept in step with the owner's edits, deletes, renames and CSV import, another
// workspace's products never found, and readable refusals. A fast-check property: every product
// whose name holds the query's words is found.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOwnerOf } from '../../fixtures/demo-accounts';
import { ADMIN_CATALOGUE_PATHS as PATHS, type ProductForm } from '../../shared/admin-catalogue';
import {
  PREDICTIVE_PATH,
  SEARCH_PATH,
  type PredictiveAnswer,
  type SearchAnswer,
} from '../../shared/search';
import { MAX_COMPLETIONS } from '../../server/search/terms';
import { createTestApp, type TestApp } from '../support/app';
import {
  createTestBrand,
  createTestCategory,
  createTestProduct,
  setTestStock,
  workspaceIdOf,
} from '../support/catalogue-builders';
import { insertWorkspaces, postgresReachable } from '../support/db';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL search tests are skipped.');

const SHOP = 'shop.localhost';
const EVENTS = 'events.localhost';
const TARGET = 'Indigo Brass Jhumka Earrings';

let ipCounter = 0;
const freshIp = () => `10.33.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe.each([
  ['sqlite', true],
  ['postgres', pgUp],
] as const)('search on %s', (kind, available) => {
  let t: TestApp;
  let app: FastifyInstance;
  let shopId: string;
  let owner: string;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    app = t.app;
    shopId = await workspaceIdOf(t.testDb.db, SHOP);
    const login = await call('POST', '/api/public/login', {
      body: { email: demoOwnerOf(SHOP).email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    owner = (login.json() as { data: { token: string } }).data.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  function call(
    method: 'GET' | 'POST',
    url: string,
    c: { host?: string; body?: unknown; query?: Record<string, string>; token?: string } = {},
  ) {
    const headers: Record<string, string> = { host: c.host ?? SHOP, 'x-app-platform': 'WEB' };
    if (c.token) headers.authorization = `Basic ${c.token}`;
    if (c.body !== undefined) headers['content-type'] = 'application/json';
    return app.inject({
      method,
      url,
      headers,
      query: c.query,
      payload: c.body === undefined ? undefined : JSON.stringify(c.body),
      remoteAddress: freshIp(),
    });
  }

  async function search(body: Record<string, unknown>, host = SHOP): Promise<SearchAnswer> {
    const res = await call('POST', SEARCH_PATH, { host, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchAnswer;
  }

  const names = async (q: string, extra: Record<string, unknown> = {}, host = SHOP) =>
    (await search({ q, page: { number: 1, size: 100 }, ...extra }, host)).data.map((i) => i.name);

  function expectRefusal(res: LightMyRequestResponse, status: number, msg: RegExp) {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as { status: number; msg: string; errors: unknown[] };
    expect(body.status).toBe(status);
    expect(body.msg).toMatch(msg);
    expect(body.msg).not.toMatch(/Internal server error|must NOT|\/body/);
    expect(body.errors.length).toBeGreaterThan(0);
  }

  it.runIf(available)('finds words in any order, by prefix and with typos in budget', async () => {
    for (const q of [
      'indigo brass jhumka earrings',
      'earrings jhumka brass indigo',
      'jhum indigo brass',
      'jhumkha indigo brass',
      'earings brass indigo',
      'Indigo  BRASS, jhumka!',
    ])
      expect(await names(q), q).toContain(TARGET);
    expect(await names('jhumkha')).toContain(TARGET);
    expect(await names('earings')).toContain(TARGET);
    // Beyond budget: 2 edits in a 6-letter word; 8 letters may be 2 edits off.
    expect(await names('jhunkxa indigo')).toEqual([]);
    expect(await names('jhumkhaa indigo')).toContain(TARGET);
    // 'brss': 4 letters, one edit: found; 'brsx' is two away.
    expect(await names('brss indigo jhumka')).toContain(TARGET);
    expect(await names('brsx indigo jhumka')).toEqual([]);
  });

  it.runIf(available)(
    'ranks the name over the category, the brand over the description',
    async () => {
      const word = `zq${randomUUID()
        .slice(0, 6)
        .replace(/[^a-z]/g, 'x')}`;
      const db = t.testDb.db;
      const cat = await createTestCategory(db, shopId, `Cat ${word}`);
      const brand = await createTestBrand(db, shopId, `Brand ${word}`);
      const inName = await createTestProduct(db, shopId, { name: `Lamp ${word}` });
      const inCat = await createTestProduct(db, shopId, { name: 'Lamp one', categoryId: cat.id });
      const inBrand = await createTestProduct(db, shopId, { name: 'Lamp two', brandId: brand.id });
      const inText = await createTestProduct(db, shopId, { name: 'Lamp three' });
      await db
        .updateTable('products')
        .set({ description: `A lamp, ${word} inside.` })
        .where('id', '=', inText.id)
        .execute();
      const found = await search({ q: word });
      expect(found.data.map((i) => i._id)).toEqual([inName.id, inCat.id, inBrand.id, inText.id]);
      expect(found.total).toBe(4);
    },
  );

  const uniqueWord = (start: string) =>
    `${start}${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'k')}`;

  it.runIf(available)(
    'ranks two words in the name, then across name and category, brand, description',
    async () => {
      const a = uniqueWord('zk');
      const b = uniqueWord('zp');
      const db = t.testDb.db;
      const cat = await createTestCategory(db, shopId, `Shelf ${b}`);
      const brand = await createTestBrand(db, shopId, `Maker ${b}`);
      const inText = await createTestProduct(db, shopId, { name: `Bowl ${a}` });
      await db
        .updateTable('products')
        .set({ description: `A bowl, ${b} made.` })
        .where('id', '=', inText.id)
        .execute();
      const inBrand = await createTestProduct(db, shopId, { name: `Pot ${a}`, brandId: brand.id });
      const inCat = await createTestProduct(db, shopId, { name: `Jar ${a}`, categoryId: cat.id });
      const inName = await createTestProduct(db, shopId, { name: `Jug ${b} ${a}` });
      // Only the first word: not a match.
      await createTestProduct(db, shopId, { name: `Cup ${a}` });
      const order = [inName.id, inCat.id, inBrand.id, inText.id];
      // Whole words, prefixes, either order.
      for (const q of [`${a} ${b}`, `${b.slice(0, 5)} ${a.slice(0, 4)}`]) {
        const found = await search({ q });
        expect(
          found.data.map((i) => i._id),
          q,
        ).toEqual(order);
        expect(found.total, q).toBe(4);
        const box = await call('GET', PREDICTIVE_PATH, { query: { q } });
        expect(
          (box.json() as PredictiveAnswer).products.map((p) => p._id),
          q,
        ).toEqual(order);
      }
    },
  );

  it.runIf(available)(
    'finds a word that starts more indexed terms than are matched term by term',
    async () => {
      const stem = uniqueWord('zm');
      const other = uniqueWord('zo');
      const db = t.testDb.db;
      const made: string[] = [];
      // Each name a term of its own starting with the stem: more than MAX_COMPLETIONS.
      for (let i = 0; i < MAX_COMPLETIONS + 6; i++) {
        const suffix = String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));
        made.push((await createTestProduct(db, shopId, { name: `${stem}${suffix} ${other}` })).id);
      }
      await createTestProduct(db, shopId, { name: `${stem}zz` });
      for (const q of [`${stem} ${other}`, `${other} ${stem}`, `${stem}a ${other}`]) {
        const found = await search({ q, page: { number: 1, size: 100 } });
        const expected = q.includes(`${stem}a`) ? made.slice(0, 26) : made;
        expect(found.total, q).toBe(expected.length);
        expect(found.data.map((i) => i._id).sort(), q).toEqual([...expected].sort());
      }
    },
  );

  it.runIf(available)(
    'filters, sorts and pages like a listing, with counts per choice',
    async () => {
      const all = await search({ q: 'earrings', facets: true, page: { number: 1, size: 100 } });
      expect(all.total).toBeGreaterThan(3);
      const f = all.facets!;
      expect(f.brands.length).toBeGreaterThan(0);
      expect(f.prices.reduce((n, r) => n + r.count, 0)).toBe(all.total);
      // A brand's count is what choosing it lists.
      for (const b of f.brands) {
        const chosen = await search({ q: 'earrings', filter: { brand: b.slug } });
        expect(chosen.total, b.slug).toBe(b.count);
      }
      for (const c of f.categories) {
        const chosen = await search({ q: 'earrings', filter: { category: c.slug } });
        expect(chosen.total, c.slug).toBe(c.count);
      }
      const inStock = await search({ q: 'earrings', filter: { inStock: true } });
      expect(inStock.total).toBe(f.inStock);
      const range = f.prices.find((r) => r.count > 0)!;
      const priced = await search({
        q: 'earrings',
        filter: { minPrice: range.min, ...(range.max ? { maxPrice: range.max - 1 } : {}) },
      });
      expect(priced.total).toBe(range.count);
      const low = await search({
        q: 'earrings',
        sort: 'priceLowToHigh',
        page: { number: 1, size: 100 },
      });
      const prices = low.data.map((i) => i.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const page2 = await search({ q: 'earrings', page: { number: 2, size: 2 } });
      expect(page2.data.map((i) => i._id)).toEqual(all.data.slice(2, 4).map((i) => i._id));
      expect(page2.total).toBe(all.total);
    },
  );

  it.runIf(available)('answers nothing found with suggestions', async () => {
    const none = await search({ q: 'jhumkaaaa zzz' });
    expect(none.total).toBe(0);
    expect(none.suggestions.length).toBeGreaterThan(0);
    const typo = await search({ q: 'earrinxs' });
    expect(typo.total).toBeGreaterThan(0);
  });

  it.runIf(available)('keeps the index in step with edits, deletes, renames and CSV', async () => {
    const word = `qv${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'y')}`;
    const form = (f: Partial<ProductForm>): ProductForm => ({
      name: `Vase ${word}`,
      path: '',
      status: 'active',
      category: '',
      categories: [],
      brand: '',
      description: '',
      media: [],
      variants: [{ title: '', sku: '', price: 150_000, mrp: null, stock: 4 }],
      seo: { title: '', description: '' },
      ...f,
    });
    const saved = await call('POST', PATHS.saveProduct, { token: owner, body: form({}) });
    expect(saved.statusCode, saved.body).toBe(201);
    const made = (saved.json() as { data: { _id: string; updated: string } }).data;
    expect(await names(word)).toEqual([`Vase ${word}`]);

    const edit = await call('POST', PATHS.saveProduct, {
      token: owner,
      body: form({ id: made._id, baseUpdatedAt: made.updated, name: 'Jug renamed' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await names(word)).toEqual([]);
    expect(await names('jug renamed')).toContain('Jug renamed');

    // Unpublished: not found; published again: found.
    const got = (
      (await call('GET', PATHS.product, { token: owner, query: { id: made._id } })).json() as {
        data: { updated: string };
      }
    ).data;
    const draft = await call('POST', PATHS.saveProduct, {
      token: owner,
      body: form({
        id: made._id,
        baseUpdatedAt: got.updated,
        name: 'Jug renamed',
        status: 'draft',
      }),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await names('jug renamed')).not.toContain('Jug renamed');

    const removed = await call('POST', PATHS.deleteProduct, {
      token: owner,
      body: { id: made._id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names('jug renamed')).not.toContain('Jug renamed');

    // A category's new title finds its products.
    const db = t.testDb.db;
    const cat = await createTestCategory(db, shopId, 'Plain shelf');
    const oak = await createTestProduct(db, shopId, { name: 'Oak board', categoryId: cat.id });
    expect(await names(`oak ${word}`)).toEqual([]);
    const renamed = await call('POST', PATHS.saveCategory, {
      token: owner,
      body: {
        id: cat.id,
        title: `Shelf ${word}`,
        slug: cat.slug,
        parentId: null,
        description: '',
        image: null,
        position: 0,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names(`oak ${word}`)).toEqual(['Oak board']);
    expect((await search({ q: `oak ${word}`, filter: { category: cat.slug } })).total).toBe(1);

    // Sold out: the in-stock filter leaves it out; its price and sort keys follow too.
    await setTestStock(db, oak.defaultVariantId, 0);
    expect(await names(`oak ${word}`, { filter: { inStock: true } })).toEqual([]);
    expect(await names(`oak ${word}`)).toEqual(['Oak board']);

    // A CSV import's new product.
    const csv = [
      'handle,name,category,sku,price,mrp,stock',
      `csv-${word},Teapot ${word},,T-${word},499,,3`,
    ];
    const imported = await call('POST', PATHS.importProducts, {
      token: owner,
      body: { csv: csv.join('\n') },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await names(`teapot ${word}`)).toEqual([`Teapot ${word}`]);
  });

  it.runIf(available)('never finds another workspace’s products', async () => {
    const word = `xw${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'z')}`;
    const eventsId = await workspaceIdOf(t.testDb.db, EVENTS);
    await createTestProduct(t.testDb.db, eventsId, { name: `Tent ${word}` });
    expect(await names(word, {}, EVENTS)).toEqual([`Tent ${word}`]);
    expect(await names(word)).toEqual([]);
    const pred = await call('GET', PREDICTIVE_PATH, { query: { q: word } });
    expect((pred.json() as PredictiveAnswer).products).toEqual([]);
  });

  it.runIf(available)(
    'predicts products with picture and price, categories and posts',
    async () => {
      const res = await call('GET', PREDICTIVE_PATH, { query: { q: 'jhumkha' } });
      expect(res.statusCode, res.body).toBe(200);
      const p = res.json() as PredictiveAnswer;
      expect(p.products.length).toBeGreaterThan(0);
      expect(p.products.length).toBeLessThanOrEqual(5);
      for (const item of p.products) {
        expect(item.name.toLowerCase()).toContain('jhumka');
        expect(item.price).toBeGreaterThan(0);
        expect(item.image?.url).toMatch(/^\/demo\//);
      }
      const cats = (
        (
          await call('GET', PREDICTIVE_PATH, { query: { q: 'accesories' } })
        ).json() as PredictiveAnswer
      ).categories;
      expect(cats.map((c) => c.path)).toContain('accessories');
    },
  );

  it.runIf(available)('renders /search?q= on the server, each query its own page', async () => {
    const page = (q: string) => call('GET', `/search?q=${encodeURIComponent(q)}`);
    const found = await page('jhumkha');
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(TARGET);
    expect(found.body).toContain('data-testid="search-section"');
    // Another query is not the cached first page.
    const none = await page('qqqzzzx');
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain(TARGET);
    expect(none.body).toContain('Product not found');
    const filtered = await call('GET', '/search?q=earrings&brand=no-such-brand');
    expect(filtered.body).toContain('Product not found');
  });

  it.runIf(available)('refuses bad requests with reasons', async () => {
    expectRefusal(await call('POST', SEARCH_PATH, { body: {} }), 400, /search for/);
    expectRefusal(
      await call('POST', SEARCH_PATH, { body: { q: 'x', sort: 'random' } }),
      400,
      /sort must be one of relevance/,
    );
    expectRefusal(
      await call('POST', SEARCH_PATH, { body: { q: 'x', page: { number: 0, size: 10 } } }),
      400,
      /page takes number/,
    );
    expectRefusal(
      await call('POST', SEARCH_PATH, { body: { q: 'x'.repeat(101) } }),
      400,
      /up to 100 characters/,
    );
    expectRefusal(
      await call('POST', SEARCH_PATH, { body: { q: 'x', filter: { colour: 'red' } } }),
      400,
      /not expected|filter takes/,
    );
    expectRefusal(await call('GET', PREDICTIVE_PATH), 400, /search for/);
    expectRefusal(
      await call('POST', SEARCH_PATH, { host: 'nowhere.localhost', body: { q: 'x' } }),
      404,
      /No site/,
    );
  });

  it.runIf(available)(
    'finds every product whose name holds the query’s words (property)',
    async () => {
      const pool = ['amber', 'brass', 'cotton', 'dhoti', 'emerald', 'filigree', 'ganga', 'henna'];
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 4 }), {
            minLength: 1,
            maxLength: 8,
          }),
          fc.nat(),
          fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
          fc.boolean(),
          async (nameWords, pick, wordPicks, asPrefix) => {
            const ws = `search-prop-${kind}-${n++}-${randomUUID().slice(0, 6)}`;
            await insertWorkspaces(t.testDb.db, [ws]);
            const made = [];
            for (const words of nameWords) {
              const p = await createTestProduct(t.testDb.db, ws, { name: words.join(' ') });
              made.push({ id: p.id, words });
            }
            const source = made[pick % made.length]!.words;
            const query = [...new Set(wordPicks.map((i) => source[i % source.length]!))].map((w) =>
              asPrefix ? w.slice(0, 3) : w,
            );
            const expected = made
              .filter((p) => query.every((q) => p.words.some((w) => w.startsWith(q))))
              .map((p) => p.id)
              .sort();
            const res = await call('POST', SEARCH_PATH, {
              host: `${ws}.localhost`,
              body: { q: query.join(' '), page: { number: 1, size: 100 } },
            });
            expect(res.statusCode, res.body).toBe(200);
            const found = (res.json() as SearchAnswer).data.map((i) => i._id).sort();
            expect(found).toEqual(expected);
          },
        ),
        { numRuns: 25 },
      );
    },
    120_000,
  );
});
