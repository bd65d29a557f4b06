// The owner's blog API (docs/api.md, "Blog API"; contract in shared/admin-content.ts): posts
// (list, get, save, delete), categories (list, save, delete) and comment moderation. Behind the
// admin guard (owner or staff of the Host's workspace), changes from another site refused before
// the body is read; bodies strict (no type coercion) with readable refusals. Every change purges
// the workspace's cached pages, so visitors see it on their next request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_CONTENT_PATHS as PATHS,
  type AdminPostInput,
  BLOG_CATEGORY_KEY_MAX,
  BLOG_CATEGORY_SAVE_MESSAGES,
  BLOG_CATEGORY_SAVE_SCHEMA,
  BLOG_POST_SAVE_MESSAGES,
  BLOG_POST_SCHEMA,
  POST_STATUSES,
  type PostStatus,
} from '../../shared/admin-content';
import type { AccountContext } from '../accounts';
import { uploadByUrl } from '../uploads';
import type { BlogRefusal, BlogRepo } from './repo';
import {
  CATEGORY_NOT_FOUND_MESSAGE,
  COMMENT_NOT_FOUND_MESSAGE,
  isDemoImage,
  POST_NOT_FOUND_MESSAGE,
} from './rules';
import {
  ADMIN_ID_SCHEMA,
  adminOf,
  fail,
  failFields,
  type PagePurge,
  prepareAdminApi,
  refuseInvalid,
  strictObject,
} from '../http';

export type BlogAdminRoutesOptions = {
  ctx: AccountContext;
  blog: BlogRepo;
  /** The admin guard of server/app.ts. */
  requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  pageCache: PagePurge;
};

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const page = {
  p: { type: 'integer', minimum: 0, maximum: 100_000 },
  s: { type: 'integer', minimum: 1, maximum: 100 },
} as const;

const postsBody = strictObject(
  {
    q: { type: 'string', maxLength: 200 },
    status: { type: 'string', enum: [...POST_STATUSES] },
    category: { type: 'string', minLength: 1, maxLength: BLOG_CATEGORY_KEY_MAX },
    ...page,
  },
  ['p', 's'],
);
const commentsBody = strictObject(
  {
    q: { type: 'string', maxLength: 200 },
    status: { type: 'string', enum: ['visible', 'hidden'] },
    postId: id,
    ...page,
  },
  ['p', 's'],
);
const statusBody = strictObject({ status: { type: 'string', enum: ['visible', 'hidden'] } }, [
  'status',
]);
const emptyQuery = strictObject({});

/** The lists' and the moderation's fields (the forms' are shared/admin-content.ts's). */
const LIST_MESSAGES = {
  q: 'The search can be up to 200 characters.',
  status: 'Please choose a status from the list.',
  category: 'category must be a blog category key.',
  p: 'p (the page, from 0) must be a whole number.',
  s: 's (the page size) must be a whole number from 1 to 100.',
  id: 'Say which one: "id" is required.',
  postId: 'postId must be a post id.',
};

function refuse(reply: FastifyReply, r: BlogRefusal) {
  if (r.field) return failFields(reply, { [r.field]: r.message }, r.status);
  return fail(reply, r.status, r.message);
}

