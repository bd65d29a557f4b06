// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenOwnerIdle } from './owner-idle';

let idle: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  idle = [];
  // jsdom has no idle callbacks: the test runs them when it says the browser is idle.
  window.requestIdleCallback = (cb) => idle.push(() => cb({} as IdleDeadline)) as number;
  window.cancelIdleCallback = (id) => void (idle[id - 1] = () => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});
const runIdle = () => idle.splice(0).forEach((cb) => cb());

describe('whenOwnerIdle', () => {
  it('runs the task once, after the quiet time and then an idle period', () => {
    const task = vi.fn();
    whenOwnerIdle(task, { quietMs: 1000 });
    vi.advanceTimersByTime(999);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(5000);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet time over at each key, press or wheel, even with an idle period queued', () => {
    const task = vi.fn();
    whenOwnerIdle(task, { quietMs: 1000 });
    vi.advanceTimersByTime(800);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(800);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(1000);
    // Quiet long enough: an idle period is asked for; a wheel before it comes cancels it.
    window.dispatchEvent(new Event('wheel'));
    runIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const task = vi.fn();
    whenOwnerIdle(task, { quietMs: 1000 })();
    vi.advanceTimersByTime(2000);
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
