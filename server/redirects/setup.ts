// The redirects domain's wiring, as app.ts calls it: the owner's redirects API, and the
// storefront's cached look-up of the workspace's maps (kept `ttlMs` at most), returned.
import type { FastifyInstance } from 'fastify';
import type { PagePurge, RequestContext } from '../http';
import { createRedirectCache } from './cache';
import { createRedirectsRepo } from './repo';
import { redirectRoutes } from './routes';

export async function registerRedirects(
  app: FastifyInstance,
  opts: { ctx: RequestContext; pageCache: PagePurge; ttlMs: number },
) {
  const { ctx, pageCache } = opts;
  await app.register(redirectRoutes, { ctx, repo: createRedirectsRepo(ctx.db), pageCache });
  return createRedirectCache(ctx.db, { ttlMs: opts.ttlMs });
}
