// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFrames, realFrames } from '../../tests/support/frames';
import { defaultsFromSchema } from '../../schemas/defaults';
import { themeSchema } from '../../schemas/theme';
import type { PageDocument, SiteDocument, Theme } from '../../schemas/types';
import {
  EARLY_READY,
  EDITOR_RECEIVER,
  PREVIEW_FRAME_ID,
  PREVIEW_RECEIVER,
  previewMessage,
  type DirectReceiver,
  type EditorMessage,
} from '../../shared/preview-protocol';
import {
  connectPreview,
  TRANSPORT_ATTR,
  type PreviewHost,
  type PreviewSource,
} from './preview-host';

// The editor's end of the handshake, against a same-origin iframe that plays the preview: it
// registers a receiver (recording what it is called with) and records what is posted to it.

const site: SiteDocument = {
  version: 1,
  theme: defaultsFromSchema(themeSchema) as Theme,
  header: null,
  footer: null,
  menus: { main: [], footer: [] },
};
const page = (heading: string): PageDocument => ({
  version: 1,
  title: 'Home',
  seo: {},
  sections: [{ id: 'a', type: 'hero', config: { heading } }],
});
const KEY = 'a1'.repeat(16);

let frame: HTMLIFrameElement;
let state: PreviewSource;
let listeners: ((s: PreviewSource, p: PreviewSource) => void)[];
let called: [string, EditorMessage][];
let posted: EditorMessage[];
let host: PreviewHost;
const events = { onSelect: vi.fn(), onHover: vi.fn(), onRendered: vi.fn() };

function setState(next: Partial<PreviewSource>) {
  const prev = state;
  state = { ...state, ...next };
  for (const l of listeners) l(state, prev);
}
/** The editor's live signal as the host sees it; `goLive()` fires it (again, if called again). */
let liveListeners: (() => void)[];
const goLive = () => liveListeners.forEach((l) => l());
function connect(transport: 'auto' | 'post' = 'auto') {
  liveListeners = [];
  host = connectPreview(
    frame,
    { getState: () => state, subscribe: (l) => (listeners.push(l), () => undefined) },
    location.origin,
    events,
    () => '/',
    transport,
    { onLive: (l) => (liveListeners.push(l), () => undefined) },
  );
}
/** A message from the preview's window, posted as the browser delivers it. */
function fromPreview(data: unknown, source: Window | null = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source }));
}
const types = (list: EditorMessage[]) => list.map((m) => m.type);

