import { describe, expect, it } from 'vitest';
import { loginHref, readStoredLogin } from './login-state';

describe('login state', () => {
  it('sends to /login returning to the page, never to another host or an account screen', () => {
    expect(loginHref('/about')).toBe('/login?from=%2Fabout');
    expect(loginHref('/p/shirt?size=m')).toBe('/login?from=%2Fp%2Fshirt%3Fsize%3Dm');
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/login?from=/x',
      '/signup',
    ]) {
      expect(loginHref(path), path).toBe('/login');
    }
    expect(loginHref('/logins')).toBe('/login?from=%2Flogins');
  });

  it('reads no login without a browser', () => {
    expect(readStoredLogin()).toBeNull();
  });
});
