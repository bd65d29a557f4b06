// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

// A frame every 16 ms, on the fake clock.
const FRAME_MS = 16;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) =>
    setTimeout(() => cb(0), FRAME_MS),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPaint', () => {
  it('runs nothing in the current task, then each task after the next frame, in order', () => {
    const ran: string[] = [];
    afterPaint(() => ran.push('form'));
    afterPaint(() => ran.push('check'));
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(FRAME_MS);
    // The frame has been painted; the work is a task behind it (the fake clock's 0 ms is 1 ms).
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['form', 'check']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['form', 'check']);
  });

  it('runs the rest when one task throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    afterPaint(() => {
      throw new Error('boom');
    });
    afterPaint(() => ran.push('next'));
    vi.advanceTimersByTime(FRAME_MS);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['next']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('runs within 100 ms when no frame comes (a hidden document)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const ran: string[] = [];
    afterPaint(() => ran.push('late'));
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['late']);
  });
});
