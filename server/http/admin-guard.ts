// The /admin/* guard: an owner or staff session of the workspace the Host names.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccountContext,
  escapeHtml,
  fail,
  htmlPage,
  signedIn,
  type SignedIn,
  workspaceOfHost,
} from '../accounts/context';

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
export function createAdminGuard(ctx: AccountContext) {
  return async function requireAdmin(req: FastifyRequest, reply: FastifyReply) {
    const api = req.url.startsWith('/api/');
    const ws = await workspaceOfHost(ctx, req);
    if (!ws) {
      if (api) return fail(reply, 404, 'No site at this address.');
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
