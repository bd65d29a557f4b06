// The moment the editor is live: its shell has drawn the page (the outline, the inspector's
// frame, the preview pane: App's first commit) and the preview has drawn the editor's draft (its
// first `rendered` after the `init`), whichever comes last. Until then the page, the outline and
// the preview have the machine to themselves; what the owner needs only later (the inspector's
// forms, the section validators and schemas) starts loading then, so it is there by the first
// selection. The preview may answer before React has drawn the shell (its `init` goes before
// React's first render, start.tsx): the shell still comes first.

export type LiveSignal = {
  isLive(): boolean;
  /** The preview has drawn the editor's draft (later calls do nothing). */
  markPreviewDrawn(): void;
  /** The editor's shell has drawn the page (later calls do nothing). */
  markShellShown(): void;
  /** Calls `listener` once when live (at once if it already is); answers an unsubscribe. */
  onLive(listener: () => void): () => void;
};

/**
 * A live signal that also goes live by itself after `fallbackMs`: a preview that never answers
 * (no page to show, a failed load) must not keep the forms from loading.
 */
export function createLiveSignal(fallbackMs = 5000): LiveSignal {
  let live = false;
  let marked = false;
  let previewDrawn = false;
  let shellShown = false;
  const listeners = new Set<() => void>();
  const markLive = () => {
    if (marked) return;
    marked = true;
    clearTimeout(timer);
    // After the frame that shows the editor live: what the listeners start (loads, a re-render of
    // the outline's badges) must not hold that frame back.
    const run = () => {
      live = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    };
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(run, 0));
    else setTimeout(run, 0);
  };
  const timer = setTimeout(markLive, fallbackMs);
  return {
    isLive: () => live,
    markPreviewDrawn() {
      previewDrawn = true;
      if (shellShown) markLive();
    },
    markShellShown() {
      shellShown = true;
      if (previewDrawn) markLive();
    },
    onLive(listener) {
      if (live) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
