// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSubmit } from './use-submit';

afterEach(cleanup);

describe('useSubmit', () => {
  it('sends nothing when the check fails', async () => {
    const { result } = renderHook(() => useSubmit());
    const send = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(null, { check: () => false, send }));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('is busy while sending, ignores a second submit and is usable again after a failure', async () => {
    const { result } = renderHook(() => useSubmit());
    let reject: (err: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    const fail = vi.fn();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(null, { send, fail });
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(null, { send, fail }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      reject(new Error('refused'));
      await first;
    });
    expect(fail).toHaveBeenCalledWith(new Error('refused'));
    expect(result.current.busy).toBe(false);
  });

  it('stays busy when the send left the page', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(() => result.current.run(null, { send: () => Promise.resolve('leaving' as const) }));
    expect(result.current.busy).toBe(true);
  });
});
