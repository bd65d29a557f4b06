// The blog's public API (SPEC §7; contract in shared/content.ts; docs/api.md, "Blog API"): the
// listing, the filter's categories, one post, and comments. The Host header selects the
// workspace; bodies are JSON checked strictly (no type coercion) with readable refusals.
import type { FastifyInstance } from 'fastify';
import { BLOG_CATEGORY_KEY_MAX, BLOG_SLUG_MAX } from '../../shared/admin-content';
import { resolveApiPath } from '../../shared/api-client';
import {
  BLOG_LIMITS,
  BLOG_NOT_FOUND_MESSAGE,
  BLOG_SORTS,
  type BlogListRequest,
  COMMENT_MAX_LENGTH,
  type CommentAddBody,
  CONTENT_PATHS,
} from '../../shared/content';
import { validateComment } from '../../shared/validators';
import { type AccountContext, allowAttempt, sendMailInBackground } from '../accounts';
import { newCommentMail } from './mails';
import type { BlogRepo } from './repo';
import { authorName, BLOG_IDS_DISAGREE_MESSAGE, COMMENT_TOO_LONG_MESSAGE } from './rules';
import {
  applyStrictValidation,
  createUserGuard,
  fail,
  linkOrigin,
  type PagePurge,
  strictObject,
  userOf,
  workspaceOr404,
} from '../http';

export type BlogRoutesOptions = { ctx: AccountContext; blog: BlogRepo; pageCache: PagePurge };

/** The server paths of the public routes (what shared/api-client makes of CONTENT_PATHS). */
export const BLOG_API = {
  all: resolveApiPath(CONTENT_PATHS.blogAll),
  categories: resolveApiPath(CONTENT_PATHS.blogCategories),
  post: resolveApiPath(CONTENT_PATHS.blogPost),
  commentsAdd: resolveApiPath(CONTENT_PATHS.commentsAdd),
  commentsAll: resolveApiPath(CONTENT_PATHS.commentsAll),
} as const;

const blogId = { type: 'string', minLength: 1, maxLength: 64 } as const;
const meta = { type: 'object' } as const;

const listBody = strictObject({
  p: { type: 'integer', minimum: 0, maximum: 100_000 },
  s: { type: 'integer', minimum: 1, maximum: BLOG_LIMITS.pageSize },
  width: { type: 'number', minimum: 0, maximum: 100_000 },
  q: { type: 'string', maxLength: BLOG_LIMITS.query },
  filters: strictObject({
    category: {
      type: 'array',
      maxItems: BLOG_LIMITS.categories,
      items: { type: 'string', minLength: 1, maxLength: BLOG_CATEGORY_KEY_MAX },
    },
  }),
  sort: { type: 'string', enum: [...BLOG_SORTS] },
  meta,
});
const slugQuery = strictObject(
  { slug: { type: 'string', minLength: 1, maxLength: BLOG_SLUG_MAX } },
  ['slug'],
);
const blogIdQuery = strictObject({ blogId }, ['blogId']);
const commentBody = strictObject(
  // The length is checked after trimming (readable message), the body limit bounds the rest.
  { blogId, comment: { type: 'string' }, meta },
  ['blogId', 'comment'],
);
const commentsBody = strictObject({
  p: { type: 'integer', minimum: 0, maximum: 10_000, default: 0 },
  s: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
});
const emptyQuery = strictObject({});

const fieldMessages = {
  p: 'p (the page, from 0) must be a whole number.',
  s: `s (the page size) must be a whole number from 1 to ${BLOG_LIMITS.pageSize}.`,
  width: 'width must be a number.',
  q: `The search can be up to ${BLOG_LIMITS.query} characters.`,
  filters: `filters.category must be a list of up to ${BLOG_LIMITS.categories} category keys.`,
  sort: `sort must be one of ${BLOG_SORTS.join(', ')}.`,
  meta: 'meta must be an object.',
  slug: 'Say which post: "slug" is required.',
  blogId: 'Say which post: "blogId" is required.',
  comment: 'comment must be text.',
};

