import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A commerce store's state in a component. Hydrated islands pass `from: 'initial'`: the first
 * render uses the store's initial state, exactly what the server rendered, and the live state
 * arrives in an effect (another island may have loaded the bag already). Components mounted in the
 * browser only (the cart panel) start from the live state.
 */
export function useStoreState<S>(store: StoreApi<S>, from: 'initial' | 'live' = 'initial'): S {
  const [state, setState] = useState<S>(() =>
    from === 'initial' ? store.getInitialState() : store.getState(),
  );
  useEffect(() => {
    setState(store.getState());
    return store.subscribe((next) => setState(next));
  }, [store]);
  return state;
}
