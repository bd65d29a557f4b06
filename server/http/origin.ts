// Whether another site sent a request, and the one hook that refuses every change another site
// sends: cookie or bearer, admin, customer or public, before anything else is read.
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { fail } from './answers';

/** Refused: a change whose Origin or Sec-Fetch-Site says another site sent it. */
export const CROSS_SITE_MESSAGE = 'This change came from another site and was refused.';
/** Refused: a GET that changes data without the header a link or an image cannot send. */
export const PLATFORM_HEADER_MESSAGE =
  'This request must come from the shop: the x-app-platform header is missing.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes data (SPEC §7 deletes by GET; checkout starts by GET): checked for
     * another site like a POST, and its guard asks for `x-app-platform: WEB`.
     */
    changesData?: boolean;
    /**
     * The request proves itself and carries no session another site could borrow: a gateway's
     * signed answer (Razorpay's checkout posts it from its own page) or a mail's one-click
     * unsubscribe token. The origin check leaves it alone.
     */
    selfProving?: boolean;
  }
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // 'null' (sandboxed frames) and garbage count as another site
  }
}

/**
 * Whether another site sent this request. Changes must come from this host's own pages: the
 * session cookie is SameSite=Lax, but every workspace is a subdomain of the platform host, so
 * another workspace's pages are the same site. An Origin other than this host's own, or
 * Sec-Fetch-Site cross-site or same-site, counts as another site. A request with neither header
 * (a server: a gateway's webhook, a mail provider, a test's inject) is not a browser's, so no
 * visitor's cookie rides on it.
 */
export function fromAnotherSite(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && originHost(origin) !== (req.headers.host ?? '').toLowerCase())
    return true;
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route changes something: any method but GET/HEAD/OPTIONS, or a GET marked so. */
function changes(method: string, config: { changesData?: boolean }): boolean {
  return !SAFE_METHODS.has(method) || config.changesData === true;
}

/** A route the origin check covers, as registered. */
export type CheckedRoute = { method: string; url: string };

const checkedRoutes = new WeakMap<FastifyInstance, CheckedRoute[]>();

/**
 * The one origin check: an onRequest hook on the root instance, so it runs before every route's
 * guard, body parser and schema. A change (see `changes`) from another site is answered 403
 * CROSS_SITE_MESSAGE unless its route is `selfProving`. Call it before any route is registered:
 * it also notes every route it covers (`routesCheckedForOrigin`).
 */
export function refuseChangesFromOtherSites(app: FastifyInstance): void {
  const covered: CheckedRoute[] = [];
  checkedRoutes.set(app, covered);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { changesData?: boolean; selfProving?: boolean };
    if (config.selfProving) return;
    const methods = ([] as HTTPMethods[]).concat(route.method);
    for (const method of methods)
      if (changes(method, config)) covered.push({ method, url: route.url });
  });
  // A callback hook, not an async one: every cached page passes here, and a GET costs no promise.
  app.addHook('onRequest', (req, reply, done) => {
    const config = req.routeOptions.config;
    if (!config.selfProving && changes(req.method, config) && fromAnotherSite(req)) {
      void fail(reply, 403, CROSS_SITE_MESSAGE);
      return;
    }
    done();
  });
}

/** Every route `refuseChangesFromOtherSites(app)` covers: method and URL pattern. */
export function routesCheckedForOrigin(app: FastifyInstance): readonly CheckedRoute[] {
  return checkedRoutes.get(app) ?? [];
}
