// An upload's AVIF variants are made on their first request, not at upload: sharp takes from
// tens of milliseconds to about a second a variant on a small machine, which the owner's upload
// should not wait for (and uploads made before AVIF get theirs the same way). One is made at a
// time per process, so visitors asking for many cannot take every core; a request waits for its
// own a while and is otherwise sent to the WebP, while the making goes on for the next visitor.

/** How many AVIFs may be waiting to be made at once; past that a request is sent to the WebP. */
const AVIF_MAX_QUEUED = 16;

/** How long a request waits for its AVIF to be made before it is sent to the WebP. */
const AVIF_WAIT_MS = 1000;

export type AvifQueueOptions = {
  maxQueued?: number;
  waitMs?: number;
  /** Told of a making that failed (the request that asked is sent to the WebP). */
  onError?: (key: string, err: unknown) => void;
};

/** Runs the makings one at a time, in the order asked, each key once while it is waiting. */
export function createAvifQueue({
  maxQueued = AVIF_MAX_QUEUED,
  waitMs = AVIF_WAIT_MS,
  onError,
}: AvifQueueOptions = {}) {
  const waiting = new Map<string, Promise<Buffer>>();
  let tail: Promise<unknown> = Promise.resolve();

  return {
    /**
     * What `make` answers for `key` (a request for a key being made shares that making), or null
     * when the queue is full, the making fails, or it takes longer than `waitMs`.
     */
    run(key: string, make: () => Promise<Buffer>): Promise<Buffer | null> {
      let job = waiting.get(key);
      if (!job) {
        if (waiting.size >= maxQueued) return Promise.resolve(null);
        job = tail.then(make);
        tail = job.catch(() => undefined);
        waiting.set(key, job);
        job.then(
          () => waiting.delete(key),
          (err: unknown) => {
            waiting.delete(key);
            onError?.(key, err);
          },
        );
      }
      return within(job, waitMs);
    },
    /** How many makings are waiting or running. */
    get size() {
      return waiting.size;
    },
  };
}

/** The job's value if it arrives within `ms`, else null (a failure is null too). */
function within<T>(job: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    const settle = (value: T | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    job.then(settle, () => settle(null));
  });
}
