// The editor's end of the preview protocol (shared/preview-protocol.ts). Framework-free: it
// subscribes to the store and posts each change to the iframe the moment the store changes —
// not after React renders — so a keystroke reaches the preview in one message with only the
// sections it touched. Messages from the iframe are accepted only from its window at exactly
// the workspace's origin, and only when they parse.
import type { PageDocument, SiteDocument } from '../../schemas/types';
import {
  editorMessage,
  isTrustedEvent,
  type EditorMessage,
  type PreviewMessage,
} from '../../shared/preview-protocol';
import { diffSections } from '../store/sync';

/** The part of the editor state the preview mirrors. */
export type PreviewSource = {
  site: SiteDocument | null;
  page: PageDocument | null;
  pageId: string | null;
  selectedId: string | null;
  hoverId: string | null;
};

export type PreviewStoreLike<S extends PreviewSource> = {
  getState(): S;
  subscribe(listener: (state: S, prev: S) => void): () => void;
};

export type PreviewHostEvents = {
  /** The owner clicked a section in the preview. */
  onSelect(id: string): void;
  onHover(id: string | null): void;
  /** The DOM shows message `seq` (for tests and the benchmark). */
  onRendered?(seq: number): void;
  onLayout?(boxes: { id: string; top: number; height: number }[]): void;
  /** The preview (re)loaded and got the whole draft. */
  onReady?(): void;
};

export type PreviewHost = {
  /** Asks the preview for the sections' boxes; answered through onLayout. */
  measure(): void;
  /** Selects in the preview, scrolling it into view (an editor-side selection). */
  select(id: string | null, scroll: boolean): void;
  /** The last message sequence number sent. */
  lastSeq(): number;
  dispose(): void;
};

export { previewUrl } from '../../shared/preview-protocol';

/**
 * Connects a preview iframe to the store. `origin` is the workspace's own origin; the iframe
 * must load /admin/preview from it.
 */
export function connectPreview<S extends PreviewSource>(
  frame: HTMLIFrameElement,
  store: PreviewStoreLike<S>,
  origin: string,
  events: PreviewHostEvents,
  /** The open page's path (for links and the path-dependent screens). */
  pathOf: () => string,
): PreviewHost {
  // Ajv comes in its own chunk after the first paint. Trusted messages that arrive before it
  // (the preview's `ready`, on a fast reload) wait for it and are then parsed like the rest.
  let parse: ((data: unknown) => PreviewMessage | null) | null = null;
  let disposed = false;
  const early: unknown[] = [];
  let seq = 0;
  let ready = false;
  // Selections that came from the preview itself are echoed without scrolling.
  let selectFromPreview: string | null = null;

  const post = (message: EditorMessage) => {
    frame.contentWindow?.postMessage(message, origin);
  };

  const sendInit = () => {
    const { site, page, selectedId } = store.getState();
    if (!site || !page) return;
    seq += 1;
    post(
      editorMessage({
        type: 'init',
        site,
        page,
        path: pathOf(),
        selectedId,
        seq,
      }),
    );
  };

  const onMessage = (event: MessageEvent) => {
    if (!isTrustedEvent(event, { origin, source: frame.contentWindow })) return;
    if (!parse) {
      if (early.length < 20) early.push(event.data);
      return;
    }
    handle(parse(event.data));
  };

  const handle = (message: PreviewMessage | null) => {
    if (!message) return;
    switch (message.type) {
      case 'ready':
        ready = true;
        sendInit();
        events.onReady?.();
        break;
      case 'rendered':
        events.onRendered?.(message.seq);
        break;
      case 'select':
        selectFromPreview = message.id;
        events.onSelect(message.id);
        break;
      case 'hover':
        events.onHover(message.id);
        break;
      case 'layout':
        events.onLayout?.(message.boxes);
        break;
    }
  };
  window.addEventListener('message', onMessage);
  // The iframe may have loaded before the editor (the server puts it in the page): its `ready`
  // went unheard. Once its document is parsed, send the draft now; if its runtime was not
  // listening yet, it announces itself when it is and gets the draft again.
  const doc = frame.contentDocument;
  const parsed = doc?.readyState === 'interactive' || doc?.readyState === 'complete';
  if (parsed && doc.location.pathname === '/admin/preview') {
    ready = true;
    sendInit();
  }
  void import('../../shared/preview-protocol-parse').then((m) => {
    if (disposed) return;
    const p = m.createPreviewMessageParser();
    parse = p;
    for (const data of early.splice(0)) handle(p(data));
  });

  const unsubscribe = store.subscribe((state, prev) => {
    if (!ready) return;
    if (state.pageId !== prev.pageId || (state.page && !prev.page)) {
      sendInit();
      return;
    }
    if (state.page && prev.page && state.page.sections !== prev.page.sections) {
      const { order, upsert } = diffSections(prev.page.sections, state.page.sections);
      seq += 1;
      post(editorMessage({ type: 'patch', order, upsert, seq }));
    }
    if (state.site && state.site !== prev.site) {
      seq += 1;
      post(editorMessage({ type: 'site', site: state.site, seq }));
    }
    if (state.selectedId !== prev.selectedId) {
      const fromPreview = selectFromPreview !== null && selectFromPreview === state.selectedId;
      selectFromPreview = null;
      post(editorMessage({ type: 'select', id: state.selectedId, scroll: !fromPreview }));
    }
    if (state.hoverId !== prev.hoverId) post(editorMessage({ type: 'hover', id: state.hoverId }));
  });

  return {
    measure: () => post(editorMessage({ type: 'measure' })),
    select: (id, scroll) => post(editorMessage({ type: 'select', id, scroll })),
    lastSeq: () => seq,
    dispose: () => {
      disposed = true;
      unsubscribe();
      window.removeEventListener('message', onMessage);
    },
  };
}
