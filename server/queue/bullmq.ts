// The job queue on Redis (BullMQ): a job stays in Redis until it is done, so a crash or a
// restart loses none; any instance's worker may run it; schedules run once per tick in all.
import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import {
  createDefinitions,
  errorText,
  type JobQueue,
  PermanentJobError,
  queueSettings,
  type QueueOptions,
  type Waited,
} from './types';

export type BullQueueOptions = QueueOptions & {
  redisUrl: string;
  /** Redis key prefix (default `sitewright`); tests use their own. */
  prefix?: string;
  /**
   * Whether this process runs jobs (default true). False makes a producer only: it adds jobs
   * and leaves them to other instances' workers.
   */
  work?: boolean;
};

const QUEUE_NAME = 'jobs';
const DAY_S = 24 * 3600;

export function createBullQueue(opts: BullQueueOptions): JobQueue {
  const o = queueSettings(opts);
  const connection = { url: opts.redisUrl };
  const prefix = opts.prefix ?? 'sitewright';
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  const defs = createDefinitions(o);
  let worker: Worker | undefined;
  let events: Promise<QueueEvents> | undefined;
  let log: FastifyBaseLogger | undefined;
  let closed = false;

  const jobOptions = (name: string) => {
    const { attempts, backoffMs, keepCompleted } = defs.get(name).policy;
    return {
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: keepCompleted ? { age: DAY_S, count: 1000 } : true,
      removeOnFail: { age: 7 * DAY_S, count: 5000 },
    };
  };

  // Waiting for a job's end listens to the queue's event stream (one more connection, opened
  // the first time it is needed).
  const queueEvents = () =>
    (events ??= (async () => {
      const e = new QueueEvents(QUEUE_NAME, { connection, prefix });
      await e.waitUntilReady();
      return e;
    })());

  const addJob = (name: string, data: unknown, addOpts: { jobId?: string; delayMs?: number }) =>
    queue.add(name, data, {
      ...jobOptions(name),
      ...(addOpts.jobId ? { jobId: addOpts.jobId } : {}),
      ...(addOpts.delayMs ? { delay: addOpts.delayMs } : {}),
    });

  return {
    kind: 'bullmq',

    define: defs.define,

    add: async (name, data, addOpts = {}) => (await addJob(name, data, addOpts)).id!,

    async addAndWait<T, R>(
      name: string,
      data: T,
      waitMs: number,
      addOpts: { jobId?: string } = {},
    ) {
      const e = await queueEvents();
      const job = await addJob(name, data, addOpts);
      try {
        return { done: true, value: (await job.waitUntilFinished(e, waitMs)) as R };
      } catch {
        // Not finished in time (it stays in Redis and runs), or failed for good (kept as failed).
        return { done: false } as Waited<R>;
      }
    },

    async every(name, everyMs, data) {
      const { attempts: _retriesAreTheNextTick, ...rest } = jobOptions(name);
      await queue.upsertJobScheduler(
        name,
        { every: everyMs },
        { name, data, opts: { ...rest, attempts: 1, removeOnComplete: true } },
      );
    },

    start(logger) {
      log = logger;
      if (opts.work === false) return;
      worker = new Worker(
        QUEUE_NAME,
        async (job) => {
          if (!defs.has(job.name))
            throw new UnrecoverableError(`No job named ${job.name} is defined.`);
          try {
            return await defs.get(job.name).handler(job.data, {
              id: job.id!,
              name: job.name,
              attempt: job.attemptsMade + 1,
            });
          } catch (err) {
            if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
            throw err;
          }
        },
        { connection, prefix, concurrency: o.concurrency },
      );
      worker.on('failed', (job, err) => {
        const where = {
          job: job?.name,
          jobId: job?.id,
          attempt: job?.attemptsMade,
          err: err.message,
        };
        const again =
          job &&
          job.attemptsMade < (job.opts.attempts ?? 1) &&
          !(err instanceof UnrecoverableError);
        if (again) log?.warn(where, 'job failed, will retry');
        else log?.error(where, 'job failed for good');
      });
      worker.on('error', (err) => log?.error({ err: errorText(err) }, 'job worker error'));
    },

    async failed(name) {
      const jobs = await queue.getFailed(0, 999);
      return jobs
        .filter((j) => name === undefined || j.name === name)
        .map((j) => ({
          id: j.id!,
          name: j.name,
          attempts: j.attemptsMade,
          error: j.failedReason,
          failedAt: new Date(j.finishedOn ?? j.timestamp).toISOString(),
        }));
    },

    async idle(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const counts = await queue.getJobCounts(
          'waiting',
          'active',
          'delayed',
          'prioritized',
          'waiting-children',
        );
        if (Object.values(counts).every((n) => n === 0)) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      if (worker) {
        // Let running jobs finish; past the grace period, stop anyway: a job cut short keeps
        // its place in Redis and another worker (or this one restarted) takes it up again.
        const w = worker;
        let timer: NodeJS.Timeout | undefined;
        const graceful = w.close().then(() => true);
        const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), o.graceMs)));
        if (!(await Promise.race([graceful, late]))) await w.close(true);
        clearTimeout(timer);
      }
      if (events) await (await events).close();
      await queue.close();
    },
  };
}
