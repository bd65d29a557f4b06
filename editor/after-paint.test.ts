// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_MS, fakeFrames, paint, realFrames } from '../tests/support/frames';
import { afterPaint } from './after-paint';

beforeEach(fakeFrames);
afterEach(realFrames);

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
    paint();
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
