import { describe, expect, it } from 'vitest';
import { createAvifQueue } from './avif';

/** A making that ends when the test says, and tells when it started. */
function making(bytes: string) {
  let finish!: (fail?: Error) => void;
  const started: boolean[] = [];
  const make = () => {
    started.push(true);
    return new Promise<Buffer>((resolve, reject) => {
      finish = (fail) => (fail ? reject(fail) : resolve(Buffer.from(bytes)));
    });
  };
  return { make, finish: (fail?: Error) => finish(fail), started };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('createAvifQueue', () => {
  it('makes one at a time, in order, and a key asked for twice once', async () => {
    const queue = createAvifQueue({ waitMs: 10_000 });
    const a = making('a');
    const b = making('b');
    const first = queue.run('a', a.make);
    const again = queue.run('a', () => Promise.reject(new Error('made twice')));
    const second = queue.run('b', b.make);
    await tick();
    expect([a.started.length, b.started.length]).toEqual([1, 0]);
    a.finish();
    expect((await first)?.toString()).toBe('a');
    expect((await again)?.toString()).toBe('a');
    await tick();
    expect(b.started.length).toBe(1);
    b.finish();
    expect((await second)?.toString()).toBe('b');
    expect(queue.size).toBe(0);
  });

  it('answers null past its length, without queueing', async () => {
    const queue = createAvifQueue({ maxQueued: 1, waitMs: 10_000 });
    const a = making('a');
    const first = queue.run('a', a.make);
    const refused = making('b');
    expect(await queue.run('b', refused.make)).toBeNull();
    a.finish();
    await first;
    expect(refused.started).toEqual([]);
  });

  it('answers null after the wait, and the making goes on', async () => {
    const queue = createAvifQueue({ waitMs: 20 });
    const a = making('a');
    expect(await queue.run('a', a.make)).toBeNull();
    expect(queue.size).toBe(1);
    a.finish();
    await tick();
    expect(queue.size).toBe(0);
  });

  it('answers null for a failed making, tells why, and goes on with the next', async () => {
    const failures: [string, unknown][] = [];
    const queue = createAvifQueue({
      waitMs: 10_000,
      onError: (key, err) => failures.push([key, err]),
    });
    const a = making('a');
    const b = making('b');
    const first = queue.run('a', a.make);
    const second = queue.run('b', b.make);
    await tick();
    const broken = new Error('corrupt');
    a.finish(broken);
    expect(await first).toBeNull();
    expect(failures).toEqual([['a', broken]]);
    await tick();
    b.finish();
    expect((await second)?.toString()).toBe('b');
  });
});
