// The owner's newsletter (docs/api.md, "Newsletter and enquiries API"): subscribers (list, CSV)
// and broadcasts. Behind the admin guard (owner or staff of the Host's workspace); sending a
// broadcast is the owner's alone: it mails every subscriber in the shop's name and cannot be
// taken back.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import {
  ADMIN_CONTENT_PATHS,
  type AdminBroadcast,
  type AdminSubscribersAnswer,
  BROADCAST_FORM_MESSAGES,
  BROADCAST_SCHEMA,
  contentListMessages,
  contentListSchema,
} from '../../shared/admin-content';
import { renderDescription } from '../../shared/admin-catalogue';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../../shared/content';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../shared/sanitize';
import type { MailMessage } from '../mail';
import type { AccountContext } from '../accounts';
import { broadcastMail } from './mails';
import type { NewsletterRepo, Recipient } from './repo';
import {
  BROADCAST_BATCH,
  BROADCAST_MAX_RECIPIENTS,
  BROADCAST_OWNER_ONLY,
  BROADCAST_REPEAT_MS,
  broadcastRepeated,
  broadcastSent,
  broadcastTooLarge,
  csvSafe,
  NO_SUBSCRIBERS,
  SUBSCRIBER_PAGE_SIZE,
  unsubscribeLink,
} from './rules';
import {
  adminOf,
  fail,
  linkOrigin,
  listFilter,
  prepareAdminApi,
  refuseInvalid,
  refuseStaff,
  sendCsvDownload,
} from '../http';

export type NewsletterAdminOptions = { ctx: AccountContext; repo: NewsletterRepo };

const listBody = contentListSchema(NEWSLETTER_STATUSES);
const LIST_MESSAGES = contentListMessages(NEWSLETTER_STATUSES);
const csvQuery = {
  type: 'object',
  properties: { status: listBody.properties.status },
  additionalProperties: false,
} as const;
const emptyQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

const CSV_COLUMNS = ['email', 'status', 'subscribedAt', 'unsubscribedAt', 'unsubscribeReason'];
const EXPORT_BATCH = 500;

export async function newsletterAdminRoutes(app: FastifyInstance, opts: NewsletterAdminOptions) {
  prepareAdminApi(app, opts.ctx);
  const { ctx, repo } = opts;
  let sanitizer: HtmlSanitizer | null = null;
  const render = (md: string) => {
    sanitizer ??= createHtmlSanitizer(new JSDOM('').window);
    return renderDescription(md, sanitizer);
  };

  app.post<{ Body: { q?: string; status?: NewsletterStatus; p?: number; s?: number } }>(
    ADMIN_CONTENT_PATHS.subscribers,
    { attachValidation: true, schema: { body: listBody } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      const answer: AdminSubscribersAnswer = await repo.list(
        workspace.id,
        listFilter(req.body, SUBSCRIBER_PAGE_SIZE),
      );
      return answer;
    },
  );

  app.get<{ Querystring: { status?: NewsletterStatus } }>(
    ADMIN_CONTENT_PATHS.subscribersCsv,
    { attachValidation: true, schema: { querystring: csvQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, LIST_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      const filter = req.query.status ? { status: req.query.status } : {};
      async function* lines() {
        yield stringify([CSV_COLUMNS]);
        let after: { createdAt: string; id: string } | null = null;
        for (;;) {
          const batch = await repo.exportBatch(workspace.id, filter, after, EXPORT_BATCH);
          if (batch.length === 0) return;
          yield stringify(
            batch.map((s) => [
              csvSafe(s.email),
              s.status,
              s.subscribedAt,
              s.unsubscribedAt ?? '',
              csvSafe(s.unsubscribeReason),
            ]),
          );
          const last = batch[batch.length - 1]!;
          after = { createdAt: last.createdAt, id: last._id };
        }
      }
      return sendCsvDownload(reply, 'subscribers', Readable.from(lines()));
    },
  );

  app.post<{ Body: { subject: string; bodyMarkdown: string } }>(
    ADMIN_CONTENT_PATHS.broadcast,
    { attachValidation: true, schema: { body: BROADCAST_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, BROADCAST_FORM_MESSAGES)) return reply;
      if (refuseStaff(req, reply, BROADCAST_OWNER_ONLY)) return reply;
      const { workspace, user } = adminOf(req);
      const subject = req.body.subject.trim();
      const bodyMd = req.body.bodyMarkdown;
      const same = await repo.lastSameBroadcast(workspace.id, subject, bodyMd);
      const since = same ? Date.now() - Date.parse(same.created_at) : Infinity;
      if (since < BROADCAST_REPEAT_MS)
        return fail(reply, 409, broadcastRepeated(Math.ceil(since / 60_000)));
      const count = await repo.countSubscribed(workspace.id);
      if (count === 0) return fail(reply, 400, NO_SUBSCRIBERS);
      if (count > BROADCAST_MAX_RECIPIENTS) return fail(reply, 400, broadcastTooLarge(count));
      const recipients = await repo.recipients(workspace.id, BROADCAST_MAX_RECIPIENTS);
      const html = render(bodyMd);
      const origin = linkOrigin(ctx, req, workspace);
      const mails = recipients.map((r: Recipient) =>
        broadcastMail({
          to: r.email,
          siteName: workspace.name,
          subject,
          text: bodyMd,
          html,
          link: unsubscribeLink(origin, { email: r.email, id: r.id, token: r.token }),
        }),
      );
      const record = await repo.recordBroadcast(workspace.id, {
        subject,
        bodyMd,
        recipients: mails.length,
        sentBy: user.id,
      });
      sendInBatches(mails);
      return { data: { ...record, recipients: mails.length }, msg: broadcastSent(mails.length) };
    },
  );

  app.get(
    ADMIN_CONTENT_PATHS.broadcasts,
    { attachValidation: true, schema: { querystring: emptyQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, {})) return reply;
      const data: AdminBroadcast[] = await repo.broadcasts(adminOf(req).workspace.id);
      return { data };
    },
  );

  /**
   * Hands the mails to the mailer a batch per turn of the event loop, so a large list does not
   * hold up other requests; failures are logged one by one (the rest still go).
   */
  function sendInBatches(mails: MailMessage[]) {
    const next = (from: number) => {
      for (const m of mails.slice(from, from + BROADCAST_BATCH))
        ctx.mailer.send(m).catch((err: unknown) => {
          ctx.log.error({ err, subject: m.subject }, 'newsletter mail could not be sent');
        });
      if (from + BROADCAST_BATCH < mails.length) setImmediate(() => next(from + BROADCAST_BATCH));
    };
    next(0);
  }
}
