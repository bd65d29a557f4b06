import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogger } from '../../tests/support/logger';
import { type MakeQueue, testQueues, until } from '../../tests/support/queues';
import { REDIS_TEST_URL } from '../../tests/support/redis';
import { createJobQueue, type JobQueue, PermanentJobError } from '.';

const { redisUp, kinds, cleanUp } = await testQueues('the queue tests');
afterEach(cleanUp);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(kinds)('job queue %s', (_kind, available, make) => {
  const started = (opts?: Parameters<MakeQueue>[0]) =>
    make({ backoffMs: 40, attempts: 3, ...opts });

  it.skipIf(!available)(
    'runs a job, retrying with doubling back-off until it succeeds',
    async () => {
      const q = started();
      const runs: number[] = [];
      q.define<{ n: number }, number>('flaky', async ({ n }) => {
        runs.push(Date.now());
        if (runs.length < 3) throw new Error('not yet');
        return n * 2;
      });
      const { log, records } = captureLogger();
      q.start(log);
      const w = await q.addAndWait('flaky', { n: 21 }, 5000);
      expect(w).toEqual({ done: true, value: 42 });
      expect(runs).toHaveLength(3);
      // 40 ms, then 80 ms (timers may fire a little early on a loaded machine)
      expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(35);
      expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(75);
      expect(await q.failed()).toEqual([]);
      expect(records.filter((r) => r.msg === 'job failed, will retry')).toHaveLength(2);
    },
  );

  it.skipIf(!available)(
    'records a job that runs out of attempts, and one that fails for good at once',
    async () => {
      const q = started({ attempts: 2 });
      let tries = 0;
      let refused = 0;
      q.define('down', async () => {
        tries++;
        throw new Error('still down');
      });
      q.define('refused', async () => {
        refused++;
        throw new PermanentJobError('no such mailbox');
      });
      const { log, records } = captureLogger();
      q.start(log);
      expect(await q.addAndWait('down', {}, 5000)).toEqual({ done: false });
      await q.add('refused', {});
      await until(async () => (await q.failed()).length === 2);
      expect(tries).toBe(2);
      expect(refused).toBe(1);
      const failed = await q.failed('down');
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ name: 'down', attempts: 2, error: 'still down' });
      expect((await q.failed('refused'))[0]).toMatchObject({
        attempts: 1,
        error: 'no such mailbox',
      });
      await until(() => records.filter((r) => r.msg === 'job failed for good').length === 2);
    },
  );

  it.skipIf(!available)('answers not done after the wait, and the job still runs', async () => {
    const q = started();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let ran = false;
    q.define('slow', async () => {
      await gate;
      ran = true;
      return 'ok';
    });
    q.start(captureLogger().log);
    expect(await q.addAndWait('slow', {}, 50)).toEqual({ done: false });
    release();
    await q.idle(5000);
    expect(ran).toBe(true);
  });

  it.skipIf(!available)('does not run a job id twice while it is held', async () => {
    const q = started();
    let runs = 0;
    q.define('once', async () => ++runs);
    q.start(captureLogger().log);
    expect(await q.addAndWait('once', {}, 5000, { jobId: 'pay-abc' })).toEqual({
      done: true,
      value: 1,
    });
    // the same notification again: the kept result, not a second run
    expect(await q.addAndWait('once', {}, 5000, { jobId: 'pay-abc' })).toEqual({
      done: true,
      value: 1,
    });
    expect(runs).toBe(1);
  });

  it.skipIf(!available)('runs a schedule every interval', async () => {
    const q = started();
    let ticks = 0;
    q.define('tick', async () => ticks++, { attempts: 1 });
    q.start(captureLogger().log);
    await q.every('tick', 30);
    await until(() => ticks >= 3);
  });

  it.skipIf(!available)('lets a running job finish when it closes', async () => {
    const q = make({ backoffMs: 40 });
    let started = false;
    let done = false;
    q.define('busy', async () => {
      started = true;
      await sleep(150);
      done = true;
    });
    q.start(captureLogger().log);
    await q.add('busy', {});
    await until(() => started);
    await q.close();
    expect(done).toBe(true);
  });
});

describe.skipIf(!redisUp)('job queue BullMQ on Redis, across processes', () => {
  it('keeps a job no worker ran yet, for the next instance to run', async () => {
    const prefix = `swtest-${randomBytes(4).toString('hex')}`;
    const ran: string[] = [];
    const define = (q: JobQueue) =>
      q.define<{ to: string }>('mail', async ({ to }) => void ran.push(to));
    // An instance that takes the job and dies before running it.
    const make = kinds[1]![2];
    const first = make({ prefix, work: false });
    define(first);
    first.start(captureLogger().log);
    await first.add('mail', { to: 'a@x.test' });
    await first.close();
    expect(ran).toEqual([]);
    // The next one (same Redis) runs it.
    const second = make({ prefix });
    define(second);
    second.start(captureLogger().log);
    await until(() => ran.length === 1);
    expect(ran).toEqual(['a@x.test']);
  });

  it('is what createJobQueue gives with a Redis URL, and the in-process one without', async () => {
    const q = createJobQueue({ redisUrl: REDIS_TEST_URL });
    expect(q.kind).toBe('bullmq');
    await q.close();
    expect(createJobQueue({ redisUrl: ' ' }).kind).toBe('memory');
  });
});
