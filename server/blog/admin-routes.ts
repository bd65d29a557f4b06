// The owner's blog API (docs/api.md, "Blog API"; contract in shared/admin-content.ts): posts
// (list, get, save, delete), categories (list, save, delete) and comment moderation. Behind the
// admin guard (owner or staff of the Host's workspace), changes from another site refused before
// the body is read; bodies strict (no type coercion) with readable refusals. Every change purges
// the workspace's cached pages, so visitors see it on their next request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_CONTENT_PATHS as PATHS,
  type AdminPostInput,
  POST_STATUSES,
  type PostStatus,
} from '../../shared/admin-content';
import { applyStrictValidation } from '../cart/customer';
import type { PageCache } from '../page-cache';
import {
  type AccountContext,
  CROSS_SITE_MESSAGE,
  fail,
  failFields,
  fromAnotherSite,
} from '../routes/account-context';
import { adminOf } from '../routes/admin-guard';
import { createUploadStore } from '../uploads/store';
import type { BlogRefusal, BlogRepo } from './repo';
import {
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  CATEGORY_KEY_MAX,
  CATEGORY_KEY_PATTERN,
  CATEGORY_NOT_FOUND_MESSAGE,
  COMMENT_NOT_FOUND_MESSAGE,
  isDemoImage,
  POST_NOT_FOUND_MESSAGE,
} from './rules';

export type BlogAdminRoutesOptions = {
  ctx: AccountContext;
  blog: BlogRepo;
  /** The admin guard of server/app.ts. */
  requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  pageCache: PageCache;
};

const strictObject = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const image = { type: ['string', 'null'], maxLength: 500 } as const;
const page = {
  p: { type: 'integer', minimum: 0, maximum: 100_000 },
  s: { type: 'integer', minimum: 1, maximum: 100 },
} as const;

const postsBody = strictObject(
  {
    q: text(200),
    status: { type: 'string', enum: [...POST_STATUSES] },
    category: { type: 'string', minLength: 1, maxLength: CATEGORY_KEY_MAX },
    ...page,
  },
  ['p', 's'],
);
const postBody = strictObject(
  {
    id,
    baseUpdatedAt: text(40),
    title: { type: 'string', minLength: 1, maxLength: 200 },
    slug: text(BLOG_SLUG_MAX),
    shortDescription: text(500),
    bodyMarkdown: text(100_000),
    image,
    imageAlt: text(200),
    tags: { type: 'array', maxItems: 20, items: text(40) },
    categoryKey: { type: ['string', 'null'], maxLength: CATEGORY_KEY_MAX },
    author: strictObject({ name: text(100), thumb: image, subtitle: text(100) }, [
      'name',
      'thumb',
      'subtitle',
    ]),
    status: { type: 'string', enum: ['draft', 'published'] },
    publishedAt: { type: ['string', 'null'], maxLength: 40 },
    seo: strictObject({ title: text(200), description: text(300) }),
  },
  [
    'title',
    'shortDescription',
    'bodyMarkdown',
    'image',
    'imageAlt',
    'tags',
    'categoryKey',
    'author',
    'status',
    'seo',
  ],
);
const categoryBody = strictObject(
  {
    id,
    key: {
      type: 'string',
      minLength: 1,
      maxLength: CATEGORY_KEY_MAX,
      pattern: CATEGORY_KEY_PATTERN,
    },
    title: { type: 'string', minLength: 1, maxLength: 80 },
    position: { type: 'integer', minimum: 0, maximum: 10_000 },
  },
  ['key', 'title'],
);
const commentsBody = strictObject(
  { q: text(200), status: { type: 'string', enum: ['visible', 'hidden'] }, postId: id, ...page },
  ['p', 's'],
);
const statusBody = strictObject({ status: { type: 'string', enum: ['visible', 'hidden'] } }, [
  'status',
]);
const idQuery = strictObject({ id }, ['id']);
const emptyQuery = strictObject({});

const fieldMessages = {
  q: 'The search can be up to 200 characters.',
  status: 'Please choose a status from the list.',
  category: 'category must be a blog category key.',
  p: 'p (the page, from 0) must be a whole number.',
  s: 's (the page size) must be a whole number from 1 to 100.',
  id: 'Say which one: "id" is required.',
  baseUpdatedAt: 'baseUpdatedAt must be the "updated" time the post was read with.',
  title: 'Please give the post a title (up to 200 characters).',
  slug: `The slug can be up to ${BLOG_SLUG_MAX} characters.`,
  shortDescription: 'The short description can be up to 500 characters.',
  bodyMarkdown: 'The post can be up to 100,000 characters.',
  image: 'image must be an image address or null.',
  imageAlt: 'The image description can be up to 200 characters.',
  tags: 'tags must be a list of up to 20 tags of up to 40 characters.',
  categoryKey: 'categoryKey must be a blog category key or null.',
  author: 'author needs name, thumb (an image address or null) and subtitle.',
  publishedAt: 'publishedAt must be a date and time (ISO 8601) or null.',
  seo: 'seo may have a title (200 characters) and a description (300 characters).',
  key: 'The key can use lower-case letters, digits and single dashes (up to 60 characters).',
  position: 'position must be a whole number from 0 to 10000.',
  postId: 'postId must be a post id.',
};