/** Registers the blog's public routes; encapsulated (strict validation inside). */
export async function blogRoutes(app: FastifyInstance, opts: BlogRoutesOptions) {
  const { ctx, blog, pageCache } = opts;
  applyStrictValidation(app, fieldMessages);
  // The comment form posts at most a few KB; 2000 characters of emoji fit with room to spare.
  const commentLimit = 32 * 1024;

  // Before the body is read, any signed-in user of this workspace (customer, owner or staff)
  // may comment; nobody else learns more than 401.
  const requireUser = createUserGuard(ctx);

  app.post<{ Body: BlogListRequest }>(
    BLOG_API.all,
    { bodyLimit: 16 * 1024, schema: { body: listBody } },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      return blog.list(ws.id, req.body ?? {});
    },
  );

  app.get(BLOG_API.categories, { schema: { querystring: emptyQuery } }, async (req, reply) => {
    const ws = await workspaceOr404(ctx, req, reply);
    if (!ws) return reply;
    return { data: await blog.categoryOptions(ws.id) };
  });

  app.get<{ Querystring: { slug: string } }>(
    BLOG_API.post,
    { schema: { querystring: slugQuery } },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      const post = await blog.livePostBySlug(ws.id, req.query.slug);
      if (!post) return fail(reply, 404, BLOG_NOT_FOUND_MESSAGE);
      return { data: post };
    },
  );

  app.post<{ Body: CommentAddBody; Querystring: { blogId: string } }>(
    BLOG_API.commentsAdd,
    {
      onRequest: requireUser,
      bodyLimit: commentLimit,
      schema: { querystring: blogIdQuery, body: commentBody },
    },
    async (req, reply) => {
      const s = userOf(req);
      const ws = s.workspace;
      if (req.query.blogId !== req.body.blogId) return fail(reply, 400, BLOG_IDS_DISAGREE_MESSAGE);
      const problem = validateComment(req.body.comment);
      if (problem) return fail(reply, 400, problem);
      const comment = req.body.comment.trim();
      if ([...comment].length > COMMENT_MAX_LENGTH)
        return fail(reply, 400, COMMENT_TOO_LONG_MESSAGE);
      const post = await blog.livePostById(ws.id, req.body.blogId);
      if (!post) return fail(reply, 404, BLOG_NOT_FOUND_MESSAGE);
      // Per user and per IP: a minute's burst, then an hour's total.
      if (!(await allowAttempt(ctx, req, reply, 'comment', s.user.id))) return reply;
      if (!(await allowAttempt(ctx, req, reply, 'commentHour', s.user.id))) return reply;
      const author = authorName(s.user.firstName, s.user.lastName, s.user.email);
      const data = await blog.addComment(ws.id, {
        postId: post.id,
        userId: s.user.id,
        authorName: author,
        authorThumb: s.user.profilePic,
        comment,
      });
      pageCache.purge(ws.id, `/blog/${post.slug}`);
      const origin = linkOrigin(ctx, req, ws);
      for (const to of await blog.ownerEmails(ws.id))
        sendMailInBackground(
          ctx,
          newCommentMail({ to, siteName: ws.name, origin, post, author, comment }),
        );
      return { data };
    },
  );

  app.post<{ Body: { p: number; s: number }; Querystring: { blogId: string } }>(
    BLOG_API.commentsAll,
    { bodyLimit: 4 * 1024, schema: { querystring: blogIdQuery, body: commentsBody } },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      // Another workspace's post, a draft or a scheduled one: no comments to see.
      const post = await blog.livePostById(ws.id, req.query.blogId);
      if (!post) return fail(reply, 404, BLOG_NOT_FOUND_MESSAGE);
      return blog.visibleComments(ws.id, post.id, req.body ?? { p: 0, s: 100 });
    },
  );
}
