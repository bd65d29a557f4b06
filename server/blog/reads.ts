// What visitors read of the blog: the listing (searched, filtered, sorted and paged in the
// database on the indexes of migration 0007), categories, live posts, the sitemap, the feed and
// the builder's link picker. Visitors see published posts whose time has come.
import { sql } from 'kysely';
import type { CatalogueItem } from '../../shared/builder-api';
import type {
  BlogCategoryOption,
  BlogListAnswer,
  BlogListItem,
  BlogListRequest,
  BlogPost,
} from '../../shared/content';
import { containsPattern } from '../http';
import { boundBlogListing, parseSeo, type PostCardRow, toListItem } from './rules';
import { type BlogCore, cardColumns, livePostsOf } from './support';

/** The visitors' reads of one blog repo; see the file comment. */
export function createBlogReads({ db, nowIso }: BlogCore) {
  return {
    /** POST blog/all: live posts, searched, filtered, sorted and paged in the database. */
    async list(workspaceId: string, req: BlogListRequest): Promise<BlogListAnswer> {
      const b = boundBlogListing(req);
      let q = livePostsOf(db, workspaceId, nowIso());
      if (b.q) {
        const pattern = containsPattern(b.q);
        q = q.where(
          sql<boolean>`(p.title_key like ${pattern} escape '\\' or lower(p.short_description) like ${pattern} escape '\\')`,
        );
      }
      if (b.categories.length > 0)
        q = q.where('p.category_id', 'in', (eb) =>
          eb
            .selectFrom('blog_categories')
            .select('id')
            .where('workspace_id', '=', workspaceId)
            .where('key', 'in', b.categories),
        );
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        (() => {
          let page = q.select([...cardColumns]);
          switch (b.sort) {
            case 'titleDesc':
              page = page.orderBy('p.title_key', 'desc');
              break;
            case 'newest':
              page = page.orderBy('p.published_at', 'desc');
              break;
            case 'oldest':
              page = page.orderBy('p.published_at', 'asc');
              break;
            default:
              page = page.orderBy('p.title_key', 'asc');
          }
          return page
            .orderBy('p.id', 'asc')
            .limit(b.size)
            .offset(b.page * b.size)
            .execute();
        })(),
      ]);
      return {
        data: rows.map((r) => toListItem(r as PostCardRow)),
        total: Number(count?.n ?? 0),
      };
    },

    /** GET blog/categories: the filter's options, by position then title. */
    async categoryOptions(workspaceId: string): Promise<BlogCategoryOption[]> {
      const rows = await db
        .selectFrom('blog_categories')
        .select(['key', 'title'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('position')
        .orderBy('title')
        .execute();
      return rows.map((r) => ({ key: r.key, value: r.title }));
    },

    /** A live post by slug with its body, or null (drafts and scheduled posts are not found). */
    async livePostBySlug(workspaceId: string, slug: string): Promise<BlogPost | null> {
      const row = await livePostsOf(db, workspaceId, nowIso())
        .select([...cardColumns, 'p.body_html', 'p.seo'])
        .where('p.slug', '=', slug)
        .executeTakeFirst();
      if (!row) return null;
      return {
        ...toListItem(row as PostCardRow),
        bodyHtml: row.body_html,
        seo: parseSeo(row.seo),
      };
    },

    /** A live post's id, slug and title by id, or null. */
    async livePostById(workspaceId: string, id: string) {
      const row = await livePostsOf(db, workspaceId, nowIso())
        .select(['p.id', 'p.slug', 'p.title'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Live posts for the sitemap. */
    async sitemap(workspaceId: string): Promise<{ slug: string; updatedAt: string }[]> {
      const rows = await livePostsOf(db, workspaceId, nowIso())
        .select(['p.slug', 'p.updated_at'])
        .orderBy('p.published_at', 'desc')
        .execute();
      return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
    },

    /** The newest live posts (the RSS feed). */
    async newest(workspaceId: string, limit: number): Promise<BlogListItem[]> {
      const rows = await livePostsOf(db, workspaceId, nowIso())
        .select([...cardColumns])
        .orderBy('p.published_at', 'desc')
        .orderBy('p.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((r) => toListItem(r as PostCardRow));
    },

    /** The builder's link picker: blog categories by title or key; `path` is the key. */
    async searchCategories(
      workspaceId: string,
      q: { query: string; limit: number },
    ): Promise<CatalogueItem[]> {
      let query = db
        .selectFrom('blog_categories')
        .select(['id', 'title', 'key'])
        .where('workspace_id', '=', workspaceId);
      if (q.query) {
        const pattern = containsPattern(q.query);
        query = query.where(
          sql<boolean>`(lower(title) like ${pattern} escape '\\' or key like ${pattern} escape '\\')`,
        );
      }
      const rows = await query.orderBy('position').orderBy('title').limit(q.limit).execute();
      return rows.map((r) => ({ id: r.id, title: r.title, path: r.key }));
    },
  };
}
