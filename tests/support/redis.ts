import { Redis } from 'ioredis';

/** Redis for tests: REDIS_URL, else the local server of the dev machine and CI. */
export const REDIS_TEST_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether Redis answers; tests of that path skip (and say so) when it does not. */
export async function redisReachable(url = REDIS_TEST_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Deletes every key under `prefix` (a test's own namespace). */
export async function dropRedisKeys(prefix: string, url = REDIS_TEST_URL): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
