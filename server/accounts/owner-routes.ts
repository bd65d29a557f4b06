// Owner registration on the platform host, the first-login hand-off on the new workspace's
// host, and the admin's sign-out (the admin app itself is server/admin/).
import type { FastifyInstance } from 'fastify';
import {
  validateOrganisationName,
  validateOwnerFirstName,
  validateOwnerLastName,
  validateOwnerOtp,
  validateOwnerPassword,
  validateOwnerPasswordMatch,
  validateOwnerSignupEmail,
} from '../../shared/validators';
import { DEFAULT_CURRENCY } from '../../shared/constants';
import { codeMail } from '../mail';
import {
  type AccountContext,
  allowAttempt,
  clearedSessionCookie,
  sendMailInBackground,
  startSession,
  tooManyRequests,
} from './context';
import { EMAIL_MAX, NAME_MAX, OTP_MAX, PASSWORD_MAX, TOKEN_MAX } from './limits';
import { createSiteDocuments, slugFromName, starterHomePage, starterSite } from '../builder';
import { openWorkspace } from './open-workspace';
import {
  fail,
  failFields,
  htmlPage,
  isPlatformHost,
  requestTokens,
  type Workspace,
  workspaceOfHost,
} from '../http';
import { escapeHtml } from '../../shared/escape';

export const PLATFORM_ONLY_MESSAGE = 'Owner registration is only available on the platform site.';
export const SIGNUP_CODE_SENT_MESSAGE =
  'We have sent a six-digit code to your email. It works once and expires in 10 minutes.';
export const SIGNUP_DONE_MESSAGE = 'Your website is ready. Signing you in…';

/** Slugs never given to a workspace, so subdomains such as www.localhost stay free. */
const RESERVED_SLUGS = new Set(['www', 'api', 'admin', 'app', 'mail', 'static', 'assets', 'demo']);

type SignupBody = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword?: string;
  websiteName: string;
  category?: 'generic';
  otp: string;
};

const signupSchema = {
  type: 'object',
  required: ['email', 'firstName', 'lastName', 'password', 'websiteName', 'otp'],
  properties: {
    email: { type: 'string', maxLength: EMAIL_MAX },
    firstName: { type: 'string', maxLength: NAME_MAX },
    lastName: { type: 'string', maxLength: NAME_MAX },
    password: { type: 'string', maxLength: PASSWORD_MAX },
    confirmPassword: { type: 'string', maxLength: PASSWORD_MAX },
    websiteName: { type: 'string', maxLength: 200 },
    category: { type: 'string', enum: ['generic'] },
    otp: { type: 'string', maxLength: OTP_MAX },
  },
} as const;

