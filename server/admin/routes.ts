// The admin app's pages (docs/admin.md): every screen's path answers the same HTML shell behind
// the admin guard (no session: redirect to /admin/login?from=…; a customer: 403), and the app's
// router shows the screen. The builder keeps its own page at /admin/builder.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_APP_PATHS, type AdminBoot } from '../../shared/admin-api';
import type { AccountContext } from '../accounts';
import { adminNotBuiltPage, adminShell, createAdminAssetsReader } from './shell';
import { adminOf, createAdminGuard } from '../http';

export type AdminAppRoutesOptions = { ctx: AccountContext; clientDir: string };

/** Paths the shell answers (a trailing `/*` also answers everything under it). */
export const ADMIN_APP_ROUTES = [
  ADMIN_APP_PATHS.dashboard,
  ADMIN_APP_PATHS.orders,
  `${ADMIN_APP_PATHS.orders}/*`,
  ADMIN_APP_PATHS.products,
  `${ADMIN_APP_PATHS.products}/*`,
  ADMIN_APP_PATHS.categories,
  ADMIN_APP_PATHS.customers,
  `${ADMIN_APP_PATHS.customers}/*`,
  ADMIN_APP_PATHS.discounts,
  `${ADMIN_APP_PATHS.discounts}/*`,
  ADMIN_APP_PATHS.blog,
  `${ADMIN_APP_PATHS.blog}/*`,
  ADMIN_APP_PATHS.comments,
  ADMIN_APP_PATHS.newsletter,
  ADMIN_APP_PATHS.enquiries,
  ADMIN_APP_PATHS.settings,
  ADMIN_APP_PATHS.redirects,
] as const;

export async function adminAppRoutes(app: FastifyInstance, opts: AdminAppRoutesOptions) {
  const requireAdmin = createAdminGuard(opts.ctx);
  const assets = createAdminAssetsReader(opts.clientDir);

  const shell = async (req: FastifyRequest, reply: FastifyReply) => {
    const { workspace, user } = adminOf(req);
    const boot: AdminBoot = {
      workspace: {
        id: workspace.id,
        name: workspace.name,
        slug: workspace.slug,
        domain: workspace.domain,
        currency: String(workspace.settings.defaultCurrency ?? 'INR').toUpperCase(),
      },
      user: {
        id: user.id,
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        email: user.email,
        role: user.userType === 'OWNER' ? 'OWNER' : 'STAFF',
      },
    };
    void reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8');
    const built = assets();
    return reply.send(built ? adminShell(built, boot, req.url) : adminNotBuiltPage(boot, req.url));
  };

  for (const path of ADMIN_APP_ROUTES)
    app.get(path, { onRequest: requireAdmin, config: { securityPolicy: 'app' } }, shell);
  // /admin alone is the dashboard.
  app.get('/admin', { onRequest: requireAdmin }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').redirect(ADMIN_APP_PATHS.dashboard, 302),
  );
}
