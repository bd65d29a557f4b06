// The in-process job queue: the same contract as BullMQ's (types.ts) for development and
// single-process (SQLite) deployments. Jobs live in memory, so they do not outlive the process.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  backoffDelay,
  createDefinitions,
  errorText,
  type FailedJob,
  type JobQueue,
  PermanentJobError,
  queueSettings,
  type QueueOptions,
  type Waited,
} from './types';

type Job = {
  id: string;
  name: string;
  data: unknown;
  attemptsMade: number;
  timer?: NodeJS.Timeout;
  waiters: ((w: Waited<unknown>) => void)[];
};

/** How many finished jobs (their ids and results) and failed ones are remembered. */
const KEPT = 1000;

export function createMemoryQueue(opts: QueueOptions = {}): JobQueue {
  const o = queueSettings(opts);
  const defs = createDefinitions(o);
  const jobs = new Map<string, Job>();
  const ready: Job[] = [];
  const completed = new Map<string, unknown>();
  const failedJobs: FailedJob[] = [];
  const intervals: NodeJS.Timeout[] = [];
  const idleWaiters: (() => void)[] = [];
  let log: FastifyBaseLogger | undefined;
  let active = 0;
  let closed = false;

  const checkIdle = () => {
    if (jobs.size > 0) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  const finish = (job: Job, w: Waited<unknown>) => {
    jobs.delete(job.id);
    for (const resolve of job.waiters.splice(0)) resolve(w);
  };

  const run = (job: Job) => {
    const { handler, policy } = defs.get(job.name);
    active++;
    const attempt = ++job.attemptsMade;
    let result: Promise<unknown>;
    // Started in the caller's turn: a mail handed to the outbox is listed at once (mailer.ts).
    try {
      result = handler(job.data, { id: job.id, name: job.name, attempt });
    } catch (err) {
      result = Promise.reject(err);
    }
    result
      .then(
        (value) => {
          if (policy.keepCompleted) remember(job.id, value);
          finish(job, { done: true, value });
        },
        (err: unknown) => {
          const lastTry = err instanceof PermanentJobError || attempt >= policy.attempts;
          const where = { job: job.name, jobId: job.id, attempt, err: errorText(err) };
          if (!lastTry) {
            log?.warn(where, 'job failed, will retry');
            job.timer = setTimeout(() => enqueue(job), backoffDelay(policy.backoffMs, attempt));
            return;
          }
          log?.error(where, 'job failed for good');
          failedJobs.unshift({
            id: job.id,
            name: job.name,
            attempts: attempt,
            error: errorText(err),
            failedAt: new Date().toISOString(),
          });
          failedJobs.splice(KEPT);
          finish(job, { done: false });
        },
      )
      .finally(() => {
        active--;
        pump();
        checkIdle();
      });
  };

  const remember = (id: string, value: unknown) => {
    completed.set(id, value);
    if (completed.size > KEPT) completed.delete(completed.keys().next().value!);
  };

  const pump = () => {
    if (!log || closed) return;
    while (active < o.concurrency && ready.length) run(ready.shift()!);
  };

  const enqueue = (job: Job) => {
    delete job.timer;
    ready.push(job);
    pump();
  };

  const add: JobQueue['add'] = async (name, data, addOpts = {}) => {
    if (closed) throw new Error('The job queue is closed.');
    defs.get(name);
    const id = addOpts.jobId ?? randomUUID();
    if (jobs.has(id) || completed.has(id)) return id;
    const job: Job = { id, name, data, attemptsMade: 0, waiters: [] };
    jobs.set(id, job);
    if (addOpts.delayMs) job.timer = setTimeout(() => enqueue(job), addOpts.delayMs);
    else enqueue(job);
    return id;
  };

  return {
    kind: 'memory',

    define: defs.define,

    add,

    async addAndWait<T, R>(
      name: string,
      data: T,
      waitMs: number,
      addOpts: { jobId?: string } = {},
    ) {
      const id = await add(name, data, addOpts);
      if (completed.has(id)) return { done: true, value: completed.get(id) as R };
      const job = jobs.get(id);
      if (!job) return { done: false };
      return new Promise<Waited<R>>((resolve) => {
        const timer = setTimeout(() => resolve({ done: false }), waitMs);
        job.waiters.push((w) => {
          clearTimeout(timer);
          resolve(w as Waited<R>);
        });
      });
    },

    async every(name, everyMs, data) {
      defs.get(name);
      let last: string | undefined;
      // A run still waiting or running is not doubled by the next tick.
      const tick = () => {
        if (last && jobs.has(last)) return;
        add(name, data).then(
          (id) => (last = id),
          () => undefined,
        );
      };
      const timer = setInterval(tick, everyMs);
      timer.unref();
      intervals.push(timer);
    },

    start(logger) {
      log = logger;
      pump();
    },

    async failed(name) {
      return failedJobs.filter((f) => name === undefined || f.name === name);
    },

    idle(timeoutMs = 30_000) {
      if (jobs.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        idleWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const t of intervals) clearInterval(t);
      let dropped = 0;
      for (const job of jobs.values()) {
        if (job.timer || ready.includes(job)) {
          clearTimeout(job.timer);
          dropped++;
        }
      }
      ready.length = 0;
      if (dropped) log?.warn({ dropped }, 'in-process jobs not run before shutdown are lost');
      const until = Date.now() + o.graceMs;
      while (active > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
