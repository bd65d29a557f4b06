// The canvas's connection to the preview, apart from the pane's React: startEditor connects the
// server's iframe before the first render (services.tsx carries it), PreviewPane otherwise.
import { PREVIEW_FRAME_ID } from '../../shared/preview-protocol';
import type { LiveSignal } from '../live-signal';
import {
  connectPreview,
  type PreviewHost,
  type PreviewHostEvents,
  type PreviewStoreLike,
  type PreviewTransport,
} from '../preview/preview-host';
import type { EditorState } from '../store/store';

/** A section's box in the preview, in the frame's own pixels (the answers to `measure`). */
export type Box = { id: string; top: number; height: number };

/** The canvas's preview, connected by startEditor before React's first render. */
export type CanvasPreview = {
  frame: HTMLIFrameElement;
  host: PreviewHost;
  /** Where the pane wants the sections' boxes (the answers to `measure`). */
  layout: { current: ((boxes: Box[]) => void) | null };
};

/**
 * Connects the server's preview iframe to the store at once, before the editor's first render:
 * the preview gets the draft and shows it while React draws the rest of the editor, instead of
 * after. Null when the page has no preview iframe (no page at load).
 */
export function connectCanvasPreview(
  store: PreviewStoreLike<EditorState>,
  origin: string,
  transport: PreviewTransport,
  live: LiveSignal,
): CanvasPreview | null {
  const frame = document.getElementById(PREVIEW_FRAME_ID);
  if (!(frame instanceof HTMLIFrameElement)) return null;
  const layout: CanvasPreview['layout'] = { current: null };
  const host = connectEditorPreview(frame, store, origin, transport, live, (boxes) =>
    layout.current?.(boxes),
  );
  return { frame, host, layout };
}

/** Connects `frame` to the store: selection, hover and layout come back, `rendered` marks live. */
export function connectEditorPreview(
  frame: HTMLIFrameElement,
  store: PreviewStoreLike<EditorState>,
  origin: string,
  transport: PreviewTransport,
  live: LiveSignal,
  onLayout: (boxes: Box[]) => void,
): PreviewHost {
  return connectPreview(
    frame,
    store,
    origin,
    previewEvents(store, onLayout, live),
    () => pathOf(store.getState()),
    transport,
    live,
  );
}

const pathOf = (s: EditorState) => s.pages.find((p) => p.id === s.pageId)?.path ?? '/';

function previewEvents(
  store: PreviewStoreLike<EditorState>,
  onLayout: (boxes: Box[]) => void,
  live: LiveSignal,
): PreviewHostEvents {
  return {
    onSelect: (id) => store.getState().select(id),
    onHover: (id) => store.getState().hover(id),
    onLayout,
    onRendered: (seq) => {
      // For the e2e tests and the benchmark: the last sequence the preview has drawn.
      document.documentElement.dataset.previewSeq = String(seq);
      // The preview shows the editor's draft: the editor is live once its shell shows too
      // (editor/live-signal.ts).
      live.markPreviewDrawn();
    },
  };
}
