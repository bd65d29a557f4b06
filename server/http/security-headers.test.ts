import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicies, inlineScriptHash } from './security-headers';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));

describe('contentSecurityPolicies', () => {
  const script = "<script>document.title='x'</script>";
  const hash = `'sha256-${createHash('sha256').update("document.title='x'").digest('base64')}'`;

  it("allows each policy's own inline scripts by hash, and no other inline script", () => {
    const csp = contentSecurityPolicies({ inlineScripts: { site: [script] }, google: false });
    expect(inlineScriptHash(script)).toBe(hash);
    expect(directives(csp.site).get('script-src')).toEqual(["'self'", hash]);
    expect(directives(csp.framed).get('script-src')).toEqual(["'self'"]);
    expect(() => inlineScriptHash('<script src="/a.js"></script>x')).toThrow();
  });

  it('frames only the framed pages, by this origin; eval and blob workers only in the apps', () => {
    const csp = contentSecurityPolicies({ inlineScripts: {}, google: false });
    for (const name of ['site', 'app', 'handover'] as const)
      expect(directives(csp[name]).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(csp.framed).get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives(csp.app).get('script-src')).toContain("'unsafe-eval'");
    expect(directives(csp.app).get('worker-src')).toEqual(["'self'", 'blob:']);
    for (const name of ['site', 'framed', 'handover'] as const) {
      expect(csp[name]).not.toContain('unsafe-eval');
      expect(directives(csp[name]).get('worker-src')).toEqual(["'self'"]);
    }
  });

  it('lets only the gateway hand-over post a form to another origin', () => {
    const csp = contentSecurityPolicies({ inlineScripts: {}, google: false });
    expect(directives(csp.handover).has('form-action')).toBe(false);
    for (const name of ['site', 'framed', 'app'] as const)
      expect(directives(csp[name]).get('form-action')).toEqual(["'self'"]);
  });

  it("names Google Identity Services' sources only when Google sign-in is on", () => {
    const off = contentSecurityPolicies({ inlineScripts: {}, google: false });
    expect(off.site).not.toContain('google');
    const on = directives(contentSecurityPolicies({ inlineScripts: {}, google: true }).site);
    expect(on.get('script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(on.get('style-src')).toContain('https://accounts.google.com/gsi/style');
    expect(on.get('connect-src')).toContain('https://accounts.google.com/gsi/');
  });
});
