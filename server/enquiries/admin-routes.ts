// The owner's enquiries inbox (docs/api.md, "Newsletter and enquiries API"): a searchable,
// paged list and the status of each (NEW, READ, HANDLED). Owner and staff alike: answering
// visitors is everyday work.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_CONTENT_PATHS,
  type AdminEnquiriesAnswer,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from '../../shared/admin-content';
import { prepareAdminApi, refuseInvalid } from '../admin/api';
import { type AccountContext, fail } from '../routes/account-context';
import { adminOf } from '../routes/admin-guard';
import type { EnquiriesRepo } from './repo';
import {
  ENQUIRIES_QUERY_MESSAGES,
  ENQUIRY_NOT_FOUND,
  ENQUIRY_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  QUERY_MAX_LENGTH,
} from './rules';

export type EnquiryAdminOptions = { ctx: AccountContext; repo: EnquiriesRepo };

const status = { type: 'string', enum: [...ENQUIRY_STATUSES] } as const;
const listBody = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: QUERY_MAX_LENGTH },
    status,
    p: { type: 'integer', minimum: 0, maximum: MAX_PAGE },
    s: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
  additionalProperties: false,
} as const;
const idQuery = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['id'],
  additionalProperties: false,
} as const;
const statusBody = {
  type: 'object',
  properties: { status },
  required: ['status'],
  additionalProperties: false,
} as const;

export async function enquiryAdminRoutes(app: FastifyInstance, opts: EnquiryAdminOptions) {
  prepareAdminApi(app, opts.ctx);
  const { repo } = opts;

  app.post<{ Body: { q?: string; status?: EnquiryStatus; p?: number; s?: number } }>(
    ADMIN_CONTENT_PATHS.enquiries,
    { attachValidation: true, schema: { body: listBody } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, ENQUIRIES_QUERY_MESSAGES)) return reply;
      const size = req.body.s ?? ENQUIRY_PAGE_SIZE;
      const answer: AdminEnquiriesAnswer = await repo.list(adminOf(req).workspace.id, {
        ...(req.body.q ? { q: req.body.q } : {}),
        ...(req.body.status ? { status: req.body.status } : {}),
        limit: size,
        offset: (req.body.p ?? 0) * size,
      });
      return answer;
    },
  );

  app.post<{ Body: { status: EnquiryStatus }; Querystring: { id: string } }>(
    ADMIN_CONTENT_PATHS.enquiryStatus,
    { attachValidation: true, schema: { body: statusBody, querystring: idQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, ENQUIRIES_QUERY_MESSAGES)) return reply;
      const data = await repo.setStatus(adminOf(req).workspace.id, req.query.id, req.body.status);
      if (!data) return fail(reply, 404, ENQUIRY_NOT_FOUND);
      return { data };
    },
  );
}
