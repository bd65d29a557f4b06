// The builder's server API (issue 4) on the real server, SQLite and PostgreSQL: pages, drafts,
// publishing, history, rollback, the site document, catalogue search, the editor shell, and
// who may use any of it. Owners sign in through POST /api/public/login with the demo logins.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { DEMO_WORKSPACES } from '../../fixtures/index';
import { defaultsFromSchema } from '../../schemas/defaults';
import { CURRENT_PAGE_VERSION } from '../../schemas/migrations';
import { ownerSigninMeta } from '../../schemas/sections/owner-signin';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { FAVICON_LINK } from '../../shared/favicon';
import type { EditorBootDocuments, PageDetail } from '../../shared/builder-api';
import { jsonHash } from '../../shared/hash';
import { EARLY_READY_SCRIPT } from '../../shared/preview-protocol';
import { buildApp } from '../../server/app';
import {
  HOME_DELETE_MESSAGE,
  PATH_PATTERN_MESSAGE,
  platformOnlyMessage,
  STALE_DRAFT_MESSAGE,
  STALE_SITE_MESSAGE,
} from '../../server/builder/checks';
import { PLATFORM_HEADER_MESSAGE, PUBLISH_REFUSED_MESSAGE } from '../../server/builder/routes';
import { BUILDER_NOT_BUILT_MESSAGE } from '../../server/builder/shell';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';
import {
  ADMIN_FORBIDDEN_MESSAGE,
  CROSS_SITE_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL builder tests are skipped.');

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const API = '/api/io/crm/admin/website';
const SECTION_DELETE = '/api/io/crm/website/page/section/delete';

const account = (domain: string, userType: 'OWNER' | 'CUSTOMER') =>
  DEMO_ACCOUNTS.find((a) => a.domain === domain && a.userType === userType)!;
const SHOP_OWNER = account('shop.localhost', 'OWNER');
const SHOP_CUSTOMER = account('shop.localhost', 'CUSTOMER');
const EVENTS_OWNER = account('events.localhost', 'OWNER');
const SHOP_HOME = DEMO_WORKSPACES.find((d) => d.slug === 'shop')!.pages.find(
  (p) => p.path === '/',
)!.doc;

type Call = {
  host?: string;
  cookie?: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};

let ipCounter = 0;

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  c: Call = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    host: c.host ?? SHOP,
    'x-app-platform': 'WEB',
    ...c.headers,
  };
  if (c.cookie) headers.cookie = c.cookie;
  let payload: string | Buffer | undefined;
  if (c.rawBody !== undefined) {
    payload = c.rawBody;
    headers['content-type'] = c.contentType ?? 'application/json';
  } else if (c.body !== undefined) {
    payload = JSON.stringify(c.body);
    headers['content-type'] = 'application/json';
  }
  return app.inject({ method, url, query: c.query, headers, payload });
}

const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

/** A readable refusal in the shape shared/error-text reads. */
function expectRefusal(res: LightMyRequestResponse, status: number, msg?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json(res);
  expect(body.status).toBe(status);
  expect(typeof body.msg).toBe('string');
  expect(body.msg.length).toBeGreaterThan(3);
  expect(body.msg).not.toMatch(/Internal server error/);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else if (msg) expect(body.msg).toMatch(msg);
}

