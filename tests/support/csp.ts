// Reading a page's security headers the way a browser applies them: the Content-Security-Policy's
// directives, and the inline scripts of the HTML that it must allow by hash.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The policy's directives: name → sources. */
export function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/**
 * The hash sources of the inline scripts a browser would run: no src, no data type (JSON and
 * JSON-LD are data, never run), computed here from the HTML itself.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The headers every answer carries, and, for a page, that its policy runs its own inline scripts
 * and nothing inline besides. `framed`: the builder's preview and the demo form, which the same
 * host frames; `app`: the owner's admin and builder apps (Ajv compiles there: 'unsafe-eval').
 * Returns the parsed policy for further checks.
 */
export function expectSecurityHeaders(
  res: LightMyRequestResponse,
  opts: { framed?: boolean; app?: boolean; referrer?: string } = {},
): Map<string, string[]> {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe(opts.referrer ?? 'strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe(opts.framed ? 'SAMEORIGIN' : 'DENY');
  const csp = parseCsp(res.headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual([opts.framed ? "'self'" : "'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  const scripts = csp.get('script-src') ?? [];
  // The site's own files and hashes of its own inline scripts: no host, no 'unsafe-inline'.
  const own = (s: string) =>
    s === "'self'" || s.startsWith("'sha256-") || (opts.app === true && s === "'unsafe-eval'");
  expect(scripts[0]).toBe("'self'");
  expect(scripts.filter((s) => !own(s))).toEqual([]);
  if (String(res.headers['content-type']).startsWith('text/html')) {
    for (const hash of inlineScriptHashes(res.body)) expect(scripts).toContain(hash);
  }
  return csp;
}
