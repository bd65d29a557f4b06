// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { themeSchema } from '../../schemas/theme';
import type { Section, SectionMeta, SiteDocument, Theme } from '../../schemas/types';
import { createHtmlSanitizer } from '../../shared/sanitize';
import { createSectionValidator } from '../../shared/validate';
import { createRegistry, defineSection, type SectionProps } from '../define-section';
import { renderPreviewPage } from '../entry-server';
import {
  NO_PRELOADED_DATA,
  PREVIEW_DATA_ID,
  readPreloadedData,
  type PreloadedData,
} from './preview-data';
import { createMounter } from './mount';
import { createPreviewDocument, applyPatch } from './preview-state';
import { createPreviewRenderer, MANAGED_ATTR, NEAR_ATTR, type PreviewRenderer } from './views';

// Two section types of the tests' own that count their client renders: a static one and an
// interactive one (taken over near the viewport).
const schema = {
  type: 'object',
  properties: { text: { type: 'string', minLength: 1 } },
  required: ['text'],
  additionalProperties: false,
} as const;
const meta = (type: string, interactive: boolean): SectionMeta => ({
  type,
  label: type,
  category: 'site-builder',
  interactive,
  schema,
});
const renders = new Map<string, number>();
/** The `data` prop of each client render, by section id. */
const dataSeen = new Map<string, unknown[]>();
function Probe({ id, config, data }: SectionProps<{ text: string }>) {
  if (typeof window !== 'undefined' && !serverRendering) {
    renders.set(id, (renders.get(id) ?? 0) + 1);
    dataSeen.set(id, [...(dataSeen.get(id) ?? []), data]);
  }
  return (
    <section className="probe" data-testid={id}>
      <h2>{config.text}</h2>
      {data === undefined ? null : <p className="probe-data">{JSON.stringify(data)}</p>}
    </section>
  );
}
/** A section led by an eager image, as a hero is: React writes the image's preload before it. */
function Pictured(props: SectionProps<{ text: string }>) {
  return (
    <div className="pictured">
      <img src="/hero.svg" alt="" loading="eager" fetchPriority="high" />
      <Probe {...props} />
    </div>
  );
}
let serverRendering = false;
const metas = [meta('probe', false), meta('slider', true), meta('pictured', false)];
const registry = createRegistry([
  defineSection(metas[0]!, Probe),
  defineSection(metas[1]!, Probe),
  defineSection(metas[2]!, Pictured),
]);
const deps = {
  registry,
  validate: createSectionValidator(metas),
  sanitize: createHtmlSanitizer(window),
};

const theme = defaultsFromSchema(themeSchema) as Theme;
const probe = (id: string, text = `Heading ${id}`, type = 'probe'): Section => ({
  id,
  type,
  config: { text },
});
const site: SiteDocument = {
  version: 1,
  theme,
  header: probe('head', 'Header'),
  footer: probe('foot', 'Footer'),
  menus: { main: [], footer: [] },
};
const page = (sections: Section[]) => ({ version: 1 as const, title: 'T', seo: {}, sections });

// IntersectionObserver is not in jsdom: a stand-in the tests drive.
let observed: Element[] = [];
let notify: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(cb: typeof notify) {
    notify = cb;
  }
  observe(el: Element) {
    observed.push(el);
  }
  unobserve(el: Element) {
    observed = observed.filter((e) => e !== el);
  }
  disconnect() {
    observed = [];
  }
}

let preloaded: PreloadedData = NO_PRELOADED_DATA;

/**
 * The server's markup of `sections` for path `path`, as /admin/preview writes it; what it
 * embedded of `sectionData` is read into `preloaded`.
 */
function serverMarkup(
  sections: Section[],
  path = '/',
  sectionData?: Record<string, unknown>,
): HTMLElement {
  const ctx = { mode: 'builder' as const, siteName: 'Test', currencySymbol: '₹', path };
  serverRendering = true;
  const html = renderPreviewPage({
    site,
    page: page(sections),
    ctx,
    validate: deps.validate,
    sanitize: deps.sanitize,
    assets: { css: [], fonts: {}, islandEntry: null, islandChunks: {} },
    previewEntry: '/preview.js',
    embedded: true,
    registry,
    sectionData,
  });
  serverRendering = false;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  preloaded = readPreloadedData(parsed);
  const root = parsed.getElementById('sw-preview-root')!;
  document.body.replaceChildren(document.adoptNode(root));
  return root;
}

let renderer: PreviewRenderer | null = null;
const start = (container: HTMLElement, serverPath: string | null = '/', holdInteractive = false) =>
  (renderer = createPreviewRenderer({
    win: window,
    container,
    workspace: { siteName: 'Test', currencySymbol: '₹' },
    mount: createMounter(deps),
    serverPath,
    preloaded,
    holdInteractive,
  }));
