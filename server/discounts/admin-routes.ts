// The owner's discounts (docs/api.md, "Admin API: discounts"): list with uses and revenue, one
// discount, create and edit, pause and resume, delete one never used. Behind the admin guard and
// the origin check (prepareAdminApi), strict schemas, readable 4xx.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_DISCOUNT_PATHS,
  DISCOUNT_FORM_MESSAGES as M,
  type DiscountInput,
} from '../../shared/discounts';
import type { AccountContext } from '../accounts';
import {
  ADMIN_ID_SCHEMA,
  adminOf,
  fail,
  failFields,
  prepareAdminApi,
  refuseInvalid,
} from '../http';
import type { DiscountsRepo } from './repo';
import { checkDiscountInput, DISCOUNT_INPUT_SCHEMA } from './validate';

export type DiscountAdminOptions = {
  ctx: AccountContext;
  discounts: DiscountsRepo;
  now?: () => number;
};

const pauseBody = {
  type: 'object',
  properties: { paused: { type: 'boolean' } },
  required: ['paused'],
  additionalProperties: false,
} as const;

export async function discountAdminRoutes(app: FastifyInstance, opts: DiscountAdminOptions) {
  prepareAdminApi(app, opts.ctx);
  const { discounts } = opts;
  const now = opts.now ?? Date.now;

  app.get(ADMIN_DISCOUNT_PATHS.list, async (req) => ({
    data: await discounts.list(adminOf(req).workspace.id),
  }));

  app.get<{ Querystring: { id: string } }>(
    ADMIN_DISCOUNT_PATHS.get,
    { attachValidation: true, schema: { querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, M)) return reply;
      const data = await discounts.get(adminOf(req).workspace.id, req.query.id);
      if (!data) return fail(reply, 404, M.notFound);
      return { data };
    },
  );

  app.post<{ Body: DiscountInput }>(
    ADMIN_DISCOUNT_PATHS.save,
    { attachValidation: true, schema: { body: DISCOUNT_INPUT_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, M)) return reply;
      const checked = checkDiscountInput(req.body, new Date(now()).toISOString());
      if (!checked.ok) return failFields(reply, checked.problems);
      const saved = await discounts.save(adminOf(req).workspace.id, checked.discount);
      if (!saved.ok) {
        if (saved.field === 'code') return failFields(reply, { code: M.taken }, 409);
        if (saved.field === 'scopeIds') return failFields(reply, { scopeIds: M.scopeUnknown });
        return fail(reply, 404, M.notFound);
      }
      return { data: saved.discount };
    },
  );

  app.post<{ Body: { paused: boolean }; Querystring: { id: string } }>(
    ADMIN_DISCOUNT_PATHS.pause,
    { attachValidation: true, schema: { body: pauseBody, querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, M)) return reply;
      const data = await discounts.setPaused(
        adminOf(req).workspace.id,
        req.query.id,
        req.body.paused,
      );
      if (!data) return fail(reply, 404, M.notFound);
      return { data };
    },
  );

  app.post<{ Querystring: { id: string } }>(
    ADMIN_DISCOUNT_PATHS.delete,
    { attachValidation: true, schema: { querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, M)) return reply;
      const r = await discounts.remove(adminOf(req).workspace.id, req.query.id);
      if (r === 'missing') return fail(reply, 404, M.notFound);
      if (r === 'used') return fail(reply, 409, M.used);
      return { data: { _id: req.query.id } };
    },
  );
}
