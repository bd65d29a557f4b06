// A lazily loaded component that can be loaded ahead of its first render, and then renders at
// once. React.lazy over a plain import() suspends on the first render even when the chunk is
// already here (a promise's state cannot be read), and React holds a revealed Suspense boundary
// back for a while; a thenable that calls back synchronously is read as loaded.
import { lazy, type ComponentType } from 'react';

/** A lazy component over `load`, and `preload()` to load it before it is first rendered. */
export function lazyPreloadable<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): { Component: ReturnType<typeof lazy<T>>; preload(): Promise<{ default: T }> } {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const preload = (): Promise<{ default: T }> =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (err: unknown): never => {
        // A failed load may be tried again (the dialog's own render, or a later preload).
        loading = null;
        throw err;
      },
    ));
  const Component = lazy<T>(() => {
    const done = loaded;
    if (!done) return preload();
    // Read as resolved by React.lazy in the same render: no suspension.
    const now = {
      then(onLoaded: (m: { default: T }) => unknown) {
        onLoaded(done);
        return now;
      },
    };
    return now as unknown as Promise<{ default: T }>;
  });
  return { Component, preload };
}
