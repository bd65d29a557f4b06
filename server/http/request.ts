// Who is asking: the workspace the Host names and the signed-in user of a request. Every route
// of every domain starts here; the services behind it (sessions, users, workspaces) are the
// accounts' and the builder's, handed in as the request context.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db, SessionKind, UserType } from '../db';
import { readCookie, SESSION_COOKIE } from './cookies';

/** A tenant: its host name (`domain`) selects it for every request. */
export type Workspace = {
  id: string;
  slug: string;
  domain: string;
  name: string;
  settings: {
    defaultCurrency?: string;
    discountRounding?: 'floor' | 'round';
    [key: string]: unknown;
  };
};

/** A user of a workspace as the API and the routes see them; never the password hash. */
export type User = {
  id: string;
  workspaceId: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  mobile: string | null;
  callingCode: string | null;
  gender: string | null;
  birthDate: string | null;
  profilePic: string | null;
  createdAt: string;
};

/** A live session: whose, of which kind, until when. */
export type Session = {
  id: string;
  workspaceId: string;
  userId: string;
  kind: SessionKind;
  createdAt: Date;
  expiresAt: Date;
};

/** What every route needs to know who is asking; the accounts' context is a superset of it. */
export type RequestContext = {
  db: Db;
  repo: { workspaceByDomain(domain: string): Promise<Workspace | null> };
  sessions: { findSession(token: string, workspaceId: string): Promise<Session | null> };
  users: { userById(workspaceId: string, id: string): Promise<User | null> };
  production: boolean;
  /** Host name (no port) of the platform site where owners register; workspaces get `{slug}.{platformHost}`. */
  platformHost: string;
  log: FastifyBaseLogger;
};

/** Normalizes a request or stored page path: '/', or '/a/b' without trailing slash. */
export function normalizePath(path: string): string {
  const clean = `/${path.split(/[?#]/)[0]!.split('/').filter(Boolean).join('/')}`;
  return clean;
}

/** The host name without port, lower-cased; the Host header picks the workspace by it. */
export function hostName(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? '';
}

/** The workspace the Host header names (port dropped); 127.0.0.1 stands for localhost. */
export async function workspaceOfHost(
  ctx: Pick<RequestContext, 'repo'>,
  req: FastifyRequest,
): Promise<Workspace | null> {
  const name = hostName(req.headers.host);
  if (!name) return null;
  const ws = await ctx.repo.workspaceByDomain(name);
  if (ws || name !== '127.0.0.1') return ws;
  return ctx.repo.workspaceByDomain('localhost');
}

/**
 * workspaceOfHost with each host's answer kept for `ttlMs`: the public pages, the preview and the
 * read API ask it on every request. While the database fails, a host's last answer stands, so
 * cached pages are still served (server/storefront/routes.ts). `forget` drops a workspace's
 * answers when its pages are purged (server/storefront/setup.ts): a page rendered right after a
 * change of settings must not be drawn, and then cached, from the settings as they were.
 */
export function createWorkspaceResolver(
  ctx: Pick<RequestContext, 'repo'>,
  ttlMs = 10_000,
): ((req: FastifyRequest) => Promise<Workspace | null>) & {
  /** Without a workspace: every answer (the whole cache was purged). */
  forget: (workspaceId?: string) => void;
} {
  const hosts = new Map<string, { ws: Workspace | null; expires: number }>();
  const resolve = async (req: FastifyRequest) => {
    const name = hostName(req.headers.host);
    const hit = hosts.get(name);
    if (hit && hit.expires > Date.now()) return hit.ws;
    let ws: Workspace | null;
    try {
      ws =
        (await ctx.repo.workspaceByDomain(name)) ??
        (name === '127.0.0.1' ? await ctx.repo.workspaceByDomain('localhost') : null);
    } catch (err) {
      if (hit) return hit.ws;
      throw err;
    }
    hosts.set(name, { ws, expires: Date.now() + ttlMs });
    return ws;
  };
  const forget = (workspaceId?: string) => {
    if (workspaceId === undefined) return hosts.clear();
    for (const [name, hit] of hosts) if (hit.ws?.id === workspaceId) hosts.delete(name);
  };
  return Object.assign(resolve, { forget });
}

/** Whether the request is addressed to the platform site (owner registration lives there). */
export function isPlatformHost(ctx: Pick<RequestContext, 'platformHost'>, req: FastifyRequest) {
  const name = hostName(req.headers.host);
  return name === ctx.platformHost || (ctx.platformHost === 'localhost' && name === '127.0.0.1');
}

/**
 * The origin of links in mails: the workspace's own domain, the request's numeric port (the
 * Host's name already matched the domain), https in production. Nothing else of the header
 * (user info, another host after an @) can reach a link.
 */
export function linkOrigin(
  ctx: Pick<RequestContext, 'production'>,
  req: FastifyRequest,
  ws: Workspace,
): string {
  const port = /^[^:@/\\]+:(\d{1,5})$/.exec(req.headers.host ?? '')?.[1];
  const name = hostName(req.headers.host) === '127.0.0.1' ? '127.0.0.1' : ws.domain;
  return `${ctx.production ? 'https' : 'http'}://${name}${port ? `:${port}` : ''}`;
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
  ctx: Pick<RequestContext, 'sessions' | 'users'>,
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

/**
 * The storefront's page cache as the domains that change what pages show see it: a change
 * purges a workspace's cached pages (one path and its listings, or all of them).
 */
export type PagePurge = { purge(workspaceId: string, path?: string): void };