beforeEach(() => {
  frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow!;
  called = [];
  posted = [];
  Object.defineProperty(win, PREVIEW_RECEIVER, {
    configurable: true,
    value: ((key, data) => called.push([key, data as EditorMessage])) satisfies DirectReceiver,
  });
  vi.spyOn(win, 'postMessage').mockImplementation(((m: EditorMessage) =>
    posted.push(m)) as typeof win.postMessage);
  state = { site, page: page('One'), pageId: 'p1', selectedId: null, hoverId: null };
  listeners = [];
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  host.dispose();
  frame.remove();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('preview host handshake', () => {
  it('says hello, then calls the preview directly once its ready offers a key', () => {
    connect();
    expect(types(posted)).toEqual(['hello']);
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    expect(frame.getAttribute(TRANSPORT_ATTR)).toBe('direct');
    expect(called.map(([k, m]) => [k, m.type])).toEqual([[KEY, 'init']]);
    const init = called[0]![1] as Extract<EditorMessage, { type: 'init' }>;
    expect(init.receiver).toMatch(/^[0-9a-f]{32}$/);
    // A keystroke's change is a call too, made while the store notifies (no task in between).
    setState({ page: page('Two') });
    expect(called.map(([, m]) => m.type)).toEqual(['init', 'patch']);
    expect(types(posted)).toEqual(['hello']);
  });

  it("takes the ready the page's inline script kept, instead of saying hello", () => {
    frame.id = PREVIEW_FRAME_ID;
    (window as unknown as Record<string, unknown>)[EARLY_READY] = previewMessage({
      type: 'ready',
      receiver: KEY,
    });
    connect();
    expect(types(posted)).toEqual([]);
    expect(called.map(([k, m]) => [k, m.type])).toEqual([[KEY, 'init']]);
    expect(EARLY_READY in window).toBe(false);
  });

  it('parses a kept ready like any message: for a malformed one it says hello', () => {
    frame.id = PREVIEW_FRAME_ID;
    (window as unknown as Record<string, unknown>)[EARLY_READY] = { type: 'ready', receiver: KEY };
    connect();
    expect(called).toEqual([]);
    expect(types(posted)).toEqual(['hello']);
  });

  it('answers one announcement once: the same key again sends no second init', () => {
    connect();
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    expect(called.map(([, m]) => m.type)).toEqual(['init']);
  });

  it('posts everything when forced to (the cross-origin path), with no key in init', () => {
    connect('post');
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    setState({ page: page('Two') });
    expect(frame.getAttribute(TRANSPORT_ATTR)).toBe('post');
    expect(called).toEqual([]);
    expect(types(posted)).toEqual(['hello', 'init', 'patch']);
    expect(posted[1]).not.toHaveProperty('receiver');
  });

  it('posts when the preview offers no receiver', () => {
    connect();
    fromPreview(previewMessage({ type: 'ready' }));
    expect(frame.getAttribute(TRANSPORT_ATTR)).toBe('post');
    expect(types(posted)).toEqual(['hello', 'init']);
  });

  it('hears the preview through its receiver only with the key it sent in init', () => {
    connect();
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    const key = (called[0]![1] as { receiver: string }).receiver;
    const receive = (window as unknown as Record<string, DirectReceiver>)[EDITOR_RECEIVER]!;
    receive('0'.repeat(32), previewMessage({ type: 'select', id: 'a' }));
    receive(key, { type: 'select', id: 'a' }); // no envelope
    receive(key, { ...previewMessage({ type: 'select', id: 'a' }), id: 5 });
    expect(events.onSelect).not.toHaveBeenCalled();
    receive(key, previewMessage({ type: 'select', id: 'a' }));
    expect(events.onSelect).toHaveBeenCalledWith('a');
  });

  it('refuses posted messages from any window but the preview', () => {
    connect();
    const other = document.createElement('iframe');
    document.body.append(other);
    fromPreview(previewMessage({ type: 'select', id: 'a' }), other.contentWindow);
    fromPreview(previewMessage({ type: 'select', id: 'a' }), null);
    other.remove();
    expect(events.onSelect).not.toHaveBeenCalled();
    fromPreview(previewMessage({ type: 'select', id: 'a' }));
    expect(events.onSelect).toHaveBeenCalledWith('a');
  });

  it('keeps the editor going when the preview throws on a call', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(frame.contentWindow, PREVIEW_RECEIVER, {
      configurable: true,
      value: () => {
        throw new Error('preview broke');
      },
    });
    connect();
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    expect(() => setState({ page: page('Two') })).not.toThrow();
    expect(error).toHaveBeenCalled();
  });

  it('tells the preview the editor is live once, after its init, and again after a new one', () => {
    connect();
    goLive(); // before the preview is ready: kept for after the init
    expect(called).toEqual([]);
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    expect(called.map(([, m]) => m.type)).toEqual(['init', 'live']);
    goLive();
    expect(called.map(([, m]) => m.type)).toEqual(['init', 'live']);
    // The preview reloaded (a new key): the new document is told again, after its init.
    fromPreview(previewMessage({ type: 'ready', receiver: 'b2'.repeat(16) }));
    expect(called.map(([, m]) => m.type)).toEqual(['init', 'live', 'init', 'live']);
  });

  it('says live at once to a preview that is ready, and posts it on the cross-origin path', () => {
    connect('post');
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    expect(types(posted)).toEqual(['hello', 'init']);
    goLive();
    expect(types(posted)).toEqual(['hello', 'init', 'live']);
    expect(called).toEqual([]);
  });

  it('falls back to posting once the receiver is gone (the preview reloading)', () => {
    connect();
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
    Reflect.deleteProperty(frame.contentWindow!, PREVIEW_RECEIVER);
    setState({ page: page('Two') });
    expect(types(posted)).toEqual(['hello', 'patch']);
  });
});

describe('a keystroke shown ahead of the store (predict)', () => {
  const patches = () =>
    called
      .map(([, m]) => m)
      .filter((m): m is Extract<EditorMessage, { type: 'patch' }> => m.type === 'patch');
  const headingOf = (m: Extract<EditorMessage, { type: 'patch' }>) =>
    (m.upsert[0]?.config as { heading?: string } | undefined)?.heading;

  beforeEach(() => {
    vi.useFakeTimers();
    connect();
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
  });
  afterEach(realFrames);

  it('sends the predicted section at once, and not again when the store agrees', () => {
    host.predict('a', { heading: 'Onex' });
    expect(patches().map(headingOf)).toEqual(['Onex']);
    expect(patches()[0]!.order).toEqual(['a']);
    setState({ page: page('Onex') });
    vi.runAllTimers();
    expect(patches().map(headingOf)).toEqual(['Onex']);
    // The next change of the section goes as usual.
    setState({ page: page('Onexy') });
    expect(patches().map(headingOf)).toEqual(['Onex', 'Onexy']);
  });

  it("sends the store's section when it differs from the prediction", () => {
    host.predict('a', { heading: 'Onex' });
    setState({ page: page('Other') });
    expect(patches().map(headingOf)).toEqual(['Onex', 'Other']);
  });

  it("puts the store's section back when the store did not change (a refused edit)", () => {
    host.predict('a', { heading: 'Onex' });
    expect(patches().map(headingOf)).toEqual(['Onex']);
    vi.runAllTimers();
    expect(patches().map(headingOf)).toEqual(['Onex', 'One']);
  });

  it("leaves a later keystroke's prediction to its own check", () => {
    // A frame every 16 ms on the fake clock (after-paint.ts waits for one).
    realFrames();
    fakeFrames();
    host.predict('a', { heading: 'Onex' });
    // The form hands the first keystroke to the store (which shows it) ...
    setState({ page: page('Onex') });
    vi.advanceTimersByTime(10);
    // ... and a second keystroke comes before the first one's check has run.
    host.predict('a', { heading: 'Onexy' });
    vi.advanceTimersByTime(7); // the first check runs, the second waits for its frame
    expect(patches().map(headingOf)).toEqual(['Onex', 'Onexy']);
    setState({ page: page('Onexy') });
    vi.runAllTimers();
    expect(patches().map(headingOf)).toEqual(['Onex', 'Onexy']);
  });

  it('predicts nothing for a section not in the body', () => {
    host.predict('nope', { heading: 'x' });
    vi.runAllTimers();
    expect(patches()).toEqual([]);
  });
});

describe('placed reusable sections', () => {
  const entry = (heading: string) => ({
    id: 'r1',
    name: 'Sale',
    type: 'cta',
    config: { heading },
    updatedAt: 't',
    publishedVersion: null,
    publishedAt: null,
    changed: true,
    usedOn: { draft: [], live: [] },
  });
  const placedPage: PageDocument = {
    version: 1,
    title: 'Home',
    seo: {},
    sections: [
      { id: 'a', type: 'hero', config: { heading: 'Own' } },
      { id: 'x', type: 'cta', ref: 'r1', config: {} },
      { id: 'y', type: 'cta', ref: 'r1', config: {} },
    ],
  };
  const sent = () => called.map(([, m]) => m);

  beforeEach(() => {
    state = { ...state, page: placedPage, library: { r1: entry('Shared') } };
    connect();
    fromPreview(previewMessage({ type: 'ready', receiver: KEY }));
  });

  it("sends placements with their reusable's draft config, and both again after one edit", () => {
    const init = sent().find((m) => m.type === 'init') as Extract<EditorMessage, { type: 'init' }>;
    expect(init.page.sections.map((s) => s.config.heading)).toEqual(['Own', 'Shared', 'Shared']);
    expect(init.page.sections[1]!.ref).toBe('r1');
    setState({ library: { r1: entry('Edited') } });
    const patch = sent().at(-1) as Extract<EditorMessage, { type: 'patch' }>;
    expect(patch.type).toBe('patch');
    expect(patch.upsert.map((s) => [s.id, s.config.heading])).toEqual([
      ['x', 'Edited'],
      ['y', 'Edited'],
    ]);
    // A library change that leaves configs as they were (a save's updatedAt) sends nothing.
    const before = sent().length;
    const lib = state.library!;
    setState({ library: { r1: { ...lib.r1!, updatedAt: 't2' } } });
    expect(sent()).toHaveLength(before);
  });
});
