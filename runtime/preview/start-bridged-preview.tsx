import { createRoot } from 'react-dom/client';
import type { RuntimeContextValue } from '../context';
import { BridgedPreview } from './BridgedPreview';
import { connectPreviewBridge } from './bridge';
import { createOutlines } from './outlines';
import type { PreviewDeps } from './PreviewPage';
import { createPreviewStore } from './preview-state';

/**
 * Starts the preview as the editor's iframe: renders into `container` whatever the editor sends
 * and posts `ready`. Returns a stop function (tests; the iframe simply unloads).
 */
export function startBridgedPreview(opts: {
  win: Window;
  parent: Window;
  container: Element;
  workspace: Pick<RuntimeContextValue, 'siteName' | 'currencySymbol'>;
  deps: PreviewDeps;
}): () => void {
  const store = createPreviewStore();
  const outlines = createOutlines(opts.win);
  const root = createRoot(opts.container);
  // The bridge listens, then posts `ready`; the editor's `init` arrives as a later task.
  const bridge = connectPreviewBridge({ win: opts.win, parent: opts.parent, store, outlines });
  root.render(
    <BridgedPreview
      store={store}
      workspace={opts.workspace}
      deps={opts.deps}
      onCommit={bridge.committed}
    />,
  );
  return () => {
    bridge.destroy();
    outlines.destroy();
    root.unmount();
  };
}
