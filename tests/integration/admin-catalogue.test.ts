// The owner's catalogue API on the real server, SQLite and PostgreSQL: the product list against
// a brute-force reference over the demo shop's 218 products, saving products with variants and
// stock (the product row, its listing rows and the public routes stay right), deleting and
// archiving, categories (tree, moves, refusals), validation refusals one rule each, the CSV
// export and import (round trip, bad rows), and who may call it.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopCatalogue } from '../../fixtures/catalogue/shop';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { createUsers } from '../../server/accounts/users';
import { LISTING_PATH, PRODUCT_PATH } from '../../server/catalogue/routes';
import {
  ADMIN_CATALOGUE_PATHS as PATHS,
  ADMIN_CATEGORY_NOT_FOUND,
  ADMIN_PRODUCT_NOT_FOUND,
  type AdminCategoryNode,
  type AdminProduct,
  type AdminProductQuery,
  type AdminProductRow,
  categoryHasChildrenMessage,
  categoryHasProductsMessage,
  CSV_COLUMNS,
  IMPORT_TOO_LARGE_MESSAGE,
  type ImportReport,
  LOW_STOCK,
  minorToMajorText,
  pathTakenMessage,
  PRODUCT_CHANGED_MESSAGE,
  PRODUCT_FIELD_MESSAGES,
  type ProductForm,
  slugTakenMessage,
  variantFormOf,
} from '../../shared/admin-catalogue';
import type { ListingAnswer } from '../../shared/catalogue';
import { createTestApp, getPage, type TestApp } from '../support/app';
import { workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { CROSS_SITE_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn('PostgreSQL is not reachable: the PostgreSQL admin catalogue tests are skipped.');

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const PASSWORD = 'Staff@2025';
const SHOP_OWNER = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'OWNER')!;
const SHOP_CUSTOMER = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'CUSTOMER')!;
const EVENTS_OWNER = DEMO_ACCOUNTS.find((a) => a.slug === 'events' && a.userType === 'OWNER')!;
const DEMO = buildShopCatalogue();

const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** A readable refusal in the shape shared/error-text reads, never a stack or Ajv's words. */
function expectRefusal(res: LightMyRequestResponse, status: number, msg?: RegExp | string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json(res);
  expect(body.status).toBe(status);
  expect(typeof body.msg).toBe('string');
  expect(body.msg).not.toMatch(/Internal server error|must NOT|must be equal|\/variants/);
  expect(body.errors.length).toBeGreaterThan(0);
  if (typeof msg === 'string') expect(body.msg).toContain(msg);
  else if (msg) expect(body.msg).toMatch(msg);
  return body;
}

// ---- the reference: the demo shop as the fixtures describe it ----

type RefProduct = {
  seq: number;
  path: string;
  name: string;
  skus: string[];
  categories: Set<string>;
  primary: string;
  brand: string;
  price: number;
  mrp: number | null;
  units: number;
  variantCount: number;
  inStock: boolean;
  lowVariants: number;
};

const parents = new Map(DEMO.categories.map((c) => [c.slug, c.parentSlug]));
const REF: RefProduct[] = DEMO.products.map((p, i) => {
  const categories = new Set<string>();
  for (const s of p.categorySlugs)
    for (let at: string | undefined = s; at && !categories.has(at); at = parents.get(at))
      categories.add(at);
  const inStock = p.variants.some((v) => v.stock > 0);
  const best = p.variants
    .map((v, n) => ({ v, n }))
    .sort(
      (a, b) =>
        Number(a.v.stock <= 0) - Number(b.v.stock <= 0) || a.v.price - b.v.price || a.n - b.n,
    )[0]!.v;
  return {
    seq: i + 1,
    path: p.path,
    name: p.name,
    skus: p.variants.map((v) => v.sku),
    categories,
    primary: p.categorySlugs[0]!,
    brand: p.brandSlug ?? '',
    price: best.price,
    mrp: best.mrp,
    units: p.variants.reduce((n, v) => n + v.stock, 0),
    variantCount: p.variants.length,
    inStock,
    lowVariants: inStock ? p.variants.filter((v) => v.stock <= LOW_STOCK).length : 0,
  };
});