const bodyIds = () =>
  Array.from(document.querySelectorAll('main [data-sw-section]')).map((e) =>
    e.getAttribute('data-sw-section'),
  );
const text = (id: string) => document.querySelector(`[data-testid="${id}"] h2`)?.textContent;

beforeEach(() => {
  renders.clear();
  dataSeen.clear();
  preloaded = NO_PRELOADED_DATA;
  observed = [];
  notify = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  renderer?.destroy();
  renderer = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('preview renderer with its React half loaded on demand', () => {
  /** A mounter that arrives when the test says, and the number of times it was asked for. */
  function lateMounter() {
    let arrive!: () => void;
    const arrived = new Promise<void>((r) => (arrive = r));
    const asked = { count: 0 };
    const load = () => {
      asked.count += 1;
      return arrived.then(() => createMounter(deps));
    };
    return { load, arrive, asked };
  }
  const startLate = (
    container: HTMLElement,
    load: () => Promise<ReturnType<typeof createMounter>>,
  ) =>
    (renderer = createPreviewRenderer({
      win: window,
      container,
      workspace: { siteName: 'Test', currencySymbol: '₹' },
      mount: load,
      serverPath: '/',
      preloaded,
    }));

  it('shows a draft the server markup already shows at once, without loading React', () => {
    const sections = [probe('a'), probe('b')];
    const late = lateMounter();
    const done = vi.fn();
    startLate(serverMarkup(sections), late.load).sync(
      createPreviewDocument(site, page([probe('b'), probe('a')]), '/', 1),
      done,
    );
    expect(done).toHaveBeenCalledTimes(1);
    expect(bodyIds()).toEqual(['b', 'a']);
    expect(late.asked.count).toBe(0);
  });

  it('applies a change that needs a render whole once React is here, later changes after it', async () => {
    const late = lateMounter();
    const r = startLate(serverMarkup([probe('a'), probe('b')]), late.load);
    let doc = createPreviewDocument(site, page([probe('a'), probe('b')]), '/', 1);
    r.sync(doc);
    const first = vi.fn();
    const second = vi.fn();
    doc = applyPatch(doc, { order: ['b', 'a'], upsert: [probe('a', 'Typed')], seq: 2 });
    r.sync(doc, first);
    doc = applyPatch(doc, { order: ['b', 'a'], upsert: [probe('b', 'Also')], seq: 3 });
    r.sync(doc, second);
    // Waiting: nothing of either change is drawn, and nobody is told it is.
    expect([text('a'), bodyIds(), first.mock.calls.length]).toEqual(['Heading a', ['a', 'b'], 0]);
    late.arrive();
    await vi.waitFor(() => expect(second).toHaveBeenCalled());
    expect(first).toHaveBeenCalled();
    expect([text('a'), text('b'), bodyIds()]).toEqual(['Typed', 'Also', ['b', 'a']]);
    expect(late.asked.count).toBe(1);
    // From now on a change renders before sync returns.
    const third = vi.fn();
    r.sync(applyPatch(doc, { order: ['b', 'a'], upsert: [probe('a', 'Now')], seq: 4 }), third);
    expect([text('a'), third.mock.calls.length]).toEqual(['Now', 1]);
  });

  it('loads React when warmed, so the first edit needs no wait', async () => {
    const late = lateMounter();
    const r = startLate(serverMarkup([probe('a')]), late.load);
    r.sync(createPreviewDocument(site, page([probe('a')]), '/', 1));
    r.warm();
    late.arrive();
    await vi.waitFor(() => expect(late.asked.count).toBe(1));
    await new Promise((res) => setTimeout(res, 0));
    const done = vi.fn();
    r.sync(createPreviewDocument(site, page([probe('a', 'Edited')]), '/', 2), done);
    expect([text('a'), done.mock.calls.length]).toEqual(['Edited', 1]);
  });
});

describe('preview renderer over the server markup', () => {
  it('keeps the markup of every section the editor has the same, rendering none', () => {
    const sections = [probe('a'), probe('b'), probe('c')];
    const container = serverMarkup(sections);
    const nodeB = document.querySelector('[data-testid="b"]');
    start(container).sync(createPreviewDocument(site, page(structuredClone(sections)), '/', 1));
    expect(renders.size).toBe(0);
    expect(bodyIds()).toEqual(['a', 'b', 'c']);
    expect(document.querySelector('[data-testid="b"]')).toBe(nodeB);
    expect(text('head')).toBe('Header');
  });

  it('renders only the sections that differ, and later only the edited one', () => {
    const container = serverMarkup([probe('a'), probe('b'), probe('c')]);
    const r = start(container);
    let doc = createPreviewDocument(
      site,
      page([probe('a'), probe('b', 'Changed'), probe('c')]),
      '/',
      1,
    );
    r.sync(doc);
    expect(Object.fromEntries(renders)).toEqual({ b: 1 });
    expect(text('b')).toBe('Changed');
    expect(document.querySelector('[data-sw-section="b"]')?.hasAttribute('data-sw-hash')).toBe(
      false,
    );
    doc = applyPatch(doc, { order: ['c', 'a', 'b'], upsert: [probe('a', 'Edited a')], seq: 2 });
    r.sync(doc);
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1 });
    expect(bodyIds()).toEqual(['c', 'a', 'b']);
    expect(text('a')).toBe('Edited a');
    expect(text('c')).toBe('Heading c');
  });

  it('renders everything again for another path, and drops sections the editor has not', () => {
    const container = serverMarkup([probe('a'), probe('b')], '/');
    start(container).sync(createPreviewDocument(site, page([probe('b')]), '/other', 1));
    expect(bodyIds()).toEqual(['b']);
    expect(Object.fromEntries(renders)).toEqual({ head: 1, b: 1, foot: 1 });
  });

  it('takes an interactive section over near the viewport; marks a static one near', () => {
    const sections = [probe('a'), probe('s', 'Slides', 'slider')];
    const container = serverMarkup(sections);
    start(container).sync(createPreviewDocument(site, page(sections), '/', 1));
    expect(renders.size).toBe(0);
    const [aEl, sEl] = ['a', 's'].map((id) => document.querySelector(`[data-testid="${id}"]`)!);
    expect(observed).toContain(aEl);
    expect(observed).toContain(sEl);
    notify!([
      { target: aEl!, isIntersecting: true },
      { target: sEl!, isIntersecting: true },
    ]);
    expect(Object.fromEntries(renders)).toEqual({ s: 1 });
    expect(document.querySelector('[data-sw-section="a"]')?.hasAttribute(NEAR_ATTR)).toBe(true);
    notify!([{ target: aEl!, isIntersecting: false }]);
    expect(document.querySelector('[data-sw-section="a"]')?.hasAttribute(NEAR_ATTR)).toBe(false);
  });

  it('holds an interactive section near view until warmed, when asked to (the builder)', () => {
    const sections = [probe('a'), probe('s', 'Slides', 'slider'), probe('t', 'Far', 'slider')];
    const container = serverMarkup(sections);
    start(container, '/', true).sync(createPreviewDocument(site, page(sections), '/', 1));
    const [sEl, tEl] = ['s', 't'].map((id) => document.querySelector(`[data-testid="${id}"]`)!);
    notify!([
      { target: sEl!, isIntersecting: true },
      { target: tEl!, isIntersecting: false },
    ]);
    expect(renders.size).toBe(0);
    expect(document.querySelector('[data-sw-section="s"]')?.hasAttribute(NEAR_ATTR)).toBe(true);
    renderer!.warm();
    expect(Object.fromEntries(renders)).toEqual({ s: 1 });
    // From then on, one coming near is taken over at once.
    notify!([{ target: tEl!, isIntersecting: true }]);
    expect(Object.fromEntries(renders)).toEqual({ s: 1, t: 1 });
  });

  it('skips far sections itself once its observer has reported', () => {
    const container = serverMarkup([probe('a'), probe('b')]);
    start(container).sync(createPreviewDocument(site, page([probe('a'), probe('b')]), '/', 1));
    const main = document.querySelector('main')!;
    // Until the observer reports, the browser's own shortcut (auto) decides what is on screen.
    expect(main.hasAttribute(MANAGED_ATTR)).toBe(false);
    const aEl = document.querySelector('[data-testid="a"]')!;
    notify!([{ target: aEl, isIntersecting: true }]);
    expect(main.hasAttribute(MANAGED_ATTR)).toBe(true);
    expect(document.querySelector('[data-sw-section="a"]')?.hasAttribute(NEAR_ATTR)).toBe(true);
  });

  it('watches the drawn box of a section whose markup starts with an image preload', () => {
    const sections = [probe('a'), probe('h', 'Hero', 'pictured')];
    const container = serverMarkup(sections);
    const wrapper = document.querySelector('[data-sw-section="h"]')!;
    // What React writes for an eager image: its preload first, which is never drawn.
    expect(wrapper.firstElementChild?.tagName).toBe('LINK');
    start(container).sync(createPreviewDocument(site, page(sections), '/', 1));
    const hEl = wrapper.querySelector('.pictured')!;
    expect(observed).toContain(hEl);
    expect(observed.some((el) => el.tagName === 'LINK')).toBe(false);
    notify!([{ target: hEl, isIntersecting: true }]);
    expect(wrapper.hasAttribute(NEAR_ATTR)).toBe(true);
  });

  it('pauses its observer for a second at most while sections are edited in place; a scroll or a move resumes it', () => {
    vi.useFakeTimers();
    try {
      const sections = [probe('a'), probe('b'), probe('c')];
      const container = serverMarkup(sections);
      const r = start(container);
      let doc = createPreviewDocument(site, page(sections), '/', 1);
      r.sync(doc);
      const aEl = document.querySelector('[data-testid="a"]')!;
      expect(observed).toContain(aEl);
      // Once `a` is rendered by the client it is no longer watched; the rest stay on the server's.
      const rest = observed.filter((el) => el !== aEl);
      expect(rest.length).toBeGreaterThan(1);
      // An edit in place (a keystroke): nothing is measured for now.
      doc = applyPatch(doc, { order: ['a', 'b', 'c'], upsert: [probe('a', 'Typed')], seq: 2 });
      r.sync(doc);
      expect(observed).toEqual([]);
      // A scroll resumes it at once, with the sections still on the server's markup.
      window.dispatchEvent(new Event('scroll'));
      expect(observed).toEqual(rest);
      // Paused again by an edit, for a second at most: later edits do not push that back.
      doc = applyPatch(doc, { order: ['a', 'b', 'c'], upsert: [probe('a', 'Again')], seq: 3 });
      r.sync(doc);
      expect(observed).toEqual([]);
      vi.advanceTimersByTime(600);
      doc = applyPatch(doc, { order: ['a', 'b', 'c'], upsert: [probe('a', 'Again!')], seq: 4 });
      r.sync(doc);
      vi.advanceTimersByTime(399);
      expect(observed).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(observed).toEqual(rest);
      // An edit then a move: the move brings other sections near, so it resumes at once.
      doc = applyPatch(doc, { order: ['a', 'b', 'c'], upsert: [probe('a', 'Third')], seq: 5 });
      r.sync(doc);
      expect(observed).toEqual([]);
      r.sync(applyPatch(doc, { order: ['c', 'a', 'b'], upsert: [], seq: 6 }));
      expect(observed).toEqual(rest);
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds its own structure in an empty container (no server markup)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    start(container, null).sync(createPreviewDocument(site, page([probe('a')]), '/', 1));
    expect(bodyIds()).toEqual(['a']);
    expect(Object.fromEntries(renders)).toEqual({ head: 1, a: 1, foot: 1 });
  });

  it('hands a section taken over unchanged its pre-loaded data, and none once it is edited', () => {
    const sections = [probe('a'), probe('s', 'Products', 'slider')];
    const listing = { items: ['Mug', 'Tee'] };
    const container = serverMarkup(sections, '/', { s: listing, gone: { items: [] } });
    // Only sections on the page are embedded, with the hash their wrapper carries.
    expect([...preloaded.keys()]).toEqual(['s']);
    expect(preloaded.get('s')?.hash).toBe(
      document.querySelector('[data-sw-section="s"]')?.getAttribute('data-sw-hash'),
    );
    const r = start(container);
    let doc = createPreviewDocument(site, page(structuredClone(sections)), '/', 1);
    r.sync(doc);
    const sEl = document.querySelector('[data-testid="s"]')!;
    notify!([{ target: sEl, isIntersecting: true }]);
    expect(dataSeen.get('s')).toEqual([listing]);
    expect(document.querySelector('[data-testid="s"] .probe-data')?.textContent).toBe(
      JSON.stringify(listing),
    );
    // An edit: the component loads its own from now on.
    doc = applyPatch(doc, { order: ['a', 's'], upsert: [probe('s', 'Shop', 'slider')], seq: 2 });
    r.sync(doc);
    expect(dataSeen.get('s')).toEqual([listing, undefined]);
    expect(document.querySelector('[data-testid="s"] .probe-data')).toBeNull();
    // Undone to the very JSON the server loaded for: its data applies again.
    doc = applyPatch(doc, {
      order: ['a', 's'],
      upsert: [probe('s', 'Products', 'slider')],
      seq: 3,
    });
    r.sync(doc);
    expect(dataSeen.get('s')).toEqual([listing, undefined, listing]);
  });

  it('embeds no data script when the server loaded nothing; ignores an unreadable one', () => {
    serverMarkup([probe('a')]);
    expect(preloaded).toBe(NO_PRELOADED_DATA);
    const read = (json: string) =>
      readPreloadedData(
        new DOMParser().parseFromString(
          `<script type="application/json" id="${PREVIEW_DATA_ID}">${json}</script>`,
          'text/html',
        ),
      );
    expect(read('{"a":')).toBe(NO_PRELOADED_DATA);
    expect([...read('{"a":{"data":1},"b":{"hash":"x","data":null}}').entries()]).toEqual([
      ['b', { hash: 'x', data: null }],
    ]);
  });
});
