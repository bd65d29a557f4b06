import { request } from 'node:http';
import { Writable } from 'node:stream';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACES } from '../../fixtures/index';
import { seedDemoWorkspaces } from '../../scripts/seed';
import { buildApp } from '../../server/app';
import { FAVICON_LINK } from '../../shared/favicon';
import { createRepo } from '../../scripts/site-repo';
import { createTestDb, postgresReachable, type TestDb } from '../support/db';
import { configTexts, pageText } from '../support/texts';

/** A form POST to `path` exactly as written (no URL parsing on the way), on a listening app. */
function rawPost(address: string, path: string, host: string) {
  return new Promise<{ status: number; location: string | undefined }>((done, fail) => {
    const req = request(
      `${address}/`,
      {
        method: 'POST',
        path,
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      },
      (res) => {
        res.resume();
        done({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    );
    req.on('error', fail);
    req.end('a=b');
  });
}

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL SSR tests are skipped.');

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`SSR on ${kind}`, () => {
    let testDb: TestDb;
    let app: Awaited<ReturnType<typeof buildApp>>;
    const logLines: string[] = [];

    beforeAll(async () => {
      testDb = await createTestDb(kind);
      await seedDemoWorkspaces(createRepo(testDb.db));
      const stream = new Writable({
        write(chunk, _enc, cb) {
          logLines.push(String(chunk));
          cb();
        },
      });
      app = await buildApp({
        db: testDb.db,
        clientDir: resolve('dist/client'),
        demoImagesDir: resolve('fixtures/images'),
        demoFormsDir: resolve('fixtures/forms'),
        logger: { level: 'warn', stream },
      });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await testDb?.drop();
    });

    for (const demo of DEMO_WORKSPACES) {
      for (const { path, doc } of demo.pages) {
        it(`renders ${demo.domain}${path} with every section's text`, async () => {
          const res = await app.inject({ url: path, headers: { host: `${demo.domain}:3000` } });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toContain('text/html');
          const text = pageText(res.body);
          const sections = [demo.site.header, ...doc.sections, demo.site.footer].filter(
            (s) => s !== null,
          );
          for (const section of sections) {
            for (const t of configTexts(section.config).slice(0, 6))
              expect(text, `${section.type}: "${t}"`).toContain(t.replace(/\s+/g, ' '));
          }
          expect(res.body).not.toContain('data-sw-broken');
        });
      }
    }

    it('serves the second request of a page from the cache with the same bytes', async () => {
      const demo = DEMO_WORKSPACES[0]!;
      const a = await app.inject({ url: '/', headers: { host: demo.domain } });
      const b = await app.inject({ url: '/', headers: { host: demo.domain } });
      expect(b.body).toBe(a.body);
      expect(b.headers.etag).toBe(a.headers.etag);
      const c = await app.inject({
        url: '/',
        headers: { host: demo.domain, 'if-none-match': String(a.headers.etag) },
      });
      expect(c.statusCode).toBe(304);
    });

    it('renders broken sections as quiet placeholders and the rest of the page', async () => {
      const repo = createRepo(testDb.db);
      const ws = (await repo.workspaceByDomain(DEMO_WORKSPACES[0]!.domain))!;
      await repo.upsertPublishedPage(
        ws.id,
        '/broken-demo',
        {
          version: 1,
          title: 'Broken',
          seo: {},
          sections: [
            { id: 'unknown', type: 'no-such-section', config: {} },
            { id: 'invalid', type: 'hero-slider', config: { slides: 'not a list' } },
            {
              id: 'good',
              type: 'not-found',
              config: { heading: 'Still here after the broken ones' },
            },
          ],
        },
        null,
      );
      logLines.length = 0;
      const res = await app.inject({
        url: '/broken-demo',
        headers: { host: DEMO_WORKSPACES[0]!.domain },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Still here after the broken ones');
      expect(res.body).toContain('data-sw-broken="unknown"');
      expect(res.body).toContain('data-sw-broken="invalid"');
      expect(res.body).not.toContain('not a list');
      const logged = logLines.join('');
      expect(logged).toContain('unknown section type');
      expect(logged).toContain('invalid config');
    });

    it('answers an unknown path with the site 404 page and status 404', async () => {
      const demo = DEMO_WORKSPACES[0]!;
      const res = await app.inject({ url: '/no/such/page', headers: { host: demo.domain } });
      expect(res.statusCode).toBe(404);
      expect(pageText(res.body)).toContain('We can’t find that page');
    });

    it('answers a malformed URL with a readable 400, not a 500', async () => {
      const res = await app.inject({
        url: '/%E0%A4%A',
        headers: { host: DEMO_WORKSPACES[0]!.domain },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/not a valid url/i);
      expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
    });

    it("sends a page's form posted without a script back to the page, keeping unknown API paths JSON 404s", async () => {
      const host = DEMO_WORKSPACES[0]!.domain;
      const form = { 'content-type': 'application/x-www-form-urlencoded', host };
      const back = await app.inject({
        method: 'POST',
        url: '/login?from=%2Fabout',
        headers: form,
        payload: 'customer-login-email=a%40b.test&customer-login-password=secret',
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe('/login?from=%2Fabout');
      // Whatever it carries: no type, another type; and a page whose path starts like /admin.
      for (const headers of [
        { host },
        { host, 'content-type': 'multipart/form-data; boundary=x' },
      ]) {
        const res = await app.inject({
          method: 'POST',
          url: '/administrators',
          headers,
          payload: 'x',
        });
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe('/administrators');
      }
      // The forms that take a visitor's details say so: sent without a script, none is a GET.
      for (const path of ['/login', '/signup', '/contact']) {
        const html = (await app.inject({ url: path, headers: { host } })).body;
        const forms = html.match(/<form\b[^>]*>/g) ?? [];
        expect(forms.length, path).toBeGreaterThan(0);
        for (const tag of forms) expect(tag, path).toContain('method="post"');
      }
      // Another host's address is not a path of this one. (Sent as raw HTTP: inject would read
      // such a URL as a host and a path.)
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      for (const path of ['//evil.example/x', '/\\evil.example/x']) {
        const res = await rawPost(address, path, host);
        expect(res.status, path).toBe(303);
        expect(res.location, path).toBe('/');
      }
      for (const url of ['/api/no/such/route', '/admin/no-such-screen']) {
        const res = await app.inject({ method: 'POST', url, headers: form, payload: 'a=b' });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ status: 404, msg: `No route for POST ${url}` });
      }
    });

    it('answers an unknown host with a clear 404 page', async () => {
      const res = await app.inject({ url: '/', headers: { host: 'nobody.localhost:3000' } });
      expect(res.statusCode).toBe(404);
      expect(pageText(res.body)).toContain('There is no Sitewright site at nobody.localhost');
    });

    it('serves the icon every page names, and sends /favicon.ico to it', async () => {
      const host = DEMO_WORKSPACES[0]!.domain;
      const home = await app.inject({ url: '/', headers: { host } });
      expect(home.body).toContain(FAVICON_LINK);
      const unknownHost = await app.inject({ url: '/', headers: { host: 'nobody.localhost' } });
      expect(unknownHost.body).toContain(FAVICON_LINK);
      const icon = await app.inject({ url: '/favicon.svg', headers: { host } });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const ico = await app.inject({ url: '/favicon.ico', headers: { host } });
      expect(ico.statusCode).toBe(301);
      expect(ico.headers.location).toBe('/favicon.svg');
    });

    it('serves the published page and site through the read API, and 4xx for bad input', async () => {
      const demo = DEMO_WORKSPACES[0]!;
      const page = await app.inject({
        url: '/api/public/website/page?path=/',
        headers: { host: demo.domain },
      });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.sections.length).toBe(demo.pages[0]!.doc.sections.length);
      const site = await app.inject({
        url: '/api/public/website/site',
        headers: { host: demo.domain },
      });
      expect(site.json().data.name).toBe(demo.name);
      const missing = await app.inject({
        url: '/api/public/website/page',
        headers: { host: demo.domain },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toMatch(/path/);
      const badVersion = await app.inject({
        url: '/api/public/website/page?path=/&version=nope',
        headers: { host: demo.domain },
      });
      expect(badVersion.statusCode).toBe(400);
      const nowhere = await app.inject({
        url: '/api/public/website/page?path=/nope',
        headers: { host: demo.domain },
      });
      expect(nowhere.statusCode).toBe(404);
    });
  });
}
