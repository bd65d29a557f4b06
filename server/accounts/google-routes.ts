// Google sign-in (issue 3): POST /api/public/login/google with the ID token Google Identity
// Services gave the browser. Verified here (server/accounts/google.ts); no fake success.
import type { FastifyInstance } from 'fastify';
import {
  createGoogleVerifier,
  GOOGLE_CREDENTIAL_MAX,
  GOOGLE_MESSAGES,
  type GoogleVerifier,
} from './google';
import { EmailTakenError } from './users';
import { type AccountContext, allowAttempt, loginData, startSession } from './context';
import { NAME_MAX } from './limits';
import { fail, isPlatformHost, NO_SITE_MESSAGE, workspaceOfHost } from '../http';

/** Google sign-in settings: GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL. */
export type GoogleSignInOptions = {
  /** The OAuth client id; without one the route answers that Google sign-in is not set up. */
  clientId?: string;
  /** Where Google's signing keys are fetched from (tests serve their own). */
  jwksUrl?: string;
  /** Injected clock (ms since epoch) for tests. */
  now?: () => number;
};

/** The platform site signs in owners only, and they register first. */
export const GOOGLE_NO_OWNER_MESSAGE =
  'No workspace owner uses this Google email. Create a workspace first, or sign in with your email and password.';

const bodySchema = {
  type: 'object',
  required: ['credential'],
  properties: { credential: { type: 'string', minLength: 1, maxLength: GOOGLE_CREDENTIAL_MAX } },
} as const;

export function registerGoogleRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  opts: GoogleSignInOptions = {},
) {
  const clientId = opts.clientId?.trim();
  const verifier: GoogleVerifier | null = clientId
    ? createGoogleVerifier({ clientId, jwksUrl: opts.jwksUrl, now: opts.now })
    : null;

  // Signs in the user of this workspace with the token's (Google-verified) email. On a
  // workspace host an unknown email becomes a CUSTOMER without a password; owners must exist.
  app.post<{ Body: { credential: string } }>(
    '/api/public/login/google',
    { schema: { body: bodySchema } },
    async (req, reply) => {
      const ws = await workspaceOfHost(ctx, req);
      if (!ws) return fail(reply, 404, NO_SITE_MESSAGE);
      if (!verifier) return fail(reply, 404, GOOGLE_MESSAGES.notSetUp);
      // Per IP only: the account is not known until the token is verified.
      if (!(await allowAttempt(ctx, req, reply, 'signin', undefined))) return reply;
      const verdict = await verifier.verify(req.body.credential);
      if (!verdict.ok) {
        if (verdict.status === 503) void reply.header('retry-after', '30');
        return fail(reply, verdict.status, verdict.message);
      }
      const { identity } = verdict;
      let user = await ctx.users.userByEmail(ws.id, identity.email);
      if (!user && isPlatformHost(ctx, req)) return fail(reply, 401, GOOGLE_NO_OWNER_MESSAGE);
      if (!user) {
        try {
          user = await ctx.users.createUser({
            workspaceId: ws.id,
            email: identity.email,
            password: null,
            firstName: identity.givenName.slice(0, NAME_MAX),
            lastName: identity.familyName.slice(0, NAME_MAX),
            userType: 'CUSTOMER',
          });
        } catch (err) {
          // Created by a simultaneous request: sign that account in.
          if (!(err instanceof EmailTakenError)) throw err;
          user = await ctx.users.userByEmail(ws.id, identity.email);
          if (!user) throw err;
        }
      }
      const token = await startSession(ctx, reply, user);
      return { data: loginData(token, user) };
    },
  );
}
