import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: T | undefined; error: null; reload: () => void }
  | { status: 'ready'; data: T; error: null; reload: () => void }
  | { status: 'error'; data: T | undefined; error: unknown; reload: () => void };

/**
 * Loads `load()` when `key` changes (and on reload()), keeping the last data while the next
 * loads so a list does not flash; an answer that arrives after a newer request is dropped.
 */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<{
    status: 'loading' | 'ready' | 'error';
    data?: T;
    error: unknown;
  }>({
    status: 'loading',
    error: null,
  });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    loader.current().then(
      (data) => live && setState({ status: 'ready', data, error: null }),
      (error: unknown) => live && setState((s) => ({ status: 'error', data: s.data, error })),
    );
    return () => {
      live = false;
    };
  }, [key, round]);

  return { ...state, reload } as Resource<T>;
}
