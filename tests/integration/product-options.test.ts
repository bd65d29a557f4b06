// Product options on the real server, SQLite and PostgreSQL: the owner saves a product with
// Size × Colour (titles made from the values, ids kept when a combination survives), the shop's
// product read carries the options and each variant's values and image, the save refuses broken
// options with a readable 400, the CSV export and import round-trip them, another workspace
// reaches none of it; the demo kurtas come seeded with options; the public reviews read pages.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopCatalogue } from '../../fixtures/catalogue/shop';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { seedDemoOrders } from '../../scripts/seed-orders';
import { seedDemoReviews } from '../../scripts/seed-reviews';
import { createUsers } from '../../server/accounts/users';
import { PRODUCT_PATH } from '../../server/catalogue/routes';
import { createOrdersRepo } from '../../server/orders/repo';
import {
  ADMIN_CATALOGUE_PATHS as PATHS,
  ADMIN_PRODUCT_NOT_FOUND,
  type AdminProduct,
  type ProductForm,
  variantFormOf,
} from '../../shared/admin-catalogue';
import type { ProductDetail } from '../../shared/catalogue';
import { REVIEWS_PAGE_MESSAGE, REVIEWS_PAGE_SIZE } from '../../shared/orders';
import { createTestApp, type TestApp } from '../support/app';
import { workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';

const pgUp = await postgresReachable();
const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const SHOP_OWNER = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'OWNER')!;
const EVENTS_OWNER = DEMO_ACCOUNTS.find((a) => a.slug === 'events' && a.userType === 'OWNER')!;
const DEMO_WITH_OPTIONS = buildShopCatalogue().products.filter((p) => p.options);
const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;
let ip = 0;

const SIZE = { name: 'Size', values: ['S', 'M', 'L'] };
const COLOUR = { name: 'Colour', values: ['Indigo', 'Rust'] };

