import { randomBytes } from 'node:crypto';
import { redisReachable, REDIS_TEST_URL } from '../../tests/support/redis';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await clearThrottle(limiter, 'signin', 'A@x.test');
    expect(await throttle(limiter, 'signin', who, rules)).toEqual({ ok: true });
    expect(await throttle(limiter, 'signin', who, rules)).toMatchObject({ ok: false, by: 'ip' });
  });

  it('has rules for sign-in, code and reset attempts', () => {
    for (const action of ['signin', 'code', 'reset'] as const) {
      expect(THROTTLE_RULES[action].account.limit).toBeGreaterThan(0);
      expect(THROTTLE_RULES[action].ip.limit).toBeGreaterThanOrEqual(
        THROTTLE_RULES[action].account.limit,
      );
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
