import { connectPreviewBridge } from './bridge';
import type { Mounter } from './mount';
import { createOutlines } from './outlines';
import type { PreloadedData } from './preview-data';
import { createPreviewStore, type PreviewDocument } from './preview-state';
import { createPreviewRenderer, type PreviewWorkspace } from './views';

type StartOptions = {
  win: Window;
  container: Element;
  workspace: PreviewWorkspace;
  /** The React half (runtime/preview/mount.tsx): given, or loaded when first needed. */
  mount: Mounter | (() => Promise<Mounter>);
  /** The path the server rendered `container`'s markup for; null when it holds none. */
  serverPath?: string | null;
  /** What the server pre-loaded for the sections of that markup. */
  preloaded?: PreloadedData;
};

/** Runs `task` when the browser is idle (soon after, where there is no requestIdleCallback). */
function whenIdle(win: Window, task: () => void): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(task, { timeout: 500 });
  else win.setTimeout(task, 50);
}

/**
 * Starts the preview as the editor's iframe: keeps the server's markup in `container` where
 * the editor's draft is the same, renders whatever the editor changes, and posts `ready`.
 * Returns a stop function (tests; the iframe simply unloads).
 */
export function startBridgedPreview(
  opts: StartOptions & { parent: Window; editorOrigin?: string },
): () => void {
  const store = createPreviewStore();
  const outlines = createOutlines(
    opts.win,
    (id) => store.getState()?.sections.some((s) => s.id === id && s.ref) === true,
  );
  const renderer = createPreviewRenderer({
    ...opts,
    serverPath: opts.serverPath ?? null,
    holdInteractive: true,
  });
  // The bridge listens, then posts `ready`; the editor's `init` arrives as a later task. Each
  // message updates the store, the renderer brings the DOM to it synchronously (inside the
  // editor's call, on the direct path), then the bridge reports `rendered`. Once the editor says
  // it is live (`live`: its shell and this draft are on screen), the React half loads while the
  // owner looks, so the first edit renders at once, and the interactive sections in view (a
  // slider, the header's menu) take over their markup; not before, where that would compete with
  // the editor's own first render for the thread both frames share. An edit before then loads
  // what it needs itself.
  let warmed = false;
  const bridge = connectPreviewBridge({
    win: opts.win,
    parent: opts.parent,
    ...(opts.editorOrigin ? { editorOrigin: opts.editorOrigin } : {}),
    store,
    outlines,
    onLive: () => {
      if (warmed) return;
      warmed = true;
      whenIdle(opts.win, () => renderer.warm());
    },
  });
  const unsubscribe = store.subscribe(() => {
    const doc = store.getState();
    if (!doc) return;
    renderer.sync(doc, () => bridge.committed(doc));
  });
  return () => {
    unsubscribe();
    bridge.destroy();
    outlines.destroy();
    renderer.destroy();
  };
}

/**
 * Opened on its own (not framed): the server's markup of the draft stays, and its interactive
 * sections come alive as they scroll into view, from the documents the server embedded.
 */
export function startStandalonePreview(opts: StartOptions & { doc: PreviewDocument }): () => void {
  const renderer = createPreviewRenderer({ ...opts, serverPath: opts.serverPath ?? null });
  renderer.sync(opts.doc);
  return () => renderer.destroy();
}