export async function blogAdminRoutes(app: FastifyInstance, opts: BlogAdminRoutesOptions) {
  const { ctx, blog, requireAdmin, pageCache } = opts;
  // The admin guard and the origin check before the body is read; strict bodies, no coercion.
  prepareAdminApi(app, ctx, requireAdmin);

  const wsOf = (req: FastifyRequest) => adminOf(req).workspace.id;

  /** An image of this site: one of its uploads, or a demo image. */
  async function imageProblem(ws: string, url: string | null, label: string) {
    if (url === null || isDemoImage(url) || (await uploadByUrl(ctx.db, ws, url))) return null;
    return `${label} must be one of this site’s uploads.`;
  }

  // ---- posts ----

  app.post<{
    Body: { q?: string; status?: PostStatus; category?: string; p: number; s: number };
  }>(
    PATHS.posts,
    { bodyLimit: 16 * 1024, attachValidation: true, schema: { body: postsBody } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      return blog.adminPosts(wsOf(req), req.body);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    PATHS.post,
    { attachValidation: true, schema: { querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const post = await blog.adminPost(wsOf(req), req.query.id);
      if (!post) return fail(reply, 404, POST_NOT_FOUND_MESSAGE);
      return { data: post };
    },
  );

  app.post<{ Body: AdminPostInput }>(
    PATHS.savePost,
    { bodyLimit: 512 * 1024, attachValidation: true, schema: { body: BLOG_POST_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, BLOG_POST_SAVE_MESSAGES)) return reply;
      const ws = wsOf(req);
      const input = req.body;
      const fieldErrors: Record<string, string | undefined> = {};
      if (input.publishedAt && Number.isNaN(Date.parse(input.publishedAt)))
        fieldErrors.publishedAt = BLOG_POST_SAVE_MESSAGES.publishedAt;
      fieldErrors.image = (await imageProblem(ws, input.image, 'The image')) ?? undefined;
      fieldErrors['author.thumb'] =
        (await imageProblem(ws, input.author.thumb, 'The author’s picture')) ?? undefined;
      if (Object.values(fieldErrors).some(Boolean)) return failFields(reply, fieldErrors);
      const saved = await blog.savePost(ws, input);
      if (!saved.ok) return refuse(reply, saved);
      pageCache.purge(ws);
      return reply.status(saved.created ? 201 : 200).send({ data: saved.post });
    },
  );

  app.post<{ Querystring: { id: string } }>(
    PATHS.deletePost,
    { bodyLimit: 1024, attachValidation: true, schema: { querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const ws = wsOf(req);
      if (!(await blog.deletePost(ws, req.query.id)))
        return fail(reply, 404, POST_NOT_FOUND_MESSAGE);
      pageCache.purge(ws);
      return { data: { _id: req.query.id } };
    },
  );

  // ---- categories ----

  app.get(
    PATHS.categories,
    { attachValidation: true, schema: { querystring: emptyQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, {})) return reply;
      return { data: await blog.adminCategories(wsOf(req)) };
    },
  );

  app.post<{ Body: { id?: string; key: string; title: string; position?: number } }>(
    PATHS.saveCategory,
    { bodyLimit: 4 * 1024, attachValidation: true, schema: { body: BLOG_CATEGORY_SAVE_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, BLOG_CATEGORY_SAVE_MESSAGES)) return reply;
      const ws = wsOf(req);
      const saved = await blog.saveCategory(ws, req.body);
      if (!saved.ok) return refuse(reply, saved);
      pageCache.purge(ws);
      return reply.status(req.body.id ? 200 : 201).send({ data: saved.category });
    },
  );

  app.post<{ Querystring: { id: string } }>(
    PATHS.deleteCategory,
    { bodyLimit: 1024, attachValidation: true, schema: { querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const ws = wsOf(req);
      if (!(await blog.deleteCategory(ws, req.query.id)))
        return fail(reply, 404, CATEGORY_NOT_FOUND_MESSAGE);
      pageCache.purge(ws);
      return { data: { _id: req.query.id } };
    },
  );

  // ---- comments ----

  app.post<{
    Body: { q?: string; status?: 'visible' | 'hidden'; postId?: string; p: number; s: number };
  }>(
    PATHS.comments,
    { bodyLimit: 16 * 1024, attachValidation: true, schema: { body: commentsBody } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      return blog.adminComments(wsOf(req), req.body);
    },
  );

  app.post<{ Querystring: { id: string }; Body: { status: 'visible' | 'hidden' } }>(
    PATHS.moderateComment,
    {
      bodyLimit: 1024,
      attachValidation: true,
      schema: { querystring: ADMIN_ID_SCHEMA, body: statusBody },
    },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const ws = wsOf(req);
      const comment = await blog.setCommentStatus(ws, req.query.id, req.body.status);
      if (!comment) return fail(reply, 404, COMMENT_NOT_FOUND_MESSAGE);
      pageCache.purge(ws);
      return { data: comment };
    },
  );

  app.post<{ Querystring: { id: string } }>(
    PATHS.deleteComment,
    { bodyLimit: 1024, attachValidation: true, schema: { querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const ws = wsOf(req);
      if (!(await blog.deleteComment(ws, req.query.id)))
        return fail(reply, 404, COMMENT_NOT_FOUND_MESSAGE);
      pageCache.purge(ws);
      return { data: { _id: req.query.id } };
    },
  );
}
