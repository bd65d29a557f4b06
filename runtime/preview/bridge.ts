import {
  editorMessageSchemas,
  isTrustedEvent,
  PREVIEW_PROTOCOL,
  PREVIEW_PROTOCOL_VERSION,
  previewMessage,
  type EditorMessage,
  type PreviewMessage,
} from '../../shared/preview-protocol';
import { createEditorMessageParser } from '../../shared/preview-protocol-parse';
import type { Outlines } from './outlines';
import {
  applyPatch,
  applySite,
  createPreviewDocument,
  type PreviewDocument,
  type PreviewStore,
} from './preview-state';
import { measureBody, sectionIdOf } from './section-dom';

/** The preview's end of the editor ⇄ preview protocol (shared/preview-protocol.ts). */
export type PreviewBridge = {
  /** Called once the DOM shows `doc`: posts `rendered`, redraws the outlines. */
  committed(doc: PreviewDocument): void;
  destroy(): void;
};

export type PreviewBridgeOptions = {
  /** The preview's own window (the iframe's). */
  win: Window;
  /** The editor's window: the only sender accepted and the only recipient. */
  parent: Window;
  store: PreviewStore;
  outlines: Outlines;
};

/**
 * Listens to the editor and answers it. A message is acted on only when it comes from the
 * parent window at exactly this page's origin and its body passes the protocol's schema;
 * anything else is dropped. Posts go to the parent with this origin as the exact target, then
 * `ready` announces the preview. Content messages only update the store (the renderer brings
 * the DOM to it and `committed` reports back); selection and hover go straight to the outlines.
 */
export function connectPreviewBridge({
  win,
  parent,
  store,
  outlines,
}: PreviewBridgeOptions): PreviewBridge {
  const origin = win.location.origin;
  const doc = win.document;
  const parse = createEditorMessageParser();
  const post = (message: PreviewMessage) => parent.postMessage(message, origin);
  const drop = (reason: string) => console.debug(`[preview] message dropped: ${reason}`);

  const handle = (message: EditorMessage) => {
    const current = store.getState();
    switch (message.type) {
      case 'init':
        store.setState(
          createPreviewDocument(message.site, message.page, message.path, message.seq),
        );
        outlines.hover(null);
        outlines.select(message.selectedId, message.selectedId !== null);
        return;
      case 'patch':
        if (!current) return drop('patch before init');
        store.setState(applyPatch(current, message));
        return;
      case 'site':
        if (!current) return drop('site before init');
        store.setState(applySite(current, message));
        return;
      case 'select':
        outlines.select(message.id, message.scroll);
        return;
      case 'hover':
        outlines.hover(message.id);
        return;
      case 'measure':
        // Reads layout, but only when asked; every earlier message's DOM change is made.
        post(previewMessage({ type: 'layout', boxes: measureBody(doc) }));
        return;
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (!isTrustedEvent(event, { origin, source: parent })) return drop('untrusted sender');
    const message = parse(event.data);
    if (!message) return drop('not a valid protocol message');
    handle(message);
  };

  // Clicks select wherever they land in a section (capture: before a section's own handlers);
  // links and forms are already inert, so the click does nothing else harmful.
  const onClick = (event: MouseEvent) => {
    const id = sectionIdOf(event.target);
    if (id) post(previewMessage({ type: 'select', id }));
  };
  let hovered: string | null = null;
  const setHover = (id: string | null) => {
    if (id === hovered) return;
    hovered = id;
    outlines.hover(id);
    post(previewMessage({ type: 'hover', id }));
  };
  const onPointerOver = (event: PointerEvent) => setHover(sectionIdOf(event.target));
  const onPointerOut = (event: PointerEvent) => {
    if (event.relatedTarget === null) setHover(null);
  };

  win.addEventListener('message', onMessage);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('pointerover', onPointerOver, { passive: true });
  doc.addEventListener('pointerout', onPointerOut, { passive: true });
  post(previewMessage({ type: 'ready' }));
  // The parser compiles a type's schema on its first message; compile them all while idle, so
  // the first keystroke's patch does not pay for it. (An empty body compiles, then fails.)
  const warm = win.setTimeout(() => {
    for (const type of Object.keys(editorMessageSchemas))
      parse({ protocol: PREVIEW_PROTOCOL, v: PREVIEW_PROTOCOL_VERSION, type });
  }, 0);

  return {
    committed(rendered) {
      post(previewMessage({ type: 'rendered', seq: rendered.seq }));
      outlines.refresh();
    },
    destroy() {
      win.clearTimeout(warm);
      win.removeEventListener('message', onMessage);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('pointerover', onPointerOver);
      doc.removeEventListener('pointerout', onPointerOut);
    },
  };
}
