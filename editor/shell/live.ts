// React's view of the editor's live signal (editor/live-signal.ts).
import { useCallback, useSyncExternalStore } from 'react';
import { useServices } from './services';

/** Whether the editor is live (EditorServices' signal); re-renders once when it goes live. */
export function useLive(): boolean {
  const { live } = useServices();
  const subscribe = useCallback(
    (notify: () => void) => (live.isLive() ? () => undefined : live.onLive(notify)),
    [live],
  );
  return useSyncExternalStore(subscribe, live.isLive, () => false);
}
