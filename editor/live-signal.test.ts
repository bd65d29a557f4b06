import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSignal } from './live-signal';

beforeEach(() => {
  // requestAnimationFrame too: the listeners wait for the next frame.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live signal', () => {
  it('goes live once both the shell and the preview have drawn the page, telling each listener once', () => {
    const live = createLiveSignal(1000);
    const first = vi.fn();
    const dropped = vi.fn();
    live.onLive(first);
    live.onLive(dropped)();
    expect(live.isLive()).toBe(false);
    // The preview can answer before React has drawn the shell: not live yet.
    live.markPreviewDrawn();
    live.markPreviewDrawn();
    vi.advanceTimersByTime(20);
    expect([live.isLive(), first.mock.calls.length]).toEqual([false, 0]);
    live.markShellShown();
    // The listeners run after the frame that shows the editor live, not inside the call.
    expect([live.isLive(), first.mock.calls.length]).toEqual([false, 0]);
    vi.advanceTimersByTime(20);
    expect(live.isLive()).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
    const late = vi.fn();
    live.onLive(late);
    expect(late).toHaveBeenCalledTimes(1);
    live.markShellShown();
    vi.advanceTimersByTime(5000);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('waits for the preview when the shell is drawn first', () => {
    const live = createLiveSignal(1000);
    live.markShellShown();
    vi.advanceTimersByTime(20);
    expect(live.isLive()).toBe(false);
    live.markPreviewDrawn();
    vi.advanceTimersByTime(20);
    expect(live.isLive()).toBe(true);
  });

  it('goes live by itself when the preview never answers', () => {
    const live = createLiveSignal(1000);
    const listener = vi.fn();
    live.onLive(listener);
    vi.advanceTimersByTime(999);
    expect(live.isLive()).toBe(false);
    vi.advanceTimersByTime(1 + 20);
    expect(live.isLive()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
