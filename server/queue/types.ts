// The job queue's contract, the same in process and on Redis (BullMQ): named jobs with JSON
// data, retried with exponential back-off, optionally waited for, and repeatable schedules.
import type { FastifyBaseLogger } from 'fastify';

/** How a kind of job is retried, and whether its finished runs are kept. */
export type JobPolicy = {
  /** Runs in all, the first included (default: the queue's). */
  attempts?: number;
  /** The first retry's delay; each next one doubles it (default: the queue's). */
  backoffMs?: number;
  /**
   * Keep a finished job (a day, the last 1000), so the same `jobId` added again is not run
   * again. Off for jobs whose data should not linger (mail: it may carry a one-time code).
   */
  keepCompleted?: boolean;
};

export type JobInfo = { id: string; name: string; attempt: number };

export type JobHandler<T, R> = (data: T, job: JobInfo) => Promise<R>;

/** A job that ran out of attempts, or failed for good at once (PermanentJobError). */
export type FailedJob = {
  id: string;
  name: string;
  attempts: number;
  error: string;
  failedAt: string;
};

/** What waiting for a job gives: its result, or that it is still queued (or failed). */
export type Waited<R> = { done: true; value: R } | { done: false };

export type JobQueue = {
  /** 'memory' in process (jobs do not outlive it), 'bullmq' on Redis (they do). */
  readonly kind: 'memory' | 'bullmq';
  /** Says what jobs of `name` do; once per name, before `start`. */
  define<T, R = unknown>(name: string, handler: JobHandler<T, R>, policy?: JobPolicy): void;
  /**
   * Adds a job; resolves with its id once the queue holds it (on Redis: stored). A `jobId`
   * the queue still holds (waiting, running or kept) is not added twice.
   */
  add<T>(name: string, data: T, opts?: { jobId?: string; delayMs?: number }): Promise<string>;
  /** Adds a job and waits up to `waitMs` for its result; past that it stays queued. */
  addAndWait<T, R>(
    name: string,
    data: T,
    waitMs: number,
    opts?: { jobId?: string },
  ): Promise<Waited<R>>;
  /** Runs `name` every `everyMs` (on Redis, once per tick whatever the number of instances). */
  every<T>(name: string, everyMs: number, data?: T): Promise<void>;
  /** Starts taking jobs (until then they wait). */
  start(log: FastifyBaseLogger): void;
  /** Jobs of `name` (all when omitted) that failed for good, newest first. */
  failed(name?: string): Promise<FailedJob[]>;
  /** Resolves once nothing is waiting, delayed or running (or after `timeoutMs`). */
  idle(timeoutMs?: number): Promise<void>;
  /**
   * Stops taking jobs and lets the running ones finish (up to a grace period; on Redis a job
   * cut short is handed back to the queue). In process, jobs not yet run are lost (logged).
   */
  close(): Promise<void>;
};

export type QueueOptions = {
  /** Default runs per job (default 10). */
  attempts?: number;
  /** Default first retry delay (default 5 s: 5, 10, 20 … ~42 min, ~1.4 h in all). */
  backoffMs?: number;
  /** Jobs run at once by this process (default 8). */
  concurrency?: number;
  /** How long `close` waits for running jobs (default 10 s). */
  graceMs?: number;
};

export const QUEUE_DEFAULTS = {
  attempts: 10,
  backoffMs: 5000,
  concurrency: 8,
  graceMs: 10_000,
} as const;

/** Thrown by a handler when retrying cannot help (e.g. the mail server refused the address). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The delay before run `attempt + 1`, after run `attempt` failed: backoff, doubled each time. */
export function backoffDelay(backoffMs: number, attempt: number): number {
  return backoffMs * 2 ** (attempt - 1);
}

/** A failure's message for the logs and the failed list (never the job's data). */
export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export type Definition = { handler: JobHandler<unknown, unknown>; policy: Required<JobPolicy> };

/** The jobs a queue knows (what `define` said), with the queue's defaults filled in. */
export function createDefinitions(defaults: Required<Omit<JobPolicy, 'keepCompleted'>>) {
  const defs = new Map<string, Definition>();
  return {
    define<T, R>(name: string, handler: JobHandler<T, R>, policy: JobPolicy = {}) {
      if (defs.has(name)) throw new Error(`The job ${name} is defined twice.`);
      defs.set(name, {
        handler: handler as JobHandler<unknown, unknown>,
        policy: {
          attempts: policy.attempts ?? defaults.attempts,
          backoffMs: policy.backoffMs ?? defaults.backoffMs,
          keepCompleted: policy.keepCompleted ?? true,
        },
      });
    },
    /** The definition of `name`; throws for a name never defined (a programming error). */
    get(name: string): Definition {
      const def = defs.get(name);
      if (!def) throw new Error(`No job named ${name} is defined.`);
      return def;
    },
    has: (name: string) => defs.has(name),
  };
}

/** The queue's options with the defaults where a value is not given (or given as undefined). */
export function queueSettings(opts: QueueOptions): Required<QueueOptions> {
  return {
    attempts: opts.attempts ?? QUEUE_DEFAULTS.attempts,
    backoffMs: opts.backoffMs ?? QUEUE_DEFAULTS.backoffMs,
    concurrency: opts.concurrency ?? QUEUE_DEFAULTS.concurrency,
    graceMs: opts.graceMs ?? QUEUE_DEFAULTS.graceMs,
  };
}
