// The blog's queries: the only place with SQL of blog_categories, blog_posts and blog_comments
// (migration 0007). Every query is scoped by workspace id. Visitors see published posts whose
// time has come (a published post with a future published_at is scheduled); the listing is
// searched, filtered, sorted and paged in the database on the indexes of 0007.
import { randomUUID } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { sql } from 'kysely';
import { marked } from 'marked';
import type {
  AdminBlogCategory,
  AdminComment,
  AdminCommentsAnswer,
  AdminPost,
  AdminPostInput,
  AdminPostRow,
  AdminPostsAnswer,
  PostStatus,
} from '../../shared/admin-content';
import type {
  BlogCategoryOption,
  BlogComment,
  BlogListAnswer,
  BlogListItem,
  BlogListRequest,
  BlogPost,
  CommentsAnswer,
} from '../../shared/content';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../shared/sanitize';
import type { CatalogueItem } from '../../shared/builder-api';
import { containsPattern } from '../catalogue/rules';
import { addedAt } from '../db/added-at';
import type { Db } from '../db/connect';
import {
  boundBlogListing,
  categoryKeyTakenMessage,
  categoryOption,
  parseSeo,
  parseTags,
  POST_CHANGED_MESSAGE,
  type PostCardRow,
  postStatus,
  slugFromTitle,
  slugTakenMessage,
  titleKey,
  toListItem,
  uniqueSlug,
} from './rules';

/** A refusal the routes turn into an answer. */
export type BlogRefusal = { ok: false; status: 400 | 404 | 409; message: string; field?: string };

/** A demo post for the seed (fixtures/blog). */
export type NewBlogPost = Omit<
  AdminPostInput,
  'id' | 'baseUpdatedAt' | 'slug' | 'publishedAt' | 'seo'
> & {
  slug: string;
  publishedAt: string | null;
};

const cardColumns = [
  'p.id',
  'p.slug',
  'p.title',
  'p.short_description',
  'p.image',
  'p.image_alt',
  'p.tags',
  'p.author_name',
  'p.author_thumb',
  'p.author_subtitle',
  'p.published_at',
  'p.created_at',
  'c.key as category_key',
  'c.title as category_title',
] as const;

