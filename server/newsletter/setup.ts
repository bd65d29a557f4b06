// The newsletter domain's wiring, as app.ts calls it: its repo (unsubscribe links signed with the
// key handed in) and its routes, the public sign-up and unsubscribe and the owner's.
import type { FastifyInstance } from 'fastify';
import type { AccountContext } from '../accounts';
import { newsletterAdminRoutes } from './admin-routes';
import { createNewsletterRepo } from './repo';
import { newsletterRoutes } from './routes';

export async function registerNewsletter(
  app: FastifyInstance,
  opts: { ctx: AccountContext; tokenKey: Buffer },
) {
  const repo = createNewsletterRepo(opts.ctx.db, { tokenKey: opts.tokenKey });
  await app.register(newsletterRoutes, { ctx: opts.ctx, repo });
  await app.register(newsletterAdminRoutes, { ctx: opts.ctx, repo });
}
