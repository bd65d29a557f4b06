import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_TEST_URL, redisReachable } from '../../tests/support/redis';
import { createPageCache, type PageCache } from './page-cache';
import { createRedisPurgeBus, type PurgeBus } from './purge-bus';

const redisUp = await redisReachable();
if (!redisUp) console.warn('Redis is not reachable: the page-cache purge bus tests are skipped.');

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.skipIf(!redisUp)('Redis page-cache purge bus', () => {
  // A channel of this run only: other processes on this Redis hear nothing of it.
  const channel = `sw:test:purge:${randomBytes(6).toString('hex')}`;
  const warnings: string[] = [];
  const warn = (m: string) => warnings.push(m);
  let buses: PurgeBus[];
  let a: PageCache;
  let b: PageCache;
  let probe: Redis;

  const subscribers = async () =>
    Number(((await probe.pubsub('NUMSUB', channel)) as [string, number])[1]);

  beforeAll(async () => {
    buses = [
      createRedisPurgeBus({ redisUrl: REDIS_TEST_URL, channel, warn }),
      createRedisPurgeBus({ redisUrl: REDIS_TEST_URL, channel, warn }),
    ];
    a = createPageCache(60_000, { bus: buses[0] });
    b = createPageCache(60_000, { bus: buses[1] });
    probe = new Redis(REDIS_TEST_URL);
    await until('both subscribed', async () => (await subscribers()) === 2);
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    probe.disconnect();
  });

  it("purges the other instance's copy of a path, and only that path", async () => {
    for (const cache of [a, b]) {
      cache.set('w1', '/about', 200, 'about');
      cache.set('w1', '/about?page=2', 200, 'about 2');
      cache.set('w1', '/', 200, 'home');
    }
    a.purge('w1', '/about');
    expect(a.get('w1', '/about')).toBeUndefined();
    await until('b purged', () => b.get('w1', '/about') === undefined);
    expect(b.get('w1', '/about?page=2')).toBeUndefined();
    expect(b.get('w1', '/')?.html.toString()).toBe('home');
  });

  it("purges the other instance's whole workspace, not another workspace", async () => {
    a.set('w2', '/', 200, 'w2 on a');
    for (const cache of [a, b]) cache.set('w3', '/', 200, 'w3');
    b.set('w2', '/', 200, 'w2');
    b.set('w2', '/x', 200, 'w2 x');
    a.purge('w2');
    await until(
      'b purged',
      () => b.get('w2', '/') === undefined && b.get('w2', '/x') === undefined,
    );
    expect(b.get('w3', '/')).toBeDefined();
    expect(a.get('w3', '/')).toBeDefined();
  });

  it('answers a ping while Redis is up', async () => {
    await expect(buses[0]!.ping()).resolves.toBeUndefined();
  });

  it('drops its whole cache once its subscription is back after a lost connection', async () => {
    b.set('w4', '/', 200, 'kept while connected');
    b.set('w5', '/', 200, 'another workspace');
    const clients = String(await probe.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(`name=sw-purge-sub:${channel}`));
    expect(clients).toHaveLength(2);
    // Kill both subscribers: whatever is published while they are away is missed.
    for (const line of clients) await probe.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]!);
    await until('every cached page dropped', () => b.get('w4', '/') === undefined);
    expect(b.get('w5', '/')).toBeUndefined();
    await until('both subscribed again', async () => (await subscribers()) === 2);
    // And purges flow again.
    b.set('w6', '/', 200, 'after');
    a.purge('w6', '/');
    await until('b purged', () => b.get('w6', '/') === undefined);
  });
});

describe('page-cache purge bus without Redis', () => {
  it('purges this instance, warns once, and fails its ping', async () => {
    const warnings: string[] = [];
    const bus = createRedisPurgeBus({
      redisUrl: 'redis://127.0.0.1:1',
      channel: 'sw:test:nowhere',
      warn: (m) => warnings.push(m),
    });
    const cache = createPageCache(60_000, { bus });
    cache.set('w1', '/', 200, 'a');
    cache.purge('w1', '/');
    expect(cache.get('w1', '/')).toBeUndefined();
    await expect(bus.ping()).rejects.toThrow();
    await until('a warning', () => warnings.length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/page-cache purge.*this instance only/);
    await bus.close();
  });
});
