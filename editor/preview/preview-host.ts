// The editor's end of the preview protocol (shared/preview-protocol.ts). Framework-free: it
// subscribes to the store and delivers each change to the iframe the moment the store changes —
// not after React renders — so a keystroke reaches the preview in one message with only the
// sections it touched. When the preview is same-origin, delivering is a call to the receiver it
// announced, so the preview's DOM shows a keystroke before the keystroke's event ends; otherwise
// the message is posted with the exact target origin. A keystroke in a plain text field goes
// even earlier, as a prediction the inspector makes before rjsf sees the keystroke (`predict`);
// the store's change comes after the frame that shows it, and is only sent when it differs.
// Messages from the iframe are accepted only when they parse and come from it: posted by its
// window at exactly the workspace's origin, or through this editor's receiver with the key this
// host sent in `init`.
import type { PageDocument, SiteDocument } from '../../schemas/types';
import {
  EARLY_READY,
  EDITOR_RECEIVER,
  PREVIEW_FRAME_ID,
  editorMessage,
  isTrustedEvent,
  PREVIEW_RECEIVER,
  reachReceiver,
  receiverKey,
  type DirectReceiver,
  type EditorMessage,
  type PreviewMessage,
} from '../../shared/preview-protocol';
import { createPreviewMessageParser } from '../../shared/preview-protocol-parse';
import { afterPaint } from '../after-paint';
import type { LiveSignal } from '../live-signal';
import { resolvePage, type Library } from '../store/placements';
import { diffSections } from '../store/sync';

/** The page as the preview shows it: placements with their reusable's draft config. */
const shownPage = (s: PreviewSource): PageDocument | null =>
  s.page && resolvePage(s.page, s.library ?? {});

/** The part of the editor state the preview mirrors. */
export type PreviewSource = {
  site: SiteDocument | null;
  page: PageDocument | null;
  /** The reusable sections the page's placements show (their drafts). */
  library?: Library;
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
  /**
   * Shows a body section's config in the preview ahead of the store: what a keystroke in a text
   * field is about to make it, sent before rjsf has seen the keystroke (the form hands rjsf the
   * change, and so the store, once the frame showing it has been painted: after-paint.ts). When
   * the store's section then equals the prediction it is not sent again; when it differs, or the
   * store refused the change, the store's section follows.
   */
  predict(id: string, config: Record<string, unknown>): void;
  /** The last message sequence number sent. */
  lastSeq(): number;
  dispose(): void;
};

export { previewUrl } from '../../shared/preview-protocol';

/**
 * How messages reach the preview: `auto` calls its receiver when it is same-origin and posts
 * otherwise; `post` always posts (tests of the cross-origin path, `?previewTransport=post`).
 */
export type PreviewTransport = 'auto' | 'post';

/** The attribute of the iframe that says which path the handshake chose ('direct' or 'post'). */
export const TRANSPORT_ATTR = 'data-preview-transport';

/**
 * The editor window's one receiver, shared by every host on the page (the canvas and the
 * history dialog each have one): a call is routed to the host whose key it carries.
 */
