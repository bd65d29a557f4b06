// A listing section's items (products, posts): what it starts from (the server's pre-loaded
// data, else its own config), what the visitor asks for (filters, search, sort, page), the fetch
// when the two differ, and, for the listing that owns the page URL, the URL itself. The product
// listings (_shop/use-listing.ts) and the blog list (blog-list/use-blog-list.ts) are thin uses.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../context';

/** What the server pre-loaded for a listing section: the state it rendered and its answer. */
type ListingSeed<S, A> = { state: S; answer: A; ownsUrl: boolean };

export type SeededListingOptions<S, A> = {
  /** The server's data, already checked; undefined when there is none. */
  seed: ListingSeed<S, A> | undefined;
  /** The state without a seed, and after the config changes. */
  start: S;
  /** The section's config as a key: a new one (the builder's preview) starts again at `start`. */
  configKey: string;
  /** One string per distinct request. */
  keyOf: (state: S) => string;
  enabled: boolean;
  /** Fetches a state's answer; keep it stable (useCallback) so a render does not fetch again. */
  load: (state: S) => Promise<A>;
  /** Each fetched answer, after it is held (stable, as `load`). */
  onLoaded?: (answer: A) => void;
  /** A failed fetch, while it is still the one wanted (stable, as `load`). */
  onFailed?: (err: unknown) => void;
  /** The state in the page's query, on Back and Forward (stable, as `load`). */
  fromQuery: (query: URLSearchParams) => S;
  /** The page's query for a state, keeping the query's other parameters. */
  toQuery: (state: S, current: URLSearchParams) => string;
};

export type SeededListing<S, A> = {
  state: S;
  /** The newest answer held (kept while the next one loads). */
  answer: A | null;
  loading: boolean;
  failed: boolean;
  /** Changes the state; with the URL, a page change alone is a step Back can undo. */
  change(patch: Partial<S>): void;
  retry(): void;
};

/**
 * A listing that starts from the server's answer. The first render uses only the seed and the
 * config (no window reads), so it equals the server's markup; a request that differs from the
 * held answer is fetched. The listing whose seed owns the URL keeps its state in the query.
 */
export function useSeededListing<S extends object, A>({
  seed,
  start,
  configKey,
  keyOf,
  enabled,
  load,
  onLoaded,
  onFailed,
  fromQuery,
  toQuery,
}: SeededListingOptions<S, A>): SeededListing<S, A> {
  const { mode } = useRuntime();
  const [state, setState] = useState<S>(() => seed?.state ?? start);
  const [held, setHeld] = useState<{ key: string; answer: A } | null>(() =>
    seed ? { key: keyOf(seed.state), answer: seed.answer } : null,
  );
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The builder previews the page at /admin/preview: its URL is not the listing's to write.
  const ownsUrl = Boolean(seed?.ownsUrl) && mode !== 'builder';

  // The config changed (the builder's preview): start again from the section's own listing.
  const lastConfig = useRef(configKey);
  useEffect(() => {
    if (lastConfig.current === configKey) return;
    lastConfig.current = configKey;
    setState(start);
  }, [configKey, start]);

  const key = keyOf(state);
  const heldKey = held?.key ?? null;
  useEffect(() => {
    if (!enabled || key === heldKey) return undefined;
    let live = true;
    setFailed(false);
    load(state).then(
      (answer) => {
        if (!live) return;
        setHeld({ key, answer });
        onLoaded?.(answer);
      },
      (err: unknown) => {
        if (!live) return;
        onFailed?.(err);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, key, heldKey, state, load, onLoaded, onFailed, attempt]);

  // Back and forward move through the pages the visitor visited.
  useEffect(() => {
    if (!ownsUrl) return undefined;
    const onPop = () => setState(fromQuery(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [ownsUrl, fromQuery]);

  const change = useCallback(
    (patch: Partial<S>) => {
      const next: S = { ...state, ...patch };
      setState(next);
      if (!ownsUrl) return;
      const query = toQuery(next, new URLSearchParams(window.location.search));
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      // Each filter, search, sort or page the visitor picks is a step Back undoes.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (url !== here) window.history.pushState(window.history.state, '', url);
    },
    [state, ownsUrl, toQuery],
  );

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return {
    state,
    answer: held?.answer ?? null,
    loading: enabled && key !== heldKey && !failed,
    failed: enabled && failed,
    change,
    retry,
  };
}
