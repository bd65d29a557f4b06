// The enquiries domain's wiring, as app.ts calls it: its repo, the contact form's route and the
// owner's inbox.
import type { FastifyInstance } from 'fastify';
import type { AccountContext } from '../accounts';
import { enquiryAdminRoutes } from './admin-routes';
import { createEnquiriesRepo } from './repo';
import { enquiryRoutes } from './routes';

export async function registerEnquiries(app: FastifyInstance, opts: { ctx: AccountContext }) {
  const repo = createEnquiriesRepo(opts.ctx.db);
  await app.register(enquiryRoutes, { ctx: opts.ctx, repo });
  await app.register(enquiryAdminRoutes, { ctx: opts.ctx, repo });
}
