// The seed's blog: the demo categories and posts written in one transaction, and a workspace's
// whole blog removed for a forced reseed.
import { randomUUID } from 'node:crypto';
import { titleKey } from './rules';
import type { BlogCore } from './support';
import type { NewBlogPost } from './types';

/** The seed's writes of one blog repo; see the file comment. */
export function createBlogSeed({ db, nowIso, renderMarkdown }: BlogCore) {
  return {
    /** Adds the demo blog: categories, then posts, in one transaction. */
    async createDemoBlog(
      workspaceId: string,
      demo: {
        categories: { key: string; title: string; position: number }[];
        posts: NewBlogPost[];
      },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const ids = new Map<string, string>();
        const now = nowIso();
        for (const c of demo.categories) {
          const id = randomUUID();
          ids.set(c.key, id);
          await trx
            .insertInto('blog_categories')
            .values({ id, workspace_id: workspaceId, ...c, created_at: now })
            .execute();
        }
        for (const p of demo.posts) {
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
      });
    },

    /** Removes a workspace's posts (with their comments) and categories (a forced reseed). */
    async deleteBlog(workspaceId: string): Promise<void> {
      await db.deleteFrom('blog_comments').where('workspace_id', '=', workspaceId).execute();
      await db.deleteFrom('blog_posts').where('workspace_id', '=', workspaceId).execute();
      await db.deleteFrom('blog_categories').where('workspace_id', '=', workspaceId).execute();
    },
  };
}
