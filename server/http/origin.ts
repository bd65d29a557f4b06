// Whether another site sent a request: the check every cookie-authenticated change makes first.
import type { FastifyRequest } from 'fastify';

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
