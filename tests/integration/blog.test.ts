// The blog on the real server, SQLite and PostgreSQL: the public listing against a brute-force
// reference over the demo posts, drafts and scheduled posts hidden until their time, the post
// route and page (JSON-LD, Open Graph, canonical), the RSS feed and the sitemap, comments (login,
// empty, HTML as text, rate limits per user and per IP, other workspaces), the builder's blog
// category search, and the owner's blog API with who may call it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBlog } from '../../fixtures/blog/index';
import type { DemoBlogPost } from '../../fixtures/blog/types';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { createBlogRepo } from '../../server/blog/repo';
import { BLOG_API } from '../../server/blog/routes';
import { POST_CHANGED_MESSAGE } from '../../server/blog/rules';
import {
  ADMIN_CONTENT_PATHS as A,
  type AdminPost,
  type AdminPostInput,
} from '../../shared/admin-content';
import {
  BLOG_NOT_FOUND_MESSAGE,
  BLOG_SORTS,
  type BlogComment,
  type BlogListItem,
  type BlogListRequest,
  type BlogSort,
} from '../../shared/content';
import { COMMENT_EMPTY_MESSAGE } from '../../shared/messages';
import { createTestApp, getPage, type TestApp } from '../support/app';
import { workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { newShopper } from '../support/shoppers';
import { createRandom } from '../../fixtures/catalogue/random';
import {
  ADMIN_FORBIDDEN_MESSAGE,
  CROSS_SITE_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL blog tests are skipped.');

const SHOP = 'shop.localhost:3000';
const ORG = 'org.localhost:3000';
const EVENTS = 'events.localhost:3000';
const SHOP_OWNER = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'OWNER')!;

type Json = Record<string, any>;
const json = (res: LightMyRequestResponse) => res.json() as Json;

let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

function call(
  app: FastifyInstance,
  host: string,
  method: 'GET' | 'POST',
  url: string,
  opts: {
    body?: unknown;
    token?: string;
    query?: Record<string, string>;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { host, ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    remoteAddress: opts.ip ?? freshIp(),
  });
}

/** A readable refusal in the shape shared/error-text reads, never a stack or Ajv's words. */
function expectRefusal(res: LightMyRequestResponse, status: number, msg?: RegExp | string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json(res);
  expect(body.status).toBe(status);
  expect(body.msg).not.toMatch(/Internal server error|must NOT|must be equal|must have/);
  if (typeof msg === 'string') expect(body.msg).toContain(msg);
  else if (msg) expect(body.msg).toMatch(msg);
  return body;
}

// ---- the reference: the demo posts as the fixtures describe them ----

function livePosts(slug: string): (DemoBlogPost & { category: string })[] {
  const now = new Date().toISOString();
  return demoBlog(slug)!
    .posts.filter((p) => p.status === 'published' && p.publishedAt! <= now)
    .map((p) => ({ ...p, category: p.categoryKey }));
}

function reference(slug: string, req: BlogListRequest): { slugs: string[]; total: number } {
  const q = (req.q ?? '').trim().toLowerCase();
  const keys = (req.filters?.category ?? []).filter((k) => k !== 'ALL');
  let rows = livePosts(slug).filter(
    (p) =>
      (!q || p.title.toLowerCase().includes(q) || p.shortDescription.toLowerCase().includes(q)) &&
      (keys.length === 0 || keys.includes(p.category)),
  );
  const sort: BlogSort = req.sort ?? 'titleAsc';
  const byTitle = (a: DemoBlogPost, b: DemoBlogPost) =>
    a.title.toLowerCase() < b.title.toLowerCase()
      ? -1
      : a.title.toLowerCase() > b.title.toLowerCase()
        ? 1
        : 0;
  const byDate = (a: DemoBlogPost, b: DemoBlogPost) => (a.publishedAt! < b.publishedAt! ? -1 : 1);
  rows = [...rows].sort(
    sort === 'titleAsc'
      ? byTitle
      : sort === 'titleDesc'
        ? (a, b) => byTitle(b, a)
        : sort === 'oldest'
          ? byDate
          : (a, b) => byDate(b, a),
  );
  const p = req.p ?? 0;
  const s = req.s ?? 10;
  return { slugs: rows.slice(p * s, p * s + s).map((r) => r.slug), total: rows.length };
}

function postInput(overrides: Partial<AdminPostInput> = {}): AdminPostInput {
  return {
    title: 'Notes from the dye house',
    shortDescription: 'Indigo vats and patience.',
    bodyMarkdown: '## Indigo\n\nIt takes **nine dips**.\n\n<script>alert(1)</script>',
    image: '/demo/blog/a-morning-with-the-potters-of-khurja.svg',
    imageAlt: 'Indigo vats',
    tags: ['indigo'],
    categoryKey: 'makers',
    author: { name: 'Meera Kulkarni', thumb: '/demo/person-2.svg', subtitle: 'Founder' },
    status: 'published',
    seo: {},
    ...overrides,
  };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`the blog (${kind})`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let orgId: string;
    let owner: { id: string; token: string };
    let staff: { id: string; token: string };
    let customer: { id: string; token: string };
    let orgOwner: { id: string; token: string };

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      shopId = await workspaceIdOf(t.testDb.db, 'shop.localhost');
      orgId = await workspaceIdOf(t.testDb.db, 'org.localhost');
      owner = await newShopper(t.testDb.db, shopId, 'OWNER', {
        firstName: 'Shop',
        lastName: 'Owner',
      });
      staff = await newShopper(t.testDb.db, shopId, 'STAFF', {
        firstName: 'Shop',
        lastName: 'Staff',
      });
      customer = await newShopper(t.testDb.db, shopId, 'CUSTOMER', {
        firstName: 'Asha',
        lastName: 'Rao',
      });
      orgOwner = await newShopper(t.testDb.db, orgId, 'OWNER');
    }, 120_000);
    afterAll(async () => t?.close());

    const list = (host: string, body: BlogListRequest) =>
      call(app, host, 'POST', BLOG_API.all, { body });
    const slugOf = async (host: string, slug: string) => {
      const res = await call(app, host, 'GET', BLOG_API.post, { query: { slug } });
      return res;
    };
    const postId = async (host: string, slug: string) =>
      json(await slugOf(host, slug)).data._id as string;

    describe('the listing', () => {
      it('answers the first page sorted by title, with the card fields', async () => {
        const res = await list(SHOP, {});
        expect(res.statusCode, res.body).toBe(200);
        const body = json(res) as { data: BlogListItem[]; total: number };
        const ref = reference('shop', {});
        expect(body.total).toBe(ref.total);
        expect(body.data.map((p) => p.slug)).toEqual(ref.slugs);
        const first = body.data[0]!;
        expect(first.path).toBe(`/blog/${first.slug}`);
        expect(first.$card_data.author[0]!.thumb).toMatch(/^\/demo\/person-\d\.svg$/);
        expect(first.$card_data.author[0]!.subtitles.length).toBe(1);
        expect(first.category).toMatchObject({
          key: expect.any(String),
          value: expect.any(String),
        });
        expect(Date.parse(first.date)).not.toBeNaN();
        expect(Object.keys(first).sort()).toEqual(
          [
            '$card_data',
            '_id',
            'category',
            'date',
            'image',
            'imageAlt',
            'path',
            'shortDescription',
            'slug',
            'tags',
            'title',
          ].sort(),
        );
      });

      it('matches the brute-force reference for random searches, filters, sorts and pages', async () => {
        const rand = createRandom(`blog-${kind}`);
        for (const ws of [
          { host: SHOP, slug: 'shop' },
          { host: ORG, slug: 'org' },
          { host: 'localhost:3000', slug: 'sitewright' },
        ]) {
          const posts = livePosts(ws.slug);
          const keys = demoBlog(ws.slug)!.categories.map((c) => c.key);
          for (let i = 0; i < 40; i++) {
            const source = rand.pick(posts);
            const text = rand.chance(0.5) ? source.title : source.shortDescription;
            const start = rand.int(0, Math.max(0, text.length - 4));
            const q = rand.pick([
              '',
              '',
              text.slice(start, start + rand.int(2, 6)),
              text.slice(start, start + 3).toUpperCase(),
              '%',
              '_',
              'zzz-nothing',
            ]);
            const category = rand.pick([
              undefined,
              ['ALL'],
              [rand.pick(keys)],
              [rand.pick(keys), rand.pick(keys)],
              ['ALL', rand.pick(keys)],
              ['no-such-key'],
            ]);
            const req: BlogListRequest = {
              ...(q ? { q } : {}),
              ...(category ? { filters: { category } } : {}),
              ...(rand.chance(0.7) ? { sort: rand.pick(BLOG_SORTS) } : {}),
              p: rand.int(0, 3),
              s: rand.int(1, 5),
              width: 320,
              meta: { from: 'test' },
            };
            const res = await list(ws.host, req);
            expect(res.statusCode, res.body).toBe(200);
            const body = json(res);
            const ref = reference(ws.slug, req);
            expect({
              req,
              slugs: body.data.map((p: BlogListItem) => p.slug),
              total: body.total,
            }).toEqual({
              req,
              ...ref,
            });
          }
        }
      });

      it('gives an empty page past the end with the real total', async () => {
        const body = json(await list(SHOP, { p: 50, s: 10 }));
        expect(body).toEqual({ data: [], total: livePosts('shop').length });
      });

      it('refuses bad bodies with readable messages, without coercion', async () => {
        for (const [body, msg] of [
          [{ s: 51 }, /page size/],
          [{ s: 0 }, /page size/],
          [{ p: '1' }, /p \(the page/],
          [{ p: -1 }, /p \(the page/],
          [{ sort: 'price' }, /sort must be one of/],
          [{ filters: { category: 'makers' } }, /filters.category/],
          [{ q: 'x'.repeat(101) }, /search/],
          [{ price: 1 }, /"price" is not expected/],
        ] as const)
          expectRefusal(await list(SHOP, body as BlogListRequest), 400, msg);
        const text = await app.inject({
          method: 'POST',
          url: BLOG_API.all,
          headers: { host: SHOP, 'content-type': 'text/plain' },
          payload: '{}',
        });
        expect(text.statusCode).toBe(415);
      });

      it('answers the categories by position, and 404 on an unknown host', async () => {
        const res = await call(app, SHOP, 'GET', BLOG_API.categories);
        expect(json(res)).toEqual({
          data: demoBlog('shop')!.categories.map((c) => ({ key: c.key, value: c.title })),
        });
        expectRefusal(await call(app, 'nowhere.localhost', 'GET', BLOG_API.categories), 404);
      });

      it('hides drafts and scheduled posts, and shows a scheduled post when its time comes', async () => {
        const all = json(await list(SHOP, { s: 50 })).data.map((p: BlogListItem) => p.slug);
        expect(all).not.toContain('notes-on-our-new-packaging');
        expect(all).not.toContain('our-winter-quilt-collection-is-coming');
        expectRefusal(
          await slugOf(SHOP, 'notes-on-our-new-packaging'),
          404,
          BLOG_NOT_FOUND_MESSAGE,
        );
        expectRefusal(
          await slugOf(SHOP, 'our-winter-quilt-collection-is-coming'),
          404,
          BLOG_NOT_FOUND_MESSAGE,
        );
        // Another workspace's post is not found here.
        expectRefusal(
          await slugOf(SHOP, 'introducing-the-blog-and-newsletter'),
          404,
          BLOG_NOT_FOUND_MESSAGE,
        );

        const soon = new Date(Date.now() + 1500).toISOString();
        const saved = await call(app, SHOP, 'POST', A.savePost, {
          token: owner.token,
          body: postInput({ title: 'A post that goes live soon', publishedAt: soon }),
        });
        expect(saved.statusCode, saved.body).toBe(201);
        const post = json(saved).data as AdminPost;
        expect(post.status).toBe('scheduled');
        expectRefusal(await slugOf(SHOP, post.slug), 404);
        expect((await getPage(app, SHOP, `/blog/${post.slug}`)).statusCode).toBe(404);
        await new Promise((r) => setTimeout(r, 1700));
        expect((await slugOf(SHOP, post.slug)).statusCode).toBe(200);
        expect(json(await list(SHOP, { q: 'goes live soon' })).total).toBe(1);
        await call(app, SHOP, 'POST', A.deletePost, {
          token: owner.token,
          query: { id: post._id },
        });
      });
    });

    describe('one post', () => {
      it('answers the post with its sanitized body', async () => {
        const res = await slugOf(SHOP, 'how-to-care-for-block-printed-cotton');
        expect(res.statusCode).toBe(200);
        const post = json(res).data;
        expect(post.bodyHtml).toContain('<h2');
        expect(post.bodyHtml).toContain('<ol>');
        expect(post.seo).toEqual({});
        expectRefusal(await call(app, SHOP, 'GET', BLOG_API.post), 400, /slug/);
      });

      it('renders /blog/{slug} with Article JSON-LD, Open Graph and canonical; 404 for a draft', async () => {
        const res = await getPage(app, SHOP, '/blog/a-morning-with-the-potters-of-khurja');
        expect(res.statusCode).toBe(200);
        const html = res.body;
        expect(html).toContain('<title>A morning with the potters of Khurja');
        expect(html).toContain('<meta property="og:type" content="article">');
        expect(html).toContain(
          '<meta property="og:title" content="A morning with the potters of Khurja">',
        );
        expect(html).toContain(
          '<meta property="og:image" content="http://shop.localhost:3000/demo/blog/a-morning-with-the-potters-of-khurja.svg">',
        );
        expect(html).toContain(
          '<link rel="canonical" href="http://shop.localhost:3000/blog/a-morning-with-the-potters-of-khurja">',
        );
        const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
        const article = JSON.parse(ld!);
        expect(article).toMatchObject({
          '@type': 'Article',
          headline: 'A morning with the potters of Khurja',
          datePublished: '2024-07-18T05:30:00.000Z',
          author: { '@type': 'Person', name: 'Meera Kulkarni' },
          publisher: { name: 'Northwind Goods' },
        });
        expect((await getPage(app, SHOP, '/blog/notes-on-our-new-packaging')).statusCode).toBe(404);
        expect(
          (await getPage(app, ORG, '/blog/a-morning-with-the-potters-of-khurja')).statusCode,
        ).toBe(404);
      });

      it('serves an RSS 2.0 feed per workspace, valid XML, newest first', async () => {
        const res = await getPage(app, ORG, '/blog/rss.xml');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/rss+xml');
        const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
        expect(doc.querySelector('parsererror')).toBeNull();
        expect(doc.documentElement.getAttribute('version')).toBe('2.0');
        const titles = [...doc.querySelectorAll('item > title')].map((n) => n.textContent);
        const expected = livePosts('org')
          .sort((a, b) => (a.publishedAt! < b.publishedAt! ? 1 : -1))
          .map((p) => p.title);
        expect(titles).toEqual(expected.slice(0, 20));
        expect(doc.querySelector('item > link')!.textContent).toMatch(
          /^http:\/\/org\.localhost:3000\/blog\/[a-z0-9-]+$/,
        );
        expect(res.body).not.toContain('Results of the Scholarship Exam 2024');
      });

      it('lists published posts only in the sitemap', async () => {
        const res = await getPage(app, SHOP, '/sitemap.xml');
        for (const p of livePosts('shop'))
          expect(res.body).toContain(`<loc>http://shop.localhost:3000/blog/${p.slug}</loc>`);
        expect(res.body).not.toContain('/blog/notes-on-our-new-packaging');
        expect(res.body).not.toContain('/blog/our-winter-quilt-collection-is-coming');
        expect(res.body).not.toContain('/blog/introducing-the-blog-and-newsletter');
      });
    });

    describe('comments', () => {
      const add = (
        token: string | undefined,
        blogId: string,
        comment: unknown,
        extra: {
          ip?: string;
          queryId?: string;
          headers?: Record<string, string>;
          host?: string;
        } = {},
      ) =>
        call(app, extra.host ?? SHOP, 'POST', BLOG_API.commentsAdd, {
          ...(token ? { token } : {}),
          query: { blogId: extra.queryId ?? blogId },
          body: { blogId, comment, meta: {} },
          ...(extra.ip ? { ip: extra.ip } : {}),
          ...(extra.headers ? { headers: extra.headers } : {}),
        });
      const comments = (blogId: string, host = SHOP) =>
        call(app, host, 'POST', BLOG_API.commentsAll, {
          query: { blogId },
          body: { p: 0, s: 100 },
        });

      it('needs a signed-in user of this workspace', async () => {
        const id = await postId(SHOP, 'setting-a-festive-table-on-a-budget');
        expectRefusal(await add(undefined, id, 'Hello'), 401, SIGN_IN_REQUIRED_MESSAGE);
        expectRefusal(await add(orgOwner.token, id, 'Hello'), 401, SIGN_IN_REQUIRED_MESSAGE);
        expectRefusal(
          await add(customer.token, id, 'Hello', { headers: { origin: 'http://evil.test' } }),
          403,
          CROSS_SITE_MESSAGE,
        );
      });

      it('stores a trimmed comment as text, lists it oldest first with the author, and mails the owner', async () => {
        const id = await postId(SHOP, 'setting-a-festive-table-on-a-budget');
        const html = '  <b>Lovely</b> <script>alert(1)</script> & "quotes"  ';
        const first = await add(customer.token, id, html);
        expect(first.statusCode, first.body).toBe(200);
        const c = json(first).data as BlogComment;
        expect(c.comment).toBe('<b>Lovely</b> <script>alert(1)</script> & "quotes"');
        expect(c.$card_data.userId[0]).toEqual({ thumb: null, title: 'Asha Rao', subtitles: [] });
        expect((await add(staff.token, id, 'Thank you!')).statusCode).toBe(200);
        const listed = json(await comments(id));
        expect(listed.total).toBe(2);
        expect(listed.data.map((x: BlogComment) => x.comment)).toEqual([c.comment, 'Thank you!']);
        expect(listed.data[1].$card_data.userId[0].title).toBe('Shop Staff');
        // The owner hears of it (in the background).
        let mails: { subject: string; text: string; html: string | null }[] = [];
        for (let i = 0; i < 50 && mails.length === 0; i++) {
          mails = t.mailer
            .listOutbox(SHOP_OWNER.email)
            .filter((m) => m.subject.includes('festive'));
          if (mails.length === 0) await new Promise((r) => setTimeout(r, 20));
        }
        expect(mails.length).toBeGreaterThan(0);
        expect(mails.at(-1)!.text).toContain(c.comment);
        expect(mails.at(-1)!.html).toContain('&#60;script&#62;');
        expect(mails.at(-1)!.html).not.toContain('<script>');
      });

      it('keeps a thread in the order it was written when comments share one millisecond', async () => {
        const id = await postId(SHOP, 'why-we-pay-makers-before-we-sell');
        // A clock that never moves: every comment lands in the same millisecond.
        const blog = createBlogRepo(t.testDb.db, () => Date.parse('2026-11-27T10:00:00.000Z'));
        const written = Array.from({ length: 8 }, (_, i) => `Reply ${i + 1}`);
        for (const comment of written)
          await blog.addComment(shopId, {
            postId: id,
            userId: customer.id,
            authorName: 'Asha Rao',
            authorThumb: null,
            comment,
          });
        const listed = json(await comments(id));
        expect(listed.data.map((x: BlogComment) => x.comment)).toEqual(written);
      });

      it('refuses empty, blank, too long and mismatched comments with readable messages', async () => {
        const id = await postId(SHOP, 'cleaning-and-polishing-brass-at-home');
        const user = await newShopper(t.testDb.db, shopId);
        expectRefusal(await add(user.token, id, ''), 400, COMMENT_EMPTY_MESSAGE);
        expectRefusal(await add(user.token, id, '  \n\t '), 400, COMMENT_EMPTY_MESSAGE);
        expectRefusal(await add(user.token, id, 'x'.repeat(2001)), 400, /2000 characters/);
        expectRefusal(await add(user.token, id, 42), 400, /comment must be text/);
        expectRefusal(
          await add(user.token, id, 'Hi', { queryId: 'other' }),
          400,
          /must be the same/,
        );
        expect(json(await comments(id)).total).toBe(0);
      });

      it('refuses other workspaces’ posts, drafts and scheduled posts, and hides their comments', async () => {
        const orgPost = await postId(ORG, '420-volunteers-sign-up-for-exam-day');
        const orgCustomer = await newShopper(t.testDb.db, orgId);
        expect(
          (await add(orgCustomer.token, orgPost, 'Count me in', { host: ORG })).statusCode,
        ).toBe(200);
        expectRefusal(await add(customer.token, orgPost, 'Hello'), 404, BLOG_NOT_FOUND_MESSAGE);
        expectRefusal(await comments(orgPost), 404, BLOG_NOT_FOUND_MESSAGE);
        expect(json(await comments(orgPost, ORG)).total).toBe(1);
        const draft = json(
          await call(app, SHOP, 'POST', A.posts, {
            token: owner.token,
            body: { status: 'draft', p: 0, s: 10 },
          }),
        ).data[0]._id;
        expectRefusal(await add(customer.token, draft, 'Hello'), 404, BLOG_NOT_FOUND_MESSAGE);
        expectRefusal(await comments(draft), 404, BLOG_NOT_FOUND_MESSAGE);
      });

      it('limits a user to 5 comments a minute, whatever the IP', async () => {
        const id = await postId(SHOP, 'the-weavers-of-chanderi');
        const user = await newShopper(t.testDb.db, shopId);
        for (let i = 0; i < 5; i++)
          expect((await add(user.token, id, `Note ${i}`)).statusCode).toBe(200);
        const refused = expectRefusal(
          await add(user.token, id, 'One more'),
          429,
          /Too many attempts/,
        );
        expect(refused.msg).toMatch(/minute/);
        expect(json(await comments(id)).total).toBe(5);
      });

      it('limits an IP to 10 comments a minute, whoever signs in', async () => {
        const id = await postId(SHOP, 'a-small-guide-to-indoor-planters');
        const ip = '10.99.0.1';
        for (let i = 0; i < 10; i++) {
          const user = await newShopper(t.testDb.db, shopId);
          expect((await add(user.token, id, `Hello ${i}`, { ip })).statusCode).toBe(200);
        }
        const user = await newShopper(t.testDb.db, shopId);
        expectRefusal(await add(user.token, id, 'Hello', { ip }), 429);
        expect((await add(user.token, id, 'Hello', { ip: '10.99.0.2' })).statusCode).toBe(200);
      });
    });

    it('answers the builder’s blog category search with the workspace’s categories', async () => {
      const res = await call(app, SHOP, 'GET', '/api/io/crm/search/model/blog-categories', {
        token: owner.token,
        query: { query: 'care' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data).toEqual([
        { id: expect.any(String), title: 'Care guides', path: 'care' },
      ]);
      const all = json(
        await call(app, ORG, 'GET', '/api/io/crm/search/model/blog-categories', {
          token: orgOwner.token,
        }),
      ).data.map((c: { path: string }) => c.path);
      expect(all).toEqual(['exam-updates', 'results', 'libraries', 'volunteers']);
    });

    describe('the owner’s blog API', () => {
      const as = (token: string | undefined, host = SHOP) => ({
        get: (url: string, query?: Record<string, string>) =>
          call(app, host, 'GET', url, { ...(token ? { token } : {}), ...(query ? { query } : {}) }),
        post: (url: string, body?: unknown, query?: Record<string, string>) =>
          call(app, host, 'POST', url, {
            ...(token ? { token } : {}),
            ...(body !== undefined ? { body } : {}),
            ...(query ? { query } : {}),
          }),
      });

      it('lets owner and staff in, not customers, strangers or other sites', async () => {
        expect((await as(owner.token).post(A.posts, { p: 0, s: 5 })).statusCode).toBe(200);
        expect((await as(staff.token).post(A.posts, { p: 0, s: 5 })).statusCode).toBe(200);
        expectRefusal(
          await as(customer.token).post(A.posts, { p: 0, s: 5 }),
          403,
          ADMIN_FORBIDDEN_MESSAGE,
        );
        expectRefusal(
          await as(undefined).post(A.posts, { p: 0, s: 5 }),
          401,
          SIGN_IN_REQUIRED_MESSAGE,
        );
        expectRefusal(await as(orgOwner.token).get(A.categories), 401);
        const cross = await call(app, SHOP, 'POST', A.savePost, {
          token: owner.token,
          body: postInput(),
          headers: { origin: 'http://org.localhost:3000' },
        });
        expectRefusal(cross, 403, CROSS_SITE_MESSAGE);
      });

      it('lists posts with status, search, category and pages', async () => {
        const all = json(await as(owner.token).post(A.posts, { p: 0, s: 100 }));
        expect(all.total).toBe(demoBlog('shop')!.posts.length);
        const statuses = Object.fromEntries(all.data.map((p: AdminPost) => [p.slug, p.status]));
        expect(statuses['notes-on-our-new-packaging']).toBe('draft');
        expect(statuses['our-winter-quilt-collection-is-coming']).toBe('scheduled');
        expect(statuses['the-weavers-of-chanderi']).toBe('published');
        const care = json(await as(owner.token).post(A.posts, { category: 'care', p: 0, s: 100 }));
        expect(care.data.every((p: AdminPost) => p.category?.key === 'care')).toBe(true);
        expect(care.total).toBe(
          demoBlog('shop')!.posts.filter((p) => p.categoryKey === 'care').length,
        );
        const found = json(await as(owner.token).post(A.posts, { q: 'CHANDERI', p: 0, s: 10 }));
        expect(found.data.map((p: AdminPost) => p.slug)).toEqual(['the-weavers-of-chanderi']);
        const scheduled = json(
          await as(owner.token).post(A.posts, { status: 'scheduled', p: 0, s: 10 }),
        );
        expect(scheduled.data.map((p: AdminPost) => p.slug)).toEqual([
          'our-winter-quilt-collection-is-coming',
        ]);
        expectRefusal(
          await as(owner.token).post(A.posts, { p: 0, s: 5, status: 'live' }),
          400,
          /status/,
        );
      });

      it('creates, reads, updates with a stale guard, and deletes a post; visitors see each change', async () => {
        const created = await as(owner.token).post(A.savePost, postInput());
        expect(created.statusCode, created.body).toBe(201);
        const post = json(created).data as AdminPost;
        expect(post.slug).toBe('notes-from-the-dye-house');
        expect(post.status).toBe('published');
        const again = json(await as(owner.token).post(A.savePost, postInput())).data as AdminPost;
        expect(again.slug).toBe('notes-from-the-dye-house-2');
        const got = json(await as(staff.token).get(A.post, { id: post._id })).data as AdminPost;
        expect(got.bodyMarkdown).toContain('nine dips');
        const page = await getPage(app, SHOP, `/blog/${post.slug}`);
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain('alert(1)');
        const publicPost = json(await slugOf(SHOP, post.slug)).data;
        expect(publicPost.bodyHtml).toContain('<strong>nine dips</strong>');
        expect(publicPost.bodyHtml).not.toContain('<script');

        const updated = await as(owner.token).post(
          A.savePost,
          postInput({
            id: post._id,
            baseUpdatedAt: post.updated,
            title: 'Notes from the indigo vats',
          }),
        );
        expect(updated.statusCode, updated.body).toBe(200);
        const after = json(updated).data as AdminPost;
        expect(after.slug).toBe(post.slug);
        expect(after.publishedAt).toBe(post.publishedAt);
        expect((await getPage(app, SHOP, `/blog/${post.slug}`)).body).toContain(
          'Notes from the indigo vats',
        );
        expectRefusal(
          await as(owner.token).post(
            A.savePost,
            postInput({ id: post._id, baseUpdatedAt: post.updated, title: 'Stale' }),
          ),
          409,
          POST_CHANGED_MESSAGE,
        );
        expectRefusal(
          await as(owner.token).post(A.savePost, postInput({ id: again._id, slug: post.slug })),
          409,
          /already uses the address/,
        );
        expectRefusal(
          await as(owner.token).post(A.savePost, postInput({ image: 'https://evil.test/x.png' })),
          400,
          /uploads/,
        );
        expectRefusal(
          await as(owner.token).post(A.savePost, postInput({ slug: 'Bad Slug' })),
          400,
          /lower-case/,
        );
        expectRefusal(
          await as(owner.token).post(A.savePost, postInput({ categoryKey: 'nope' })),
          400,
          /nope/,
        );
        expectRefusal(
          await as(owner.token).post(A.savePost, { ...postInput(), price: 1 }),
          400,
          /"price"/,
        );

        const draft = await as(owner.token).post(
          A.savePost,
          postInput({ id: post._id, status: 'draft' }),
        );
        expect(json(draft).data.status).toBe('draft');
        expect((await getPage(app, SHOP, `/blog/${post.slug}`)).statusCode).toBe(404);

        expect(
          (await as(owner.token).post(A.deletePost, undefined, { id: again._id })).statusCode,
        ).toBe(200);
        expectRefusal(await as(owner.token).post(A.deletePost, undefined, { id: again._id }), 404);
        expectRefusal(await as(owner.token).get(A.post, { id: again._id }), 404);
      });

      it('manages categories; a deleted category leaves its posts without one', async () => {
        const made = await as(owner.token).post(A.saveCategory, {
          key: 'recipes',
          title: 'Recipes',
          position: 5,
        });
        expect(made.statusCode, made.body).toBe(201);
        const cat = json(made).data;
        expect(cat).toMatchObject({ key: 'recipes', title: 'Recipes', position: 5, posts: 0 });
        expectRefusal(
          await as(owner.token).post(A.saveCategory, { key: 'recipes', title: 'Again' }),
          409,
        );
        expectRefusal(
          await as(owner.token).post(A.saveCategory, { key: 'Bad Key', title: 'X' }),
          400,
          /lower-case/,
        );
        const p = json(
          await as(owner.token).post(
            A.savePost,
            postInput({ title: 'Masala chai', categoryKey: 'recipes' }),
          ),
        ).data as AdminPost;
        const cats = json(await as(owner.token).get(A.categories)).data;
        expect(cats.find((c: { key: string }) => c.key === 'recipes').posts).toBe(1);
        expect(json(await call(app, SHOP, 'GET', BLOG_API.categories)).data.at(-1)).toEqual({
          key: 'recipes',
          value: 'Recipes',
        });
        expect(
          (await as(owner.token).post(A.deleteCategory, undefined, { id: cat._id })).statusCode,
        ).toBe(200);
        expect(
          (json(await as(owner.token).get(A.post, { id: p._id })).data as AdminPost).category,
        ).toBeNull();
        await as(owner.token).post(A.deletePost, undefined, { id: p._id });
      });

      it('moderates comments: hidden ones leave the post, deleted ones are gone', async () => {
        const id = await postId(SHOP, 'five-ways-to-style-a-cotton-dupatta');
        const user = await newShopper(t.testDb.db, shopId);
        const c = json(
          await call(app, SHOP, 'POST', BLOG_API.commentsAdd, {
            token: user.token,
            query: { blogId: id },
            body: { blogId: id, comment: 'Buy cheap watches at spam.test' },
          }),
        ).data as BlogComment;
        const listed = json(await as(staff.token).post(A.comments, { postId: id, p: 0, s: 10 }));
        expect(listed.data[0]).toMatchObject({
          _id: c._id,
          status: 'visible',
          author: { email: user.email },
          post: { _id: id, slug: 'five-ways-to-style-a-cotton-dupatta' },
        });
        const hidden = await as(owner.token).post(
          A.moderateComment,
          { status: 'hidden' },
          { id: c._id },
        );
        expect(json(hidden).data.status).toBe('hidden');
        const publicList = () =>
          call(app, SHOP, 'POST', BLOG_API.commentsAll, {
            query: { blogId: id },
            body: { p: 0, s: 100 },
          });
        expect(json(await publicList()).total).toBe(0);
        expect(
          json(await as(owner.token).post(A.comments, { status: 'hidden', q: 'spam', p: 0, s: 10 }))
            .total,
        ).toBe(1);
        await as(owner.token).post(A.moderateComment, { status: 'visible' }, { id: c._id });
        expect(json(await publicList()).total).toBe(1);
        // Another workspace's owner can neither see nor touch it.
        expectRefusal(
          await as(orgOwner.token, ORG).post(
            A.moderateComment,
            { status: 'hidden' },
            { id: c._id },
          ),
          404,
        );
        expectRefusal(
          await as(orgOwner.token, ORG).post(A.deleteComment, undefined, { id: c._id }),
          404,
        );
        expect(
          json(await as(orgOwner.token, ORG).post(A.comments, { q: 'spam', p: 0, s: 10 })).total,
        ).toBe(0);
        expect(json(await publicList()).total).toBe(1);
        expect(
          (await as(owner.token).post(A.deleteComment, undefined, { id: c._id })).statusCode,
        ).toBe(200);
        expect(json(await publicList()).total).toBe(0);
      });

      it('keeps other workspaces’ posts and categories out of reach and untouched', async () => {
        const orgPosts = json(await as(orgOwner.token, ORG).post(A.posts, { p: 0, s: 100 }))
          .data as AdminPost[];
        const target = orgPosts[0]!;
        expectRefusal(await as(owner.token).get(A.post, { id: target._id }), 404);
        expectRefusal(
          await as(owner.token).post(A.savePost, postInput({ id: target._id, categoryKey: null })),
          404,
        );
        expectRefusal(await as(owner.token).post(A.deletePost, undefined, { id: target._id }), 404);
        const orgCats = json(await as(orgOwner.token, ORG).get(A.categories)).data;
        expectRefusal(
          await as(owner.token).post(A.deleteCategory, undefined, { id: orgCats[0]._id }),
          404,
        );
        expectRefusal(
          await as(owner.token).post(A.saveCategory, {
            id: orgCats[0]._id,
            key: 'hijack',
            title: 'Hijack',
          }),
          404,
        );
        const still = json(await as(orgOwner.token, ORG).get(A.post, { id: target._id }))
          .data as AdminPost;
        expect({ title: still.title, updated: still.updated }).toEqual({
          title: target.title,
          updated: target.updated,
        });
        expect(json(await as(orgOwner.token, ORG).get(A.categories)).data).toEqual(orgCats);
        expect((await getPage(app, EVENTS, '/blog/rss.xml')).body).not.toContain('<item>');
      });
    });
  });
}