/** Blog data access for one database; see the file comment. */
export function createBlogRepo(db: Db, now: () => number = Date.now) {
  const nowIso = () => new Date(now()).toISOString();
  let sanitizer: HtmlSanitizer | null = null;

  /** Owner markdown to safe HTML (marked, then DOMPurify on jsdom, as the catalogue does). */
  function renderMarkdown(markdown: string): string {
    sanitizer ??= createHtmlSanitizer(new JSDOM('').window);
    return sanitizer(marked.parse(markdown, { async: false, gfm: true }));
  }

  const posts = (workspaceId: string) =>
    db
      .selectFrom('blog_posts as p')
      .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
      .where('p.workspace_id', '=', workspaceId);

  /** Only what a visitor may see now: published, and its time has come. */
  const livePosts = (workspaceId: string, now: string) =>
    posts(workspaceId).where('p.status', '=', 'published').where('p.published_at', '<=', now);

  async function categoryIdByKey(workspaceId: string, key: string): Promise<string | null> {
    const row = await db
      .selectFrom('blog_categories')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async function takenSlugs(workspaceId: string, base: string, exceptId?: string) {
    let q = db
      .selectFrom('blog_posts')
      .select('slug')
      .where('workspace_id', '=', workspaceId)
      .where('slug', 'like', `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return new Set((await q.execute()).map((r) => r.slug));
  }

  async function adminPost(workspaceId: string, id: string): Promise<AdminPost | null> {
    const row = await posts(workspaceId)
      .selectAll('p')
      .select(['c.key as category_key', 'c.title as category_title'])
      .select((eb) =>
        eb
          .selectFrom('blog_comments as bc')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('bc.post_id', '=', 'p.id')
          .as('comments'),
      )
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      ...adminRow(row),
      shortDescription: row.short_description,
      bodyMarkdown: row.body_md,
      imageAlt: row.image_alt,
      tags: parseTags(row.tags),
      author: { name: row.author_name, thumb: row.author_thumb, subtitle: row.author_subtitle },
      seo: parseSeo(row.seo),
    };
  }

  function adminRow(row: {
    id: string;
    title: string;
    slug: string;
    status: string;
    published_at: string | null;
    category_key: string | null;
    category_title: string | null;
    image: string | null;
    comments: number | string | bigint | null;
    updated_at: string;
  }): AdminPostRow {
    return {
      _id: row.id,
      title: row.title,
      slug: row.slug,
      status: postStatus(row, nowIso()),
      publishedAt: row.published_at,
      category: categoryOption(row.category_key, row.category_title),
      image: row.image,
      comments: Number(row.comments ?? 0),
      updated: row.updated_at,
    };
  }

  function toComment(r: {
    id: string;
    comment: string;
    created_at: string;
    author_name: string;
    author_thumb: string | null;
  }): BlogComment {
    return {
      _id: r.id,
      comment: r.comment,
      created: r.created_at,
      $card_data: { userId: [{ thumb: r.author_thumb, title: r.author_name, subtitles: [] }] },
    };
  }

  return {
    renderMarkdown,

    // ---- visitors ----

    /** POST blog/all: live posts, searched, filtered, sorted and paged in the database. */
    async list(workspaceId: string, req: BlogListRequest): Promise<BlogListAnswer> {
      const b = boundBlogListing(req);
      let q = livePosts(workspaceId, nowIso());
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
      const row = await livePosts(workspaceId, nowIso())
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
      const row = await livePosts(workspaceId, nowIso())
        .select(['p.id', 'p.slug', 'p.title'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** A visible comment under a post, by a user of the workspace. */
    async addComment(
      workspaceId: string,
      input: {
        postId: string;
        userId: string;
        authorName: string;
        authorThumb: string | null;
        comment: string;
      },
    ): Promise<BlogComment> {
      return db.transaction().execute(async (trx) => {
        // A thread reads oldest first: a reply is written after the comment it answers.
        const { latest } = await trx
          .selectFrom('blog_comments')
          .select((eb) => eb.fn.max('created_at').as('latest'))
          .where('workspace_id', '=', workspaceId)
          .where('post_id', '=', input.postId)
          .executeTakeFirstOrThrow();
        const row = {
          id: randomUUID(),
          workspace_id: workspaceId,
          post_id: input.postId,
          user_id: input.userId,
          author_name: input.authorName,
          author_thumb: input.authorThumb,
          comment: input.comment,
          status: 'visible',
          created_at: addedAt(now(), latest),
        };
        await trx.insertInto('blog_comments').values(row).execute();
        return toComment(row);
      });
    },

    /** A post's visible comments, oldest first (a conversation reads top to bottom). */
    async visibleComments(
      workspaceId: string,
      postId: string,
      page: { p: number; s: number },
    ): Promise<CommentsAnswer> {
      const base = db
        .selectFrom('blog_comments')
        .where('workspace_id', '=', workspaceId)
        .where('post_id', '=', postId)
        .where('status', '=', 'visible');
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        base
          .select(['id', 'comment', 'created_at', 'author_name', 'author_thumb'])
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .limit(page.s)
          .offset(page.p * page.s)
          .execute(),
      ]);
      return { data: rows.map(toComment), total: Number(count?.n ?? 0) };
    },

    /** The workspace owners' addresses (who hears of a new comment). */
    async ownerEmails(workspaceId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .select('email')
        .where('workspace_id', '=', workspaceId)
        .where('user_type', '=', 'OWNER')
        .execute();
      return rows.map((r) => r.email);
    },

    /** Live posts for the sitemap. */
    async sitemap(workspaceId: string): Promise<{ slug: string; updatedAt: string }[]> {
      const rows = await livePosts(workspaceId, nowIso())
        .select(['p.slug', 'p.updated_at'])
        .orderBy('p.published_at', 'desc')
        .execute();
      return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
    },

    /** The newest live posts (the RSS feed). */
    async newest(workspaceId: string, limit: number): Promise<BlogListItem[]> {
      const rows = await livePosts(workspaceId, nowIso())
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

    // ---- the owner ----

    async adminPosts(
      workspaceId: string,
      f: { q?: string; status?: PostStatus; category?: string; p: number; s: number },
    ): Promise<AdminPostsAnswer> {
      const now = nowIso();
      let q = posts(workspaceId);
      if (f.q?.trim()) {
        const pattern = containsPattern(f.q.trim());
        q = q.where(
          sql<boolean>`(p.title_key like ${pattern} escape '\\' or p.slug like ${pattern} escape '\\')`,
        );
      }
      if (f.status === 'draft') q = q.where('p.status', '<>', 'published');
      else if (f.status === 'published')
        q = q.where('p.status', '=', 'published').where('p.published_at', '<=', now);
      else if (f.status === 'scheduled')
        q = q.where('p.status', '=', 'published').where('p.published_at', '>', now);
      if (f.category) q = q.where('c.key', '=', f.category);
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        q
          .select([
            'p.id',
            'p.title',
            'p.slug',
            'p.status',
            'p.published_at',
            'p.image',
            'p.updated_at',
            'c.key as category_key',
            'c.title as category_title',
          ])
          .select((eb) =>
            eb
              .selectFrom('blog_comments as bc')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('bc.post_id', '=', 'p.id')
              .as('comments'),
          )
          .orderBy('p.updated_at', 'desc')
          .orderBy('p.id', 'asc')
          .limit(f.s)
          .offset(f.p * f.s)
          .execute(),
      ]);
      return { data: rows.map(adminRow), total: Number(count?.n ?? 0) };
    },

    adminPost,

    /**
     * Creates or updates a post (input.id). The slug comes from the title when empty and must be
     * free in the workspace; a stale `baseUpdatedAt` is refused (409). Publishing without a time
     * keeps the time of a post already published, else now.
     */
    async savePost(
      workspaceId: string,
      input: AdminPostInput,
    ): Promise<{ ok: true; post: AdminPost; created: boolean } | BlogRefusal> {
      const existing = input.id
        ? await db
            .selectFrom('blog_posts')
            .select(['id', 'slug', 'status', 'published_at', 'updated_at'])
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', input.id)
            .executeTakeFirst()
        : undefined;
      if (input.id && !existing)
        return { ok: false, status: 404, message: 'No blog post with this id on this site.' };
      if (existing && input.baseUpdatedAt && input.baseUpdatedAt !== existing.updated_at)
        return { ok: false, status: 409, message: POST_CHANGED_MESSAGE };
      let categoryId: string | null = null;
      if (input.categoryKey) {
        categoryId = await categoryIdByKey(workspaceId, input.categoryKey);
        if (!categoryId)
          return {
            ok: false,
            status: 400,
            field: 'categoryKey',
            message: `There is no blog category "${input.categoryKey}" on this site.`,
          };
      }
      const wanted = input.slug?.trim();
      let slug: string;
      if (wanted) {
        const taken = await db
          .selectFrom('blog_posts')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('slug', '=', wanted)
          .executeTakeFirst();
        if (taken && taken.id !== existing?.id)
          return { ok: false, status: 409, field: 'slug', message: slugTakenMessage(wanted) };
        slug = wanted;
      } else if (existing) {
        slug = existing.slug;
      } else {
        const base = slugFromTitle(input.title);
        slug = uniqueSlug(base, await takenSlugs(workspaceId, base || 'post'));
      }
      const now = nowIso();
      let publishedAt: string | null = existing?.published_at ?? null;
      if (input.status === 'published') {
        if (input.publishedAt) publishedAt = new Date(input.publishedAt).toISOString();
        else if (!(existing?.status === 'published' && existing.published_at)) publishedAt = now;
      } else if (input.publishedAt !== undefined) {
        publishedAt = input.publishedAt ? new Date(input.publishedAt).toISOString() : null;
      }
      // Every save moves updated_at forward, so the next baseUpdatedAt check sees this one.
      const updatedAt =
        existing && existing.updated_at >= now
          ? new Date(Date.parse(existing.updated_at) + 1).toISOString()
          : now;
      const values = {
        slug,
        title: input.title.trim(),
        title_key: titleKey(input.title.trim()),
        short_description: input.shortDescription.trim(),
        body_md: input.bodyMarkdown,
        body_html: renderMarkdown(input.bodyMarkdown),
        image: input.image,
        image_alt: input.imageAlt.trim(),
        tags: JSON.stringify([...new Set(input.tags.map((t) => t.trim()).filter(Boolean))]),
        category_id: categoryId,
        author_name: input.author.name.trim(),
        author_thumb: input.author.thumb,
        author_subtitle: input.author.subtitle.trim(),
        status: input.status,
        published_at: publishedAt,
        seo: JSON.stringify(parseSeo(JSON.stringify(input.seo))),
        updated_at: updatedAt,
      };
      const id = existing?.id ?? randomUUID();
      try {
        if (existing) {
          const done = await db
            .updateTable('blog_posts')
            .set(values)
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', id)
            .where('updated_at', '=', existing.updated_at)
            .executeTakeFirst();
          if (Number(done.numUpdatedRows) === 0)
            return { ok: false, status: 409, message: POST_CHANGED_MESSAGE };
        } else {
          await db
            .insertInto('blog_posts')
            .values({ id, workspace_id: workspaceId, created_at: now, ...values })
            .execute();
        }
      } catch (err) {
        // Two saves racing for the same slug: the unique index decides.
        if (/unique|duplicate/i.test(String((err as Error).message)))
          return { ok: false, status: 409, field: 'slug', message: slugTakenMessage(slug) };
        throw err;
      }
      const post = await adminPost(workspaceId, id);
      return { ok: true, post: post!, created: !existing };
    },

    async deletePost(workspaceId: string, id: string): Promise<boolean> {
      const done = await db
        .deleteFrom('blog_posts')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },

    async adminCategories(workspaceId: string): Promise<AdminBlogCategory[]> {
      const rows = await db
        .selectFrom('blog_categories as c')
        .select(['c.id', 'c.key', 'c.title', 'c.position'])
        .select((eb) =>
          eb
            .selectFrom('blog_posts as p')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('p.category_id', '=', 'c.id')
            .as('posts'),
        )
        .where('c.workspace_id', '=', workspaceId)
        .orderBy('c.position')
        .orderBy('c.title')
        .execute();
      return rows.map((r) => ({
        _id: r.id,
        key: r.key,
        title: r.title,
        position: r.position,
        posts: Number(r.posts ?? 0),
      }));
    },

    async saveCategory(
      workspaceId: string,
      input: { id?: string; key: string; title: string; position?: number },
    ): Promise<{ ok: true; category: AdminBlogCategory } | BlogRefusal> {
      const clash = await db
        .selectFrom('blog_categories')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('key', '=', input.key)
        .executeTakeFirst();
      if (clash && clash.id !== input.id)
        return {
          ok: false,
          status: 409,
          field: 'key',
          message: categoryKeyTakenMessage(input.key),
        };
      let id = input.id;
      if (id) {
        const done = await db
          .updateTable('blog_categories')
          .set({
            key: input.key,
            title: input.title.trim(),
            ...(input.position !== undefined ? { position: input.position } : {}),
          })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0)
          return { ok: false, status: 404, message: 'No blog category with this id on this site.' };
      } else {
        id = randomUUID();
        await db
          .insertInto('blog_categories')
          .values({
            id,
            workspace_id: workspaceId,
            key: input.key,
            title: input.title.trim(),
            position: input.position ?? 0,
            created_at: nowIso(),
          })
          .execute();
      }
      const all = await this.adminCategories(workspaceId);
      return { ok: true, category: all.find((c) => c._id === id)! };
    },

    /** Deletes a category; its posts keep no category. */
    async deleteCategory(workspaceId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('blog_posts')
          .set({ category_id: null })
          .where('workspace_id', '=', workspaceId)
          .where('category_id', '=', id)
          .execute();
        const done = await trx
          .deleteFrom('blog_categories')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(done.numDeletedRows) > 0;
      });
    },

    async adminComments(
      workspaceId: string,
      f: { q?: string; status?: 'visible' | 'hidden'; postId?: string; p: number; s: number },
    ): Promise<AdminCommentsAnswer> {
      let q = db
        .selectFrom('blog_comments as bc')
        .innerJoin('blog_posts as p', 'p.id', 'bc.post_id')
        .leftJoin('users as u', 'u.id', 'bc.user_id')
        .where('bc.workspace_id', '=', workspaceId);
      if (f.q?.trim()) {
        const pattern = containsPattern(f.q.trim());
        q = q.where(
          sql<boolean>`(lower(bc.comment) like ${pattern} escape '\\' or lower(bc.author_name) like ${pattern} escape '\\')`,
        );
      }
      if (f.status) q = q.where('bc.status', '=', f.status);
      if (f.postId) q = q.where('bc.post_id', '=', f.postId);
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        q
          .select([
            'bc.id',
            'bc.comment',
            'bc.status',
            'bc.created_at',
            'bc.author_name',
            'bc.author_thumb',
            'u.email',
            'p.id as post_id',
            'p.title as post_title',
            'p.slug as post_slug',
          ])
          .orderBy('bc.created_at', 'desc')
          .orderBy('bc.id', 'asc')
          .limit(f.s)
          .offset(f.p * f.s)
          .execute(),
      ]);
      return {
        data: rows.map((r): AdminComment => ({
          _id: r.id,
          comment: r.comment,
          status: r.status === 'hidden' ? 'hidden' : 'visible',
          created: r.created_at,
          author: { name: r.author_name, thumb: r.author_thumb, email: r.email ?? null },
          post: { _id: r.post_id, title: r.post_title, slug: r.post_slug },
        })),
        total: Number(count?.n ?? 0),
      };
    },

    async setCommentStatus(
      workspaceId: string,
      id: string,
      status: 'visible' | 'hidden',
    ): Promise<AdminComment | null> {
      const done = await db
        .updateTable('blog_comments')
        .set({ status })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return null;
      const one = await this.adminCommentById(workspaceId, id);
      return one;
    },

    async adminCommentById(workspaceId: string, id: string): Promise<AdminComment | null> {
      const row = await db
        .selectFrom('blog_comments as bc')
        .innerJoin('blog_posts as p', 'p.id', 'bc.post_id')
        .leftJoin('users as u', 'u.id', 'bc.user_id')
        .select([
          'bc.id',
          'bc.comment',
          'bc.status',
          'bc.created_at',
          'bc.author_name',
          'bc.author_thumb',
          'u.email',
          'p.id as post_id',
          'p.title as post_title',
          'p.slug as post_slug',
        ])
        .where('bc.workspace_id', '=', workspaceId)
        .where('bc.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        _id: row.id,
        comment: row.comment,
        status: row.status === 'hidden' ? 'hidden' : 'visible',
        created: row.created_at,
        author: { name: row.author_name, thumb: row.author_thumb, email: row.email ?? null },
        post: { _id: row.post_id, title: row.post_title, slug: row.post_slug },
      };
    },

    async deleteComment(workspaceId: string, id: string): Promise<boolean> {
      const done = await db
        .deleteFrom('blog_comments')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },

    // ---- the seed ----

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

export type BlogRepo = ReturnType<typeof createBlogRepo>;
