// What every account route shares: the services, the workspace of the Host, readable error
// answers, throttling that fails closed, the session cookie and the session of a request.
import { escapeHtml } from '../../shared/escape';
import { FAVICON_LINK } from '../../shared/favicon';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createCodes, type Codes } from './codes';
import { createSessions, SESSION_TTL_MS, type Session, type Sessions } from './sessions';
import { throttle, type RateLimiter, type ThrottleAction } from './throttle';
import { createUsers, type User, type Users } from './users';
import type { Db } from '../db/connect';
import type { SessionKind } from '../db/schema';
import type { Mailer, MailMessage } from '../mail/mailer';
import { hostName, type Repo, type Workspace } from '../repo';

/** The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure in production. */
export const SESSION_COOKIE = 'sw_session';

export type AccountContext = {
  db: Db;
  repo: Repo;
  users: Users;
  sessions: Sessions;
  codes: Codes;
  mailer: Mailer;
  limiter: RateLimiter;
  production: boolean;
  /** Host name (no port) of the platform site where owners register; workspaces get `{slug}.{platformHost}`. */
  platformHost: string;
  log: FastifyBaseLogger;
};

export function createAccountContext(input: {
  db: Db;
  repo: Repo;
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

/** An error answer in the shape of the app's error handler, readable by shared/error-text. */
export function fail(
  reply: FastifyReply,
  status: number,
  messages: string | string[],
  extra: Record<string, unknown> = {},
) {
  const list = (Array.isArray(messages) ? messages : [messages]).filter(Boolean);
  return reply.status(status).send({
    status,
    msg: list.join('\n'),
    errors: list.map((defaultMessage) => ({ defaultMessage })),
    ...extra,
  });
}

/** Field errors of a form as an error answer: errors[] carry the field name beside the text. */
export function failFields(
  reply: FastifyReply,
  fieldErrors: Record<string, string | undefined>,
  status = 400,
) {
  const entries = Object.entries(fieldErrors).filter((e): e is [string, string] => Boolean(e[1]));
  return reply.status(status).send({
    status,
    msg: entries.map(([, m]) => m).join('\n'),
    errors: entries.map(([field, defaultMessage]) => ({ field, defaultMessage })),
    fieldErrors: Object.fromEntries(entries),
  });
}

export const NO_SITE_MESSAGE = 'No site at this address.';

/** The workspace the Host header names (port dropped); 127.0.0.1 stands for localhost. */
export async function workspaceOfHost(
  ctx: AccountContext,
  req: FastifyRequest,
): Promise<Workspace | null> {
  const name = hostName(req.headers.host);
  if (!name) return null;
  const ws = await ctx.repo.workspaceByDomain(name);
  if (ws || name !== '127.0.0.1') return ws;
  return ctx.repo.workspaceByDomain('localhost');
}

/** Whether the request is addressed to the platform site (owner registration lives there). */
export function isPlatformHost(ctx: AccountContext, req: FastifyRequest): boolean {
  const name = hostName(req.headers.host);
  return name === ctx.platformHost || (ctx.platformHost === 'localhost' && name === '127.0.0.1');
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
    void reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)));
    await fail(reply, 429, verdict.message);
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
 * loop, and reading the outbox (GET /api/dev/mail) writes what is queued first. SMTP failures
 * are logged.
 */
/**
 * The origin of links in mails: the workspace's own domain, the request's numeric port (the
 * Host's name already matched the domain), https in production. Nothing else of the header
 * (user info, another host after an @) can reach a link.
 */
export function linkOrigin(ctx: AccountContext, req: FastifyRequest, ws: Workspace): string {
  const port = /^[^:@/\\]+:(\d{1,5})$/.exec(req.headers.host ?? '')?.[1];
  const name = hostName(req.headers.host) === '127.0.0.1' ? '127.0.0.1' : ws.domain;
  return `${ctx.production ? 'https' : 'http'}://${name}${port ? `:${port}` : ''}`;
}

export function sendMailInBackground(ctx: AccountContext, message: MailMessage): void {
  ctx.mailer.send(message).catch((err: unknown) => {
    ctx.log.error({ err, subject: message.subject }, 'mail could not be sent');
  });
}

/** The Set-Cookie value of a new session. */
export function sessionCookie(ctx: AccountContext, token: string, kind: SessionKind): string {
  const maxAge = Math.floor(SESSION_TTL_MS[kind] / 1000);
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${ctx.production ? '; Secure' : ''}`;
}

/** Refused: a change whose Origin or Sec-Fetch-Site says another site sent it. */
export const CROSS_SITE_MESSAGE = 'This change came from another site and was refused.';
/** Refused: a GET that changes data without the header a link or an image cannot send. */
export const PLATFORM_HEADER_MESSAGE =
  'This request must come from the shop: the x-app-platform header is missing.';

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // 'null' (sandboxed frames) and garbage count as another site
  }
}

/**
 * Whether another site sent this request. Cookie-authenticated changes must come from this
 * host's own pages: the session cookie is SameSite=Lax, but every workspace is a subdomain of
 * the platform host, so another workspace's pages are the same site. An Origin other than this
 * host's own, or Sec-Fetch-Site cross-site or same-site, counts as another site. A GET that
 * changes data must also carry x-app-platform, which a link or a plain form cannot send and a
 * cross-origin script cannot send without a CORS preflight we never allow.
 */
export function fromAnotherSite(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && originHost(origin) !== (req.headers.host ?? '').toLowerCase())
    return true;
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(ctx: AccountContext): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${ctx.production ? '; Secure' : ''}`;
}

/** A cookie's value from the Cookie header. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * The tokens a request carries, in the order they are tried: `Authorization: Bearer|Basic
 * <token>` (SPEC §7 sends the stored token either way), then the session cookie.
 */
export function requestTokens(req: FastifyRequest): string[] {
  const out: string[] = [];
  const auth = req.headers.authorization;
  const m = typeof auth === 'string' ? /^(?:Bearer|Basic)\s+(\S{1,200})\s*$/i.exec(auth) : null;
  if (m?.[1]) out.push(m[1]);
  const cookie = readCookie(req, SESSION_COOKIE);
  if (cookie && !out.includes(cookie)) out.push(cookie);
  return out;
}

export type SignedIn = { workspace: Workspace; session: Session; user: User; token: string };

/** The live session (and its user) of this request in this workspace, or null. */
export async function signedIn(
  ctx: AccountContext,
  req: FastifyRequest,
  workspace: Workspace,
): Promise<SignedIn | null> {
  for (const token of requestTokens(req)) {
    const session = await ctx.sessions.findSession(token, workspace.id);
    if (!session) continue;
    const user = await ctx.users.userById(workspace.id, session.userId);
    if (user) return { workspace, session, user, token };
  }
  return null;
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

export { escapeHtml };

/** A small self-contained HTML page (admin pages before the admin app exists, link failures). */
export function htmlPage(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    FAVICON_LINK +
    `<style>body{font:16px/1.5 system-ui,sans-serif;color:#111827;max-width:40rem;margin:3rem auto;padding:0 1rem}` +
    `h1{font-size:1.75rem;margin:0 0 .5rem}button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #4f46e5;background:#4f46e5;color:#fff;cursor:pointer}` +
    `.muted{color:#4b5563}a{color:#4338ca}</style></head><body><main>${body}</main></body></html>`
  );
}
