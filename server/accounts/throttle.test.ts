import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_TEST_URL, redisReachable } from '../../tests/support/redis';
import {
  clearThrottle,
  createMemoryRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  throttle,
  THROTTLE_RULES,
  type RateLimiter,
} from './throttle';

const rule = { limit: 3, windowMs: 60_000 };

describe('in-process rate limiter', () => {
  it('counts hits per key and refuses past the limit until the window ends', async () => {
    let t = 1_000_000;
    const limiter = createMemoryRateLimiter({ now: () => t });
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(await limiter.hit('a', rule));
    expect(seen.map((r) => [r.allowed, r.count, r.remaining])).toEqual([
      [true, 1, 2],
      [true, 2, 1],
      [true, 3, 0],
      [false, 4, 0],
    ]);
    expect(seen[3]!.retryAfterMs).toBe(60_000);
    expect((await limiter.hit('b', rule)).count).toBe(1);
    t += 59_999;
    expect((await limiter.hit('a', rule)).allowed).toBe(false);
    expect(await limiter.peek('a', rule)).toMatchObject({
      allowed: false,
      count: 5,
      retryAfterMs: 1,
    });
    t += 1;
    expect(await limiter.peek('a', rule)).toMatchObject({ allowed: true, count: 0 });
    expect(await limiter.hit('a', rule)).toMatchObject({ allowed: true, count: 1 });
  });

  it('forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 4; i++) await limiter.hit('k', rule);
    await limiter.reset('k');
    expect(await limiter.hit('k', rule)).toMatchObject({ allowed: true, count: 1 });
  });

  it('drops expired keys when full', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter({ now: () => t, maxKeys: 10 });
    for (let i = 0; i < 10; i++) await limiter.hit(`k${i}`, rule);
    t += rule.windowMs;
    await limiter.hit('new', rule);
    expect(await limiter.peek('k0', rule)).toMatchObject({ count: 0 });
  });

  it('is what createRateLimiter gives without a Redis URL', () => {
    expect(createRateLimiter({}).kind).toBe('memory');
    expect(createRateLimiter({ redisUrl: '  ' }).kind).toBe('memory');
  });
});

describe('throttle per account and per IP', () => {
  const rules = { account: { limit: 2, windowMs: 60_000 }, ip: { limit: 3, windowMs: 60_000 } };

  it('refuses an account hammered from many IPs', async () => {
    const limiter = createMemoryRateLimiter({ now: () => 5_000_000 });
    const who = (i: number) => ({ account: 'Jane@Example.com', ip: `10.0.0.${i}` });
    expect(await throttle(limiter, 'signin', who(1), rules)).toEqual({ ok: true });
    expect(
      await throttle(limiter, 'signin', { ...who(2), account: ' jane@example.com' }, rules),
    ).toEqual({ ok: true });
    const third = await throttle(limiter, 'signin', who(3), rules);
    expect(third).toMatchObject({ ok: false, by: 'account', retryAfterMs: 60_000 });
    expect(third.ok ? '' : third.message).toBe('Too many attempts. Please try again in 1 minute.');
    // other actions have their own counters
    expect(await throttle(limiter, 'code', who(4), rules)).toEqual({ ok: true });
  });

  it('refuses an IP trying many accounts', async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++)
      expect(
        await throttle(limiter, 'reset', { account: `u${i}@x.test`, ip: '10.9.9.9' }, rules),
      ).toEqual({ ok: true });
    expect(
      await throttle(limiter, 'reset', { account: 'u9@x.test', ip: '10.9.9.9' }, rules),
    ).toMatchObject({ ok: false, by: 'ip' });
    expect(
      await throttle(limiter, 'reset', { account: 'u9@x.test', ip: '10.9.9.10' }, rules),
    ).toEqual({ ok: true });
  });

  it('clears the account counter after a success, not the IP counter', async () => {
    const limiter = createMemoryRateLimiter();
    const who = { account: 'a@x.test', ip: '10.1.1.1' };
    await throttle(limiter, 'signin', who, rules);
    await throttle(limiter, 'signin', who, rules);
    await clearThrottle(limiter, 'signin', { account: 'A@x.test', ip: '10.1.1.1' });
    expect(await throttle(limiter, 'signin', who, rules)).toEqual({ ok: true });
    expect(await throttle(limiter, 'signin', who, rules)).toMatchObject({ ok: false, by: 'ip' });
  });

  it('has rules for sign-in, code and reset attempts', () => {
    for (const action of ['signin', 'code', 'reset'] as const) {
      const r: { account: { limit: number }; ip: { limit: number }; source?: { limit: number } } =
        THROTTLE_RULES[action];
      expect(r.account.limit).toBeGreaterThan(0);
      // An address may fail one account as often as the account's own counter allows it.
      expect(r.ip.limit).toBeGreaterThanOrEqual((r.source ?? r.account).limit);
    }
  });
});

