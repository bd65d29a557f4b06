// The rate limiter with REDIS_URL while Redis goes away, hangs and comes back: through a TCP
// proxy in front of the real Redis, which the test cuts, stalls and restores.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOpen, startTcpProxy, type TcpProxy } from '../../tests/support/tcp-proxy';
import { createRedisRateLimiter, createRateLimiter, type RateLimiter } from './throttle';

const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const redisUp = await portOpen(REDIS.hostname, Number(REDIS.port || 6379));
if (!redisUp)
  console.warn(`Redis is not reachable at ${REDIS.host}: the Redis fallback tests are skipped.`);

const rule = { limit: 100, windowMs: 60_000 };

/** Polls until `check` holds (ioredis reconnects with a back-off of up to 2 s). */
async function eventually(check: () => boolean | Promise<boolean>, ms = 6000) {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  expect(await check()).toBe(true);
}

describe.skipIf(!redisUp)('createRateLimiter with Redis down, hung, then back', () => {
  const prefix = `sw:test:${randomBytes(6).toString('hex')}:`;
  const warnings: string[] = [];
  let proxy: TcpProxy;
  let limiter: RateLimiter;
  /** The same counters read straight from the real Redis, past the proxy. */
  let direct: ReturnType<typeof createRedisRateLimiter>;

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    const url = new URL(REDIS);
    url.port = String(proxy.port);
    url.hostname = '127.0.0.1';
    limiter = createRateLimiter({ redisUrl: url.toString(), warn: (m) => warnings.push(m) });
    // The same default key prefix as the limiter under test.
    direct = createRedisRateLimiter({ redis: REDIS.toString() });
  });
  afterAll(async () => {
    proxy?.restore();
    for (const key of keys) await direct?.reset(key);
    await limiter?.close();
    await direct?.close();
    await proxy?.close();
  });

  const keys: string[] = [];
  const key = (name: string) => {
    const k = `${prefix}${name}`;
    keys.push(k);
    return k;
  };

  it('counts in Redis while it answers', async () => {
    const k = key('a');
    // Until Redis is ready, hits are counted in-process.
    await eventually(async () => {
      await limiter.hit(k, rule);
      return (await direct.peek(k, rule)).count > 0;
    });
    const before = (await direct.peek(k, rule)).count;
    await limiter.hit(k, rule);
    expect((await direct.peek(k, rule)).count).toBe(before + 1);
    expect(warnings).toEqual([]);
  });

  it('counts in-process at once, with one warning, when Redis is cut', async () => {
    const k = key('b');
    for (let i = 0; i < 3; i++) await limiter.hit(k, rule);
    proxy.cut();
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.hit(k, rule));
    expect(Date.now() - started).toBeLessThan(1000);
    // A fresh in-process window: Redis's three hits are not there.
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5]);
    expect(results.every((r) => r.allowed)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Redis unreachable .*in-process/);
    expect((await direct.peek(k, rule)).count).toBe(3);
  });

  it('goes back to Redis, with a warning, when it returns', async () => {
    proxy.restore();
    await eventually(() => warnings.some((w) => /^Redis is back/.test(w)));
    const k = keys[1]!;
    const hit = await limiter.hit(k, rule);
    expect(hit.count).toBe(4);
    expect((await direct.peek(k, rule)).count).toBe(4);
    expect(warnings).toHaveLength(2);
  });

  it('falls back within the command timeout when Redis hangs, and resumes after', async () => {
    const k = key('c');
    expect((await limiter.hit(k, rule)).count).toBe(1);
    proxy.stall();
    const started = Date.now();
    const stalled = await limiter.hit(k, rule);
    const first = Date.now() - started;
    expect(first).toBeLessThan(1500);
    expect(stalled).toMatchObject({ allowed: true, count: 1 });
    // Redis is left alone for a while: the next hits do not wait for it.
    const next = Date.now();
    expect((await limiter.hit(k, rule)).count).toBe(2);
    expect(Date.now() - next).toBeLessThan(100);
    expect(warnings.at(-1)).toMatch(/^Redis unreachable/);
    proxy.restore();
    // Tried again REDIS_RETRY_MS after the failure: the hits are Redis's again.
    await eventually(async () => {
      const hit = await limiter.hit(k, rule);
      return hit.count > 1 && hit.count === (await direct.peek(k, rule)).count;
    }, 8000);
    expect(warnings.at(-1)).toMatch(/^Redis is back/);
  }, 15_000);
});
