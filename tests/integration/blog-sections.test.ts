// The blog sections on the real server: the blog-list's first page server-rendered from the
// database (its `?q=&category=&page=` read by the list that owns the URL, the page cache keyed by
// them), and the post page's section with its comments area, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCardDate, type BlogListItem } from '../../shared/content';
import { createBlogRepo } from '../../server/blog/repo';
import { createTestApp, getPage, type TestApp } from '../support/app';
import { workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn('PostgreSQL is not reachable: the PostgreSQL blog section tests are skipped.');

const SHOP = 'shop.localhost:3000';

/** The cards' titles and the data the page embeds for its islands. */
function cardsOf(html: string): string[] {
  return [...html.matchAll(/class="sw-blog-card__link" href="[^"]*">([^<]*)</g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'"),
  );
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`blog sections on ${kind}`, () => {
    let t: TestApp;
    let posts: BlogListItem[];
    beforeAll(async () => {
      t = await createTestApp(kind);
      const ws = await workspaceIdOf(t.testDb.db, 'shop.localhost');
      // Every live post of the shop, newest first: the Journal's own order (fixtures).
      posts = (await createBlogRepo(t.testDb.db).list(ws, { p: 0, s: 50, sort: 'newest' })).data;
    }, 60_000);
    afterAll(async () => t?.close());

    it("renders the Journal's first page with the posts, dates MM-DD-YYYY and pages", async () => {
      const res = await getPage(t.app, SHOP, '/blog');
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('data-testid="blog-list"');
      const size = 6;
      expect(cardsOf(html)).toEqual(posts.slice(0, size).map((p) => p.title));
      expect(html).toContain(blogCardDate(posts[0]!.date));
      expect(html).toContain(`href="/blog/${posts[0]!.slug}"`);
      expect(html).toContain(`Page 1 of ${Math.ceil(posts.length / size)}`);
      expect(html).toMatch(/data-testid="blog-category" data-key="ALL"[^>]*>All</);
    });

    it('reads ?category=, ?q= and ?page= from the URL, and caches each apart', async () => {
      const key = posts[0]!.category!.key;
      const inCategory = posts.filter((p) => p.category?.key === key).map((p) => p.title);
      const byCategory = await getPage(t.app, SHOP, `/blog?category=${key}`);
      expect(cardsOf(byCategory.body)).toEqual(inCategory.slice(0, 6));
      expect(byCategory.body).toMatch(
        new RegExp(`aria-pressed="true" data-testid="blog-category" data-key="${key}"`),
      );
      const word = posts[1]!.title
        .split(' ')
        .find((w) => w.length > 5)!
        .toLowerCase();
      const searched = await getPage(t.app, SHOP, `/blog?q=${encodeURIComponent(word)}`);
      const expected = posts
        .filter((p) => `${p.title} ${p.shortDescription}`.toLowerCase().includes(word))
        .map((p) => p.title);
      expect(cardsOf(searched.body).sort()).toEqual(expected.slice(0, 6).sort());
      expect(searched.body).toContain(`value="${word}"`);
      const second = await getPage(t.app, SHOP, '/blog?page=2');
      expect(cardsOf(second.body)).toEqual(posts.slice(6, 12).map((p) => p.title));
      // The plain page is still the first one: the cache keys the query.
      expect(cardsOf((await getPage(t.app, SHOP, '/blog')).body)).toEqual(
        posts.slice(0, 6).map((p) => p.title),
      );
      const none = await getPage(t.app, SHOP, '/blog?q=zzzz-no-such-post');
      expect(none.body).toContain('Blog Not Found');
    });

    it('renders a post with the comments area, the comment text escaped', async () => {
      const res = await getPage(t.app, SHOP, `/blog/${posts[0]!.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-testid="blog-post"');
      expect(res.body).toContain('data-testid="comment-form"');
      expect(res.body).toContain('Write a comment');
      expect(res.body).toContain('>Comments<');
    });
  });
}
