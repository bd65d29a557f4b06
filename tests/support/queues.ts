import { randomBytes } from 'node:crypto';
import { createBullQueue, createMemoryQueue, type JobQueue } from '../../server/queue';
import type { BullQueueOptions } from '../../server/queue/bullmq';
import { dropRedisKeys, REDIS_TEST_URL, redisReachable } from './redis';

export type MakeQueue = (opts?: Omit<BullQueueOptions, 'redisUrl'>) => JobQueue;

/**
 * Both queue paths for `describe.each`: in process, and BullMQ on the test Redis (each queue
 * under its own key prefix), unavailable (skipped, with a warning) when Redis does not answer.
 * `cleanUp` closes the queues made and drops their keys.
 */
export async function testQueues(subject: string) {
  const redisUp = await redisReachable();
  if (!redisUp)
    console.warn(`Redis is not reachable at ${REDIS_TEST_URL}: ${subject} on BullMQ are skipped.`);
  const made: JobQueue[] = [];
  const prefixes: string[] = [];
  const track = (q: JobQueue) => (made.push(q), q);
  const kinds: [string, boolean, MakeQueue][] = [
    ['in process', true, (opts) => track(createMemoryQueue(opts))],
    [
      'BullMQ on Redis',
      redisUp,
      (opts = {}) => {
        const prefix = opts.prefix ?? `swtest-${randomBytes(4).toString('hex')}`;
        prefixes.push(prefix);
        return track(createBullQueue({ ...opts, redisUrl: REDIS_TEST_URL, prefix }));
      },
    ],
  ];
  return {
    redisUp,
    kinds,
    cleanUp: async () => {
      for (const q of made.splice(0)) await q.close();
      for (const p of prefixes.splice(0)) await dropRedisKeys(p);
    },
  };
}

/** Polls until `check` holds, or throws after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
