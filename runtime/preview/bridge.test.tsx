// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { themeSchema } from '../../schemas/theme';
import type { PageDocument, Section, SectionMeta, SiteDocument, Theme } from '../../schemas/types';
import {
  EDITOR_RECEIVER,
  editorMessage,
  PREVIEW_RECEIVER,
  type DirectReceiver,
  type EditorMessage,
  type PreviewMessage,
} from '../../shared/preview-protocol';
import { createHtmlSanitizer } from '../../shared/sanitize';
import { createSectionValidator } from '../../shared/validate';
import { createRegistry, defineSection, type SectionProps } from '../define-section';
import { createMounter } from './mount';
import { startBridgedPreview } from './start-bridged-preview';

// A section type of the tests' own that counts its renders, so "only the upserted section
// re-rendered" is observable, and throws on demand.
type ProbeConfig = { text: string; throws?: boolean };
const probeMeta: SectionMeta = {
  type: 'probe',
  label: 'Probe',
  category: 'site-builder',
  interactive: false,
  schema: {
    type: 'object',
    properties: { text: { type: 'string', minLength: 1 }, throws: { type: 'boolean' } },
    required: ['text'],
    additionalProperties: false,
  },
};
const renders = new Map<string, number>();
function Probe({ id, config }: SectionProps<ProbeConfig>) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  if (config.throws) throw new Error('probe exploded');
  return (
    <section className="probe" data-testid={id}>
      <h2>{config.text}</h2>
    </section>
  );
}
const deps = {
  registry: createRegistry([defineSection(probeMeta, Probe)]),
  validate: createSectionValidator([probeMeta]),
  sanitize: createHtmlSanitizer(window),
};

const theme = defaultsFromSchema(themeSchema) as Theme;
const probe = (id: string, text = `Heading ${id}`, extra: Partial<ProbeConfig> = {}): Section => ({
  id,
  type: 'probe',
  config: { text, ...extra },
});
const makeSite = (over: Partial<SiteDocument> = {}): SiteDocument => ({
  version: 1,
  theme,
  header: probe('head', 'Header'),
  footer: probe('foot', 'Footer'),
  menus: { main: [], footer: [] },
  ...over,
});
const makePage = (ids: string[]): PageDocument => ({
  version: 1,
  title: 'Test page',
  seo: {},
  sections: ids.map((id) => probe(id)),
});

let parent: Window;
let posted: { message: PreviewMessage; origin: string }[];
let stop: () => void;
let debug: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  renders.clear();
  // The editor's window: a real Window (an iframe's), whose postMessage we record.
  const frame = document.createElement('iframe');
  document.body.append(frame);
  parent = frame.contentWindow!;
  posted = [];
  vi.spyOn(parent, 'postMessage').mockImplementation(((message: PreviewMessage, origin: string) =>
    posted.push({ message, origin })) as typeof parent.postMessage);
  debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  startPreview();
});

/** Starts the preview in this window under `parent`, the editor's window. */
function startPreview(
  extra: { editorOrigin?: string; mount?: ReturnType<typeof createMounter> } = {},
): void {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    stop = startBridgedPreview({
      win: window,
      parent,
      container,
      workspace: { siteName: 'Test site', currencySymbol: '₹' },
      mount: createMounter(deps),
      ...extra,
    });
  });
}

afterEach(() => {
  act(() => stop());
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Delivers a message as the browser would, from the editor's window at this origin by default. */
function send(data: unknown, from: { origin?: string; source?: Window | null } = {}): void {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? window.location.origin,
        source: from.source === undefined ? parent : from.source,
      }),
    );
  });
}
const sendEditor: typeof editorMessage = (payload) => {
  const message = editorMessage(payload);
  send(message);
  return message;
};
const init = (ids: string[], seq = 1, site = makeSite()) =>
  sendEditor({ type: 'init', site, page: makePage(ids), path: '/', selectedId: null, seq });

const bodyIds = () =>
  Array.from(document.querySelectorAll('main [data-sw-section]')).map((e) =>
    e.getAttribute('data-sw-section'),
  );