export function registerOwnerRoutes(app: FastifyInstance, ctx: AccountContext) {
  // Mails a six-digit 'signup' code. Nothing about existing accounts is looked up, so the
  // answer is the same for every address.
  app.get<{ Querystring: { email: string } }>(
    '/api/public/customer/signup/send-otp',
    {
      config: { changesData: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', maxLength: EMAIL_MAX } },
        },
      },
    },
    async (req, reply) => {
      if (!isPlatformHost(ctx, req)) return fail(reply, 404, PLATFORM_ONLY_MESSAGE);
      const email = req.query.email.trim();
      const bad = validateOwnerSignupEmail(email);
      if (bad) return failFields(reply, { email: bad });
      if (!(await allowAttempt(ctx, req, reply, 'reset', email))) return reply;
      const issued = await ctx.codes.issueCode({ workspaceId: null, email, purpose: 'signup' });
      if (!issued.ok) return tooManyRequests(reply, issued);
      sendMailInBackground(ctx, codeMail({ to: email, code: issued.code, purpose: 'signup' }));
      return { data: { msg: SIGNUP_CODE_SENT_MESSAGE } };
    },
  );

  // Creates the workspace, its starter site and its owner, and hands back a one-use login token.
  app.post<{ Body: SignupBody }>(
    '/api/public/customer/signup',
    { schema: { body: signupSchema } },
    async (req, reply) => {
      if (!isPlatformHost(ctx, req)) return fail(reply, 404, PLATFORM_ONLY_MESSAGE);
      const b = req.body;
      const errors = {
        firstName: validateOwnerFirstName(b.firstName),
        lastName: validateOwnerLastName(b.lastName),
        email: validateOwnerSignupEmail(b.email),
        websiteName: validateOrganisationName(b.websiteName),
        password: validateOwnerPassword(b.password),
        confirmPassword:
          b.confirmPassword === undefined
            ? null
            : validateOwnerPasswordMatch(b.password, b.confirmPassword),
        otp: validateOwnerOtp(b.otp),
      };
      if (Object.values(errors).some(Boolean)) {
        return failFields(reply, {
          firstName: errors.firstName ?? undefined,
          lastName: errors.lastName ?? undefined,
          email: errors.email ?? undefined,
          websiteName: errors.websiteName ?? undefined,
          password: errors.password ?? undefined,
          confirmPassword: errors.confirmPassword ?? undefined,
          otp: errors.otp ?? undefined,
        });
      }
      const email = b.email.trim();
      if (!(await allowAttempt(ctx, req, reply, 'code', email))) return reply;
      const verdict = await ctx.codes.verifyCode({
        workspaceId: null,
        email,
        purpose: 'signup',
        code: b.otp,
      });
      if (!verdict.ok) return failFields(reply, { otp: verdict.message });

      const name = b.websiteName.trim().replace(/\s+/g, ' ');
      const ws = await createUniqueWorkspace(ctx, name);
      const owner = await ctx.users.createUser({
        workspaceId: ws.id,
        email,
        password: b.password,
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        userType: 'OWNER',
      });
      await createSiteDocuments(ctx.db).upsertPublishedPage(
        ws.id,
        '/',
        starterHomePage(name),
        owner.id,
      );
      const handOff = await ctx.codes.issueToken({
        workspaceId: ws.id,
        email,
        purpose: 'first-login',
      });
      if (!handOff.ok) throw new Error('first-login token refused');
      return {
        data: { meta: { domain: ws.domain }, loginToken: handOff.code, msg: SIGNUP_DONE_MESSAGE },
      };
    },
  );

  // The browser lands here on the new workspace's host; the token becomes an owner session.
  app.get<{ Querystring: { token: string } }>(
    '/admin/first/login',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', maxLength: TOKEN_MAX } },
        },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const ws = await workspaceOfHost(ctx, req);
      const used = ws
        ? await ctx.codes.consumeToken({
            purpose: 'first-login',
            token: req.query.token,
            workspaceId: ws.id,
          })
        : null;
      const owner = ws && used?.ok ? await ctx.users.userByEmail(ws.id, used.email) : null;
      if (!owner || owner.userType === 'CUSTOMER') {
        const message = used && !used.ok ? used.message : 'This link is not valid or has expired.';
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            htmlPage(
              'Sign-in link not valid',
              `<h1>Sign-in link not valid</h1><p>${escapeHtml(message)}</p>` +
                `<p><a href="/admin/login">Sign in with your email and password</a></p>`,
            ),
          );
      }
      await startSession(ctx, reply, owner);
      return reply.redirect('/admin/dashboard', 302);
    },
  );

  // The admin's sign-out form (a plain form post, so it works without JavaScript).
  app.post('/admin/logout', async (req, reply) => {
    const ws = await workspaceOfHost(ctx, req);
    if (ws) for (const token of requestTokens(req)) await ctx.sessions.revokeSession(token, ws.id);
    return reply
      .header('set-cookie', clearedSessionCookie(ctx))
      .header('cache-control', 'no-store')
      .redirect('/admin/login', 303);
  });
}

/** `{slug}.{platformHost}` with the slug made unique by -2, -3, … */
async function createUniqueWorkspace(ctx: AccountContext, name: string): Promise<Workspace> {
  const base = slugFromName(name);
  // SPEC's shop sells in rupees (+91, UPI): the dashboard and prices start in ₹, not $.
  // starter null: the builder asks the new owner to choose one (server/starters/).
  const settings = { defaultCurrency: DEFAULT_CURRENCY, category: 'generic', starter: null };
  for (let n = 1; n <= 500; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (RESERVED_SLUGS.has(slug)) continue;
    const domain = `${slug}.${ctx.platformHost}`;
    const taken = async () =>
      Boolean((await ctx.repo.workspaceBySlug(slug)) ?? (await ctx.repo.workspaceByDomain(domain)));
    if (await taken()) continue;
    try {
      return await openWorkspace(ctx.db, { slug, domain, name, settings }, starterSite());
    } catch (err) {
      // Another registration took the slug between the check and the insert: try the next one.
      if (await taken()) continue;
      throw err;
    }
  }
  throw new Error(`no free slug for ${base}`);
}
