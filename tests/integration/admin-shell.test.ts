import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NOT_BUILT_MESSAGE } from '../../server/admin/shell';
import { buildApp } from '../../server/app';
import { ADMIN_BOOT_ID, type AdminBoot } from '../../shared/admin-api';
import { FAVICON_LINK } from '../../shared/favicon';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';
import {
  createTestShop,
  createTestUser,
  signInOn,
  TEST_PASSWORD,
  type TestShop,
} from '../support/order-builders';
import { ADMIN_FORBIDDEN_MESSAGE } from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn('PostgreSQL is not reachable: the PostgreSQL admin shell tests are skipped.');

const SCREENS = [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/orders/3f1c',
  '/admin/products',
  '/admin/products/new',
  '/admin/categories',
  '/admin/customers',
  '/admin/customers/9a2b',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/blog/8d0e',
  '/admin/blog/categories',
  '/admin/comments',
  '/admin/newsletter',
  '/admin/enquiries',
  '/admin/settings',
  '/admin/redirects',
];

/** A client folder with the builder's and the admin's manifests (as `npm run build` writes them). */
function builtClientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-admin-client-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'editor-manifest.json'),
    JSON.stringify({
      'editor/main.tsx': { file: 'assets/editor-abc.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-def.js' },
    }),
  );
  writeFileSync(
    join(dir, '.vite', 'admin-manifest.json'),
    JSON.stringify({
      'editor/admin/main.tsx': {
        file: 'assets/admin-123.js',
        css: ['assets/admin-123.css'],
        imports: ['_react.js'],
        isEntry: true,
      },
      '_react.js': { file: 'assets/react-def.js' },
    }),
  );
  return dir;
}

const bootOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${ADMIN_BOOT_ID}">(.*?)</script>`).exec(
      html,
    )![1]!,
  ) as AdminBoot;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`admin app shell on ${kind}`, () => {
    let t: TestApp;
    let built: FastifyInstance;
    let bare: FastifyInstance;
    let shop: TestShop;
    let owner: string;

    const page = (app: FastifyInstance, url: string, token?: string, host = shop.host) =>
      app.inject({
        method: 'GET',
        url,
        headers: { host, ...(token ? { cookie: `sw_session=${token}` } : {}) },
      });

    beforeAll(async () => {
      t = await createTestApp(kind);
      const common = {
        db: t.testDb.db,
        demoImagesDir: resolve('fixtures/images'),
        logger: false,
      } as const;
      built = await buildApp({ ...common, clientDir: builtClientDir() });
      bare = await buildApp({
        ...common,
        clientDir: mkdtempSync(join(tmpdir(), 'sw-admin-bare-')),
      });
      shop = await createTestShop(t.testDb.db, { name: 'Juniper & Co', currency: 'gbp' });
      owner = await signInOn(built, shop.host, shop.owner.email);
    });
    afterAll(async () => {
      await built?.close();
      await bare?.close();
      await t?.close();
    });

    it('serves the app at every screen, with its entry, CSS, preloads and boot blob', async () => {
      for (const url of SCREENS) {
        const res = await page(built, url, owner);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.body).toContain('<div id="sw-admin-root">');
        expect(res.body).toContain('<script type="module" src="/assets/admin-123.js"></script>');
        expect(res.body).toContain('<link rel="stylesheet" href="/assets/admin-123.css">');
        expect(res.body).toContain('<link rel="modulepreload" href="/assets/react-def.js">');
        expect(res.body).not.toContain('editor-abc.js');
        expect(res.body).toContain(FAVICON_LINK);
      }
      const res = await page(built, '/admin/orders/3f1c?from=x', owner);
      expect(res.body).toContain('<title>Orders · Juniper &#38; Co</title>');
      expect(bootOf(res.body)).toEqual({
        workspace: {
          id: shop.id,
          name: 'Juniper & Co',
          slug: shop.domain.replace('.localhost', ''),
          domain: shop.domain,
          currency: 'GBP',
        },
        user: { id: shop.owner.id, name: 'Olivia Owner', email: shop.owner.email, role: 'OWNER' },
      });
    });

    it('writes a frame that works before (or without) the app: links, who, sign-out', async () => {
      const res = await page(built, '/admin/customers/9a2b', owner);
      expect(res.body).toContain('<h1>Customers</h1>');
      expect(res.body).toContain('data-testid="workspace-name">Juniper &#38; Co</span>');
      expect(res.body).toContain('<a class="swa-nav-link" href="/admin/builder">Website</a>');
      expect(res.body).toContain('<form method="post" action="/admin/logout">');
      expect(res.body).toContain(
        '<a class="swa-nav-link" href="/admin/customers" aria-current="page">',
      );
    });

    it('tells the role of a staff member', async () => {
      const staff = await createTestUser(t.testDb.db, shop.id, {
        firstName: 'Sam',
        lastName: 'Staff',
        userType: 'STAFF',
        password: TEST_PASSWORD,
      });
      const token = await signInOn(built, shop.host, staff.email);
      const res = await page(built, '/admin/dashboard', token);
      expect(res.statusCode).toBe(200);
      expect(bootOf(res.body).user).toMatchObject({ name: 'Sam Staff', role: 'STAFF' });
    });

    it('answers a readable page with the same frame when the admin is not built', async () => {
      const res = await page(bare, '/admin/dashboard', owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(ADMIN_NOT_BUILT_MESSAGE);
      expect(res.body).toContain('<h1>Dashboard</h1>');
      expect(res.body).toContain('action="/admin/logout"');
      expect(res.body).not.toContain('<script');
    });

    it('redirects strangers to the sign-in page and refuses customers and other shops', async () => {
      const anon = await page(built, '/admin/orders/3f1c');
      expect(anon.statusCode).toBe(302);
      expect(anon.headers.location).toBe(
        `/admin/login?from=${encodeURIComponent('/admin/orders/3f1c')}`,
      );
      const customer = await createTestUser(t.testDb.db, shop.id, {
        firstName: 'Cy',
        lastName: 'Customer',
        password: TEST_PASSWORD,
      });
      const token = await signInOn(built, shop.host, customer.email);
      for (const url of SCREENS) {
        const stranger = await page(built, url);
        expect(stranger.statusCode, url).toBe(302);
        expect(stranger.headers.location, url).toBe(`/admin/login?from=${encodeURIComponent(url)}`);
        const refused = await page(built, url, token);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.body).toContain(ADMIN_FORBIDDEN_MESSAGE);
      }
      const other = await createTestShop(t.testDb.db);
      const elsewhere = await page(built, '/admin/dashboard', owner, other.host);
      expect(elsewhere.statusCode).toBe(302);
    });

    it('sends /admin to the dashboard, and the builder keeps its own page', async () => {
      const res = await page(built, '/admin', owner);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/admin/dashboard');
      const builder = await page(built, '/admin/builder', owner);
      expect(builder.statusCode).toBe(200);
      expect(builder.body).toContain('<script type="module" src="/assets/editor-abc.js"></script>');
      expect(builder.body).not.toContain('admin-123');
    });

    it('signs out with the frame’s plain form', async () => {
      const token = await signInOn(built, shop.host, shop.owner.email);
      const out = await built.inject({
        method: 'POST',
        url: '/admin/logout',
        headers: { host: shop.host, cookie: `sw_session=${token}` },
      });
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/admin/login');
      expect((await page(built, '/admin/dashboard', token)).statusCode).toBe(302);
    });
  });
}
