// The contact form's route (SPEC §7 POST /admin/public/enquiry): public, the Host's workspace;
// the message is stored as text and the owner is told by mail in the background. See
// docs/api.md, "Newsletter and enquiries API".
import type { FastifyInstance } from 'fastify';
import { resolveApiPath } from '../../shared/api-client';
import {
  CONTENT_PATHS,
  ENQUIRY_LIMITS,
  ENQUIRY_SENT_MESSAGE,
  type EnquiryBody,
} from '../../shared/content';
import { validateContactForm } from '../../shared/validators';
import { type AccountContext, allowAttempt, sendMailInBackground } from '../accounts';
import { enquiryNoticeMail } from './mails';
import type { EnquiriesRepo } from './repo';
import {
  CONTACT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ENQUIRY_FIELD_MESSAGES,
  MAX_NOTIFIED,
  normalizeEnquiry,
  noticeRecipients,
} from './rules';
import { applyStrictValidation, failFields, linkOrigin, workspaceOr404 } from '../http';

export type EnquiryRoutesOptions = { ctx: AccountContext; repo: EnquiriesRepo };

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const enquiryBody = {
  type: 'object',
  properties: {
    customerName: text(ENQUIRY_LIMITS.name),
    customerContact: text(CONTACT_MAX_LENGTH),
    customerEmail: text(EMAIL_MAX_LENGTH),
    message: text(ENQUIRY_LIMITS.message),
  },
  required: ['customerName', 'customerContact', 'customerEmail', 'message'],
  additionalProperties: false,
} as const;

/** Where the owner reads enquiries in the admin app. */
export const ENQUIRIES_INBOX_PATH = '/admin/enquiries';

export async function enquiryRoutes(app: FastifyInstance, opts: EnquiryRoutesOptions) {
  const { ctx, repo } = opts;
  applyStrictValidation(app, ENQUIRY_FIELD_MESSAGES);

  app.post<{ Body: EnquiryBody }>(
    resolveApiPath(CONTENT_PATHS.enquiry),
    { schema: { body: enquiryBody } },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      void reply.header('cache-control', 'no-store');
      if (!(await allowAttempt(ctx, req, reply, 'enquiry', req.body.customerEmail))) return reply;
      const problems = validateContactForm(req.body);
      if (Object.keys(problems).length > 0) return failFields(reply, problems);
      const enquiry = await repo.create(ws.id, normalizeEnquiry(req.body));
      const to = noticeRecipients(
        await repo.ownerEmails(ws.id, MAX_NOTIFIED),
        (ws.settings.contact as { email?: unknown } | undefined)?.email,
      );
      const inboxUrl = `${linkOrigin(ctx, req, ws)}${ENQUIRIES_INBOX_PATH}`;
      for (const address of to)
        sendMailInBackground(
          ctx,
          enquiryNoticeMail({ to: address, siteName: ws.name, enquiry, inboxUrl }),
        );
      return reply
        .status(201)
        .send({ data: { _id: enquiry._id, status: enquiry.status }, msg: ENQUIRY_SENT_MESSAGE });
    },
  );
}
