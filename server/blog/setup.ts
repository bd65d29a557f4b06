// The blog domain's wiring, as app.ts calls it: the public blog API and the owner's, over the
// repo app.ts built (the storefront and the link picker read it too).
import type { FastifyInstance } from 'fastify';
import { blogAdminRoutes, type BlogAdminRoutesOptions } from './admin-routes';
import { blogRoutes } from './routes';

export async function registerBlog(app: FastifyInstance, opts: BlogAdminRoutesOptions) {
  await app.register(blogRoutes, { ctx: opts.ctx, blog: opts.blog, pageCache: opts.pageCache });
  await app.register(blogAdminRoutes, opts);
}
