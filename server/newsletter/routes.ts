// The newsletter's public routes (SPEC §7 /admin/public/newsletter and …/change-status) and the
// one-click unsubscribe of RFC 8058 at UNSUBSCRIBE_PATH. Public: no session; the Host's workspace
// only. See docs/api.md, "Newsletter and enquiries API".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveApiPath } from '../../shared/api-client';
import {
  CONTENT_PATHS,
  EMAIL_NOT_UNIQUE,
  type NewsletterChangeBody,
  SUBSCRIBE_SUCCESS,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_SUCCESS,
} from '../../shared/content';
import { validateNewsletterEmail, validateUnsubscribeReason } from '../../shared/validators';
import { type AccountContext, allowAttempt, sendMailInBackground } from '../accounts';
import { welcomeMail } from './mails';
import type { NewsletterRepo, Subscriber } from './repo';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MISMATCH,
  isOneClickBody,
  NEWSLETTER_FIELD_MESSAGES,
  normalizeSubscriberEmail,
  ONE_CLICK_BODY_MESSAGE,
  REASON_MAX_LENGTH,
  SUBSCRIPTION_NOT_FOUND,
  tokenMatches,
  unsubscribeLink,
} from './rules';
import {
  applyStrictValidation,
  fail,
  failFields,
  linkOrigin,
  type Workspace,
  workspaceOr404,
} from '../http';

export type NewsletterRoutesOptions = { ctx: AccountContext; repo: NewsletterRepo };

const email = { type: 'string', maxLength: EMAIL_MAX_LENGTH } as const;
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

const subscribeBody = {
  type: 'object',
  properties: { email, status: { type: 'string', enum: ['SUBSCRIBED'] } },
  required: ['email', 'status'],
  additionalProperties: false,
} as const;
const changeBody = {
  type: 'object',
  properties: {
    email,
    unsubscribeReason: { type: 'string', maxLength: REASON_MAX_LENGTH },
    status: { type: 'string', enum: ['SUBSCRIBED', 'UNSUBSCRIBED'] },
  },
  required: ['email', 'status'],
  additionalProperties: false,
} as const;
const linkQuery = {
  type: 'object',
  properties: { email, id },
  required: ['email', 'id'],
  additionalProperties: false,
} as const;
const oneClickQuery = {
  type: 'object',
  properties: { email, id, token: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['email', 'id', 'token'],
  additionalProperties: false,
} as const;

/** What the public routes answer about a subscription. */
const answerOf = (s: Pick<Subscriber, 'id' | 'email' | 'status'>, msg: string) => ({
  data: { _id: s.id, email: s.email, status: s.status },
  msg,
});

export async function newsletterRoutes(app: FastifyInstance, opts: NewsletterRoutesOptions) {
  const { ctx, repo } = opts;
  applyStrictValidation(app, NEWSLETTER_FIELD_MESSAGES);
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` url-encoded or as a multipart form.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, String(body)),
    );

  async function workspace(req: FastifyRequest, reply: FastifyReply): Promise<Workspace | null> {
    const ws = await workspaceOr404(ctx, req, reply);
    if (ws) void reply.header('cache-control', 'no-store');
    return ws;
  }

  function mailWelcome(req: FastifyRequest, ws: Workspace, s: Subscriber, token: string) {
    const link = unsubscribeLink(linkOrigin(ctx, req, ws), { email: s.email, id: s.id, token });
    sendMailInBackground(ctx, welcomeMail({ to: s.email, siteName: ws.name, link }));
  }

  app.post<{ Body: { email: string; status: 'SUBSCRIBED' } }>(
    resolveApiPath(CONTENT_PATHS.newsletter),
    { schema: { body: subscribeBody } },
    async (req, reply) => {
      const ws = await workspace(req, reply);
      if (!ws) return reply;
      if (!(await allowAttempt(ctx, req, reply, 'newsletter', req.body.email))) return reply;
      const problem = validateNewsletterEmail(req.body.email);
      if (problem) return failFields(reply, { email: problem });
      const r = await repo.subscribe(ws.id, normalizeSubscriberEmail(req.body.email));
      // SPEC §8: the form turns this text into 'Email is already subscribed'.
      if (r.outcome === 'taken') return fail(reply, 409, EMAIL_NOT_UNIQUE);
      mailWelcome(req, ws, r.subscriber, r.token);
      return answerOf(r.subscriber, SUBSCRIBE_SUCCESS);
    },
  );

  app.post<{ Body: NewsletterChangeBody; Querystring: { email: string; id: string } }>(
    resolveApiPath(CONTENT_PATHS.newsletterChangeStatus),
    { schema: { body: changeBody, querystring: linkQuery } },
    async (req, reply) => {
      const ws = await workspace(req, reply);
      if (!ws) return reply;
      if (!(await allowAttempt(ctx, req, reply, 'newsletter', req.query.email))) return reply;
      const address = normalizeSubscriberEmail(req.query.email);
      const emailProblem = validateNewsletterEmail(req.body.email);
      if (emailProblem) return failFields(reply, { email: emailProblem });
      if (normalizeSubscriberEmail(req.body.email) !== address)
        return failFields(reply, { email: EMAIL_MISMATCH });
      const reason = (req.body.unsubscribeReason ?? '').trim();
      if (req.body.status === 'UNSUBSCRIBED') {
        const problem = validateUnsubscribeReason(reason);
        if (problem) return failFields(reply, { unsubscribeReason: problem });
      }
      // The same answer whether the address is unknown or the id is not its own.
      const found = await repo.find(ws.id, req.query.id, address);
      if (!found) return fail(reply, 404, SUBSCRIPTION_NOT_FOUND);
      if (req.body.status === 'UNSUBSCRIBED') {
        await repo.unsubscribe(ws.id, found.id, reason);
        return answerOf({ ...found, status: 'UNSUBSCRIBED' }, UNSUBSCRIBE_SUCCESS);
      }
      const again = await repo.resubscribe(ws.id, found.id);
      if (again) mailWelcome(req, ws, again.subscriber, again.token);
      return answerOf({ ...found, status: 'SUBSCRIBED' }, SUBSCRIBE_SUCCESS);
    },
  );

  // One-click unsubscribe (RFC 8058): the List-Unsubscribe URL of every newsletter mail. The
  // token proves the mail was received, so no reason is asked. A GET of the same URL is the
  // unsubscribe screen (server/builder/built-in-pages.ts).
  app.post<{ Body: unknown; Querystring: { email: string; id: string; token: string } }>(
    UNSUBSCRIBE_PATH,
    // Mail providers post it from their servers; the token, not a session, is its proof.
    { config: { selfProving: true }, schema: { querystring: oneClickQuery } },
    async (req, reply) => {
      const ws = await workspace(req, reply);
      if (!ws) return reply;
      if (!(await allowAttempt(ctx, req, reply, 'newsletter', undefined))) return reply;
      if (typeof req.body !== 'string' || !isOneClickBody(req.body))
        return fail(reply, 400, ONE_CLICK_BODY_MESSAGE);
      const found = await repo.find(ws.id, req.query.id, normalizeSubscriberEmail(req.query.email));
      if (!found || !tokenMatches(req.query.token, found.tokenHash))
        return fail(reply, 404, SUBSCRIPTION_NOT_FOUND);
      await repo.unsubscribe(ws.id, found.id, '');
      return answerOf({ ...found, status: 'UNSUBSCRIBED' }, UNSUBSCRIBE_SUCCESS);
    },
  );
}