describe('the sign-in lock-out, per account and source', () => {
  const rules = {
    source: { limit: 3, windowMs: 60_000 },
    account: { limit: 10, windowMs: 60_000 },
    ip: { limit: 50, windowMs: 60_000 },
  };
  const owner = 'owner@x.test';

  it('locks the failing source out of the account, not the owner elsewhere', async () => {
    const limiter = createMemoryRateLimiter();
    const attacker = { account: owner, ip: '203.0.113.9' };
    for (let i = 0; i < 3; i++)
      expect(await throttle(limiter, 'signin', attacker, rules)).toEqual({ ok: true });
    for (let i = 0; i < 5; i++)
      expect(await throttle(limiter, 'signin', attacker, rules)).toMatchObject({
        ok: false,
        by: 'source',
        message: 'Too many attempts. Please try again in 1 minute.',
      });
    expect(
      await throttle(limiter, 'signin', { account: owner, ip: '198.51.100.4' }, rules),
    ).toEqual({ ok: true });
    // The attacker's address may still try other accounts (up to its own limit).
    expect(
      await throttle(limiter, 'signin', { account: 'other@x.test', ip: '203.0.113.9' }, rules),
    ).toEqual({ ok: true });
  });

  it('refuses everyone past the account ceiling, guesses spread over many sources', async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 10; i++)
      expect(
        await throttle(limiter, 'signin', { account: owner, ip: `10.3.0.${i}` }, rules),
      ).toEqual({ ok: true });
    expect(
      await throttle(limiter, 'signin', { account: owner, ip: '10.3.1.1' }, rules),
    ).toMatchObject({ ok: false, by: 'account' });
  });

  it('lifts only the lock-out of the source that succeeded', async () => {
    const limiter = createMemoryRateLimiter();
    const a = { account: owner, ip: '10.4.0.1' };
    const b = { account: owner, ip: '10.4.0.2' };
    for (let i = 0; i < 4; i++) {
      await throttle(limiter, 'signin', a, rules);
      await throttle(limiter, 'signin', b, rules);
    }
    await clearThrottle(limiter, 'signin', b);
    expect(await throttle(limiter, 'signin', b, rules)).toEqual({ ok: true });
    expect(await throttle(limiter, 'signin', a, rules)).toMatchObject({ ok: false, by: 'source' });
  });

  it('gives sign-in and code entry a lock-out far below their account ceiling', () => {
    for (const action of ['signin', 'code'] as const) {
      const r = THROTTLE_RULES[action];
      expect(r.account.limit).toBeGreaterThanOrEqual(5 * r.source.limit);
      expect(r.ip.limit).toBeGreaterThan(r.source.limit);
    }
  });
});

const REDIS_URL = REDIS_TEST_URL;

const redisUp = await redisReachable();
if (!redisUp)
  console.warn('Redis is not reachable at 127.0.0.1:6379: the Redis throttle tests are skipped.');

describe.skipIf(!redisUp)('Redis rate limiter', () => {
  const prefix = `sw:test:${randomBytes(6).toString('hex')}:`;
  let limiter: RateLimiter & { redis: Redis };

  beforeAll(() => {
    limiter = createRedisRateLimiter({ redis: REDIS_URL, prefix });
  });
  afterAll(async () => {
    const keys = await limiter.redis.keys(`${prefix}*`);
    if (keys.length) await limiter.redis.del(...keys);
    await limiter.close();
  });

  it('counts per key and refuses past the limit, with the time left', async () => {
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(await limiter.hit('acct:a@x.test', rule));
    expect(seen.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(seen[3]!.count).toBe(4);
    expect(seen[3]!.retryAfterMs).toBeGreaterThan(50_000);
    expect(seen[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await limiter.hit('acct:b@x.test', rule)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.peek('acct:a@x.test', rule)).toMatchObject({ allowed: false, count: 4 });
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => limiter.hit('burst', { limit: 10, windowMs: 60_000 })),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('starts a new window when the old one ends, and forgets a key on reset', async () => {
    const short = { limit: 1, windowMs: 150 };
    expect((await limiter.hit('short', short)).allowed).toBe(true);
    expect((await limiter.hit('short', short)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 250));
    expect((await limiter.hit('short', short)).allowed).toBe(true);
    await limiter.reset('short');
    expect(await limiter.hit('short', short)).toMatchObject({ allowed: true, count: 1 });
  });

  it('keeps no emails or addresses in Redis keys', async () => {
    await throttle(limiter, 'signin', { account: 'secret.person@x.test', ip: '192.0.2.7' });
    const keys = await limiter.redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/secret\.person|192\.0\.2\.7/);
  });

  it('is what createRateLimiter gives with a Redis URL', async () => {
    const l = createRateLimiter({ redisUrl: REDIS_URL });
    expect(l.kind).toBe('redis');
    await l.close();
  });
});