const cta = (id: string, heading: string) => ({
  id,
  type: 'cta',
  config: { variant: 'banner', heading, buttons: [] },
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`builder API on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let owner: string;
    let customer: string;
    let eventsOwner: string;
    let homeId: string;

    async function login(host: string, email: string): Promise<string> {
      const res = await app.inject({
        method: 'POST',
        url: '/api/public/login',
        headers: { host, 'content-type': 'application/json', 'x-app-platform': 'WEB' },
        payload: JSON.stringify({ email, password: DEMO_PASSWORD }),
        remoteAddress: `10.7.0.${++ipCounter}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const line = ([res.headers['set-cookie']].flat() as string[]).find((l) =>
        l.startsWith('sw_session='),
      );
      return line!.split(';')[0]!;
    }

    /** Everything the builder writes, to prove a refusal changed nothing. */
    async function snapshot(): Promise<string> {
      const db = t.testDb.db;
      const [pages, versions, sites, siteVersions] = await Promise.all([
        db.selectFrom('pages').selectAll().orderBy('id').execute(),
        db.selectFrom('page_versions').selectAll().orderBy('id').execute(),
        db.selectFrom('sites').selectAll().orderBy('workspace_id').execute(),
        db.selectFrom('site_versions').selectAll().orderBy('id').execute(),
      ]);
      return JSON.stringify({ pages, versions, sites, siteVersions });
    }

    const as = (cookie: string) => ({
      get: (url: string, query?: Record<string, string>, host = SHOP) =>
        call(app, 'GET', url, { cookie, query, host }),
      post: (url: string, body?: unknown, host = SHOP) =>
        call(app, 'POST', url, { cookie, body, host }),
      put: (url: string, body?: unknown, host = SHOP) =>
        call(app, 'PUT', url, { cookie, body, host }),
    });

    const publicPage = (path: string, host = SHOP) =>
      app.inject({ method: 'GET', url: path, headers: { host } });

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      owner = await login(SHOP, SHOP_OWNER.email);
      customer = await login(SHOP, SHOP_CUSTOMER.email);
      eventsOwner = await login(EVENTS, EVENTS_OWNER.email);
      const list = json(await as(owner).get(`${API}/pages`)).data as { id: string; path: string }[];
      homeId = list.find((p) => p.path === '/')!.id;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists the pages of the workspace, home first, then by path', async () => {
      const res = await as(owner).get(`${API}/pages`);
      expect(res.statusCode, res.body).toBe(200);
      const all = json(res).data as Record<string, any>[];
      // The stored pages, then the built-in screens and templates (built-in-screens.test.ts).
      const list = all.filter((p) => !p.builtIn);
      expect(all.slice(list.length).every((p) => p.builtIn)).toBe(true);
      const builtIn = new Set(all.filter((p) => p.builtIn).map((p) => p.path));
      const shop = DEMO_WORKSPACES.find((d) => d.slug === 'shop')!;
      const own = shop.pages.map((p) => p.path).filter((p) => p !== '/' && !builtIn.has(p));
      expect(list.map((p) => p.path)).toEqual(
        ['/', ...own].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a < b ? -1 : 1)),
      );
      const home = list[0]!;
      expect(home).toMatchObject({ path: '/', title: SHOP_HOME.title, changed: false });
      expect(home.publishedVersion).toBe(1);
      expect(typeof home.publishedAt).toBe('string');
      expect(typeof home.updatedAt).toBe('string');
      // Scoped to the Host's workspace: none of the events site's pages.
      expect(list.some((p) => p.path.startsWith('/services/'))).toBe(false);
    });

    it('creates a page, refuses bad, reserved and taken paths, and copies a page', async () => {
      const before = await snapshot();
      expectRefusal(
        await as(owner).post(`${API}/page`, { path: '/Summer Sale', title: 'x' }),
        400,
        PATH_PATTERN_MESSAGE,
      );
      expectRefusal(
        await as(owner).post(`${API}/page`, { path: 'summer', title: 'x' }),
        400,
        PATH_PATTERN_MESSAGE,
      );
      for (const path of ['/admin', '/admin/pages', '/api/x', '/login', '/setting/overview'])
        expectRefusal(
          await as(owner).post(`${API}/page`, { path, title: 'x' }),
          400,
          /belongs to a built-in screen/,
        );
      expectRefusal(
        await as(owner).post(`${API}/page`, { path: '/about', title: 'x' }),
        409,
        'A page already has the path /about.',
      );
      expectRefusal(
        await as(owner).post(`${API}/page`, { path: '/x', title: '   ' }),
        400,
        'Give the page a title.',
      );
      expectRefusal(
        await as(owner).post(`${API}/page`, { path: '/x', title: 't', copyFrom: 'nope' }),
        404,
        'No page with id nope in this site.',
      );
      expect(await snapshot()).toBe(before);

      const res = await as(owner).post(`${API}/page`, { path: '/summer-sale', title: 'Summer' });
      expect(res.statusCode, res.body).toBe(200);
      const page = json(res).data;
      expect(page).toMatchObject({
        path: '/summer-sale',
        title: 'Summer',
        publishedVersion: null,
        publishedAt: null,
        changed: true,
        draft: { version: CURRENT_PAGE_VERSION, title: 'Summer', seo: {}, sections: [] },
      });
      const list = json(await as(owner).get(`${API}/pages`)).data as { path: string }[];
      expect(list.map((p) => p.path)).toContain('/summer-sale');
      // Not published yet: visitors do not see it.
      expect((await publicPage('/summer-sale')).statusCode).toBe(404);

      const copy = await as(owner).post(`${API}/page`, {
        path: '/home-copy',
        title: 'Home copy',
        copyFrom: homeId,
      });
      expect(copy.statusCode, copy.body).toBe(200);
      expect(json(copy).data.draft).toEqual({ ...SHOP_HOME, title: 'Home copy' });
    });

    it('autosaves a draft, reads it back, and refuses a stale save with 409', async () => {
      const created = json(
        await as(owner).post(`${API}/page`, { path: '/autosave', title: 'Autosave' }),
      ).data;
      const draft: PageDocument = {
        version: CURRENT_PAGE_VERSION,
        title: 'Autosave',
        seo: { title: 'Autosave SEO' },
        sections: [cta('a1', 'Autosaved heading')],
      };
      const saved = await as(owner).put(`${API}/page/draft`, {
        id: created.id,
        draft,
        baseUpdatedAt: created.updatedAt,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const updatedAt = json(saved).data.updatedAt as string;
      expect(updatedAt > created.updatedAt).toBe(true);

      const read = json(await as(owner).get(`${API}/page`, { id: created.id })).data;
      expect(read.draft).toEqual(draft);
      expect(read.updatedAt).toBe(updatedAt);

      // Another tab still holds the first revision.
      const before = await snapshot();
      expectRefusal(
        await as(owner).put(`${API}/page/draft`, {
          id: created.id,
          draft: { ...draft, title: 'Other tab' },
          baseUpdatedAt: created.updatedAt,
        }),
        409,
        STALE_DRAFT_MESSAGE,
      );
      expect(await snapshot()).toBe(before);

      // Two saves in a row each move the revision on; POST is accepted as well as PUT.
      const again = await as(owner).post(`${API}/page/draft`, {
        id: created.id,
        draft: { ...draft, title: 'Second' },
        baseUpdatedAt: updatedAt,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(json(again).data.updatedAt > updatedAt).toBe(true);

      // A section that fails its own schema is fine in a draft (the editor shows it).
      const loose = await as(owner).put(`${API}/page/draft`, {
        id: created.id,
        draft: { ...draft, sections: [cta('a1', '')] },
      });
      expect(loose.statusCode, loose.body).toBe(200);
    });

    it('refuses drafts that do not fit the page format', async () => {
      const page = json(await as(owner).get(`${API}/page`, { id: homeId })).data;
      const base = page.draft as PageDocument;
      const before = await snapshot();
      const bad: [unknown, RegExp][] = [
        [{ ...base, sections: [cta('same', 'a'), cta('same', 'b')] }, /ids must be unique/],
        [{ ...base, title: '' }, /draft\/title/],
        [{ ...base, sections: 'none' }, /draft\/sections must be array/],
        [
          { ...base, sections: [{ id: 'no spaces!', type: 'cta', config: {} }] },
          /draft\/sections\/0\/id/,
        ],
        [{ ...base, extra: 1 }, /additional properties/],
        [{ version: 1, title: 'x', seo: {} }, /required property 'sections'/],
      ];
      for (const [draft, reason] of bad)
        expectRefusal(await as(owner).put(`${API}/page/draft`, { id: homeId, draft }), 400, reason);
      let deep: unknown = {};
      for (let i = 0; i < 200; i++) deep = { a: deep };
      expectRefusal(
        await as(owner).put(`${API}/page/draft`, {
          id: homeId,
          draft: { ...base, sections: [{ id: 'deep', type: 'cta', config: deep }] },
        }),
        400,
        /nested more than/,
      );
      expect(await snapshot()).toBe(before);
    });

    it('deletes a section from the draft with the SPEC GET, 404 for unknown ones', async () => {
      const page = json(
        await as(owner).post(`${API}/page`, { path: '/sections', title: 'Sections' }),
      ).data;
      await as(owner).put(`${API}/page/draft`, {
        id: page.id,
        draft: { ...page.draft, sections: [cta('keep', 'Keep'), cta('drop', 'Drop')] },
      });
      const before = await snapshot();
      expectRefusal(
        await as(owner).get(SECTION_DELETE, { id: 'nope', pageId: page.id }),
        404,
        'No section with id nope on this page.',
      );
      expectRefusal(
        await as(owner).get(SECTION_DELETE, { id: 'drop', pageId: 'nope' }),
        404,
        'No page with id nope in this site.',
      );
      expectRefusal(await as(owner).get(SECTION_DELETE, { id: 'drop' }), 400, /pageId/);
      // A link or a plain form cannot send the platform header; a cross-site request is refused.
      expectRefusal(
        await call(app, 'GET', SECTION_DELETE, {
          cookie: owner,
          query: { id: 'drop', pageId: page.id },
          headers: { 'x-app-platform': '' },
        }),
        403,
        PLATFORM_HEADER_MESSAGE,
      );
      expectRefusal(
        await call(app, 'GET', SECTION_DELETE, {
          cookie: owner,
          query: { id: 'drop', pageId: page.id },
          headers: { 'sec-fetch-site': 'cross-site' },
        }),
        403,
        CROSS_SITE_MESSAGE,
      );
      expect(await snapshot()).toBe(before);

      const res = await as(owner).get(SECTION_DELETE, { id: 'drop', pageId: page.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(typeof json(res).data.updatedAt).toBe('string');
      const read = json(await as(owner).get(`${API}/page`, { id: page.id })).data;
      expect(read.draft.sections.map((s: { id: string }) => s.id)).toEqual(['keep']);
    });

    it('refuses to publish a draft with invalid sections, listing each, and keeps the draft', async () => {
      const page = json(
        await as(owner).post(`${API}/page`, { path: '/broken', title: 'Broken' }),
      ).data;
      const draft = {
        ...page.draft,
        sections: [
          cta('good', 'Fine'),
          cta('bad-cta', ''),
          { id: 'odd', type: 'marquee', config: {} },
        ],
      };
      await as(owner).put(`${API}/page/draft`, { id: page.id, draft });
      const before = await snapshot();
      const res = await as(owner).post(`${API}/page/publish`, { id: page.id });
      expectRefusal(res, 400, PUBLISH_REFUSED_MESSAGE);
      const errors = json(res).errors as {
        defaultMessage: string;
        sectionId: string;
        field: string;
      }[];
      expect(errors).toContainEqual({
        defaultMessage:
          'Call to action (section 2, #bad-cta): Heading (/heading) must not be empty',
        sectionId: 'bad-cta',
        field: '/heading',
      });
      expect(errors.find((e) => e.sectionId === 'odd')?.defaultMessage).toMatch(
        /^Unknown section type "marquee" \(section 3, #odd\)/,
      );
      expect(errors.some((e) => e.sectionId === 'good')).toBe(false);
      expect(await snapshot()).toBe(before);
      const read = json(await as(owner).get(`${API}/page`, { id: page.id })).data;
      expect(read.draft).toEqual(draft);
      expect(read.publishedVersion).toBeNull();
    });

    it('refuses an FAQ whose heading was emptied, naming the section, its place and the field', async () => {
      const page = json(
        await as(owner).post(`${API}/page`, { path: '/faq-check', title: 'FAQ check' }),
      ).data;
      const items = [{ question: 'Do you deliver?', answer: 'Yes.' }];
      const faq = (heading: string) => ({
        id: 'questions',
        type: 'faq',
        config: { variant: 'accordion', heading, items },
      });
      const draft = { ...page.draft, sections: [cta('lead', 'Fine'), faq('')] };
      await as(owner).put(`${API}/page/draft`, { id: page.id, draft });
      const res = await as(owner).post(`${API}/page/publish`, { id: page.id });
      expectRefusal(res, 400, PUBLISH_REFUSED_MESSAGE);
      expect(json(res).errors).toEqual([
        {
          defaultMessage: 'FAQ (section 2, #questions): Heading (/heading) must not be empty',
          sectionId: 'questions',
          field: '/heading',
        },
      ]);
      const fixed = { ...draft, sections: [cta('lead', 'Fine'), faq('Questions')] };
      const saved = await as(owner).put(`${API}/page/draft`, { id: page.id, draft: fixed });
      expect(saved.statusCode, saved.body).toBe(200);
      const done = await as(owner).post(`${API}/page/publish`, { id: page.id });
      expect(done.statusCode, done.body).toBe(200);
    });

    it('refuses platform-only sections (owner sign-in) off the platform, and publishes them on it', async () => {
      const config = defaultsFromSchema(ownerSigninMeta.schema) as Record<string, unknown>;
      const signin = { id: 'owner-in', type: 'owner-signin', config };
      const page = json(
        await as(owner).post(`${API}/page`, { path: '/team-login', title: 'Team login' }),
      ).data;
      await as(owner).put(`${API}/page/draft`, {
        id: page.id,
        draft: { ...page.draft, sections: [signin] },
      });
      const res = await as(owner).post(`${API}/page/publish`, { id: page.id });
      expectRefusal(res, 400, PUBLISH_REFUSED_MESSAGE);
      expect(json(res).errors).toEqual([
        {
          defaultMessage: platformOnlyMessage('Owner sign-in (section 1, #owner-in)'),
          sectionId: 'owner-in',
          field: '',
        },
      ]);

      const PLATFORM = 'localhost:3000';
      const platformOwner = await login(PLATFORM, account('localhost', 'OWNER').email);
      const own = json(
        await as(platformOwner).post(
          `${API}/page`,
          { path: '/team-login', title: 'Team login' },
          PLATFORM,
        ),
      ).data;
      await as(platformOwner).put(
        `${API}/page/draft`,
        { id: own.id, draft: { ...own.draft, sections: [signin] } },
        PLATFORM,
      );
      const done = await as(platformOwner).post(`${API}/page/publish`, { id: own.id }, PLATFORM);
      expect(done.statusCode, done.body).toBe(200);
    });

    it('publishes: the public page shows it at once; history says who and when; old versions preview', async () => {
      const cached = await publicPage('/');
      expect(cached.statusCode).toBe(200);
      expect(cached.body).not.toContain('Freshly published heading');
      const page = json(await as(owner).get(`${API}/page`, { id: homeId })).data;
      const draft = {
        ...page.draft,
        sections: [cta('fresh', 'Freshly published heading'), ...page.draft.sections],
      };
      await as(owner).put(`${API}/page/draft`, {
        id: homeId,
        draft,
        baseUpdatedAt: page.updatedAt,
      });
      const listed = json(await as(owner).get(`${API}/pages`)).data as Record<string, any>[];
      expect(listed.find((p) => p.id === homeId)!.changed).toBe(true);
      // Still the cached published page until the publish.
      expect((await publicPage('/')).body).not.toContain('Freshly published heading');

      const res = await as(owner).post(`${API}/page/publish`, { id: homeId });
      expect(res.statusCode, res.body).toBe(200);
      const item = json(res).data;
      expect(item).toMatchObject({ id: homeId, path: '/', publishedVersion: 2, changed: false });
      expect(item.draft).toBeUndefined();

      const fresh = await publicPage('/');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['content-type']).toMatch(/text\/html/);
      expect(fresh.body).toContain('Freshly published heading');

      const history = json(await as(owner).get(`${API}/page/history`, { id: homeId })).data;
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({
        version: 2,
        current: true,
        publishedBy: {
          name: `${SHOP_OWNER.firstName} ${SHOP_OWNER.lastName}`,
          email: SHOP_OWNER.email,
        },
      });
      expect(Date.now() - Date.parse(history[0].publishedAt)).toBeLessThan(60_000);
      expect(history[1]).toMatchObject({ version: 1, current: false, publishedBy: null });

      const old = await as(owner).get(`${API}/page/version`, { id: homeId, version: '1' });
      expect(old.statusCode, old.body).toBe(200);
      expect(json(old).data).toEqual(SHOP_HOME);
      expectRefusal(
        await as(owner).get(`${API}/page/version`, { id: homeId, version: '9' }),
        404,
        'This page has no published version 9.',
      );
    });

    it('rolls back by publishing an old version as a new one', async () => {
      expect((await publicPage('/')).body).toContain('Freshly published heading');
      const before = await snapshot();
      expectRefusal(
        await as(owner).post(`${API}/page/rollback`, { id: homeId, version: 42 }),
        404,
        'This page has no published version 42.',
      );
      expect(await snapshot()).toBe(before);

      const res = await as(owner).post(`${API}/page/rollback`, { id: homeId, version: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data).toMatchObject({
        publishedVersion: 3,
        changed: false,
        draft: SHOP_HOME,
      });
      const fresh = await publicPage('/');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.body).not.toContain('Freshly published heading');
      const history = json(await as(owner).get(`${API}/page/history`, { id: homeId })).data;
      expect(history.map((h: { version: number }) => h.version)).toEqual([3, 2, 1]);
      expect(history[0].current).toBe(true);
      expect(history[0].publishedBy.email).toBe(SHOP_OWNER.email);
    });

    it('renames and moves pages, to / when free; the home page cannot be deleted', async () => {
      const page = json(
        await as(owner).post(`${API}/page`, { path: '/spring', title: 'Spring' }),
      ).data;
      await as(owner).put(`${API}/page/draft`, {
        id: page.id,
        draft: { ...page.draft, sections: [cta('s', 'Spring collection is here')] },
      });
      expect((await as(owner).post(`${API}/page/publish`, { id: page.id })).statusCode).toBe(200);
      expect((await publicPage('/spring')).body).toContain('Spring collection is here');

      const before = await snapshot();
      expectRefusal(
        await as(owner).post(`${API}/page/path`, { id: page.id, path: '/about' }),
        409,
        'A page already has the path /about.',
      );
      expectRefusal(
        await as(owner).post(`${API}/page/path`, { id: page.id, path: '/' }),
        409,
        'A page already has the path /.',
      );
      expectRefusal(
        await as(owner).post(`${API}/page/path`, { id: page.id, path: '/Spring' }),
        400,
        PATH_PATTERN_MESSAGE,
      );
      expectRefusal(
        await as(owner).post(`${API}/page/path`, { id: page.id, path: '/assets/x' }),
        400,
        /built-in screen/,
      );
      expectRefusal(
        await as(owner).post(`${API}/page/path`, { id: 'nope', path: '/fine' }),
        404,
        'No page with id nope in this site.',
      );
      expectRefusal(
        await as(owner).post(`${API}/page/delete`, { id: homeId }),
        400,
        HOME_DELETE_MESSAGE,
      );
      expect(await snapshot()).toBe(before);

      const moved = await as(owner).post(`${API}/page/path`, { id: page.id, path: '/spring-2025' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(json(moved).data.path).toBe('/spring-2025');
      // Links to the old path keep working: a permanent redirect (server/redirects).
      const old = await publicPage('/spring');
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/spring-2025');
      expect((await publicPage('/spring-2025')).body).toContain('Spring collection is here');

      // Make it the home page: move the current home away first, then take `/`.
      expect((await publicPage('/')).statusCode).toBe(200);
      const away = await as(owner).post(`${API}/page/path`, { id: homeId, path: '/old-home' });
      expect(away.statusCode, away.body).toBe(200);
      const root = await as(owner).post(`${API}/page/path`, { id: page.id, path: '/' });
      expect(root.statusCode, root.body).toBe(200);
      expect((await publicPage('/')).body).toContain('Spring collection is here');
      expectRefusal(
        await as(owner).post(`${API}/page/delete`, { id: page.id }),
        400,
        HOME_DELETE_MESSAGE,
      );

      // The old home can go now; its history goes with it.
      const gone = await as(owner).post(`${API}/page/delete`, { id: homeId });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(json(gone).data).toEqual({ id: homeId, path: '/old-home' });
      expectRefusal(await as(owner).get(`${API}/page/history`, { id: homeId }), 404);
      const left = await t.testDb.db
        .selectFrom('page_versions')
        .select('id')
        .where('page_id', '=', homeId)
        .execute();
      expect(left).toEqual([]);
      expect((await publicPage('/old-home')).statusCode).toBe(404);
      homeId = page.id;
    });

    it('edits, publishes and rolls back the site document; the theme CSS follows', async () => {
      const res = await as(owner).get(`${API}/site`);
      expect(res.statusCode, res.body).toBe(200);
      const site = json(res).data;
      expect(site).toMatchObject({
        name: 'Northwind Goods',
        domain: 'shop.localhost',
        publishedVersion: 1,
        changed: false,
      });
      const draft = site.draft as SiteDocument;
      const accent = '#123abc';
      expect((await publicPage('/')).body).not.toContain(accent);

      const before = await snapshot();
      expectRefusal(
        await as(owner).put(`${API}/site/draft`, {
          draft: {
            ...draft,
            theme: { ...draft.theme, colors: { ...draft.theme.colors, primaryAccent: 'red' } },
          },
        }),
        400,
        /draft\/theme\/colors\/primaryAccent/,
      );
      expectRefusal(
        await as(owner).put(`${API}/site/draft`, { draft: { ...draft, header: 5 } }),
        400,
      );
      expect(await snapshot()).toBe(before);

      const themed = {
        ...draft,
        theme: { ...draft.theme, colors: { ...draft.theme.colors, primaryAccent: accent } },
      };
      const saved = await as(owner).put(`${API}/site/draft`, {
        draft: themed,
        baseUpdatedAt: site.updatedAt,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expectRefusal(
        await as(owner).put(`${API}/site/draft`, { draft: themed, baseUpdatedAt: site.updatedAt }),
        409,
        STALE_SITE_MESSAGE,
      );
      expect(json(await as(owner).get(`${API}/site`)).data.changed).toBe(true);
      // Drafts are not public.
      expect((await publicPage('/')).body).not.toContain(accent);

      const published = await as(owner).post(`${API}/site/publish`, {});
      expect(published.statusCode, published.body).toBe(200);
      expect(json(published).data).toMatchObject({ publishedVersion: 2, changed: false });
      for (const path of ['/', '/about']) expect((await publicPage(path)).body).toContain(accent);

      const history = json(await as(owner).get(`${API}/site/history`)).data;
      expect(history[0]).toMatchObject({
        version: 2,
        current: true,
        publishedBy: { email: SHOP_OWNER.email },
      });
      expect(history[1]).toMatchObject({ version: 1, current: false, publishedBy: null });
      const v1 = await as(owner).get(`${API}/site/version`, { version: '1' });
      expect(json(v1).data.theme.colors.primaryAccent).toBe(draft.theme.colors.primaryAccent);

      const rolled = await as(owner).post(`${API}/site/rollback`, { version: 1 });
      expect(rolled.statusCode, rolled.body).toBe(200);
      expect(json(rolled).data).toMatchObject({ publishedVersion: 3, changed: false });
      expect(json(rolled).data.draft.theme.colors.primaryAccent).toBe(
        draft.theme.colors.primaryAccent,
      );
      expect((await publicPage('/about')).body).not.toContain(accent);
      expectRefusal(await as(owner).post(`${API}/site/rollback`, { version: 99 }), 404);
    });

    it('refuses to publish a site whose header or footer fails, and keeps the draft', async () => {
      const site = json(await as(owner).get(`${API}/site`)).data;
      const draft = site.draft as SiteDocument;
      const broken = {
        ...draft,
        header: cta('not-a-header', 'Hello'),
        footer: {
          ...draft.footer!,
          // (Its links are the site's menus now: a field of its own is broken instead.)
          config: { ...draft.footer!.config, nonsense: true, brand: 'x' },
        },
      };
      expect((await as(owner).put(`${API}/site/draft`, { draft: broken })).statusCode).toBe(200);
      const before = await snapshot();
      const res = await as(owner).post(`${API}/site/publish`);
      expectRefusal(res, 400, PUBLISH_REFUSED_MESSAGE);
      const errors = json(res).errors as { defaultMessage: string; sectionId: string }[];
      expect(errors[0]).toMatchObject({
        sectionId: 'not-a-header',
        defaultMessage:
          'Call to action (header, #not-a-header): this section cannot be the site header.',
      });
      expect(errors.some((e) => e.sectionId === draft.footer!.id)).toBe(true);
      expect(await snapshot()).toBe(before);
      expect(json(await as(owner).get(`${API}/site`)).data.draft).toEqual(broken);
      // Put the working draft back for the tests after this one.
      await as(owner).put(`${API}/site/draft`, { draft });
    });

    it('answers catalogue searches from the catalogue and refuses unknown models', async () => {
      // The catalogue's own cases are in catalogue.test.ts; here, the route and its shape.
      for (const [model, query] of [
        ['products', 'mug'],
        ['categories', 'bed'],
        ['brands', 'studio'],
      ] as const) {
        const res = await as(owner).get(`/api/io/crm/search/model/${model}`, { query });
        expect(res.statusCode, res.body).toBe(200);
        const items = json(res).data as { id: string; title: string; path: string }[];
        expect(items.length, model).toBeGreaterThan(0);
        for (const item of items) {
          expect(Object.keys(item).sort()).toEqual(['id', 'path', 'title']);
          expect(item.title.toLowerCase() + item.path).toContain(query);
        }
      }
      // The blog's categories (the shop's demo Journal), by title or key; path is the key.
      const blog = await as(owner).get('/api/io/crm/search/model/blog-categories', { query: '' });
      const blogItems = json(blog).data as { path: string }[];
      expect(blogItems.map((c) => c.path).sort()).toEqual(['care', 'makers', 'styling']);
      const withCategory = await as(owner).get('/api/io/crm/search/model/products', {
        query: 'mug',
        category: 'drinks',
      });
      expect(json(withCategory)).toEqual({ data: [] });
      expectRefusal(
        await as(owner).get('/api/io/crm/search/model/customers', { query: 'a' }),
        404,
        /Nothing to search called "customers"/,
      );
      expectRefusal(
        await as(owner).get('/api/io/crm/search/model/products', { query: 'x'.repeat(300) }),
        400,
      );
      const cats = await as(owner).get('/api/io/crm/admin/product/category/search', {
        query: 'tea',
      });
      expect(json(cats)).toEqual({ data: [] });
      expectRefusal(
        await as(owner).get('/api/io/crm/admin/product/category/search', { nope: '1' }),
        400,
      );
    });

    const everyRoute: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', `${API}/pages`],
      ['POST', `${API}/page`, { path: '/intruder', title: 'x' }],
      ['GET', `${API}/page?id=x`],
      ['PUT', `${API}/page/draft`, { id: 'x', draft: {} }],
      ['POST', `${API}/page/path`, { id: 'x', path: '/y' }],
      ['POST', `${API}/page/delete`, { id: 'x' }],
      ['GET', `${SECTION_DELETE}?id=x&pageId=y`],
      ['POST', `${API}/page/publish`, { id: 'x' }],
      ['GET', `${API}/page/history?id=x`],
      ['GET', `${API}/page/version?id=x&version=1`],
      ['POST', `${API}/page/rollback`, { id: 'x', version: 1 }],
      ['GET', `${API}/site`],
      ['PUT', `${API}/site/draft`, { draft: {} }],
      ['POST', `${API}/site/publish`, {}],
      ['GET', `${API}/site/history`],
      ['GET', `${API}/site/version?version=1`],
      ['POST', `${API}/site/rollback`, { version: 1 }],
      ['GET', '/api/io/crm/search/model/products?query=a'],
      ['GET', '/api/io/crm/admin/product/category/search?query=a'],
      ['GET', '/api/public/website/site?version=draft'],
      ['GET', '/api/public/website/page?path=/&version=draft'],
    ];

    it('refuses every route without a session (401), to a customer (403) and to another workspace', async () => {
      const before = await snapshot();
      for (const [method, url, body] of everyRoute) {
        const who = `${method} ${url}`;
        const anon = await call(app, method, url, { body });
        expect(anon.statusCode, who).toBe(401);
        expect(json(anon).msg, who).toBe(SIGN_IN_REQUIRED_MESSAGE);
        const cust = await call(app, method, url, { body, cookie: customer });
        expect(cust.statusCode, who).toBe(403);
        expect(json(cust).msg, who).toBe(ADMIN_FORBIDDEN_MESSAGE);
        // The events owner's session means nothing on the shop's host.
        const other = await call(app, method, url, { body, cookie: eventsOwner });
        expect(other.statusCode, who).toBe(401);
      }
      expect(await snapshot()).toBe(before);
      // Published documents stay public.
      const pub = await call(app, 'GET', '/api/public/website/page?path=/');
      expect(pub.statusCode).toBe(200);
      expect((await call(app, 'GET', '/api/public/website/site')).statusCode).toBe(200);
      // The owner reads the drafts.
      const drafts = await as(owner).get('/api/public/website/page', {
        path: '/',
        version: 'draft',
      });
      expect(drafts.statusCode, drafts.body).toBe(200);
    });

    it("scopes every query to the Host's workspace", async () => {
      // The events owner, on the events host, cannot reach a shop page by its id.
      const ev = as(eventsOwner);
      expectRefusal(await ev.get(`${API}/page`, { id: homeId }, EVENTS), 404);
      expectRefusal(await ev.post(`${API}/page/publish`, { id: homeId }, EVENTS), 404);
      expectRefusal(await ev.post(`${API}/page/delete`, { id: homeId }, EVENTS), 404);
      expectRefusal(await ev.get(SECTION_DELETE, { id: 'fresh', pageId: homeId }, EVENTS), 404);
      expectRefusal(await ev.get(`${API}/page/history`, { id: homeId }, EVENTS), 404);
      const list = json(await ev.get(`${API}/pages`, undefined, EVENTS)).data as { id: string }[];
      expect(list.some((p) => p.id === homeId)).toBe(false);
    });

    it('guards /admin/preview and /admin/builder', async () => {
      const anon = await call(app, 'GET', '/admin/preview?path=/');
      expect(anon.statusCode).toBe(302);
      expect(anon.headers.location).toBe('/admin/login?from=%2Fadmin%2Fpreview%3Fpath%3D%2F');
      expect(
        (await call(app, 'GET', '/admin/preview?path=/', { cookie: customer })).statusCode,
      ).toBe(403);
      expect(
        (await call(app, 'GET', '/admin/preview?path=/', { cookie: eventsOwner })).statusCode,
      ).toBe(302);
      const built = existsSync(resolve('dist/client/.vite/editor-manifest.json'));
      const mine = await call(app, 'GET', '/admin/preview?path=/', { cookie: owner });
      expect(mine.statusCode).toBe(built ? 200 : 404);
      if (built) {
        // Only the builder on the same host may frame the preview.
        expect(mine.headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(mine.headers['x-frame-options']).toBe('SAMEORIGIN');
      }

      for (const url of ['/admin/builder', '/admin/builder/pages/x']) {
        const a = await call(app, 'GET', url);
        expect(a.statusCode).toBe(302);
        expect(a.headers.location).toBe(`/admin/login?from=${encodeURIComponent(url)}`);
        expect((await call(app, 'GET', url, { cookie: customer })).statusCode).toBe(403);
        expect((await call(app, 'GET', url, { cookie: eventsOwner })).statusCode).toBe(302);
      }
      const dash = await call(app, 'GET', '/admin/dashboard', { cookie: owner });
      expect(dash.body).toContain('href="/admin/builder"');
      expect(dash.body).toContain(FAVICON_LINK);
    });

    it('serves the editor shell from the editor manifest, or a 503 page without a build', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sw-client-'));
      const shellApp = await buildApp({
        db: t.testDb.db,
        clientDir: dir,
        demoImagesDir: resolve('fixtures/images'),
        logger: false,
      });
      try {
        const missing = await call(shellApp, 'GET', '/admin/builder', { cookie: owner });
        expect(missing.statusCode).toBe(503);
        expect(missing.headers['cache-control']).toBe('no-store');
        expect(missing.body).toContain(BUILDER_NOT_BUILT_MESSAGE);

        mkdirSync(join(dir, '.vite'));
        writeFileSync(
          join(dir, '.vite', 'editor-manifest.json'),
          JSON.stringify({
            'editor/main.tsx': {
              file: 'assets/editor-abc.js',
              css: ['assets/editor-abc.css'],
              imports: ['_react.js'],
              isEntry: true,
            },
            '_react.js': { file: 'assets/react-def.js', css: ['assets/react-def.css'] },
          }),
        );
        const res = await call(shellApp, 'GET', '/admin/builder/anything', { cookie: owner });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['content-type']).toMatch(/text\/html/);
        // The editor's layout before React draws it, so the preview is placed at once.
        expect(res.body).toMatch(
          /<div id="sw-editor-root"><div class="swe-app" data-view="canvas">.*<div class="swe-canvas"><div class="swe-frame-wrap"><\/div><\/div>.*<\/div><\/div>/,
        );
        expect(res.body).toContain(FAVICON_LINK);
        expect(res.body).toContain('<script type="module" src="/assets/editor-abc.js"></script>');
        expect(res.body).toContain('<link rel="stylesheet" href="/assets/editor-abc.css">');
        expect(res.body).toContain('<link rel="stylesheet" href="/assets/react-def.css">');
        expect(res.body).toContain('<link rel="modulepreload" href="/assets/react-def.js">');
        const boot = /<script type="application\/json" id="sw-editor-boot">(.*?)<\/script>/.exec(
          res.body,
        );
        expect(JSON.parse(boot![1]!)).toMatchObject({
          workspace: { name: 'Northwind Goods', domain: 'shop.localhost', slug: 'shop' },
          user: {
            name: `${SHOP_OWNER.firstName} ${SHOP_OWNER.lastName}`,
            email: SHOP_OWNER.email,
            userType: 'OWNER',
          },
          previewPath: '/admin/preview',
        });
        // The documents to open with are in the page: the site, the pages, the page asked for.
        const docs = JSON.parse(boot![1]!).documents as EditorBootDocuments;
        expect(docs.site).toMatchObject({ name: 'Northwind Goods', domain: 'shop.localhost' });
        expect(docs.pages.map((p) => p.path)).toContain('/');
        expect(docs.page?.id).toBe(homeId);
        // A `ready` the preview posts before the editor's scripts run is kept for them.
        expect(res.body.indexOf(EARLY_READY_SCRIPT)).toBeGreaterThan(-1);
        expect(res.body.indexOf(EARLY_READY_SCRIPT)).toBeLessThan(res.body.indexOf('<iframe'));
        // Above the stylesheets: an inline script below one would hold the parser, and the
        // iframe's load, until the CSS is in.
        expect(res.body.indexOf(EARLY_READY_SCRIPT)).toBeLessThan(
          res.body.indexOf('<link rel="stylesheet"'),
        );
        // The preview is placed over the skeleton's frame box right after its iframe.
        const placing = res.body.indexOf('<script>(function placeEarly(');
        expect(placing).toBeGreaterThan(res.body.indexOf('</iframe>'));
        expect(placing).toBeLessThan(res.body.indexOf('id="sw-editor-boot"'));
        // The preview iframe is in the page already, so it loads beside the editor's scripts.
        expect(res.body).toContain(
          `<iframe id="sw-preview-frame" class="swe-frame" title="Page preview" src="/admin/preview?path=%2F&#38;embed=1"></iframe>`,
        );
        const other = docs.pages.find((p) => p.path !== '/')!;
        const asked = await call(shellApp, 'GET', `/admin/builder?page=${other.path}`, {
          cookie: owner,
        });
        const askedBoot = /id="sw-editor-boot">(.*?)<\/script>/.exec(asked.body)![1]!;
        expect((JSON.parse(askedBoot).documents as EditorBootDocuments).page?.id).toBe(other.id);
      } finally {
        await shellApp.close();
      }
    });

    // Needs the preview's build (npm run build), as npm test makes it.
    it.skipIf(!existsSync(resolve('dist/client/.vite/editor-manifest.json')))(
      'server-renders the draft for the preview, each section stamped with its hash',
      async () => {
        const home = (await as(owner).get(`${API}/page`, { id: homeId })).json().data as PageDetail;
        const draft = { ...home.draft, sections: [...home.draft.sections] };
        draft.sections[0] = { ...draft.sections[0]!, hidden: true };
        await as(owner).put(`${API}/page/draft`, { id: homeId, draft });
        const res = await call(app, 'GET', '/admin/preview?path=/&embed=1', { cookie: owner });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        for (const section of draft.sections.slice(1))
          expect(res.body).toContain(
            `data-sw-section="${section.id}" data-sw-hash="${jsonHash(section)}"`,
          );
        // Hidden sections are not rendered; embedded, the editor sends the documents.
        expect(res.body).not.toContain(`data-sw-section="${draft.sections[0]!.id}"`);
        expect(res.body).not.toContain('id="sw-preview-doc"');
        const alone = await call(app, 'GET', '/admin/preview?path=/', { cookie: owner });
        expect(alone.body).toContain('id="sw-preview-doc"');
        // The preview's entry comes from the editor's build, its static imports preloaded.
        const manifest = JSON.parse(
          readFileSync(resolve('dist/client/.vite/editor-manifest.json'), 'utf8'),
        ) as Record<string, { file: string; imports?: string[] }>;
        const entry = manifest['runtime/entry-preview.ts']!;
        expect(res.body).toContain(`<script type="module" src="/${entry.file}">`);
        for (const key of entry.imports ?? [])
          expect(res.body).toContain(`<link rel="modulepreload" href="/${manifest[key]!.file}">`);
        const missing = await call(app, 'GET', '/admin/preview?path=/no-such-page', {
          cookie: owner,
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.body).toContain('data-sw-section="not-found"');
        for (const bad of ['/admin/preview?path=/&embed=2', '/admin/preview?path=/&x=1']) {
          const r = await call(app, 'GET', bad, { cookie: owner });
          expect(r.statusCode, bad).toBe(400);
        }
        await as(owner).put(`${API}/page/draft`, { id: homeId, draft: home.draft });
      },
    );

    it('answers bad input on every route with a readable 4xx and changes nothing', async () => {
      const o = as(owner);
      const before = await snapshot();
      const cases: [string, Promise<LightMyRequestResponse>, number, (string | RegExp)?][] = [
        ['create: no title', o.post(`${API}/page`, { path: '/x' }), 400, /title/],
        ['create: path a number', o.post(`${API}/page`, { path: 5, title: 'x' }), 400],
        ['create: extra field', o.post(`${API}/page`, { path: '/x', title: 'x', y: 1 }), 400],
        [
          'create: long path',
          o.post(`${API}/page`, { path: `/${'a'.repeat(300)}`, title: 'x' }),
          400,
        ],
        ['create: no body', o.post(`${API}/page`), 400],
        ['page: no id', o.get(`${API}/page`), 400, /id/],
        ['page: unknown id', o.get(`${API}/page`, { id: 'nope' }), 404],
        ['draft: no draft', o.put(`${API}/page/draft`, { id: homeId }), 400, /draft/],
        ['draft: draft a string', o.put(`${API}/page/draft`, { id: homeId, draft: 'x' }), 400],
        [
          'draft: unknown id',
          o.put(`${API}/page/draft`, {
            id: 'nope',
            draft: { version: 1, title: 'x', seo: {}, sections: [] },
          }),
          404,
        ],
        [
          'draft: stamp a number',
          o.put(`${API}/page/draft`, { id: homeId, draft: {}, baseUpdatedAt: {} }),
          400,
        ],
        ['path: no path', o.post(`${API}/page/path`, { id: homeId }), 400],
        ['delete: unknown', o.post(`${API}/page/delete`, { id: 'nope' }), 404],
        ['delete: id an object', o.post(`${API}/page/delete`, { id: { $ne: 1 } }), 400],
        ['publish: unknown', o.post(`${API}/page/publish`, { id: 'nope' }), 404],
        ['publish: no id', o.post(`${API}/page/publish`, {}), 400],
        ['history: unknown', o.get(`${API}/page/history`, { id: 'nope' }), 404],
        [
          'version: not a number',
          o.get(`${API}/page/version`, { id: homeId, version: 'one' }),
          400,
        ],
        ['version: zero', o.get(`${API}/page/version`, { id: homeId, version: '0' }), 400],
        ['rollback: no version', o.post(`${API}/page/rollback`, { id: homeId }), 400],
        ['rollback: unknown page', o.post(`${API}/page/rollback`, { id: 'nope', version: 1 }), 404],
        ['site draft: missing', o.put(`${API}/site/draft`, {}), 400],
        ['site publish: stray field', o.post(`${API}/site/publish`, { id: 'x' }), 400],
        ['site rollback: string', o.post(`${API}/site/rollback`, { version: 'latest' }), 400],
        ['site version: unknown', o.get(`${API}/site/version`, { version: '77' }), 404],
        [
          'malformed JSON',
          call(app, 'POST', `${API}/page`, { cookie: owner, rawBody: '{"path": "/x",' }),
          400,
        ],
        [
          'empty JSON body',
          call(app, 'POST', `${API}/page/publish`, { cookie: owner, rawBody: '' }),
          400,
        ],
        [
          'text/plain body',
          call(app, 'POST', `${API}/page`, {
            cookie: owner,
            rawBody: '{"path":"/x","title":"x"}',
            contentType: 'text/plain',
          }),
          415,
        ],
        [
          'form body',
          call(app, 'POST', `${API}/page/delete`, {
            cookie: owner,
            rawBody: `id=${homeId}`,
            contentType: 'application/x-www-form-urlencoded',
          }),
          415,
        ],
        [
          'another origin',
          call(app, 'POST', `${API}/page`, {
            cookie: owner,
            body: { path: '/x', title: 'x' },
            headers: { origin: 'http://evil.localhost:3000' },
          }),
          403,
          CROSS_SITE_MESSAGE,
        ],
        [
          'a sandboxed origin',
          call(app, 'PUT', `${API}/site/draft`, {
            cookie: owner,
            body: { draft: {} },
            headers: { origin: 'null' },
          }),
          403,
          CROSS_SITE_MESSAGE,
        ],
        [
          '3 MB draft',
          call(app, 'PUT', `${API}/page/draft`, {
            cookie: owner,
            rawBody: JSON.stringify({ id: homeId, draft: { title: 'x'.repeat(3 * 1024 * 1024) } }),
          }),
          413,
        ],
        [
          '1.5 MB create',
          call(app, 'POST', `${API}/page`, {
            cookie: owner,
            rawBody: JSON.stringify({ path: '/x', title: 'x'.repeat(1_500_000) }),
          }),
          413,
        ],
      ];
      for (const [name, pending, status, msg] of cases) {
        const res = await pending;
        expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        const body = json(res);
        expect(typeof body.msg, name).toBe('string');
        expect(body.msg.length, name).toBeGreaterThan(3);
        if (msg) expect(body.msg, name).toMatch(msg);
      }
      expect(await snapshot()).toBe(before);

      // The same origin is fine, and a 2 MB-limited draft of ~1.5 MB is accepted.
      const same = await call(app, 'POST', `${API}/page`, {
        cookie: owner,
        body: { path: '/same-origin', title: 'Same origin' },
        headers: { origin: 'http://shop.localhost:3000' },
      });
      expect(same.statusCode, same.body).toBe(200);
      const big = {
        version: CURRENT_PAGE_VERSION,
        title: 'Big',
        seo: {},
        sections: Array.from({ length: 300 }, (_, i) =>
          cta(`s${i}`, `Section ${i} ${'words '.repeat(800)}`.slice(0, 140)),
        ).map((s, i) => ({
          ...s,
          config: { ...s.config, description: 'd'.repeat(i % 2 ? 8000 : 400) },
        })),
      };
      const bigRes = await call(app, 'PUT', `${API}/page/draft`, {
        cookie: owner,
        body: { id: json(same).data.id, draft: big },
      });
      expect(bigRes.statusCode, bigRes.body.slice(0, 300)).toBe(200);
    });
  });
}
