// Sign-in on a workspace host: password, one-time code, forgot and reset password, logout,
// and the development outbox.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  validateOwnerEmail,
  validateOwnerOtp,
  validateResetPassword,
  validateResetPasswordMatch,
  validateShopEmail,
  validateShopLogin,
} from '../../shared/validators';
import { RESET_LINK_SENT_MESSAGE } from '../../shared/messages';
import { CODE_MESSAGES } from './codes';
import { checkPassword, passwordNeedsRehash } from './passwords';
import { clearThrottle } from './throttle';
import { codeMail, resetMail } from '../mail';
import {
  type AccountContext,
  allowAttempt,
  clearedSessionCookie,
  loginData,
  sendMailInBackground,
  startSession,
  tooManyRequests,
} from './context';
import { EMAIL_MAX, OTP_MAX, PASSWORD_MAX, TOKEN_MAX } from './limits';
import {
  fail,
  failFields,
  linkOrigin,
  requestTokens,
  workspaceOfHost,
  workspaceOr404,
} from '../http';

/** One answer for an unknown email, a wrong password and a password-less account. */
export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is not correct.';
export const SIGNIN_CODE_SENT_MESSAGE =
  'If an account exists for this email, a six-digit code is on its way. It expires in 10 minutes.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please sign in.';
export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

const emailOnly = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', maxLength: EMAIL_MAX } },
} as const;

const credentialsSchema = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', maxLength: EMAIL_MAX },
    password: { type: 'string', maxLength: PASSWORD_MAX },
  },
} as const;

const resetSchema = {
  type: 'object',
  required: ['requestId', 'email', 'password'],
  properties: {
    requestId: { type: 'string', maxLength: TOKEN_MAX },
    email: { type: 'string', maxLength: EMAIL_MAX },
    password: { type: 'string', maxLength: PASSWORD_MAX },
    confirmPassword: { type: 'string', maxLength: PASSWORD_MAX },
  },
} as const;

type ResetInput = { requestId: string; email: string; password: string; confirmPassword?: string };

