// A display on the fake clock, for tests of work that waits for a frame (editor/after-paint.ts):
// vitest's fake timers, and a requestAnimationFrame whose callbacks run every FRAME_MS.
import { vi } from 'vitest';

export const FRAME_MS = 16;

/** Fakes the timers and the frames; undo with `realFrames()`. */
export function fakeFrames(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) =>
    setTimeout(() => cb(0), FRAME_MS),
  );
}

export function realFrames(): void {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** The next frame, then the task behind it (the fake clock's 0 ms timeout is 1 ms). */
export function paint(): void {
  vi.advanceTimersByTime(FRAME_MS);
  vi.advanceTimersByTime(1);
}
