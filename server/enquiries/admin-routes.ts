// The owner's enquiries inbox (docs/api.md, "Newsletter and enquiries API"): a searchable,
// paged list and the status of each (NEW, READ, HANDLED). Owner and staff alike: answering
// visitors is everyday work.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_CONTENT_PATHS,
  type AdminEnquiriesAnswer,
  contentListMessages,
  contentListSchema,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from '../../shared/admin-content';
import type { AccountContext } from '../accounts';
import type { EnquiriesRepo } from './repo';
import { ENQUIRY_NOT_FOUND, ENQUIRY_PAGE_SIZE } from './rules';
import {
  ADMIN_ID_SCHEMA,
  adminOf,
  fail,
  listFilter,
  prepareAdminApi,
  refuseInvalid,
} from '../http';

export type EnquiryAdminOptions = { ctx: AccountContext; repo: EnquiriesRepo };

const listBody = contentListSchema(ENQUIRY_STATUSES);
const LIST_MESSAGES = contentListMessages(ENQUIRY_STATUSES, 'id must name an enquiry.');
const statusBody = {
  type: 'object',
  properties: { status: listBody.properties.status },
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
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const answer: AdminEnquiriesAnswer = await repo.list(
        adminOf(req).workspace.id,
        listFilter(req.body, ENQUIRY_PAGE_SIZE),
      );
      return answer;
    },
  );

  app.post<{ Body: { status: EnquiryStatus }; Querystring: { id: string } }>(
    ADMIN_CONTENT_PATHS.enquiryStatus,
    { attachValidation: true, schema: { body: statusBody, querystring: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const data = await repo.setStatus(adminOf(req).workspace.id, req.query.id, req.body.status);
      if (!data) return fail(reply, 404, ENQUIRY_NOT_FOUND);
      return { data };
    },
  );
}
