import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hmac, normalizeEmail, randomToken, resolveAuthSecret, safeEqual, sha256 } from './tokens';

describe('tokens', () => {
  it('makes 256-bit base64url tokens', () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(t);
  });

  it('hashes and compares', () => {
    expect(sha256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(hmac('k1', 'x')).not.toBe(hmac('k2', 'x'));
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(normalizeEmail('  A@B.Com ')).toBe('a@b.com');
  });

  it('takes AUTH_SECRET when set, else creates a private secret file once', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sw-secret-')), 'sub', 'auth-secret');
    expect(resolveAuthSecret({ envValue: 'x'.repeat(32), file }).toString()).toBe('x'.repeat(32));
    expect(() => resolveAuthSecret({ envValue: 'short', file })).toThrow(/32 characters/);
    const a = resolveAuthSecret({ file });
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ file }).equals(a)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(a.toString());
  });
});