function editorReceivers(win: Window): Map<string, (data: unknown) => void> {
  const w = win as unknown as { __sitewrightEditorHosts?: Map<string, (data: unknown) => void> };
  if (w.__sitewrightEditorHosts) return w.__sitewrightEditorHosts;
  const routes = new Map<string, (data: unknown) => void>();
  const receive: DirectReceiver = (key, data) => {
    const route = typeof key === 'string' ? routes.get(key) : undefined;
    if (route) route(data);
    else console.debug('[editor] preview message dropped: direct call without a known key');
  };
  Object.defineProperty(win, '__sitewrightEditorHosts', { value: routes });
  Object.defineProperty(win, EDITOR_RECEIVER, { value: receive });
  return routes;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

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
  transport: PreviewTransport = 'auto',
  /**
   * The editor's live signal (editor/live-signal.ts): when it fires, the preview is told `live` now, or
   * after its `init` if it is not ready yet, and again after every later `init` (a reloaded
   * preview starts over).
   */
  live?: Pick<LiveSignal, 'onLive'>,
): PreviewHost {
  // The parser is precompiled validators already in the editor's first chunk (the documents'
  // shape checks share them), so nothing waits for a chunk on the way to live.
  const parse = createPreviewMessageParser();
  let seq = 0;
  let ready = false;
  let editorLive = false;
  // Selections that came from the preview itself are echoed without scrolling.
  let selectFromPreview: string | null = null;
  // The preview's receiver key, from its last `ready` (direct path), and the key of ours it gets
  // in `init`; the last key a `ready` announced, so one announcement is answered once.
  let previewKey: string | null = null;
  let announced: string | null = null;
  const key = receiverKey(window);
  // The body's order as the preview last got it, and the sections it shows ahead of the store
  // (predict), as JSON, until the store's change arrives; each prediction its own object, so a
  // check finds its own prediction and not a later one.
  let sentOrder: readonly string[] = [];
  const predicted = new Map<string, { json: string }>();

  const post = (message: EditorMessage) => {
    frame.contentWindow?.postMessage(message, origin);
  };
  const deliver = (message: EditorMessage) => {
    // Looked up per message: a reloaded preview has a new receiver (and key), and then this
    // one is gone until the new `ready`.
    const receive = previewKey ? reachReceiver(frame.contentWindow, PREVIEW_RECEIVER) : null;
    if (!receive) return post(message);
    try {
      receive(previewKey!, message);
    } catch (err) {
      // The preview's own failure must not break the editor's keystroke.
      console.error('[editor] the preview failed on a message', err);
    }
  };

  const sendInit = () => {
    const state = store.getState();
    const { site, selectedId } = state;
    const page = shownPage(state);
    if (!site || !page) return;
    seq += 1;
    sentOrder = page.sections.map((s) => s.id);
    predicted.clear();
    deliver(
      editorMessage({
        type: 'init',
        site,
        page,
        path: pathOf(),
        selectedId,
        seq,
        ...(previewKey ? { receiver: key } : {}),
      }),
    );
    if (editorLive) deliver(editorMessage({ type: 'live' }));
  };

  const accept = (data: unknown) => handle(parse(data));
  const onMessage = (event: MessageEvent) => {
    if (!isTrustedEvent(event, { origin, source: frame.contentWindow })) return;
    accept(event.data);
  };
  const routes = editorReceivers(window);
  routes.set(key, accept);

  const handle = (message: PreviewMessage | null) => {
    if (!message) return;
    switch (message.type) {
      case 'ready': {
        const offered = message.receiver ?? null;
        if (offered !== null && offered === announced) break; // answered already
        announced = offered;
        previewKey =
          transport === 'auto' && offered && reachReceiver(frame.contentWindow, PREVIEW_RECEIVER)
            ? offered
            : null;
        frame.setAttribute(TRANSPORT_ATTR, previewKey ? 'direct' : 'post');
        ready = true;
        sendInit();
        events.onReady?.();
        break;
      }
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
  // went unheard by this listener. The page's inline script kept it (EARLY_READY); without one,
  // `hello` asks the preview to announce itself again, and a preview still loading ignores it
  // (it is not listening yet) and announces itself when it is.
  const kept = (window as unknown as Record<string, unknown>)[EARLY_READY];
  Reflect.deleteProperty(window, EARLY_READY);
  const early = frame.id === PREVIEW_FRAME_ID ? parse(kept) : null;
  if (early?.type === 'ready') handle(early);
  else post(editorMessage({ type: 'hello' }));

  const sendPatch = (order: string[], upsert: PageDocument['sections']) => {
    seq += 1;
    sentOrder = order;
    deliver(editorMessage({ type: 'patch', order, upsert, seq }));
  };
  /** Whether the preview shows `section` already, predicted; the prediction is used up. */
  const shownAhead = (section: PageDocument['sections'][number]): boolean => {
    const shown = predicted.get(section.id);
    if (shown === undefined) return false;
    predicted.delete(section.id);
    return JSON.stringify(section) === shown.json;
  };
  const predict = (id: string, config: Record<string, unknown>) => {
    const page = shownPage(store.getState());
    const section = ready ? page?.sections.find((s) => s.id === id) : undefined;
    if (!page || !section) return;
    const next = { ...section, config };
    const prediction = { json: JSON.stringify(next) };
    predicted.set(id, prediction);
    sendPatch(
      page.sections.map((s) => s.id),
      [next],
    );
    // The store's change comes after the frame that shows the prediction (the form queues it
    // first, after-paint.ts); should it not come (refused, or nothing changed), the preview gets
    // the store's section back. A later keystroke's prediction is left to its own check: it may
    // come between the form handing this one over and this check.
    afterPaint(() => {
      if (predicted.get(id) !== prediction) return;
      predicted.delete(id);
      const now = shownPage(store.getState());
      if (now)
        sendPatch(
          now.sections.map((s) => s.id),
          now.sections.filter((s) => s.id === id),
        );
    });
  };

  const unsubscribe = store.subscribe((state, prev) => {
    if (!ready) return;
    if (state.pageId !== prev.pageId || (state.page && !prev.page)) {
      sendInit();
      return;
    }
    const shown = shownPage(state);
    const shownBefore = shownPage(prev);
    if (shown && shownBefore && shown.sections !== shownBefore.sections) {
      const { order, upsert } = diffSections(shownBefore.sections, shown.sections);
      const due = predicted.size ? upsert.filter((s) => !shownAhead(s)) : upsert;
      if (due.length || !sameIds(order, sentOrder)) sendPatch(order, due);
    }
    if (state.site && state.site !== prev.site) {
      seq += 1;
      deliver(editorMessage({ type: 'site', site: state.site, seq }));
    }
    if (state.selectedId !== prev.selectedId) {
      const fromPreview = selectFromPreview !== null && selectFromPreview === state.selectedId;
      selectFromPreview = null;
      deliver(editorMessage({ type: 'select', id: state.selectedId, scroll: !fromPreview }));
    }
    if (state.hoverId !== prev.hoverId)
      deliver(editorMessage({ type: 'hover', id: state.hoverId }));
  });

  const sayLive = () => {
    if (editorLive) return;
    editorLive = true;
    if (ready) deliver(editorMessage({ type: 'live' }));
  };
  const offLive = live?.onLive(sayLive);

  return {
    measure: () => deliver(editorMessage({ type: 'measure' })),
    select: (id, scroll) => deliver(editorMessage({ type: 'select', id, scroll })),
    predict,
    lastSeq: () => seq,
    dispose: () => {
      offLive?.();
      unsubscribe();
      routes.delete(key);
      window.removeEventListener('message', onMessage);
    },
  };
}
