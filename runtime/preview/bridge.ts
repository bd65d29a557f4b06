import {
  EDITOR_RECEIVER,
  isTrustedEvent,
  PREVIEW_RECEIVER,
  previewMessage,
  reachReceiver,
  receiverKey,
  type DirectReceiver,
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
  /** The editor's origin: posts go only there, posted messages count only from there. */
  editorOrigin?: string;
  store: PreviewStore;
  outlines: Outlines;
  /** The editor said it is live (`live`): what only edits need may load now. */
  onLive?: () => void;
};

/**
 * Listens to the editor and answers it. A message is acted on only when its body passes the
 * protocol's schema and it comes from the editor: posted by the parent window at exactly the
 * editor's origin, or delivered by a call to this window's receiver (PREVIEW_RECEIVER) with the
 * key this preview announced in `ready`, which was posted only to the parent at that origin.
 * Anything else is dropped. Content messages update the store, and the renderer brings the DOM
 * to it before the call returns (`committed` reports back); selection and hover go straight to
 * the outlines. Once `init` carries the editor's key and the editor's window is reachable, this
 * side calls the editor's receiver too (select, hover, layout, rendered); `ready` is always
 * posted.
 */
export function connectPreviewBridge({
  win,
  parent,
  editorOrigin,
  store,
  outlines,
  onLive,
}: PreviewBridgeOptions): PreviewBridge {
  const origin = editorOrigin ?? win.location.origin;
  const doc = win.document;
  const parse = createEditorMessageParser();
  const key = receiverKey(win);
  const post = (message: PreviewMessage) => parent.postMessage(message, origin);
  /** `ready`, with this preview's receiver key: posted only to the editor, at its origin. */
  const announce = () => post(previewMessage({ type: 'ready', receiver: key }));
  const drop = (reason: string) => console.debug(`[preview] message dropped: ${reason}`);
  // The editor's receiver and key, from the last `init` that offered them.
  let editor: { receive: DirectReceiver; key: string } | null = null;
  const send = (message: PreviewMessage) => {
    if (!editor) return post(message);
    try {
      editor.receive(editor.key, message);
    } catch (err) {
      // The editor's own failure: reported here, not thrown into the preview's click handler.
      console.error('[preview] the editor failed on a message', err);
    }
  };

  const handle = (message: EditorMessage) => {
    const current = store.getState();
    switch (message.type) {
      case 'init':
        editor = null;
        if (message.receiver) {
          const receive = reachReceiver(parent, EDITOR_RECEIVER);
          if (receive) editor = { receive, key: message.receiver };
        }
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
        send(previewMessage({ type: 'layout', boxes: measureBody(doc) }));
        return;
      case 'live':
        onLive?.();
        return;
      case 'hello':
        announce();
        return;
    }
  };

  const receive = (data: unknown) => {
    const message = parse(data);
    if (!message) return drop('not a valid protocol message');
    handle(message);
  };
  const onMessage = (event: MessageEvent) => {
    if (!isTrustedEvent(event, { origin, source: parent })) return drop('untrusted sender');
    receive(event.data);
  };
  // The direct path: the same parser and handler, entered by the editor's call. Not enumerable
  // and not writable, so page code cannot swap it out by assignment.
  const receiver: DirectReceiver = (k, data) => {
    if (k !== key) return drop('direct call without the key this preview announced');
    receive(data);
  };
  Object.defineProperty(win, PREVIEW_RECEIVER, { value: receiver, configurable: true });

  // Clicks select wherever they land in a section (capture: before a section's own handlers);
  // links and forms are already inert, so the click does nothing else harmful.
  const onClick = (event: MouseEvent) => {
    const id = sectionIdOf(event.target);
    if (id) send(previewMessage({ type: 'select', id }));
  };
  let hovered: string | null = null;
  const setHover = (id: string | null) => {
    if (id === hovered) return;
    hovered = id;
    outlines.hover(id);
    send(previewMessage({ type: 'hover', id }));
  };
  const onPointerOver = (event: PointerEvent) => setHover(sectionIdOf(event.target));
  const onPointerOut = (event: PointerEvent) => {
    if (event.relatedTarget === null) setHover(null);
  };

  win.addEventListener('message', onMessage);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('pointerover', onPointerOver, { passive: true });
  doc.addEventListener('pointerout', onPointerOut, { passive: true });
  announce();

  return {
    committed(rendered) {
      // By a call where the editor offered one: a posted message waits behind the page's loading
      // tasks (its images, fonts, layout), and the editor goes live on the first `rendered`.
      send(previewMessage({ type: 'rendered', seq: rendered.seq }));
      outlines.refresh();
    },
    destroy() {
      win.removeEventListener('message', onMessage);
      if (reachReceiver(win, PREVIEW_RECEIVER) === receiver)
        Reflect.deleteProperty(win, PREVIEW_RECEIVER);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('pointerover', onPointerOver);
      doc.removeEventListener('pointerout', onPointerOut);
    },
  };
}