function refuse(reply: FastifyReply, r: BlogRefusal) {
  if (r.field) return failFields(reply, { [r.field]: r.message }, r.status);
  return fail(reply, r.status, r.message);
}

export async function blogAdminRoutes(app: FastifyInstance, opts: BlogAdminRoutesOptions) {
  const { ctx, blog, requireAdmin, pageCache } = opts;
  applyStrictValidation(app, fieldMessages);
  const uploads = createUploadStore({ db: ctx.db, dir: '' });

  app.addHook('onRequest', async (req, reply) => {
    // Before the body is read: strangers never get it parsed.
    if (req.method !== 'GET' && req.method !== 'HEAD' && fromAnotherSite(req))
      return fail(reply, 403, CROSS_SITE_MESSAGE);
    await requireAdmin(req, reply);
    if (!reply.sent) void reply.header('cache-control', 'no-store');
    return reply.sent ? reply : undefined;
  });

  const wsOf = (req: FastifyRequest) => adminOf(req).workspace.id;

  /** An image of this site: one of its uploads, or a demo image. */
  async function imageProblem(ws: string, url: string | null, label: string) {
    if (url === null || isDemoImage(url) || (await uploads.byUrl(ws, url))) return null;
    return `${label} must be one of this site’s uploads.`;
  }

  // ---- posts ----

  app.post<{
    Body: { q?: string; status?: PostStatus; category?: string; p: number; s: number };
  }>(PATHS.posts, { bodyLimit: 16 * 1024, schema: { body: postsBody } }, async (req) =>
    blog.adminPosts(wsOf(req), req.body),
  );

  app.get<{ Querystring: { id: string } }>(
    PATHS.post,
    { schema: { querystring: idQuery } },
    async (req, reply) => {
      const post = await blog.adminPost(wsOf(req), req.query.id);
      if (!post) return fail(reply, 404, POST_NOT_FOUND_MESSAGE);
      return { data: post };
    },
  );

  app.post<{ Body: AdminPostInput }>(
    PATHS.savePost,
    { bodyLimit: 512 * 1024, schema: { body: postBody } },
    async (req, reply) => {
      const ws = wsOf(req);
      const input = req.body;
      const fieldErrors: Record<string, string | undefined> = {};
      if (!input.title.trim()) fieldErrors.title = fieldMessages.title;
      const slug = input.slug?.trim();
      if (slug && !new RegExp(BLOG_SLUG_PATTERN).test(slug))
        fieldErrors.slug =
          'The slug can use lower-case letters, digits and single dashes, like "my-first-post".';
      if (input.publishedAt && Number.isNaN(Date.parse(input.publishedAt)))
        fieldErrors.publishedAt = fieldMessages.publishedAt;
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
    { bodyLimit: 1024, schema: { querystring: idQuery } },
    async (req, reply) => {
      const ws = wsOf(req);
      if (!(await blog.deletePost(ws, req.query.id)))
        return fail(reply, 404, POST_NOT_FOUND_MESSAGE);
      pageCache.purge(ws);
      return { data: { _id: req.query.id } };
    },
  );

  // ---- categories ----

  app.get(PATHS.categories, { schema: { querystring: emptyQuery } }, async (req) => ({
    data: await blog.adminCategories(wsOf(req)),
  }));

  app.post<{ Body: { id?: string; key: string; title: string; position?: number } }>(
    PATHS.saveCategory,
    { bodyLimit: 4 * 1024, schema: { body: categoryBody } },
    async (req, reply) => {
      const ws = wsOf(req);
      if (!req.body.title.trim()) return failFields(reply, { title: 'Please give a title.' });
      const saved = await blog.saveCategory(ws, req.body);
      if (!saved.ok) return refuse(reply, saved);
      pageCache.purge(ws);
      return reply.status(req.body.id ? 200 : 201).send({ data: saved.category });
    },
  );

  app.post<{ Querystring: { id: string } }>(
    PATHS.deleteCategory,
    { bodyLimit: 1024, schema: { querystring: idQuery } },
    async (req, reply) => {
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
  }>(PATHS.comments, { bodyLimit: 16 * 1024, schema: { body: commentsBody } }, async (req) =>
    blog.adminComments(wsOf(req), req.body),
  );

  app.post<{ Querystring: { id: string }; Body: { status: 'visible' | 'hidden' } }>(
    PATHS.moderateComment,
    { bodyLimit: 1024, schema: { querystring: idQuery, body: statusBody } },
    async (req, reply) => {
      const ws = wsOf(req);
      const comment = await blog.setCommentStatus(ws, req.query.id, req.body.status);
      if (!comment) return fail(reply, 404, COMMENT_NOT_FOUND_MESSAGE);
      pageCache.purge(ws);
      return { data: comment };
    },
  );

  app.post<{ Querystring: { id: string } }>(
    PATHS.deleteComment,
    { bodyLimit: 1024, schema: { querystring: idQuery } },
    async (req, reply) => {
      const ws = wsOf(req);
      if (!(await blog.deleteComment(ws, req.query.id)))
        return fail(reply, 404, COMMENT_NOT_FOUND_MESSAGE);
      pageCache.purge(ws);
      return { data: { _id: req.query.id } };
    },
  );
}
