import { useEffect, useRef } from 'react';

/** Calls `fn` every `ms` while `ms` is a positive number; the latest `fn` is always used. */
export function useInterval(fn: () => void, ms: number | null): void {
  const saved = useRef(fn);
  saved.current = fn;
  useEffect(() => {
    if (ms === null || ms <= 0) return undefined;
    const id = setInterval(() => saved.current(), ms);
    return () => clearInterval(id);
  }, [ms]);
}
