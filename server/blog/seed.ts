// The seed's and the starters' blog: demo categories and posts written in one transaction (the
// seed's own, or a starter's inside the caller's), and a workspace's whole blog removed for a
// forced reseed.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { titleKey } from './rules';
import { type BlogCore, createBlogCore } from './support';
import type { NewBlogPost } from './types';

/** A demo or starter blog: categories by key, and posts naming theirs by key. */
export type StarterBlog = {
  categories: { key: string; title: string; position: number }[];
  posts: NewBlogPost[];
};

/**
 * Writes `blog` with `trx`: categories whose key the workspace lacks, then posts whose slug it
 * lacks (a post of a category it already had goes into that one). Applying a starter twice, or
 * seeding over an existing blog, adds nothing twice. Answers how many posts were added.
 */
async function insertBlog(
  { db: trx, nowIso, renderMarkdown }: BlogCore,
  workspaceId: string,
  blog: StarterBlog,
): Promise<number> {
  const [cats, slugs] = await Promise.all([
    trx
      .selectFrom('blog_categories')
      .select(['id', 'key'])
      .where('workspace_id', '=', workspaceId)
      .execute(),
    trx.selectFrom('blog_posts').select('slug').where('workspace_id', '=', workspaceId).execute(),
  ]);
  const ids = new Map(cats.map((c) => [c.key, c.id]));
  const taken = new Set(slugs.map((s) => s.slug));
  const now = nowIso();
  for (const c of blog.categories) {
    if (ids.has(c.key)) continue;
    const id = randomUUID();
    ids.set(c.key, id);
    await trx
      .insertInto('blog_categories')
      .values({ id, workspace_id: workspaceId, ...c, created_at: now })
      .execute();
  }
  const posts = blog.posts.filter((p) => !taken.has(p.slug));
  for (const p of posts) {
    await trx
      .insertInto('blog_posts')
      .values({
        id: randomUUID(),
        workspace_id: workspaceId,
        slug: p.slug,
        title: p.title,
        title_key: titleKey(p.title),
        short_description: p.shortDescription,
        body_md: p.bodyMarkdown,
        body_html: renderMarkdown(p.bodyMarkdown),
        image: p.image,
        image_alt: p.imageAlt,
        tags: JSON.stringify(p.tags),
        category_id: p.categoryKey ? (ids.get(p.categoryKey) ?? null) : null,
        author_name: p.author.name,
        author_thumb: p.author.thumb,
        author_subtitle: p.author.subtitle,
        status: p.status,
        published_at: p.publishedAt,
        seo: '{}',
        created_at: p.publishedAt ?? now,
        updated_at: p.publishedAt ?? now,
      })
      .execute();
  }
  return posts.length;
}

let starterRenderer: BlogCore['renderMarkdown'] | undefined;

/** Adds a starter's blog to a workspace inside the caller's transaction; see insertBlog. */
export function addStarterBlog(trx: Db, workspaceId: string, blog: StarterBlog): Promise<number> {
  const core = createBlogCore(trx, Date.now);
  // One markdown renderer for every application (its sanitizer takes a DOM to build).
  starterRenderer ??= core.renderMarkdown;
  return insertBlog({ ...core, renderMarkdown: starterRenderer }, workspaceId, blog);
}

/** The seed's writes of one blog repo; see the file comment. */
export function createBlogSeed(core: BlogCore) {
  const { db } = core;
  return {
    /** Adds the demo blog: categories, then posts, in one transaction. */
    async createDemoBlog(workspaceId: string, demo: StarterBlog): Promise<void> {
      await db.transaction().execute((trx) => insertBlog({ ...core, db: trx }, workspaceId, demo));
    },

    /** Removes a workspace's posts (with their comments) and categories (a forced reseed). */
    async deleteBlog(workspaceId: string): Promise<void> {
      await db.deleteFrom('blog_comments').where('workspace_id', '=', workspaceId).execute();
      await db.deleteFrom('blog_posts').where('workspace_id', '=', workspaceId).execute();
      await db.deleteFrom('blog_categories').where('workspace_id', '=', workspaceId).execute();
    },
  };
}
