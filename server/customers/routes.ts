// The shop's customers for the owner (docs/api.md, "Admin API"): a searchable, paged list and
// one customer with their orders. Behind the admin guard; owner and staff alike may read.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  type AdminCustomerAnswer,
  type AdminCustomerQuery,
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_QUERY_MESSAGES,
  CUSTOMER_QUERY_SCHEMA,
} from '../../shared/admin-api';
import type { AccountContext } from '../accounts';
import { createCustomersRepo } from './repo';
import { ADMIN_ID_SCHEMA, adminOf, fail, prepareAdminApi, refuseInvalid } from '../http';

export type CustomersRoutesOptions = { ctx: AccountContext };

export async function customersRoutes(app: FastifyInstance, opts: CustomersRoutesOptions) {
  prepareAdminApi(app, opts.ctx);
  const repo = createCustomersRepo(opts.ctx.db);

  app.post<{ Body: AdminCustomerQuery }>(
    ADMIN_API_PATHS.customers,
    { attachValidation: true, schema: { body: CUSTOMER_QUERY_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, CUSTOMER_QUERY_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      const size = req.body.s ?? CUSTOMER_PAGE_SIZE;
      return repo.list(workspace.id, {
        q: req.body.q ?? '',
        limit: size,
        offset: (req.body.p ?? 0) * size,
      });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    ADMIN_API_PATHS.customer,
    { attachValidation: true, schema: { querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, CUSTOMER_QUERY_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      const data = await repo.detail(workspace.id, req.query.id);
      if (!data) return fail(reply, 404, ADMIN_MESSAGES.customerNotFound);
      const answer: AdminCustomerAnswer = { data };
      return answer;
    },
  );
}
