import type { StoreApi } from 'zustand/vanilla';

/** Where a commerce store's list stands: `idle` until loaded (and always for signed-out visitors). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * A commerce store's load (the bag's lines, the wishlist's entries): nothing for signed-out
 * visitors, one request at a time, none once ready unless `force`d. `request` asks the server;
 * `settle` puts its answer in the store; a refused request marks the store failed.
 */
export function createLoadOnce<S extends { status: LoadStatus }>(
  store: StoreApi<S>,
  signedIn: () => boolean,
  request: () => Promise<unknown>,
  settle: (body: unknown) => void,
): (force?: boolean) => Promise<void> {
  let loading: Promise<void> | null = null;
  const mark = (status: LoadStatus) => store.setState({ status } as Partial<S>);
  return (force = false) => {
    if (!signedIn()) return Promise.resolve();
    if (loading) return loading;
    if (!force && store.getState().status === 'ready') return Promise.resolve();
    if (store.getState().status !== 'ready') mark('loading');
    loading = request()
      .then(settle, () => mark('failed'))
      .finally(() => {
        loading = null;
      });
    return loading;
  };
}
