// The owner's blog: posts (list, save, delete; a slug made from the title when none is given)
// and categories (list with post counts, save, delete).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  AdminBlogCategory,
  AdminPost,
  AdminPostInput,
  AdminPostRow,
  AdminPostsAnswer,
  PostStatus,
} from '../../shared/admin-content';
import { blogPostPath } from '../../shared/content';
import { containsPattern } from '../http';
import { addMovedRedirect } from '../redirects';
import {
  categoryKeyTakenMessage,
  categoryOption,
  parseSeo,
  parseTags,
  POST_CHANGED_MESSAGE,
  postStatus,
  slugFromTitle,
  slugTakenMessage,
  titleKey,
  uniqueSlug,
} from './rules';
import { type BlogCore, postsOf } from './support';
import type { BlogRefusal } from './types';

/** The owner's posts and categories of one blog repo; see the file comment. */
export function createBlogAdmin({ db, nowIso, renderMarkdown }: BlogCore) {
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
    const row = await postsOf(db, workspaceId)
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

  const admin = {
    adminPost,

    async adminPosts(
      workspaceId: string,
      f: { q?: string; status?: PostStatus; category?: string; p: number; s: number },
    ): Promise<AdminPostsAnswer> {
      const now = nowIso();
      let q = postsOf(db, workspaceId);
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
          const saved = await db.transaction().execute(async (trx) => {
            const done = await trx
              .updateTable('blog_posts')
              .set(values)
              .where('workspace_id', '=', workspaceId)
              .where('id', '=', id)
              .where('updated_at', '=', existing.updated_at)
              .executeTakeFirst();
            if (Number(done.numUpdatedRows) === 0) return false;
            // Links to a published post's old address keep working (server/redirects).
            if (existing.slug !== slug && existing.status === 'published')
              await addMovedRedirect(
                trx,
                workspaceId,
                blogPostPath(existing.slug),
                blogPostPath(slug),
              );
            return true;
          });
          if (!saved) return { ok: false, status: 409, message: POST_CHANGED_MESSAGE };
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
      const all = await admin.adminCategories(workspaceId);
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
  };
  return admin;
}
