// What every account route shares: the services, throttling that fails closed, starting a
// session and its cookie, and what a signed-in answer carries.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { fail, type RequestContext, SESSION_COOKIE, type User } from '../http';
import { createCodes, type Codes } from './codes';
import { createSessions, SESSION_TTL_MS, type Sessions } from './sessions';
import { throttle, type RateLimiter, type ThrottleAction } from './throttle';
import { createUsers, type Users } from './users';
import type { Db, SessionKind } from '../db';
import type { Mailer, MailMessage } from '../mail';
import type { WorkspacesRepo } from '../workspaces';

/** The request context with the accounts' services in full: every domain's routes get it. */
export type AccountContext = RequestContext & {
  repo: WorkspacesRepo;
  users: Users;
  sessions: Sessions;
  codes: Codes;
  mailer: Mailer;
  limiter: RateLimiter;
};

export function createAccountContext(input: {
  db: Db;
  repo: WorkspacesRepo;
  mailer: Mailer;
  limiter: RateLimiter;
  pepper: Buffer | string;
  production: boolean;
  platformHost: string;
  log: FastifyBaseLogger;
  now?: () => number;
}): AccountContext {
  const { db, now } = input;
  return {
    db,
    repo: input.repo,
    users: createUsers({ db, now }),
    sessions: createSessions({ db, now }),
    codes: createCodes({ db, pepper: input.pepper, now }),
    mailer: input.mailer,
    limiter: input.limiter,
    production: input.production,
    platformHost: input.platformHost,
    log: input.log,
  };
}

/** Answers 429 with the refusal's message and a Retry-After of its wait in whole seconds. */
export function tooManyRequests(
  reply: FastifyReply,
  refusal: { message: string; retryAfterMs: number },
) {
  void reply.header('retry-after', String(Math.ceil(refusal.retryAfterMs / 1000)));
  return fail(reply, 429, refusal.message);
}

/**
 * Counts an attempt per account and per IP. Answers 429 (readable) when over the limit, 503
 * when the counter store fails (never skips throttling). Returns true when the route may go on.
 */
export async function allowAttempt(
  ctx: AccountContext,
  req: FastifyRequest,
  reply: FastifyReply,
  action: ThrottleAction,
  account: string | undefined,
): Promise<boolean> {
  try {
    const verdict = await throttle(ctx.limiter, action, { account, ip: req.ip });
    if (verdict.ok) return true;
    await tooManyRequests(reply, verdict);
    return false;
  } catch (err) {
    req.log.error({ err }, 'throttle store failed');
    await fail(reply, 503, 'Sign-in is unavailable for a moment. Please try again shortly.');
    return false;
  }
}

/**
 * Sends a mail without making the answer wait for it (the answer must take the same time
 * whether or not a message goes out): the mailer does its work on a later turn of the event
 * loop, and reading the outbox (GET /api/dev/mail) writes what is queued first. The mail goes
 * through the job queue (retried with back-off); what it resolves is that the queue holds it (a
 * job that mails awaits it), and a mail the queue cannot take is logged.
 */
export function sendMailInBackground(ctx: AccountContext, message: MailMessage): Promise<void> {
  return ctx.mailer.send(message).catch((err: unknown) => {
    ctx.log.error({ err, subject: message.subject }, 'mail could not be sent');
  });
}

/** The Set-Cookie value of a new session. */
export function sessionCookie(ctx: AccountContext, token: string, kind: SessionKind): string {
  const maxAge = Math.floor(SESSION_TTL_MS[kind] / 1000);
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${ctx.production ? '; Secure' : ''}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(ctx: AccountContext): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${ctx.production ? '; Secure' : ''}`;
}

/** Starts a session for a user and sets the cookie; returns the token for the client to store. */
export async function startSession(
  ctx: AccountContext,
  reply: FastifyReply,
  user: User,
): Promise<string> {
  const kind: SessionKind = user.userType === 'CUSTOMER' ? 'customer' : 'owner';
  const { token } = await ctx.sessions.createSession({
    workspaceId: user.workspaceId,
    userId: user.id,
    kind,
  });
  void reply.header('set-cookie', sessionCookie(ctx, token, kind));
  return token;
}

/** What a signed-in answer carries (POST /public/login and code sign-in). */
export function loginData(token: string, user: User) {
  return {
    token,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
}

/** The profile as the API shows it; never the password hash. */
export function profileData(user: User) {
  return {
    id: user.id,
    email: user.email,
    userName: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    mobileNumber: user.mobile,
    callingCode: user.callingCode,
    gender: user.gender,
    birthDate: user.birthDate,
    profilePic: user.profilePic,
    /** The picture's URL (an upload of this workspace) or null; the same value as profilePic. */
    profilePicture: user.profilePic,
  };
}