const text = (id: string) => document.querySelector(`[data-testid="${id}"] h2`)?.textContent;
const postedOf = <T extends PreviewMessage['type']>(type: T) =>
  posted.filter((p) => p.message.type === type).map((p) => p.message);
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('preview bridge', () => {
  it('announces itself to the parent with the exact origin and its receiver key', () => {
    expect(posted).toEqual([
      {
        message: expect.objectContaining({
          type: 'ready',
          receiver: expect.stringMatching(/^[0-9a-f]{32}$/),
        }),
        origin: window.location.origin,
      },
    ]);
  });

  it('announces itself again when the editor says hello, with the same key', () => {
    sendEditor({ type: 'hello' });
    const [first, second] = postedOf('ready') as { receiver?: string }[];
    expect(second?.receiver).toBe(first?.receiver);
  });

  it('renders an init: header, the body in order and footer, then reports rendered', () => {
    init(['a', 'b', 'c'], 7);
    expect(bodyIds()).toEqual(['a', 'b', 'c']);
    expect(text('head')).toBe('Header');
    expect(text('foot')).toBe('Footer');
    expect(text('b')).toBe('Heading b');
    expect(document.querySelector('style')?.textContent).toMatch(/^:root\{--sw-accent:/);
    expect(postedOf('rendered')).toEqual([expect.objectContaining({ seq: 7 })]);
    expect(posted.every((p) => p.origin === window.location.origin)).toBe(true);
  });

  it('re-renders only the upserted section on a patch and reports its seq', () => {
    init(['a', 'b', 'c']);
    expect(Object.fromEntries(renders)).toEqual({ head: 1, a: 1, b: 1, c: 1, foot: 1 });
    sendEditor({ type: 'patch', order: ['a', 'b', 'c'], upsert: [probe('b', 'New b')], seq: 2 });
    expect(text('b')).toBe('New b');
    expect(Object.fromEntries(renders)).toEqual({ head: 1, a: 1, b: 2, c: 1, foot: 1 });
    expect(postedOf('rendered').map((m) => (m as { seq: number }).seq)).toEqual([1, 2]);
  });

  it('applies the order: moves DOM nodes without re-rendering, drops and inserts sections', () => {
    init(['a', 'b', 'c']);
    const nodeA = document.querySelector('[data-testid="a"]');
    const moves = new MutationObserver(() => undefined);
    moves.observe(document.querySelector('main')!, { childList: true });
    sendEditor({ type: 'patch', order: ['c', 'a', 'b'], upsert: [], seq: 2 });
    expect(bodyIds()).toEqual(['c', 'a', 'b']);
    // The last section went to the top: one node moved (React alone would move the other two).
    const moved = moves.takeRecords().flatMap((r) => [...r.addedNodes]);
    moves.disconnect();
    expect(moved.map((n) => (n as Element).getAttribute('data-sw-section'))).toEqual(['c']);
    expect(document.querySelector('[data-testid="a"]')).toBe(nodeA);
    expect(renders.get('a')).toBe(1);
    sendEditor({ type: 'patch', order: ['c', 'd', 'b'], upsert: [probe('d')], seq: 3 });
    expect(bodyIds()).toEqual(['c', 'd', 'b']);
    expect(text('a')).toBeUndefined();
    expect(Object.fromEntries(renders)).toMatchObject({ a: 1, b: 1, c: 1, d: 1 });
  });

  it('re-renders the theme, header or footer only when a site message changes them', () => {
    init(['a']);
    const style = document.querySelector('style');
    sendEditor({ type: 'site', site: makeSite({ footer: probe('foot', 'New footer') }), seq: 2 });
    expect(text('foot')).toBe('New footer');
    expect(Object.fromEntries(renders)).toEqual({ head: 1, a: 1, foot: 2 });
    const recoloured = { ...theme, colors: { ...theme.colors, primaryAccent: '#123456' } };
    sendEditor({
      type: 'site',
      site: makeSite({ theme: recoloured, footer: probe('foot', 'New footer') }),
      seq: 3,
    });
    expect(document.querySelector('style')).toBe(style);
    expect(style?.textContent).toContain('--sw-accent:#123456');
    expect(Object.fromEntries(renders)).toEqual({ head: 1, a: 1, foot: 2 });
    sendEditor({ type: 'site', site: makeSite({ header: null }), seq: 4 });
    expect(document.querySelector('[data-sw-section="head"]')).toBeNull();
    expect(postedOf('rendered')).toHaveLength(4);
  });

  it('ignores messages from another origin, another window or with a malformed body', () => {
    init(['a', 'b']);
    const before = document.body.innerHTML;
    const sentBefore = posted.length;
    const patch = editorMessage({ type: 'patch', order: ['b'], upsert: [probe('b', 'X')], seq: 9 });
    const other = document.createElement('iframe');
    document.body.append(other);
    send(patch, { origin: 'http://events.localhost:3000' });
    send(patch, { source: other.contentWindow });
    send(patch, { source: null });
    send({ ...patch, v: 1 });
    send({ ...patch, upsert: [{ id: 'b', type: 'probe' }] });
    send({ ...patch, seq: -1 });
    send({ ...patch, extra: true });
    send('patch');
    send({ ...editorMessage({ type: 'select', id: 'a', scroll: true }), scroll: 'yes' });
    other.remove();
    expect(document.body.innerHTML).toBe(before);
    expect(posted).toHaveLength(sentBefore);
    expect(bodyIds()).toEqual(['a', 'b']);
    expect(debug).toHaveBeenCalledTimes(9);
  });

  it('loads what only edits need once the editor says it is live, not at its first render', async () => {
    act(() => stop());
    const mount = createMounter(deps);
    const load = vi.spyOn(mount, 'load');
    startPreview({ mount });
    const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 120)));
    init(['a', 'b']);
    await idle();
    expect(postedOf('rendered')).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
    // A live from another window, or a malformed one, is dropped like any other message.
    const other = document.createElement('iframe');
    document.body.append(other);
    send(editorMessage({ type: 'live' }), { source: other.contentWindow });
    send({ ...editorMessage({ type: 'live' }), extra: true });
    await idle();
    expect(load).not.toHaveBeenCalled();
    sendEditor({ type: 'live' });
    sendEditor({ type: 'live' });
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(load.mock.calls[0]![0])).toEqual(new Set(['probe'])); // the page's types
  });

  it('drops content messages that arrive before init', () => {
    sendEditor({ type: 'patch', order: ['a'], upsert: [probe('a')], seq: 1 });
    expect(bodyIds()).toEqual([]);
    expect(postedOf('rendered')).toEqual([]);
  });

  it('posts select for a click anywhere in a section, the header included', () => {
    init(['a', 'b']);
    act(() => (document.querySelector('[data-testid="b"] h2') as HTMLElement).click());
    act(() => (document.querySelector('[data-testid="head"]') as HTMLElement).click());
    act(() => document.body.click());
    expect(postedOf('select')).toEqual([
      expect.objectContaining({ id: 'b' }),
      expect.objectContaining({ id: 'head' }),
    ]);
  });

  it('posts hover only when the section under the pointer changes, and null on leaving', () => {
    init(['a', 'b']);
    const over = (el: Element | null) =>
      act(() => {
        el?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
      });
    over(document.querySelector('[data-testid="a"] h2'));
    over(document.querySelector('[data-testid="a"]'));
    over(document.querySelector('[data-testid="b"] h2'));
    act(() => {
      document.body.dispatchEvent(new MouseEvent('pointerout', { bubbles: true }));
    });
    expect(postedOf('hover').map((m) => (m as { id: string | null }).id)).toEqual(['a', 'b', null]);
  });

  it('answers measure with each body section box in page order', () => {
    init(['a', 'b', 'c']);
    sendEditor({ type: 'patch', order: ['c', 'a', 'b'], upsert: [], seq: 2 });
    // jsdom has no layout: give each section a box from its place in the list.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const i = ['c', 'a', 'b'].indexOf(this.getAttribute('data-testid') ?? '');
      return i < 0 ? new DOMRect(0, 0, 0, 0) : new DOMRect(0, i * 100 - 50, 800, 100);
    });
    sendEditor({ type: 'measure' });
    expect(postedOf('layout')).toEqual([
      expect.objectContaining({
        boxes: [
          { id: 'c', top: -50, height: 100 },
          { id: 'a', top: 50, height: 100 },
          { id: 'b', top: 150, height: 100 },
        ],
      }),
    ]);
  });

  it('outlines the selected and the hovered section over their boxes', async () => {
    init(['a', 'b']);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return this.getAttribute('data-testid') === 'b'
        ? new DOMRect(0, 120, 640, 300)
        : new DOMRect(0, 0, 0, 0);
    });
    const selected = () => document.querySelector<HTMLElement>('[data-sw-outline="selected"]')!;
    const hovered = () => document.querySelector<HTMLElement>('[data-sw-outline="hover"]')!;
    expect(selected().hidden).toBe(true);
    sendEditor({ type: 'select', id: 'b', scroll: false });
    sendEditor({ type: 'hover', id: 'b' });
    await nextFrame();
    expect(selected().hidden).toBe(false);
    expect(selected().dataset.for).toBe('b');
    expect([selected().style.top, selected().style.width, selected().style.height]).toEqual([
      '120px',
      '640px',
      '300px',
    ]);
    expect(hovered().hidden).toBe(false);
    sendEditor({ type: 'hover', id: null });
    sendEditor({ type: 'select', id: 'a', scroll: false });
    await nextFrame();
    // `a` shows nothing measurable here, so nothing is outlined.
    expect([selected().dataset.for, selected().hidden, hovered().hidden]).toEqual([
      'a',
      true,
      true,
    ]);
  });

  it('shows the problem box for an invalid or throwing section and recovers on the next patch', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    init(['a', 'b']);
    const box = () => document.querySelector('[data-sw-broken="b"]')?.textContent ?? null;
    sendEditor({ type: 'patch', order: ['a', 'b'], upsert: [probe('b', '')], seq: 2 });
    expect(box()).toMatch(/invalid config: \/text must NOT have fewer than 1 characters/);
    expect(text('a')).toBe('Heading a');
    sendEditor({ type: 'patch', order: ['a', 'b'], upsert: [probe('b', 'Back')], seq: 3 });
    expect(box()).toBeNull();
    expect(text('b')).toBe('Back');
    sendEditor({
      type: 'patch',
      order: ['a', 'b'],
      upsert: [probe('b', 'Boom', { throws: true })],
      seq: 4,
    });
    expect(box()).toMatch(/render failed: probe exploded/);
    sendEditor({ type: 'patch', order: ['a', 'b'], upsert: [probe('b', 'Fine')], seq: 5 });
    expect(box()).toBeNull();
    expect(text('b')).toBe('Fine');
    expect(postedOf('rendered').map((m) => (m as { seq: number }).seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('hides hidden sections and renders them again when shown', () => {
    init(['a', 'b']);
    sendEditor({
      type: 'patch',
      order: ['a', 'b'],
      upsert: [{ ...probe('b'), hidden: true }],
      seq: 2,
    });
    expect(bodyIds()).toEqual(['a']);
    sendEditor({ type: 'patch', order: ['a', 'b'], upsert: [probe('b')], seq: 3 });
    expect(bodyIds()).toEqual(['a', 'b']);
  });
});

// The direct path: the editor calls the receiver the preview registered on its window, with the
// key the preview announced in `ready`. Messages are built in the editor's realm (the parent
// iframe's), as they are in the builder, so nothing may rely on `instanceof`.
describe('preview bridge, direct path', () => {
  const receiver = () =>
    (window as unknown as Record<string, DirectReceiver | undefined>)[PREVIEW_RECEIVER]!;
  const announcedKey = () => (postedOf('ready')[0] as { receiver: string }).receiver;
  /** The message as an object of the editor's realm. */
  const fromEditor = (message: EditorMessage | Record<string, unknown>): unknown =>
    (parent as unknown as { JSON: JSON }).JSON.parse(JSON.stringify(message));
  const call = (data: unknown, key = announcedKey()) => receiver()(key, data);
  const directInit = (ids: string[], extra: Record<string, unknown> = {}) =>
    act(() =>
      call(
        fromEditor({
          ...editorMessage({
            type: 'init',
            site: makeSite(),
            page: makePage(ids),
            path: '/',
            selectedId: null,
            seq: 1,
          }),
          ...extra,
        }),
      ),
    );

  it('registers a receiver on its window', () => {
    expect(typeof receiver()).toBe('function');
  });

  it('applies a valid message synchronously: the DOM shows it when the call returns', () => {
    directInit(['a', 'b']);
    const patch = fromEditor(
      editorMessage({ type: 'patch', order: ['b', 'a'], upsert: [probe('b', 'Typed')], seq: 2 }),
    );
    expect(Object.getPrototypeOf(patch)).not.toBe(Object.prototype); // another realm's object
    let during: [string | null | undefined, (string | null)[]] | null = null;
    act(() => {
      call(patch);
      // Still inside the caller's turn: no microtask, frame or act() flush has run yet.
      during = [text('b'), bodyIds()];
    });
    expect(during).toEqual(['Typed', ['b', 'a']]);
    expect(postedOf('rendered').map((m) => (m as { seq: number }).seq)).toEqual([1, 2]);
  });

  it('refuses a call without the announced key, or a malformed message, and changes nothing', () => {
    directInit(['a', 'b']);
    const before = document.body.innerHTML;
    const sentBefore = posted.length;
    const patch = editorMessage({ type: 'patch', order: ['b'], upsert: [probe('b', 'X')], seq: 9 });
    act(() => {
      call(fromEditor(patch), 'f'.repeat(32));
      call(fromEditor(patch), '');
      receiver()(undefined as unknown as string, fromEditor(patch));
      call(fromEditor({ ...patch, v: 1 }));
      call(fromEditor({ ...patch, upsert: [{ id: 'b', type: 'probe' }] }));
      call(fromEditor({ ...patch, extra: true }));
      call(null);
      call('patch');
      call(fromEditor({ ...patch, type: 'toString' }));
    });
    expect(document.body.innerHTML).toBe(before);
    expect(posted).toHaveLength(sentBefore);
    expect(bodyIds()).toEqual(['a', 'b']);
    expect(debug).toHaveBeenCalledTimes(9);
  });

  it("calls the editor's receiver with its key once init offers one (rendered too); ready stays posted", () => {
    const calls: [string, unknown][] = [];
    Object.defineProperty(parent, EDITOR_RECEIVER, {
      configurable: true,
      value: ((key, data) => calls.push([key, data])) satisfies DirectReceiver,
    });
    directInit(['a', 'b'], { receiver: 'e'.repeat(32) });
    act(() => (document.querySelector('[data-testid="b"] h2') as HTMLElement).click());
    // `rendered` by a call: posted, it waits behind the page's loading tasks, and live with it.
    expect(calls).toEqual([
      ['e'.repeat(32), expect.objectContaining({ type: 'rendered', seq: 1 })],
      ['e'.repeat(32), expect.objectContaining({ type: 'select', id: 'b' })],
    ]);
    expect(postedOf('select')).toEqual([]);
    expect(postedOf('rendered')).toEqual([]);
    expect(postedOf('ready')).toHaveLength(1);
  });

  it('unregisters its receiver when stopped', () => {
    act(() => stop());
    expect(receiver()).toBeUndefined();
    stop = () => undefined;
  });
});

// A preview on another origin than the editor's (a custom domain framed by the builder
// elsewhere): the editor's window cannot be reached, so every message is posted, to exactly the
// editor's origin, and only the editor's origin is heard.
describe('preview bridge, cross-origin editor', () => {
  const EDITOR = 'https://builder.example';
  beforeEach(() => {
    act(() => stop());
    posted = [];
    // What a cross-origin window does when its properties are read.
    Object.defineProperty(parent, EDITOR_RECEIVER, {
      configurable: true,
      get() {
        throw new DOMException(
          'Blocked a frame from accessing a cross-origin frame.',
          'SecurityError',
        );
      },
    });
    startPreview({ editorOrigin: EDITOR });
  });

  it('posts ready, rendered and select to the editor origin even when init offers a key', () => {
    send(
      editorMessage({
        type: 'init',
        site: makeSite(),
        page: makePage(['a', 'b']),
        path: '/',
        selectedId: null,
        seq: 1,
        receiver: 'e'.repeat(32),
      }),
      { origin: EDITOR },
    );
    expect(bodyIds()).toEqual(['a', 'b']);
    act(() => (document.querySelector('[data-testid="a"] h2') as HTMLElement).click());
    expect(posted.map((p) => [p.message.type, p.origin])).toEqual([
      ['ready', EDITOR],
      ['rendered', EDITOR],
      ['select', EDITOR],
    ]);
  });

  it("refuses posted messages from its own origin: only the editor's counts", () => {
    init(['a']);
    expect(bodyIds()).toEqual([]);
    expect(postedOf('rendered')).toEqual([]);
  });
});