function tee(overrides: Partial<ProductForm> = {}): ProductForm {
  const variants = SIZE.values.flatMap((size) =>
    COLOUR.values
      .filter((colour) => !(size === 'L' && colour === 'Rust'))
      .map((colour) => ({
        title: 'ignored',
        options: { Size: size, Colour: colour },
        sku: `TEE-${size}-${colour.slice(0, 3).toUpperCase()}`,
        price: size === 'L' ? 89_900 : 79_900,
        mrp: null,
        stock: size === 'M' && colour === 'Rust' ? 0 : 5,
        image: colour === 'Rust' ? '/demo/products/x.svg' : null,
      })),
  );
  return {
    name: 'Organic cotton tee',
    path: '',
    status: 'active',
    category: '',
    categories: [],
    brand: '',
    description: '',
    media: [],
    options: [SIZE, COLOUR],
    variants: variants.map((v) => ({ ...v, image: null })),
    seo: { title: '', description: '' },
    ...overrides,
  };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`product options on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let owner: string;
    let eventsOwner: string;

    const call = (
      method: 'GET' | 'POST',
      url: string,
      c: { token?: string; host?: string; query?: Record<string, string>; body?: unknown } = {},
    ) =>
      app.inject({
        method,
        url,
        query: c.query,
        headers: {
          host: c.host ?? SHOP,
          'x-app-platform': 'WEB',
          ...(c.token ? { authorization: `Basic ${c.token}` } : {}),
          ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: c.body === undefined ? undefined : JSON.stringify(c.body),
        remoteAddress: `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
      });

    async function signIn(host: string, email: string) {
      const res = await call('POST', '/api/public/login', {
        host,
        body: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.token as string;
    }
    const save = (body: unknown, token = owner, host = SHOP) =>
      call('POST', PATHS.saveProduct, { token, host, body });
    const publicProduct = async (path: string) => {
      const res = await call('GET', PRODUCT_PATH, { query: { path } });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data as ProductDetail;
    };

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      owner = await signIn(SHOP, SHOP_OWNER.email);
      eventsOwner = await signIn(EVENTS, EVENTS_OWNER.email);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('saves Size × Colour with titles from the values, and the shop reads them', async () => {
      const res = await save(tee());
      expect(res.statusCode, res.body).toBe(201);
      const saved = json(res).data as AdminProduct;
      expect(saved.options).toEqual([SIZE, COLOUR]);
      expect(saved.variants.map((v) => v.title)).toEqual([
        'S / Indigo',
        'S / Rust',
        'M / Indigo',
        'M / Rust',
        'L / Indigo',
      ]);
      const shown = await publicProduct(saved.path);
      expect(shown.options).toEqual([SIZE, COLOUR]);
      expect(shown.variants.map((v) => [v.title, v.options, v.stock, v.price])).toEqual([
        ['S / Indigo', { Size: 'S', Colour: 'Indigo' }, 5, 79_900],
        ['S / Rust', { Size: 'S', Colour: 'Rust' }, 5, 79_900],
        ['M / Indigo', { Size: 'M', Colour: 'Indigo' }, 5, 79_900],
        ['M / Rust', { Size: 'M', Colour: 'Rust' }, 0, 79_900],
        ['L / Indigo', { Size: 'L', Colour: 'Indigo' }, 5, 89_900],
      ]);

      // Add a value: the surviving combinations keep their ids; a form without `options`
      // keeps the product's.
      const kept = new Map(saved.variants.map((v) => [v.title, v._id]));
      const grown: ProductForm = {
        ...tee({ id: saved._id, baseUpdatedAt: saved.updated, path: saved.path }),
        options: [SIZE, { name: 'Colour', values: ['Indigo', 'Rust', 'Sage'] }],
        variants: [
          ...saved.variants.map(variantFormOf),
          {
            title: '',
            options: { Size: 'S', Colour: 'Sage' },
            sku: 'TEE-S-SAG',
            price: 79_900,
            mrp: null,
            stock: 3,
          },
        ],
      };
      const again = await save(grown);
      expect(again.statusCode, again.body).toBe(200);
      const after = json(again).data as AdminProduct;
      for (const v of after.variants.slice(0, 5)) expect(v._id).toBe(kept.get(v.title));
      expect(after.variants.at(-1)!.title).toBe('S / Sage');
      const { options: _o, ...withoutOptions } = {
        ...grown,
        baseUpdatedAt: after.updated,
        variants: after.variants.map(variantFormOf),
      };
      const unchanged = await save(withoutOptions);
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect((json(unchanged).data as AdminProduct).options).toHaveLength(2);
    });

    it('refuses broken options with one readable message a field', async () => {
      const refuse = async (body: ProductForm, field: string, text: string) => {
        const res = await save(body);
        expect(res.statusCode, res.body).toBe(400);
        const b = json(res);
        expect(b.msg).toContain(text);
        expect(JSON.stringify(b)).toContain(field);
      };
      await refuse(
        tee({ options: [SIZE, { name: 'size', values: ['X'] }] }),
        'options.1.name',
        'Another option is already called size.',
      );
      await refuse(
        tee({ options: [{ name: 'Size', values: ['S', 'M', 'L', 'S'] }, COLOUR] }),
        'options.0.values.3',
        'Size already has the value S.',
      );
      const four = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['1'] }));
      const fourRes = await save(tee({ options: four }));
      expect(fourRes.statusCode).toBe(400);
      expect(json(fourRes).msg).toMatch(/up to 3 options/);
      const twice = tee();
      twice.variants[1] = { ...twice.variants[1]!, options: { Size: 'S', Colour: 'Indigo' } };
      await refuse(twice, 'variants.1.options', 'Variant 1 is already S / Indigo.');
      const partial = tee();
      partial.variants[0] = { ...partial.variants[0]!, options: { Size: 'S' } };
      await refuse(partial, 'variants.0.options', 'Choose this variant’s Colour from its values.');
      const image = tee();
      image.variants[0] = { ...image.variants[0]!, image: '/demo/products/elsewhere.svg' };
      await refuse(
        image,
        'variants.0.image',
        'Choose the variant’s image from this product’s images',
      );
    });

    it('round-trips options through the CSV export and import', async () => {
      const made = json(await save(tee({ name: 'CSV tee', path: 'csv-tee' }))).data as AdminProduct;
      const csv = (await call('GET', PATHS.exportProducts, { token: owner })).body;
      const mine = csv
        .split('\n')
        .filter((line, i) => i === 0 || line.startsWith('csv-tee,'))
        .map((line) => line.replace(/^csv-tee,CSV tee,/, 'csv-tee-2,CSV tee two,'))
        .join('\n');
      expect(mine.split('\n')[0]).toContain('option1_name,option1_value');
      const res = await call('POST', PATHS.importProducts, { token: owner, body: { csv: mine } });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.totals).toMatchObject({ created: 5, refused: 0, products: 1 });
      const copy = await publicProduct('csv-tee-2');
      expect(copy.options).toEqual(made.options);
      expect(copy.variants.map((v) => [v.title, v.stock, v.price])).toEqual(
        made.variants.map((v) => [v.title, v.stock, v.price]),
      );
      // Re-importing the product's own export changes nothing.
      const own = csv
        .split('\n')
        .filter((line, i) => i === 0 || line.startsWith('csv-tee,'))
        .join('\n');
      const back = await call('POST', PATHS.importProducts, { token: owner, body: { csv: own } });
      expect(json(back).data.totals).toMatchObject({ updated: 5, refused: 0 });
      const reread = json(
        await call('GET', PATHS.product, { token: owner, query: { id: made._id } }),
      ).data as AdminProduct;
      expect(reread.options).toEqual(made.options);
      expect(reread.variants.map((v) => v._id)).toEqual(made.variants.map((v) => v._id));
    });

    it('keeps options out of another workspace’s reach', async () => {
      const made = json(await save(tee({ name: 'Private tee', path: 'private-tee' })))
        .data as AdminProduct;
      const peek = await call('GET', PATHS.product, {
        token: eventsOwner,
        host: EVENTS,
        query: { id: made._id },
      });
      expect(peek.statusCode).toBe(404);
      expect(json(peek).msg).toBe(ADMIN_PRODUCT_NOT_FOUND);
      const overwrite = await save(
        { ...tee({ id: made._id, path: 'private-tee' }), options: [] },
        eventsOwner,
        EVENTS,
      );
      expect(overwrite.statusCode).toBe(404);
      const events = await call('GET', PRODUCT_PATH, {
        host: EVENTS,
        query: { path: 'private-tee' },
      });
      expect(events.statusCode).toBe(404);
      expect((await publicProduct('private-tee')).options).toEqual([SIZE, COLOUR]);
    });

    it('seeds the demo kurtas with options, and pages their reviews newest first', async () => {
      const demo = DEMO_WITH_OPTIONS[0]!;
      const shown = await publicProduct(demo.path);
      expect(shown.options).toEqual(demo.options);
      expect(shown.variants.map((v) => v.title)).toEqual(demo.variants.map((v) => v.title));
      expect(shown.variants.every((v) => v.image?.url)).toBe(true);

      const db = t.testDb.db;
      const shopId = await workspaceIdOf(db, 'shop.localhost');
      const now = Date.now();
      await seedDemoOrders(db, createUsers({ db }), createOrdersRepo(db), shopId, now);
      expect(await seedDemoReviews(db, shopId, now)).toBeGreaterThan(0);
      const variantId = shown.variants[0]!._id;
      const page = async (n?: number) => {
        const res = await call('GET', '/api/io/crm/admin/public/product/review', {
          query: { productVariantId: variantId, ...(n ? { page: String(n) } : {}) },
        });
        expect(res.statusCode, res.body).toBe(200);
        return json(res);
      };
      const first = await page();
      expect(first.data).toHaveLength(REVIEWS_PAGE_SIZE);
      expect(first).toMatchObject({ page: 1, more: true });
      const all = [...first.data];
      for (let n = 2, more = true; more; n++) {
        const next = await page(n);
        all.push(...next.data);
        more = next.more;
      }
      const rows = await db
        .selectFrom('product_reviews as r')
        .innerJoin('product_variants as v', 'v.product_id', 'r.product_id')
        .select('r.id')
        .where('v.id', '=', variantId)
        .execute();
      expect(all.map((r) => r._id).sort()).toEqual(rows.map((r) => r.id).sort());
      const dates = all.map((r) => r.created as string);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(all.every((r) => typeof r.comment === 'string' && r.comment.length > 10)).toBe(true);
      const bad = await call('GET', '/api/io/crm/admin/public/product/review', {
        query: { productVariantId: variantId, page: '0' },
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).msg).toBe(REVIEWS_PAGE_MESSAGE);
      // Another workspace does not find the product's reviews.
      const elsewhere = await call('GET', '/api/io/crm/admin/public/product/review', {
        host: EVENTS,
        query: { productVariantId: variantId },
      });
      expect(elsewhere.statusCode).toBe(404);
    });
  });
}
