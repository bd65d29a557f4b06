// Comments under posts: visitors write and read the visible ones, the owner lists, hides,
// shows and deletes them, and hears of new ones (ownerEmails).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AdminComment, AdminCommentsAnswer } from '../../shared/admin-content';
import type { BlogComment, CommentsAnswer } from '../../shared/content';
import { containsPattern } from '../http';
import { addedAt } from '../db';
import { type BlogCore, toComment } from './support';

/** What adminCommentRows reads for an AdminComment (toAdminComment). */
const ADMIN_COMMENT_COLUMNS = [
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
] as const;

function toAdminComment(r: {
  id: string;
  comment: string;
  status: string;
  created_at: string;
  author_name: string;
  author_thumb: string | null;
  email: string | null;
  post_id: string;
  post_title: string;
  post_slug: string;
}): AdminComment {
  return {
    _id: r.id,
    comment: r.comment,
    status: r.status === 'hidden' ? 'hidden' : 'visible',
    created: r.created_at,
    author: { name: r.author_name, thumb: r.author_thumb, email: r.email ?? null },
    post: { _id: r.post_id, title: r.post_title, slug: r.post_slug },
  };
}

/** The comments of one blog repo; see the file comment. */
export function createBlogComments({ db, now }: BlogCore) {
  /** The workspace's comments joined to their post and author, as the owner's screens read them. */
  function adminCommentRows(workspaceId: string) {
    return db
      .selectFrom('blog_comments as bc')
      .innerJoin('blog_posts as p', 'p.id', 'bc.post_id')
      .leftJoin('users as u', 'u.id', 'bc.user_id')
      .where('bc.workspace_id', '=', workspaceId);
  }

  const comments = {
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

    async adminComments(
      workspaceId: string,
      f: { q?: string; status?: 'visible' | 'hidden'; postId?: string; p: number; s: number },
    ): Promise<AdminCommentsAnswer> {
      let q = adminCommentRows(workspaceId);
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
          .select(ADMIN_COMMENT_COLUMNS)
          .orderBy('bc.created_at', 'desc')
          .orderBy('bc.id', 'asc')
          .limit(f.s)
          .offset(f.p * f.s)
          .execute(),
      ]);
      return {
        data: rows.map(toAdminComment),
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
      const one = await comments.adminCommentById(workspaceId, id);
      return one;
    },

    async adminCommentById(workspaceId: string, id: string): Promise<AdminComment | null> {
      const row = await adminCommentRows(workspaceId)
        .select(ADMIN_COMMENT_COLUMNS)
        .where('bc.id', '=', id)
        .executeTakeFirst();
      return row ? toAdminComment(row) : null;
    },

    async deleteComment(workspaceId: string, id: string): Promise<boolean> {
      const done = await db
        .deleteFrom('blog_comments')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },
  };
  return comments;
}
