// The guards every domain's routes put before their handlers: an owner or staff session of the
// Host's workspace for /admin and the admin API, a customer's for the bag, wishlist, addresses,
// orders and the rest. They answer before any body is read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/escape';
import { fail, htmlPage, NO_SITE_MESSAGE } from './answers';
import { PLATFORM_HEADER_MESSAGE } from './origin';
import {
  type RequestContext,
  signedIn,
  type SignedIn,
  type Workspace,
  workspaceOfHost,
} from './request';

/** The Host's workspace, or null with the 404 already sent (the route then returns the reply). */
export async function workspaceOr404(
  ctx: Pick<RequestContext, 'repo'>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Workspace | null> {
  const ws = await workspaceOfHost(ctx, req);
  if (!ws) await fail(reply, 404, NO_SITE_MESSAGE);
  return ws;
}

/** Refused: an owner's or staff member's session on a customer's route. */
export const CUSTOMERS_ONLY_MESSAGE = 'Only customers of this shop have a bag and a wishlist.';

const admins = new WeakMap<FastifyRequest, SignedIn>();

export const ADMIN_FORBIDDEN_MESSAGE = 'Your account cannot open the admin of this site.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** The owner or staff member a guarded request belongs to (set by the guard). */
export function adminOf(req: FastifyRequest): SignedIn {
  const s = admins.get(req);
  if (!s) throw new Error('adminOf() used on a route without the admin guard');
  return s;
}

/** Where the admin sign-in page sends people back to after signing in. */
export function adminLoginUrl(from: string): string {
  return `/admin/login?from=${encodeURIComponent(from)}`;
}

/**
 * A preHandler for admin routes. Without a live owner/staff session of this workspace (no
 * session, an expired or revoked one, or another workspace's session) a page request is
 * redirected to /admin/login?from=<path> and an API request gets 401. A customer of this
 * workspace gets 403. Unknown hosts get 404.
 */
export function createAdminGuard(ctx: RequestContext) {
  return async function requireAdmin(req: FastifyRequest, reply: FastifyReply) {
    const api = req.url.startsWith('/api/');
    const ws = await workspaceOfHost(ctx, req);
    if (!ws) {
      if (api) return fail(reply, 404, NO_SITE_MESSAGE);
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(htmlPage('Not found', '<h1>Not found</h1><p>No site at this address.</p>'));
    }
    const s = await signedIn(ctx, req, ws);
    if (!s) {
      if (api) return fail(reply, 401, SIGN_IN_REQUIRED_MESSAGE);
      return reply.header('cache-control', 'no-store').redirect(adminLoginUrl(req.url), 302);
    }
    if (s.session.kind !== 'owner' || s.user.userType === 'CUSTOMER') {
      if (api) return fail(reply, 403, ADMIN_FORBIDDEN_MESSAGE);
      return reply
        .status(403)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          htmlPage(
            'No access',
            `<h1>No access</h1><p>${escapeHtml(ADMIN_FORBIDDEN_MESSAGE)}</p>` +
              `<p><a href="${escapeHtml(adminLoginUrl(req.url))}">Sign in with another account</a></p>`,
          ),
        );
    }
    admins.set(req, s);
  };
}

const users = new WeakMap<FastifyRequest, SignedIn>();

/** The signed-in user (of any kind) a guarded request belongs to (set by the user guard). */
export function userOf(req: FastifyRequest): SignedIn {
  const s = users.get(req);
  if (!s) throw new Error('userOf() used on a route without the user guard');
  return s;
}

/**
 * An onRequest hook for what any signed-in user of the workspace may do (profile, password,
 * uploads, comments), so nothing about the body is said to a stranger: 404 for an unknown host,
 * 401 without a live session of this workspace. Else the user is kept for userOf().
 */
export function createUserGuard(ctx: RequestContext) {
  return async function requireUser(req: FastifyRequest, reply: FastifyReply) {
    const ws = await workspaceOfHost(ctx, req);
    if (!ws) return fail(reply, 404, NO_SITE_MESSAGE);
    const s = await signedIn(ctx, req, ws);
    if (!s) return fail(reply, 401, SIGN_IN_REQUIRED_MESSAGE);
    users.set(req, s);
    void reply.header('cache-control', 'no-store');
  };
}

const customers = new WeakMap<FastifyRequest, SignedIn>();

/** The customer a guarded request belongs to (set by the guard). */
export function customerOf(req: FastifyRequest): SignedIn {
  const s = customers.get(req);
  if (!s) throw new Error('customerOf() used on a route without the customer guard');
  return s;
}

/**
 * An onRequest hook, so nothing about the body is said to a stranger (another site's changes
 * are refused before it, by the app's origin check): 403 for a GET that changes data (route
 * config `changesData`) without `x-app-platform: WEB` (a link or an image cannot send it); 404
 * for an unknown host; 401 without a live session of this workspace (cookie or Authorization
 * token); 403 for an owner or staff session. Else the request goes on, its customer kept for
 * customerOf().
 */
export function createCustomerGuard(ctx: RequestContext) {
  const requireUser = createUserGuard(ctx);
  return async function requireCustomer(req: FastifyRequest, reply: FastifyReply) {
    if (req.routeOptions.config.changesData && req.headers['x-app-platform'] !== 'WEB')
      return fail(reply, 403, PLATFORM_HEADER_MESSAGE);
    await requireUser(req, reply);
    if (reply.sent) return reply;
    const s = userOf(req);
    if (s.user.userType !== 'CUSTOMER') return fail(reply, 403, CUSTOMERS_ONLY_MESSAGE);
    customers.set(req, s);
  };
}
