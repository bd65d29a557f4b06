import * as argon2 from 'argon2';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  dummyVerify,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  passwordNeedsRehash,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1 (OWASP ASVS minimum) and a fresh salt', async () => {
    const a = await hashPassword('Secret#123');
    const b = await hashPassword('Secret#123');
    // PHC string: $argon2id$v=19$m=19456,p=1,t=2$salt$hash (parameter order varies by version)
    const parts = a.split('$');
    expect(parts[1]).toBe('argon2id');
    const params = Object.fromEntries(
      parts[3]!.split(',').map((kv) => [kv.split('=')[0], Number(kv.split('=')[1])]),
    );
    const { m, t, p } = params as { m: number; t: number; p: number };
    expect(m).toBeGreaterThanOrEqual(19456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret#123');
  });

  it('verifies the right password and refuses a wrong one or a malformed hash', async () => {
    const h = await hashPassword('Secret#123');
    expect(await verifyPassword(h, 'Secret#123')).toBe(true);
    expect(await verifyPassword(h, 'secret#123')).toBe(false);
    expect(await verifyPassword('not a hash', 'Secret#123')).toBe(false);
    expect(await checkPassword(h, 'Secret#123')).toBe(true);
  });

  it('refuses over-long passwords without hashing them', async () => {
    const long = 'a'.repeat(MAX_PASSWORD_LENGTH + 1);
    await expect(hashPassword(long)).rejects.toThrow(/too long/);
    expect(await verifyPassword(await hashPassword('short'), long)).toBe(false);
  });

  it('spends about the same time for an unknown user (dummy verify) as for a real one', async () => {
    const h = await hashPassword('Secret#123');
    await dummyVerify('warm-up'); // the dummy hash is made once, on first use
    const time = async (fn: () => Promise<unknown>) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await fn();
        runs.push(performance.now() - t0);
      }
      return runs.sort((x, y) => x - y)[2]!;
    };
    const real = await time(() => verifyPassword(h, 'Wrong#123'));
    const dummy = await time(() => checkPassword(null, 'Wrong#123'));
    expect(await checkPassword(null, 'anything')).toBe(false);
    expect(await checkPassword(undefined, '')).toBe(false);
    expect(dummy).toBeGreaterThan(real * 0.4);
    expect(dummy).toBeLessThan(real * 2.5);
  });

  it('asks for a re-hash only when the parameters are weaker than today’s', async () => {
    expect(passwordNeedsRehash(await hashPassword('x'))).toBe(false);
    const weak = await argon2.hash('x', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(passwordNeedsRehash(weak)).toBe(true);
    expect(passwordNeedsRehash('$2b$10$bcrypt-hash')).toBe(true);
  });
});
