// The security headers of every answer: a Content-Security-Policy, framing, no MIME sniffing and
// the referrer policy. One hook sets them on every route (404s and errors too); a route names a
// policy other than the site's in its config (`config: { securityPolicy: 'framed' }`).
//
// Inline scripts are allowed by their SHA-256 hash, not by a nonce: each one is a constant of the
// code (the early-input holder, the preview's inert links, the builder's early listeners, the
// gateway hand-over's submit), so its hash is known at start-up and the policy is one constant
// string. A nonce would differ per answer, and the page cache serves the same bytes to everybody
// for 10 s: a cached page would carry one visitor's nonce to all, which is no nonce at all.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Which policy an answer gets:
 * - `site`: public pages, sign-in pages, error pages, everything not named below;
 * - `framed`: pages a page of the same host frames: the builder's preview (in the builder), the
 *   demo's external form (in the embedded-form section);
 * - `app`: the owner's admin and builder apps (Ajv compiles forms' schemas there: 'unsafe-eval';
 *   monaco's workers);
 * - `handover`: the page that posts a form to a payment gateway's hosted checkout, which then
 *   redirects on to the bank (form-action cannot name them all).
 */
export type SecurityPolicyName = 'site' | 'framed' | 'app' | 'handover';

export type SecurityHeadersOptions = {
  /** The constant inline scripts (`<script>…</script>`, whole) each policy's pages carry. */
  inlineScripts: Partial<Record<SecurityPolicyName, readonly string[]>>;
  /** Google sign-in is on: Google Identity Services' script, frame, calls and stylesheet. */
  google: boolean;
};

/** Where Google Identity Services loads from (its documented CSP sources). */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** `'sha256-…'` of an inline script's text, as a CSP source. */
export function inlineScriptHash(script: string): string {
  const body = /^<script>([\s\S]*)<\/script>$/.exec(script)?.[1];
  if (body === undefined) throw new Error(`not a plain inline script: ${script.slice(0, 40)}`);
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The Content-Security-Policy value of each policy. */
export function contentSecurityPolicies(
  opts: SecurityHeadersOptions,
): Record<SecurityPolicyName, string> {
  const google = (source: string) => (opts.google ? [source] : []);
  const build = (name: SecurityPolicyName) => {
    const hashes = (opts.inlineScripts[name] ?? []).map(inlineScriptHash);
    const directives: Record<string, string[]> = {
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        ...(name === 'app' ? ["'unsafe-eval'"] : []),
        ...hashes,
        ...google(`${GOOGLE_GSI}client`),
      ],
      // React's style attributes and the theme's <style> vary per page: inline styles stay.
      'style-src': ["'self'", "'unsafe-inline'", ...google(`${GOOGLE_GSI}style`)],
      // Uploads on this host, and images an owner linked from anywhere on https.
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...google(GOOGLE_GSI)],
      // Embedded forms an owner links (https), the builder's preview, Google's sign-in frame.
      'frame-src': ["'self'", 'https:'],
      'worker-src': name === 'app' ? ["'self'", 'blob:'] : ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': name === 'handover' ? [] : ["'self'"],
      'frame-ancestors': [name === 'framed' ? "'self'" : "'none'"],
    };
    return Object.entries(directives)
      .filter(([, sources]) => sources.length > 0)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; ');
  };
  return {
    site: build('site'),
    framed: build('framed'),
    app: build('app'),
    handover: build('handover'),
  };
}

/** Sets the security headers on every answer of `app`, by the route's `securityPolicy`. */
export function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions): void {
  const csp = contentSecurityPolicies(opts);
  app.addHook('onRequest', (req, reply, done) => {
    const name = req.routeOptions.config.securityPolicy ?? 'site';
    void reply.headers({
      'content-security-policy': csp[name],
      'x-frame-options': name === 'framed' ? 'SAMEORIGIN' : 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    done();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers' policy of the route's answers (server/http/security-headers.ts). */
    securityPolicy?: SecurityPolicyName;
  }
}
