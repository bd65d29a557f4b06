// The catalogue's pages on the real server (SQLite): /c/{slug} and /p/{path} server-rendered
// with their listing and product pre-loaded for the islands, a filtered listing's URL rendered as
// the visitor left it, product head tags, /sitemap.xml and /robots.txt per workspace, 404s.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingAnswer, ListingSectionData, ProductSectionData } from '../../shared/catalogue';
import { createTestApp, getPage, type TestApp } from '../support/app';

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => {
  await t?.close();
});

async function listing(host: string, body: unknown): Promise<ListingAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/io/crm/admin/public/product/variants',
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as ListingAnswer;
}

/** The page's DOM and the data its islands start from. */
async function open(host: string, url: string) {
  const res = await getPage(t.app, host, url);
  const doc = new JSDOM(res.body).window.document;
  const raw = doc.getElementById('sw-data')?.textContent;
  const parsed = raw
    ? (JSON.parse(raw) as {
        ctx: { discountRounding?: string };
        islands: { id: string; type: string; data?: unknown }[];
      })
    : { ctx: {}, islands: [] };
  return { status: res.statusCode, doc, islands: parsed.islands, ctx: parsed.ctx, html: res.body };
}

const cardNames = (doc: Document, scope = '[data-testid=product-grid]') =>
  [...doc.querySelectorAll(`${scope} [data-testid=product-card] h3`)].map((h) =>
    h.textContent!.trim(),
  );

