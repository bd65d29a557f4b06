// The public face of server/queue: background jobs (mail, payment notifications, the
// reservation sweep, anything scheduled), on Redis when REDIS_URL is set, else in process.
import { createBullQueue } from './bullmq';
import { createMemoryQueue } from './memory';
import type { JobQueue, QueueOptions } from './types';

export { createBullQueue } from './bullmq';
export { createMemoryQueue } from './memory';
export { type JobQueue, PermanentJobError, type QueueOptions, type Waited } from './types';

/**
 * BullMQ on `redisUrl` when it is set, else the in-process queue. `work: false` (on Redis)
 * makes an instance that adds jobs and leaves them to the others' workers.
 */
export function createJobQueue(
  opts: QueueOptions & { redisUrl?: string; work?: boolean },
): JobQueue {
  const redisUrl = opts.redisUrl?.trim();
  return redisUrl ? createBullQueue({ ...opts, redisUrl }) : createMemoryQueue(opts);
}