export function registerSigninRoutes(app: FastifyInstance, ctx: AccountContext) {
  // Password sign-in for owners, staff and customers of the Host's workspace. POST /login is
  // listed by SPEC §7 without details; the client sends it to /api/io/crm/login.
  for (const url of ['/api/public/login', '/api/io/crm/login']) {
    app.post<{ Body: { email: string; password: string } }>(
      url,
      { schema: { body: credentialsSchema } },
      async (req, reply) => {
        const ws = await workspaceOr404(ctx, req, reply);
        if (!ws) return reply;
        const { email, password } = req.body;
        const errors = validateShopLogin({ email, password });
        if (errors.email || errors.password) return failFields(reply, errors);
        if (!(await allowAttempt(ctx, req, reply, 'signin', email))) return reply;
        const { user, passwordHash } = await ctx.users.credentials(ws.id, email);
        const ok = await checkPassword(passwordHash, password);
        if (!ok || !user || !passwordHash) return fail(reply, 401, INVALID_CREDENTIALS_MESSAGE);
        await clearThrottle(ctx.limiter, 'signin', { account: email, ip: req.ip }).catch(
          () => undefined,
        );
        if (passwordNeedsRehash(passwordHash)) {
          await ctx.users.setPassword(ws.id, user.id, password);
        }
        const token = await startSession(ctx, reply, user);
        return { data: loginData(token, user) };
      },
    );
  }

  // Sign in with a one-time code, step 1: mail a code (only when the account exists; the
  // answer, the send limit and the work done are the same either way).
  app.post<{ Body: { email: string } }>(
    '/api/public/login/send-otp',
    { schema: { body: emailOnly } },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      const email = req.body.email.trim();
      const bad = validateOwnerEmail(email);
      if (bad) return failFields(reply, { email: bad });
      if (!(await allowAttempt(ctx, req, reply, 'reset', email))) return reply;
      const user = await ctx.users.userByEmail(ws.id, email);
      const issued = await ctx.codes.issueCode({ workspaceId: ws.id, email, purpose: 'signin' });
      if (!issued.ok) return tooManyRequests(reply, issued);
      if (user) {
        sendMailInBackground(
          ctx,
          codeMail({ to: email, code: issued.code, purpose: 'signin', siteName: ws.name }),
        );
      }
      return { data: { msg: SIGNIN_CODE_SENT_MESSAGE } };
    },
  );

  // Step 2: the code becomes a session.
  app.post<{ Body: { email: string; otp: string } }>(
    '/api/public/login/verify-otp',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'otp'],
          properties: {
            email: { type: 'string', maxLength: EMAIL_MAX },
            otp: { type: 'string', maxLength: OTP_MAX },
          },
        },
      },
    },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      const email = req.body.email.trim();
      const errors = { email: validateOwnerEmail(email), otp: validateOwnerOtp(req.body.otp) };
      if (errors.email || errors.otp) {
        return failFields(reply, {
          email: errors.email ?? undefined,
          otp: errors.otp ?? undefined,
        });
      }
      if (!(await allowAttempt(ctx, req, reply, 'code', email))) return reply;
      const verdict = await ctx.codes.verifyCode({
        workspaceId: ws.id,
        email,
        purpose: 'signin',
        code: req.body.otp,
      });
      if (!verdict.ok) return fail(reply, 401, verdict.message, { field: 'otp' });
      const user = await ctx.users.userByEmail(ws.id, email);
      if (!user) return fail(reply, 401, CODE_MESSAGES.invalid, { field: 'otp' });
      await clearThrottle(ctx.limiter, 'code', { account: email, ip: req.ip }).catch(
        () => undefined,
      );
      const token = await startSession(ctx, reply, user);
      return { data: loginData(token, user) };
    },
  );

  // Forgot password: mails `/reset-password?requestId=…&email=…` when the account exists.
  app.get<{ Querystring: { email: string } }>(
    '/api/public/customer/forgot-password',
    { config: { changesData: true }, schema: { querystring: emailOnly } },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      const email = req.query.email.trim();
      const bad = validateShopEmail(email);
      if (bad) return failFields(reply, { email: bad });
      if (!(await allowAttempt(ctx, req, reply, 'reset', email))) return reply;
      const user = await ctx.users.userByEmail(ws.id, email);
      const issued = await ctx.codes.issueToken({ workspaceId: ws.id, email, purpose: 'reset' });
      if (!issued.ok) return tooManyRequests(reply, issued);
      if (user) {
        const link = `${linkOrigin(ctx, req, ws)}/reset-password?requestId=${encodeURIComponent(issued.code)}&email=${encodeURIComponent(user.email)}`;
        sendMailInBackground(ctx, resetMail({ to: user.email, link, siteName: ws.name }));
      }
      return { data: { msg: RESET_LINK_SENT_MESSAGE } };
    },
  );

  // Reset: SPEC §7 lists `/verify` with params (GET, query); a JSON POST body works too.
  async function reset(req: FastifyRequest, reply: FastifyReply, input: ResetInput) {
    const ws = await workspaceOr404(ctx, req, reply);
    if (!ws) return reply;
    const email = input.email.trim();
    const errors = {
      email: validateShopEmail(email),
      password: validateResetPassword(input.password),
      confirmPassword:
        input.confirmPassword === undefined
          ? null
          : validateResetPasswordMatch(input.password, input.confirmPassword),
    };
    if (errors.email || errors.password || errors.confirmPassword) {
      return failFields(reply, {
        email: errors.email ?? undefined,
        password: errors.password ?? undefined,
        confirmPassword: errors.confirmPassword ?? undefined,
      });
    }
    if (!(await allowAttempt(ctx, req, reply, 'reset', email))) return reply;
    const used = await ctx.codes.consumeToken({
      purpose: 'reset',
      token: input.requestId,
      workspaceId: ws.id,
      email,
    });
    const user = used.ok ? await ctx.users.userByEmail(ws.id, email) : null;
    if (!user) return fail(reply, 400, CODE_MESSAGES.badToken);
    await ctx.users.setPassword(ws.id, user.id, input.password);
    await ctx.sessions.revokeAllForUser(ws.id, user.id);
    await clearThrottle(ctx.limiter, 'signin', { account: email, ip: req.ip }).catch(
      () => undefined,
    );
    return reply.send({ data: { msg: PASSWORD_RESET_MESSAGE } });
  }

  app.get<{ Querystring: ResetInput }>(
    '/api/public/customer/forgot-password/verify',
    { config: { changesData: true }, schema: { querystring: resetSchema } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return reset(req, reply, req.query);
    },
  );
  app.post<{ Body: ResetInput }>(
    '/api/public/customer/forgot-password/verify',
    { schema: { body: resetSchema } },
    async (req, reply) => reset(req, reply, req.body),
  );

  // Logout (SPEC §7 client: POST /logout → /api/io/crm/logout): ends the session it carries.
  app.post('/api/io/crm/logout', async (req, reply) => {
    const ws = await workspaceOfHost(ctx, req);
    if (ws) for (const token of requestTokens(req)) await ctx.sessions.revokeSession(token, ws.id);
    return reply
      .header('set-cookie', clearedSessionCookie(ctx))
      .send({ data: { msg: SIGNED_OUT_MESSAGE } });
  });

  // The outbox, newest first, so people and tests can finish code flows without SMTP.
  if (!ctx.production) {
    app.get<{ Querystring: { to: string } }>(
      '/api/dev/mail',
      { schema: { querystring: emailOnlyTo } },
      async (req) => ({
        data: ctx.mailer.listOutbox(req.query.to).map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          code: m.code,
          createdAt: m.createdAt,
        })),
      }),
    );
  }
}

const emailOnlyTo = {
  type: 'object',
  required: ['to'],
  properties: { to: { type: 'string', minLength: 1, maxLength: EMAIL_MAX } },
} as const;