function reference(q: AdminProductQuery): { total: number; paths: string[] } {
  const text = q.q?.trim().toLowerCase() ?? '';
  const hits = REF.filter(
    (p) =>
      (!text ||
        p.name.toLowerCase().includes(text) ||
        p.path.includes(text) ||
        p.skus.some((s) => s.toLowerCase().includes(text))) &&
      (!q.category || p.categories.has(q.category)) &&
      (!q.brand || p.brand === q.brand) &&
      (!q.status || q.status === 'active') &&
      (!q.stock || (q.stock === 'out' ? !p.inStock : p.lowVariants > 0)),
  ).sort((a, b) => b.seq - a.seq);
  return { total: hits.length, paths: hits.slice(q.p * q.s, (q.p + 1) * q.s).map((p) => p.path) };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();

/** A multipart body with one file in the field `file`, as a browser sends it. */
function multipart(data: Buffer, filename: string) {
  const boundary = `----sw${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A minimal valid product form. */
function form(overrides: Partial<ProductForm> = {}): ProductForm {
  return {
    name: 'Test lamp',
    path: '',
    status: 'active',
    category: '',
    categories: [],
    brand: '',
    description: '',
    media: [],
    variants: [{ title: '', sku: '', price: 150_000, mrp: null, stock: 4 }],
    seo: { title: '', description: '' },
    ...overrides,
  };
}

/** The form that saves `p` unchanged. */
function formOf(p: AdminProduct): ProductForm {
  return {
    id: p._id,
    baseUpdatedAt: p.updated,
    name: p.name,
    path: p.path,
    status: p.status,
    category: p.category,
    categories: p.categories,
    brand: p.brand,
    description: p.description,
    media: p.media.map((m) => ({ url: m.url, alt: m.alt })),
    variants: p.variants.map(variantFormOf),
    seo: p.seo,
  };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`admin catalogue API on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let owner: string;
    let staff: string;
    let customer: string;
    let eventsOwner: string;

    type Call = {
      token?: string;
      host?: string;
      query?: Record<string, string>;
      body?: unknown;
      raw?: string | Buffer;
      contentType?: string;
      headers?: Record<string, string>;
    };

    function call(method: 'GET' | 'POST', url: string, c: Call = {}) {
      const headers: Record<string, string> = { host: c.host ?? SHOP, 'x-app-platform': 'WEB' };
      if (c.token) headers.authorization = `Basic ${c.token}`;
      let payload: string | Buffer | undefined;
      if (c.raw !== undefined || c.body !== undefined) {
        payload = c.raw ?? JSON.stringify(c.body);
        headers['content-type'] = c.contentType ?? 'application/json';
      }
      Object.assign(headers, c.headers);
      return app.inject({
        method,
        url,
        query: c.query,
        headers,
        payload,
        remoteAddress: freshIp(),
      });
    }

    const as = (token: string, host = SHOP) => ({
      list: (q: Partial<AdminProductQuery> = {}) =>
        call('POST', PATHS.products, { token, host, body: { p: 0, s: 100, ...q } }),
      get: (id: string) => call('GET', PATHS.product, { token, host, query: { id } }),
      save: (body: unknown) => call('POST', PATHS.saveProduct, { token, host, body }),
      remove: (id: string) => call('POST', PATHS.deleteProduct, { token, host, body: { id } }),
      categories: () => call('GET', PATHS.categories, { token, host }),
      saveCategory: (body: unknown) => call('POST', PATHS.saveCategory, { token, host, body }),
      removeCategory: (id: string) =>
        call('POST', PATHS.deleteCategory, { token, host, body: { id } }),
      exportCsv: () => call('GET', PATHS.exportProducts, { token, host }),
      importCsv: (csv: string, asText = false) =>
        call('POST', PATHS.importProducts, {
          token,
          host,
          ...(asText ? { raw: csv, contentType: 'text/csv' } : { body: { csv } }),
        }),
    });

    async function signIn(host: string, email: string, password: string) {
      const res = await call('POST', '/api/public/login', { host, body: { email, password } });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.token as string;
    }

    async function product(id: string): Promise<AdminProduct> {
      const res = await as(owner).get(id);
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data as AdminProduct;
    }

    async function productByPath(path: string): Promise<AdminProduct> {
      const row = await t.testDb.db
        .selectFrom('products')
        .select('id')
        .where('workspace_id', '=', shopId)
        .where('path', '=', path)
        .executeTakeFirstOrThrow();
      return product(row.id);
    }

    async function create(f: Partial<ProductForm>): Promise<AdminProduct> {
      const res = await as(owner).save(form(f));
      expect(res.statusCode, res.body).toBe(201);
      return json(res).data as AdminProduct;
    }

    /** The public listing (no session), as the storefront asks it. */
    async function publicListing(filter: Record<string, unknown>): Promise<ListingAnswer> {
      const res = await call('POST', LISTING_PATH, {
        body: { filter, page: { number: 1, size: 100 } },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ListingAnswer;
    }

    async function listingRows(productId: string) {
      return t.testDb.db
        .selectFrom('product_listing')
        .selectAll()
        .where('product_id', '=', productId)
        .execute();
    }

    async function categoryIdOf(slug: string, workspaceId = shopId) {
      const r = await t.testDb.db
        .selectFrom('categories')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      return r.id;
    }

    /** Uploads a picture as `token`'s user on `host`; answers its url. */
    async function upload(token: string, host = SHOP): Promise<string> {
      const body = multipart(await png(600, 400), 'lamp.png');
      const res = await app.inject({
        method: 'POST',
        url: '/api/io/crm/uploadFile',
        headers: {
          host,
          authorization: `Basic ${token}`,
          'content-type': body.contentType,
        },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.url as string;
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      shopId = await workspaceIdOf(t.testDb.db, 'shop.localhost');
      await createUsers({ db: t.testDb.db }).createUser({
        workspaceId: shopId,
        email: `staff.${kind}@northwind.test`,
        password: PASSWORD,
        firstName: 'Sam',
        lastName: 'Staff',
        userType: 'STAFF',
      });
      [owner, staff, customer, eventsOwner] = await Promise.all([
        signIn(SHOP, SHOP_OWNER.email, DEMO_PASSWORD),
        signIn(SHOP, `staff.${kind}@northwind.test`, PASSWORD),
        signIn(SHOP, SHOP_CUSTOMER.email, DEMO_PASSWORD),
        signIn(EVENTS, EVENTS_OWNER.email, DEMO_PASSWORD),
      ]);
    }, 120_000);

    afterAll(async () => {
      await t?.close();
    });

    // ---- the list ----

    it('lists the demo shop newest first with the right columns', async () => {
      const res = await as(owner).list({ s: 5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = json(res) as { data: AdminProductRow[]; total: number };
      expect(body.total).toBe(218);
      const ref = REF.at(-1)!;
      const first = body.data[0]!;
      expect(first).toMatchObject({
        name: ref.name,
        path: ref.path,
        status: 'active',
        price: ref.price,
        mrp: ref.mrp,
        stock: ref.units,
        variantCount: ref.variantCount,
        inStock: ref.inStock,
        lowVariants: ref.lowVariants,
        category: { slug: ref.primary },
        brand: { slug: ref.brand },
      });
      expect(first.image?.url).toBe(DEMO.products.at(-1)!.media[0]!.url);
    });

    it('answers every search, filter and page as a brute-force reference does', async () => {
      const brands = [...new Set(REF.map((p) => p.brand))];
      const queries = fc.sample(
        fc.record(
          {
            q: fc.constantFrom(
              'kurta',
              'INDIGO',
              ' linen ',
              'ndi',
              'EKT-00',
              '-m',
              'zz-none',
              '%',
              '_',
            ),
            category: fc.constantFrom('apparel', 'kurtas', 'women', 'sale', 'home-living', 'nope'),
            brand: fc.constantFrom(...brands, 'no-brand'),
            status: fc.constantFrom('active' as const, 'draft' as const, 'archived' as const),
            stock: fc.constantFrom('out' as const, 'low' as const),
            s: fc.integer({ min: 1, max: 30 }),
            p: fc.integer({ min: 0, max: 5 }),
          },
          { requiredKeys: ['s', 'p'] },
        ),
        { numRuns: 60, seed: 11 },
      );
      // And every page of a few whole listings.
      for (const s of [7, 50]) for (let p = 0; p * s < 218; p++) queries.push({ s, p });
      for (const q of queries) {
        const res = await as(owner).list(q);
        expect(res.statusCode, res.body).toBe(200);
        const body = json(res) as { data: AdminProductRow[]; total: number };
        const want = reference(q);
        expect(
          { total: body.total, paths: body.data.map((r) => r.path) },
          JSON.stringify(q),
        ).toEqual(want);
      }
    });

    it('gives every demo row the reference’s price, stock, low variants and variant count', async () => {
      const byPath = new Map(REF.map((p) => [p.path, p]));
      for (let p = 0; p * 100 < 218; p++) {
        const rows = json(await as(owner).list({ p, s: 100 })).data as AdminProductRow[];
        for (const r of rows) {
          const ref = byPath.get(r.path)!;
          expect(
            [
              r.price,
              r.mrp,
              r.stock,
              r.lowVariants,
              r.inStock,
              r.variantCount,
              r.category?.slug,
              r.brand?.slug,
            ],
            r.path,
          ).toEqual([
            ref.price,
            ref.mrp,
            ref.units,
            ref.lowVariants,
            ref.inStock,
            ref.variantCount,
            ref.primary,
            ref.brand,
          ]);
        }
      }
    });

    it('opens a demo product for editing with its variants, categories, media and markdown', async () => {
      const demo = DEMO.products.find((p) => p.categorySlugs.length > 2 && p.variants.length > 1)!;
      const p = await productByPath(demo.path);
      expect(p).toMatchObject({
        name: demo.name,
        status: 'active',
        category: demo.categorySlugs[0],
        brand: demo.brandSlug,
        description: demo.description,
        media: demo.media,
        seo: { title: '', description: '' },
        hasOrders: false,
      });
      expect(new Set(p.categories)).toEqual(new Set(demo.categorySlugs.slice(1)));
      expect(p.descriptionHtml).toContain('<strong>Material:</strong>');
      // Demo variants give no weight (shipping by weight: 0 grams).
      expect(p.variants.map(({ _id: _, weightGrams, ...v }) => [v, weightGrams])).toEqual(
        demo.variants.map((v) => [v, 0]),
      );
    });

    // ---- saving ----

    it('creates a product with variants, lists it under its categories and serves its page', async () => {
      const made = await create({
        name: 'Brass Desk Lamp',
        category: 'decor',
        categories: ['sale'],
        brand: 'pital-works',
        description: '**Solid** brass.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
        variants: [
          { title: 'Small', sku: 'LAMP-S', price: 250_000, mrp: 300_000, stock: 0 },
          {
            title: 'Large',
            sku: 'LAMP-L',
            price: 350_000,
            mrp: null,
            stock: 3,
            options: { Size: 'L' },
          },
        ],
        seo: { title: 'Brass lamp', description: 'A lamp.' },
      });
      expect(made.path).toBe('brass-desk-lamp');
      expect(made.descriptionHtml).toContain('<strong>Solid</strong>');
      expect(made.descriptionHtml).not.toMatch(/<script|onerror/);
      expect(made.variants.map((v) => v.sku)).toEqual(['LAMP-S', 'LAMP-L']);
      // The card shows the cheapest variant in stock.
      const row = await t.testDb.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', made._id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ price: 350_000, mrp: null, in_stock: 1, status: 'active' });
      expect(row.default_variant_id).toBe(made.variants[1]!._id);
      const ids = await Promise.all(['decor', 'home-living', 'sale'].map((s) => categoryIdOf(s)));
      expect(new Set((await listingRows(made._id)).map((r) => r.category_id))).toEqual(
        new Set(['', ...ids]),
      );
      for (const category of ['decor', 'home-living', 'sale']) {
        const listed = await publicListing({ category });
        expect(listed.data.find((i) => i._id === made._id)).toMatchObject({
          price: 350_000,
          inStock: true,
        });
      }
      const page = await call('GET', PRODUCT_PATH, { query: { path: made.path } });
      expect(page.statusCode).toBe(200);
      expect(json(page).data.name).toBe('Brass Desk Lamp');
      // A second product of the same name gets the next free path.
      const twin = await create({ name: 'Brass Desk Lamp' });
      expect(twin.path).toBe('brass-desk-lamp-2');
    });

    it('keeps price, stock flag and listing rows right through edits, drafts and variant removal', async () => {
      const made = await create({
        name: 'Cane Basket',
        category: 'decor',
        variants: [
          { title: 'S', sku: 'CB-S', price: 90_000, mrp: null, stock: 2 },
          { title: 'M', sku: 'CB-M', price: 120_000, mrp: null, stock: 5 },
        ],
      });
      // Out of stock everywhere: still listed, not in stock; cheapest shown.
      let f = formOf(made);
      f.variants = f.variants.map((v) => ({ ...v, stock: 0 }));
      let res = await as(owner).save(f);
      expect(res.statusCode, res.body).toBe(200);
      let saved = json(res).data as AdminProduct;
      expect((await listingRows(made._id)).every((r) => r.in_stock === 0)).toBe(true);
      expect(
        (await publicListing({ category: 'decor', inStock: true })).data.map((i) => i._id),
      ).not.toContain(made._id);
      const out = json(await as(owner).list({ stock: 'out', q: 'cane basket' }));
      expect(out.data.map((r: AdminProductRow) => r._id)).toEqual([made._id]);

      // Draft: gone from the shop, kept by the admin under its category; back when active.
      f = formOf(saved);
      f.status = 'draft';
      f.variants[1]!.stock = 7;
      res = await as(owner).save(f);
      saved = json(res).data as AdminProduct;
      expect((await publicListing({ category: 'decor' })).data.map((i) => i._id)).not.toContain(
        made._id,
      );
      expect((await publicListing({})).total).toBe(
        await t.testDb.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('workspace_id', '=', shopId)
          .where('status', '=', 'active')
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n)),
      );
      expect((await call('GET', PRODUCT_PATH, { query: { path: made.path } })).statusCode).toBe(
        404,
      );
      const drafts = json(await as(owner).list({ category: 'home-living', status: 'draft' }));
      expect(drafts.data.map((r: AdminProductRow) => r._id)).toContain(made._id);
      expect(saved.category).toBe('decor');
      f = formOf(saved);
      f.status = 'active';
      res = await as(owner).save(f);
      saved = json(res).data as AdminProduct;
      const back = (await publicListing({ category: 'home-living' })).data.find(
        (i) => i._id === made._id,
      );
      expect(back).toMatchObject({ price: 120_000, inStock: true });

      // Remove the in-stock variant, add a new one: the card follows.
      f = formOf(saved);
      f.variants = [
        f.variants[0]!,
        { title: 'L', sku: 'CB-L', price: 80_000, mrp: 99_000, stock: 1 },
      ];
      res = await as(owner).save(f);
      expect(res.statusCode, res.body).toBe(200);
      saved = json(res).data as AdminProduct;
      expect(saved.variants.map((v) => v.sku)).toEqual(['CB-S', 'CB-L']);
      expect(saved.variants[0]!._id).toBe(made.variants[0]!._id);
      const gone = await t.testDb.db
        .selectFrom('product_variants')
        .select('id')
        .where('id', '=', made.variants[1]!._id)
        .execute();
      expect(gone).toEqual([]);
      const card = (await publicListing({ category: 'decor' })).data.find(
        (i) => i._id === made._id,
      )!;
      expect(card).toMatchObject({ price: 80_000, mrp: 99_000, inStock: true });
      expect(card.productVariantId).toBe(saved.variants[1]!._id);
    });

    it('shows a change on the product page within the request (the page cache is purged)', async () => {
      const made = await create({ name: 'Clay Planter', category: 'decor' });
      const before = await getPage(app, SHOP, `/p/${made.path}`);
      expect(before.statusCode).toBe(200);
      expect(before.body).toContain('Clay Planter');
      // The newest first: the new product is on the category page's first page.
      const listing = await getPage(app, SHOP, '/c/decor?sort=newest');
      expect(listing.body).toContain('Clay Planter');
      const f = formOf(made);
      f.name = 'Terracotta Planter';
      f.path = 'terracotta-planter';
      const res = await as(owner).save(f);
      expect(res.statusCode, res.body).toBe(200);
      const after = await getPage(app, SHOP, '/p/terracotta-planter');
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Terracotta Planter');
      // The old address sends visitors to the new one (server/redirects).
      const old = await getPage(app, SHOP, `/p/${made.path}`);
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/p/terracotta-planter');
      const relisted = (await getPage(app, SHOP, '/c/decor?sort=newest')).body;
      expect(relisted).toContain('Terracotta Planter');
      expect(relisted).not.toContain('Clay Planter');
    });

    it('takes images from the workspace’s uploads, with their sizes', async () => {
      const url = await upload(owner);
      const made = await create({ name: 'Photo Frame', media: [{ url, alt: '' }] });
      // A 600 × 400 picture is stored 320 wide: its widest variant, with the height to scale.
      expect(made.media).toEqual([{ url, alt: 'Photo Frame', width: 320, height: 213 }]);
      // Another workspace's upload is not this shop's.
      const foreign = await upload(eventsOwner, EVENTS);
      const res = await as(owner).save(
        form({ name: 'Stolen', media: [{ url: foreign, alt: 'x' }] }),
      );
      const refusal = expectRefusal(res, 400, 'is not one of this site’s uploads');
      expect(Object.keys(refusal.fieldErrors)).toEqual(['media.0.url']);
    });

    it('deletes a product without orders and archives one that orders hold', async () => {
      const lone = await create({ name: 'Lone Candle', category: 'candles' });
      let res = await as(owner).remove(lone._id);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data).toEqual({ _id: lone._id, outcome: 'deleted' });
      expect(await listingRows(lone._id)).toEqual([]);
      expectRefusal(await as(owner).get(lone._id), 404, ADMIN_PRODUCT_NOT_FOUND);
      expect((await call('GET', PRODUCT_PATH, { query: { path: lone.path } })).statusCode).toBe(
        404,
      );

      const sold = await create({ name: 'Sold Candle', category: 'candles' });
      const orderId = randomBytes(8).toString('hex');
      const at = new Date().toISOString();
      await t.testDb.db
        .insertInto('orders')
        .values({
          id: orderId,
          workspace_id: shopId,
          number: 900_000 + ipCounter,
          user_id: null,
          customer_email: 'a@b.test',
          customer_name: 'A B',
          status: 'DELIVERED',
          currency: 'INR',
          subtotal: 150_000,
          shipping: 0,
          total: 150_000,
          item_count: 1,
          address: '{}',
          gateway: 'test',
          transaction_id: `tx-${orderId}`,
          reserved_until: null,
          paid_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await t.testDb.db
        .insertInto('order_items')
        .values({
          id: randomBytes(8).toString('hex'),
          workspace_id: shopId,
          order_id: orderId,
          product_id: sold._id,
          variant_id: sold.variants[0]!._id,
          name: sold.name,
          path: sold.path,
          image: null,
          price: 150_000,
          mrp: null,
          quantity: 1,
        })
        .execute();
      expect((await product(sold._id)).hasOrders).toBe(true);
      res = await as(owner).remove(sold._id);
      expect(json(res).data).toEqual({ _id: sold._id, outcome: 'archived' });
      const kept = await product(sold._id);
      expect(kept.status).toBe('archived');
      expect(kept.category).toBe('candles');
      expect((await publicListing({ category: 'candles' })).data.map((i) => i._id)).not.toContain(
        sold._id,
      );
      expect((await call('GET', PRODUCT_PATH, { query: { path: sold.path } })).statusCode).toBe(
        404,
      );
    });

    // ---- refusals ----

    it('refuses each broken rule with the field’s own message and changes nothing', async () => {
      const base = await create({
        name: 'Rule Test',
        variants: [
          { title: 'A', sku: 'RT-A', price: 1000, mrp: null, stock: 1 },
          { title: 'B', sku: 'RT-B', price: 2000, mrp: null, stock: 1 },
        ],
      });
      const other = await create({ name: 'Other Thing' });
      const ok = formOf(base);
      const cases: [string, unknown, number, string, string][] = [
        ['extra field', { ...ok, colour: 'red' }, 400, '_', '"colour" is not expected here.'],
        ['blank name', { ...ok, name: '   ' }, 400, 'name', PRODUCT_FIELD_MESSAGES.name!],
        ['bad path', { ...ok, path: 'Bad Path' }, 400, 'path', PRODUCT_FIELD_MESSAGES.path!],
        ['path taken', { ...ok, path: other.path }, 409, 'path', pathTakenMessage(other.path)],
        ['status', { ...ok, status: 'live' }, 400, 'status', PRODUCT_FIELD_MESSAGES.status!],
        [
          'price as text',
          { ...ok, variants: [{ ...ok.variants[0]!, price: '1000' }] },
          400,
          'variants.0.price',
          PRODUCT_FIELD_MESSAGES['variants.*.price']!,
        ],
        [
          'price with a fraction',
          { ...ok, variants: [{ ...ok.variants[0]!, price: 10.5 }] },
          400,
          'variants.0.price',
          PRODUCT_FIELD_MESSAGES['variants.*.price']!,
        ],
        [
          'negative stock',
          { ...ok, variants: [{ ...ok.variants[0]!, stock: -1 }] },
          400,
          'variants.0.stock',
          PRODUCT_FIELD_MESSAGES['variants.*.stock']!,
        ],
        ['no variants', { ...ok, variants: [] }, 400, 'variants', PRODUCT_FIELD_MESSAGES.variants!],
        [
          'repeated SKU',
          { ...ok, variants: [ok.variants[0]!, { ...ok.variants[1]!, sku: 'RT-A' }] },
          400,
          'variants.1.sku',
          'Another variant of this product has the SKU RT-A.',
        ],
        [
          'unknown category',
          { ...ok, category: 'nope' },
          400,
          'category',
          'There is no category "nope".',
        ],
        ['unknown brand', { ...ok, brand: 'nope' }, 400, 'brand', 'There is no brand "nope".'],
        [
          'other categories without a main one',
          { ...ok, category: '', categories: ['sale'] },
          400,
          'category',
          'Choose the main category before adding other categories.',
        ],
        [
          'long SEO title',
          { ...ok, seo: { title: 'x'.repeat(71), description: '' } },
          400,
          'seo.title',
          PRODUCT_FIELD_MESSAGES['seo.title']!,
        ],
        [
          'another product’s variant',
          { ...ok, variants: [{ ...ok.variants[0]!, id: other.variants[0]!._id }] },
          400,
          'variants.0.id',
          PRODUCT_FIELD_MESSAGES['variants.*.id']!,
        ],
        [
          'an image that is not an upload',
          { ...ok, media: [{ url: '/demo/elsewhere.svg', alt: '' }] },
          400,
          'media.0.url',
          '/demo/elsewhere.svg is not one of this site’s uploads.',
        ],
      ];
      for (const [what, body, status, field, message] of cases) {
        const res = await as(owner).save(body);
        const refusal = expectRefusal(res, status, message);
        expect(refusal.fieldErrors?.[field], what).toBe(message);
      }
      expectRefusal(
        await as(owner).save({ ...ok, baseUpdatedAt: '2000-01-01T00:00:00.000Z' }),
        409,
        PRODUCT_CHANGED_MESSAGE,
      );
      expectRefusal(
        await as(owner).save({ ...ok, id: 'no-such-product' }),
        404,
        ADMIN_PRODUCT_NOT_FOUND,
      );
      expectRefusal(
        await call('POST', PATHS.saveProduct, {
          token: owner,
          raw: 'name=x',
          contentType: 'text/plain',
        }),
        415,
      );
      expect(await product(base._id)).toEqual(base);

      for (const bad of [
        { p: 0, s: 0 },
        { p: -1, s: 10 },
        { p: '0', s: 10 },
        { p: 0, s: 10, status: 'live' },
        { p: 0, s: 10, sort: 'x' },
      ]) {
        const res = await call('POST', PATHS.products, { token: owner, body: bad });
        expectRefusal(res, 400);
      }
    });

    // ---- categories ----

    it('lists the category tree with counts, moves a branch and rewrites paths and listings', async () => {
      let res = await as(owner).categories();
      expect(res.statusCode, res.body).toBe(200);
      const roots = json(res).data as AdminCategoryNode[];
      expect(roots.map((r) => r.slug)).toEqual([
        'home-living',
        'apparel',
        'accessories',
        'sale',
        'new-arrivals',
      ]);
      const apparel = roots.find((r) => r.slug === 'apparel')!;
      expect(apparel.children.map((c) => c.slug)).toEqual(['women', 'men', 'kurtas']);
      const kurtas = apparel.children.find((c) => c.slug === 'kurtas')!;
      expect(kurtas.productCount).toBe(REF.filter((p) => p.categories.has('kurtas')).length);
      expect(apparel.productCount).toBe(REF.filter((p) => p.categories.has('apparel')).length);

      // A new branch: festive > festive-lights, with a product in the leaf.
      res = await as(owner).saveCategory({
        title: 'Festive',
        slug: 'festive',
        parentId: null,
        description: '',
        image: null,
        position: 9,
      });
      expect(res.statusCode, res.body).toBe(201);
      const festive = json(res).data as AdminCategoryNode;
      res = await as(owner).saveCategory({
        title: 'Lights',
        slug: 'festive-lights',
        parentId: festive._id,
        description: 'Diyas',
        image: null,
        position: 1,
      });
      const lights = json(res).data as AdminCategoryNode;
      expect(lights.path).toBe('festive/festive-lights');
      const diya = await create({ name: 'Brass Diya', category: 'festive-lights' });
      expect((await publicListing({ category: 'festive' })).data.map((i) => i._id)).toEqual([
        diya._id,
      ]);
      const draft = await create({
        name: 'Draft Diya',
        category: 'festive-lights',
        status: 'draft',
      });

      // Refusals.
      expectRefusal(
        await as(owner).saveCategory({
          id: festive._id,
          title: 'Festive',
          slug: 'festive',
          parentId: lights._id,
          description: '',
          image: null,
          position: 0,
        }),
        400,
        'A category cannot be placed under itself or one of its subcategories.',
      );
      expectRefusal(
        await as(owner).saveCategory({
          id: festive._id,
          title: 'Festive',
          slug: 'festive',
          parentId: festive._id,
          description: '',
          image: null,
          position: 0,
        }),
        400,
        'A category cannot be placed under itself',
      );
      expectRefusal(
        await as(owner).saveCategory({
          title: 'Dup',
          slug: 'sale',
          parentId: null,
          description: '',
          image: null,
          position: 0,
        }),
        409,
        slugTakenMessage('sale'),
      );
      expectRefusal(
        await as(owner).removeCategory(festive._id),
        409,
        categoryHasChildrenMessage(1),
      );
      expectRefusal(await as(owner).removeCategory(lights._id), 409, categoryHasProductsMessage(2));
      expectRefusal(await as(owner).removeCategory('nope'), 404, ADMIN_CATEGORY_NOT_FOUND);

      // Move the festive branch under home-living and rename it: paths and listings follow.
      res = await as(owner).saveCategory({
        id: festive._id,
        title: 'Festive',
        slug: 'festival',
        parentId: await categoryIdOf('home-living'),
        description: '',
        image: null,
        position: 9,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.path).toBe('home-living/festival');
      const paths = await t.testDb.db
        .selectFrom('categories')
        .select(['slug', 'path'])
        .where('workspace_id', '=', shopId)
        .where('slug', 'in', ['festival', 'festive-lights'])
        .orderBy('slug')
        .execute();
      expect(paths).toEqual([
        { slug: 'festival', path: 'home-living/festival' },
        { slug: 'festive-lights', path: 'home-living/festival/festive-lights' },
      ]);
      expect((await publicListing({ category: 'home-living' })).data.map((i) => i._id)).toContain(
        diya._id,
      );
      expect((await publicListing({ category: 'festival' })).data.map((i) => i._id)).toEqual([
        diya._id,
      ]);
      const crumbs = json(await call('GET', PRODUCT_PATH, { query: { path: diya.path } })).data
        .breadcrumbs;
      expect(crumbs.map((c: { path: string }) => c.path)).toEqual([
        'home-living',
        'festival',
        'festive-lights',
      ]);
      // The draft moved too, still hidden: it comes back under the new ancestors.
      const f = formOf(await product(draft._id));
      f.status = 'active';
      expect((await as(owner).save(f)).statusCode).toBe(200);
      expect((await publicListing({ category: 'home-living' })).data.map((i) => i._id)).toContain(
        draft._id,
      );

      // Empty it, then delete it.
      for (const p of [diya, draft])
        expect(json(await as(owner).remove(p._id)).data.outcome).toBe('deleted');
      expect((await as(owner).removeCategory(lights._id)).statusCode).toBe(200);
      expect((await as(owner).removeCategory(festive._id)).statusCode).toBe(200);
      expect((await getPage(app, SHOP, '/c/festival')).statusCode).toBe(404);
    });

    // ---- CSV ----

    it('exports one row a variant with exact money, and imports it back unchanged', async () => {
      const res = await as(owner).exportCsv();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="products-/);
      const lines = res.body;
      expect(lines.split('\n')[0]).toBe(CSV_COLUMNS.join(','));
      const total = await t.testDb.db
        .selectFrom('product_variants')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('workspace_id', '=', shopId)
        .executeTakeFirstOrThrow();
      const { parse } = await import('csv-parse/sync');
      const rows = parse(lines, { columns: true }) as Record<string, string>[];
      expect(rows.length).toBe(Number(total.n));
      const demo = DEMO.products[0]!;
      const first = rows.find((r) => r.handle === demo.path)!;
      expect(first).toMatchObject({
        name: demo.name,
        sku: demo.variants[0]!.sku,
        price: minorToMajorText(demo.variants[0]!.price),
        stock: String(demo.variants[0]!.stock),
        description: demo.description,
        images: demo.media.map((m) => m.url).join(' | '),
      });
      expect(first.price).toMatch(/^\d+\.\d\d$/);

      const before = await productByPath(demo.path);
      const imported = await as(owner).importCsv(lines);
      expect(imported.statusCode, imported.body).toBe(200);
      const report = json(imported).data as ImportReport;
      expect(report.totals).toMatchObject({ created: 0, refused: 0, updated: rows.length });
      expect(report.rows.every((r) => r.status === 'updated' && r.reasons.length === 0)).toBe(true);
      const after = await productByPath(demo.path);
      expect({ ...after, updated: '' }).toEqual({ ...before, updated: '' });
      // A second export is the same file.
      expect((await as(owner).exportCsv()).body).toBe(lines);
    }, 60_000);

    it('imports good rows and reports bad ones, which change nothing', async () => {
      const demo = DEMO.products.find((p) => p.variants.length > 1)!;
      const header = 'handle,name,category,sku,price,mrp,stock,variant_title';
      const csv = [
        header,
        // 2: updates a demo variant's price and stock (other columns absent: kept).
        `${demo.path},,,${demo.variants[0]!.sku},"1,234.50",,9,${demo.variants[0]!.title}`,
        // 3: a new product with two variants (rows 3 and 4).
        'csv-lamp,CSV Lamp,decor,CSV-1,499.99,599,3,Small',
        'csv-lamp,,,CSV-2,549,,0,Large',
        // 5: a bad price.
        'csv-lamp,,,CSV-3,12.345,,1,Huge',
        // 6: a handle that is not a path.
        'Bad Handle,Bad,decor,BH-1,10,,1,',
        // 7: a new product without a name.
        'nameless,,decor,NL-1,10,,1,',
        // 8, 9: a product in an unknown category: both rows refused.
        'lost-lamp,Lost Lamp,no-such-category,LL-1,10,,1,',
        'lost-lamp,,,LL-2,11,,1,',
        // 10: the same SKU twice for one product.
        'csv-lamp,,,CSV-1,1,,1,',
        // 11: a name that contradicts row 3.
        'csv-lamp,Other Name,,CSV-4,1,,1,',
        // 12: a stock that is not a whole number.
        `${demo.path},,,${demo.variants[1]!.sku},10,,2.5,`,
        '',
      ].join('\r\n');
      const res = await as(owner).importCsv(csv, true);
      expect(res.statusCode, res.body).toBe(200);
      const report = json(res).data as ImportReport;
      const byRow = new Map(report.rows.map((r) => [r.row, r]));
      expect([...byRow.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(byRow.get(2)!.status).toBe('updated');
      expect(byRow.get(3)!.status).toBe('created');
      expect(byRow.get(4)!.status).toBe('created');
      const refused = report.rows.filter((r) => r.status === 'refused');
      expect(refused.map((r) => r.row)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
      for (const r of refused) expect(r.reasons.length, String(r.row)).toBeGreaterThan(0);
      expect(byRow.get(5)!.reasons[0]).toMatch(/^price "12\.345" is not an amount/);
      expect(byRow.get(6)!.reasons[0]).toMatch(/^handle "Bad Handle" is not a path/);
      expect(byRow.get(7)!.reasons).toEqual(['name is required to create the product nameless.']);
      expect(byRow.get(8)!.reasons).toEqual(['There is no category "no-such-category".']);
      expect(byRow.get(10)!.reasons[0]).toMatch(/already used by row 3/);
      expect(byRow.get(11)!.reasons).toEqual(['name differs from row 3 of the same product.']);
      expect(byRow.get(12)!.reasons[0]).toMatch(/^stock "2\.5"/);
      expect(report.totals).toEqual({ created: 2, updated: 1, refused: 8, products: 2 });

      const updated = await productByPath(demo.path);
      expect(updated.variants[0]).toMatchObject({ price: 123_450, stock: 9, mrp: null });
      expect(updated.variants[1]).toMatchObject({
        price: demo.variants[1]!.price,
        stock: demo.variants[1]!.stock,
      });
      expect(updated.name).toBe(demo.name);
      expect(updated.description).toBe(demo.description);
      const lamp = await productByPath('csv-lamp');
      expect(lamp).toMatchObject({ name: 'CSV Lamp', category: 'decor', status: 'active' });
      expect(lamp.variants.map((v) => [v.sku, v.price, v.mrp, v.stock])).toEqual([
        ['CSV-1', 49_999, 59_900, 3],
        ['CSV-2', 54_900, null, 0],
      ]);
      const none = await t.testDb.db
        .selectFrom('products')
        .select('path')
        .where('workspace_id', '=', shopId)
        .where('path', 'in', ['lost-lamp', 'nameless', 'bad-handle'])
        .execute();
      expect(none).toEqual([]);
      expect((await publicListing({ category: 'decor' })).data.map((i) => i.path)).toContain(
        'csv-lamp',
      );
    });

    it('refuses a CSV it cannot take as a whole, readably', async () => {
      expectRefusal(
        await as(owner).importCsv('handle,colour,sku\nx,red,1'),
        400,
        /Unknown column "colour"/,
      );
      expectRefusal(
        await as(owner).importCsv('name,price\nx,1'),
        400,
        /handle and sku are required/,
      );
      expectRefusal(
        await as(owner).importCsv('handle,sku\n"x,1'),
        400,
        /The CSV could not be read/,
      );
      expectRefusal(await as(owner).importCsv(''), 400, /empty/);
      const rows = ['handle,sku', ...Array.from({ length: 10_001 }, (_, i) => `p-${i},s`)].join(
        '\n',
      );
      expectRefusal(await as(owner).importCsv(rows), 413, /more than 10,000 rows/);
      const big = `handle,sku,description\nx,y,"${'a'.repeat(5 * 1024 * 1024)}"`;
      expectRefusal(await as(owner).importCsv(big, true), 413, IMPORT_TOO_LARGE_MESSAGE);
      expectRefusal(
        await call('POST', PATHS.importProducts, { token: owner, body: { text: 'x' } }),
        400,
      );
    });

    // ---- who may call ----

    it('lets staff in, refuses customers, strangers and other sites', async () => {
      expect((await as(staff).list()).statusCode).toBe(200);
      expect((await as(staff).categories()).statusCode).toBe(200);
      expectRefusal(await as(customer).list(), 403);
      expectRefusal(await as(customer).save(form()), 403);
      expectRefusal(
        await call('POST', PATHS.products, { body: { p: 0, s: 10 } }),
        401,
        SIGN_IN_REQUIRED_MESSAGE,
      );
      // No session: refused before the body is even read.
      expectRefusal(await call('POST', PATHS.saveProduct, { body: { junk: true } }), 401);
      expectRefusal(await call('GET', PATHS.exportProducts), 401);
      expectRefusal(
        await call('POST', PATHS.saveProduct, {
          token: owner,
          body: form(),
          headers: { origin: 'http://events.localhost:3000' },
        }),
        403,
        CROSS_SITE_MESSAGE,
      );
    });

    it('keeps workspaces apart: another shop’s products and categories are not found and stay untouched', async () => {
      const mine = await create({ name: 'Private Vase', category: 'decor' });
      const cat = await categoryIdOf('decor');
      const them = as(eventsOwner, EVENTS);
      expectRefusal(await them.get(mine._id), 404, ADMIN_PRODUCT_NOT_FOUND);
      expectRefusal(await them.save({ ...formOf(mine), category: '', name: 'Hacked' }), 404);
      expectRefusal(await them.remove(mine._id), 404);
      expectRefusal(await them.removeCategory(cat), 404);
      expectRefusal(
        await them.saveCategory({
          id: cat,
          title: 'Hacked',
          slug: 'hacked',
          parentId: null,
          description: '',
          image: null,
          position: 0,
        }),
        404,
      );
      const list = json(await them.list({ q: 'private vase' }));
      expect(list.total).toBe(0);
      const exported = (await them.exportCsv()).body;
      expect(exported).not.toContain('private-vase');
      // Importing a row with the shop's handle creates the events workspace's own product.
      const rep = json(
        await them.importCsv(`handle,name,sku,price\n${mine.path},Theirs,T-1,10`),
      ).data;
      expect(rep.totals.created).toBe(1);
      expect(await product(mine._id)).toEqual(mine);
      expect(
        (
          await t.testDb.db
            .selectFrom('categories')
            .select('slug')
            .where('id', '=', cat)
            .executeTakeFirstOrThrow()
        ).slug,
      ).toBe('decor');
    });
  });
}
