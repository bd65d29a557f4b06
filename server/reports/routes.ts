// The dashboard's one route (docs/api.md, "Admin API"): today's and this month's paid orders and
// revenue, orders waiting for the owner, low stock and the last 30 UTC days.
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PATHS, type DashboardAnswer, lowStockThresholdOf } from '../../shared/admin-api';
import type { AccountContext } from '../accounts';
import { createReportsRepo } from './repo';
import { adminOf, prepareAdminApi, refuseInvalid } from '../http';

export type ReportsRoutesOptions = { ctx: AccountContext; now?: () => number };

export async function reportsRoutes(app: FastifyInstance, opts: ReportsRoutesOptions) {
  prepareAdminApi(app, opts.ctx);
  const repo = createReportsRepo(opts.ctx.db);
  const now = opts.now ?? Date.now;

  app.get(
    ADMIN_API_PATHS.dashboard,
    {
      attachValidation: true,
      schema: { querystring: { type: 'object', properties: {}, additionalProperties: false } },
    },
    async (req, reply) => {
      if (refuseInvalid(req, reply, {})) return reply;
      const { workspace } = adminOf(req);
      const data = await repo.dashboard(workspace.id, {
        now: now(),
        currency: (workspace.settings.defaultCurrency ?? 'INR').toUpperCase(),
        lowStockThreshold: lowStockThresholdOf(workspace.settings),
      });
      const answer: DashboardAnswer = { data };
      return answer;
    },
  );
}