describe('category pages', () => {
  it('server-renders the category grid with its first page, and hands the islands that page', async () => {
    const { status, doc, islands } = await open(SHOP, '/c/apparel');
    expect(status).toBe(200);
    expect(doc.title).toContain('Apparel');
    const first = await listing(SHOP, {
      filter: { category: 'apparel' },
      page: { number: 1, size: 10 },
    });
    expect(cardNames(doc)).toEqual(first.data.map((i) => i.name));
    const grid = islands.find((i) => i.type === 'product-grid')!;
    const data = grid.data as ListingSectionData;
    expect(data.ownsUrl).toBe(true);
    expect(data.answer.total).toBe(first.total);
    expect(data.facets.categories.map((c) => c.slug)).toContain('women');
    // Every product link has exactly one leading slash.
    const links = [...doc.querySelectorAll('[data-testid=product-card] a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/p\/[^/]/);
  });

  it('renders a shared filtered, sorted, paged URL as the visitor left it', async () => {
    const { doc, islands } = await open(
      SHOP,
      '/c/apparel?category=women&sort=priceHighToLow&page=2&utm=x',
    );
    const expected = await listing(SHOP, {
      filter: { category: 'women' },
      sort: 'priceHighToLow',
      page: { number: 2, size: 10 },
    });
    expect(cardNames(doc)).toEqual(expected.data.map((i) => i.name));
    const data = islands.find((i) => i.type === 'product-grid')!.data as ListingSectionData;
    expect(data.state).toMatchObject({
      sort: 'priceHighToLow',
      page: 2,
      filters: { category: 'women' },
    });
    // The cached copy of the plain category page is not served for the filtered URL.
    const plain = await open(SHOP, '/c/apparel');
    expect(cardNames(plain.doc)).not.toEqual(cardNames(doc));
  });

  it("answers 404 for a category the workspace does not have, and for another workspace's", async () => {
    expect((await open(SHOP, '/c/no-such-category')).status).toBe(404);
    expect((await open(EVENTS, '/c/apparel')).status).toBe(404);
    expect((await open(SHOP, '/c/packages')).status).toBe(404);
  });
});

describe('product pages', () => {
  it('server-renders the product with its head tags and pre-loaded data', async () => {
    const first = (
      await listing(SHOP, { filter: { category: 'women' }, page: { number: 1, size: 1 } })
    ).data[0]!;
    const { status, doc, islands } = await open(SHOP, `/p/${first.path}`);
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe(first.name);
    expect(doc.title).toContain(first.name);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({ '@type': 'Product', name: first.name });
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(doc.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    const data = islands.find((i) => i.type === 'product-detail')!.data as ProductSectionData;
    expect(data.product?._id).toBe(first._id);
    // The related list shows the product's category, full, without the product itself.
    const related = islands.find((i) => i.type === 'product-list')!.data as {
      answer: ListingAnswer;
      state: { filters: { category?: string }; size: number };
    };
    const shown = related.answer.data.map((i) => i._id);
    expect(shown).not.toContain(first._id);
    expect(shown).toHaveLength(related.state.size);
    const category = await listing(SHOP, {
      filter: { category: related.state.filters.category },
      page: { number: 1, size: related.state.size + 1 },
    });
    // Without the rule it would be among them: it is on the category's first page.
    expect(category.data.slice(0, related.state.size).map((i) => i._id)).toContain(first._id);
    expect(related.answer.total).toBe(category.total - 1);
    expect(cardNames(doc, '[data-testid=product-list]')).not.toContain(first.name);
  });

  it('builds its absolute links from the host name and a numeric port only', async () => {
    const first = (await listing(SHOP, { page: { number: 1, size: 1 } })).data[0]!;
    t.app.pageCache.clear();
    const res = await getPage(t.app, 'shop.localhost:1@evil.test', `/p/${first.path}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.test');
    expect(res.body).toContain(`href="http://shop.localhost/p/${first.path}"`);
    t.app.pageCache.clear();
  });

  it('finds the product whatever slashes the link carries, and 404s for unknown paths and other workspaces', async () => {
    const first = (await listing(SHOP, { page: { number: 1, size: 1 } })).data[0]!;
    expect((await open(SHOP, `/p//${first.path}/`)).status).toBe(200);
    expect((await open(SHOP, '/p/no-such-product')).status).toBe(404);
    expect((await open(EVENTS, `/p/${first.path}`)).status).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it("lists each workspace's own pages, categories and products", async () => {
    const shop = await getPage(t.app, SHOP, '/sitemap.xml');
    expect(shop.statusCode).toBe(200);
    expect(shop.headers['content-type']).toContain('application/xml');
    const first = (await listing(SHOP, { page: { number: 1, size: 1 } })).data[0]!;
    expect(shop.body).toContain(`<loc>http://${SHOP}/p/${first.path}</loc>`);
    expect(shop.body).toContain(`<loc>http://${SHOP}/c/apparel</loc>`);
    expect(shop.body).toContain(`<loc>http://${SHOP}/about</loc>`);
    const events = await getPage(t.app, EVENTS, '/sitemap.xml');
    expect(events.body).not.toContain('/c/apparel');
    expect(events.body).toContain('/c/packages');
    const robots = await getPage(t.app, SHOP, '/robots.txt');
    expect(robots.body).toContain(`Sitemap: http://${SHOP}/sitemap.xml`);
  });
});

describe('listing sections on stored pages', () => {
  it("pre-loads the shop home's grid, list and Journal strip, and the events packages", async () => {
    const home = await open(SHOP, '/');
    const types = home.islands
      .filter((i) => i.data)
      .map((i) => i.type)
      .sort();
    expect(types).toEqual(['blog-list', 'product-grid', 'product-list']);
    for (const i of home.islands.filter((i) => i.data && i.type !== 'blog-list'))
      expect((i.data as ListingSectionData).answer.data.length).toBeGreaterThan(0);
    const book = await open(EVENTS, '/book-now');
    const packages = book.islands.find((i) => i.type === 'product-list')!
      .data as ListingSectionData;
    expect(packages.answer.total).toBeGreaterThan(3);
    // The events site reads discounts as its list does (rounded); the shop floors them.
    expect(book.ctx.discountRounding).toBe('round');
    expect(home.ctx.discountRounding).toBeUndefined();
  });
});
