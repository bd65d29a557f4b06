// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPreloadable } from './preloadable';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function view(Component: ComponentType<{ name: string }>) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Component name="owner" />
    </Suspense>
  );
}

describe('lazyPreloadable', () => {
  it('renders at once in the first render once preloaded, loading once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const { Component, preload } = lazyPreloadable(load);
    await preload();
    await preload();
    // No act() flush, no await: the first commit already shows the component, not the fallback.
    render(view(Component));
    expect(screen.getByText('Hello owner')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered first, and shares that load with preload()', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const { Component, preload } = lazyPreloadable(load);
    render(view(Component));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(() => preload());
    expect(await screen.findByText('Hello owner')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    const { preload } = lazyPreloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
