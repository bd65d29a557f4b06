// Every kind of answer carries the security headers, and each page's Content-Security-Policy
// allows exactly its own inline scripts (tests/support/csp.ts hashes them from the HTML).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { expectSecurityHeaders, inlineScriptHashes } from '../support/csp';
import { createTestApp, type TestApp } from '../support/app';
import { signInOn } from '../support/order-builders';

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const PLATFORM = 'localhost:3000';

describe('security headers', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let ownerToken: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    app = t.app;
    ownerToken = await signInOn(app, SHOP, 'owner@northwind.test', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const asOwner = (url: string) => get(SHOP, url, { authorization: `Basic ${ownerToken}` });
  const html = (res: LightMyRequestResponse) => {
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res;
  };

  it('on a public page with islands, rendered and then from the page cache', async () => {
    const first = html(await get(SHOP, '/'));
    const cached = html(await get(SHOP, '/'));
    expect(first.statusCode).toBe(200);
    // The early-input script and the islands' loader are inline: the policy names their hashes,
    // and the cached copy the same.
    expect(inlineScriptHashes(first.body)).toHaveLength(2);
    for (const res of [first, cached]) {
      const csp = expectSecurityHeaders(res);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    }
    expect(cached.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
  });

  it('on a product page, whose JSON-LD is data, not a script to allow', async () => {
    const listing = await get(SHOP, '/c/apparel');
    const path = /href="(\/p\/[^"?#]+)"/.exec(listing.body)?.[1];
    expect(path).toBeTruthy();
    const res = html(await get(SHOP, path!));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('application/ld+json');
    expectSecurityHeaders(res);
  });

  it("on the sign-in pages: a shop's, the admin's and the platform's", async () => {
    for (const [host, url] of [
      [SHOP, '/login'],
      [SHOP, '/signup'],
      [SHOP, '/admin/login'],
      [PLATFORM, '/signin'],
      [PLATFORM, '/register'],
    ] as const) {
      const res = html(await get(host, url));
      expect(res.statusCode, `${host}${url}`).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('on error answers: an unknown host, an unknown page, an unknown API route, a bad request', async () => {
    const noSite = html(await get('nowhere.localhost:3000', '/'));
    expect(noSite.statusCode).toBe(404);
    expectSecurityHeaders(noSite);
    const noPage = html(await get(SHOP, '/no-such-page'));
    expect(noPage.statusCode).toBe(404);
    expectSecurityHeaders(noPage);
    const noRoute = await get(SHOP, '/api/no-such-route');
    expect(noRoute.statusCode).toBe(404);
    expectSecurityHeaders(noRoute);
    const bad = await get(SHOP, '/api/public/customer/forgot-password');
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad);
  });

  it('on the admin app: its own policy, never framed, the referrer kept on this site', async () => {
    const res = html(await asOwner('/admin/dashboard'));
    expect(res.statusCode).toBe(200);
    const csp = expectSecurityHeaders(res, { app: true, referrer: 'same-origin' });
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // Without a session: the redirect to sign in carries them too.
    const anonymous = await get(SHOP, '/admin/dashboard');
    expect(anonymous.statusCode).toBe(302);
    expectSecurityHeaders(anonymous, { app: true });
  });

  it('on the builder: its early inline scripts allowed by hash, never framed', async () => {
    const res = html(await asOwner('/admin/builder'));
    expect(res.statusCode).toBe(200);
    expect(inlineScriptHashes(res.body)).toHaveLength(2);
    expectSecurityHeaders(res, { app: true });
  });

  it("on the builder's preview: framed by this host only, its inert-links script allowed", async () => {
    const res = html(await asOwner('/admin/preview?path=/&embed=1'));
    expect(res.statusCode).toBe(200);
    expect(inlineScriptHashes(res.body)).toHaveLength(1);
    const csp = expectSecurityHeaders(res, { framed: true });
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it("on the demo's external form, which the events site frames", async () => {
    const res = html(await get(EVENTS, '/forms/enquiry.html'));
    expect(res.statusCode).toBe(200);
    expect(inlineScriptHashes(res.body)).toEqual([]);
    expectSecurityHeaders(res, { framed: true });
    // The site's page that frames it may: frame-src names its own origin.
    const page = await get(EVENTS, '/book-now');
    expect(page.body).toContain('/forms/enquiry.html');
    expect(expectSecurityHeaders(page).get('frame-src')).toContain("'self'");
  });

  it('on static files', async () => {
    const page = await get(SHOP, '/');
    // The page's stylesheet (made by the server) and the island runtime (a built file).
    const css = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(page.body)?.[1];
    const js = /data-sw-runtime="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    for (const file of [css, js]) {
      expect(file).toBeTruthy();
      const res = await get(SHOP, file!);
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders(res);
    }
  });
});
