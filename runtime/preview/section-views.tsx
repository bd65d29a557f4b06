// The builder preview's renderer: keeps the page's DOM equal to the preview document with as
// little work as a change needs. The server renders the draft into the iframe's HTML (each
// section in a `[data-sw-section]` wrapper stamped with the hash of the section it rendered), so
// the page shows at once; a section keeps that markup for as long as the editor's copy hashes
// the same. A section the editor changes gets its own React root, in its own wrapper, and from
// then on re-renders alone; a reorder moves wrappers (runtime/preview/arrange.ts). Interactive
// sections (sliders, tabs) take over their markup when they come near the viewport, so they move
// as they do for visitors, without rendering every one at load; a section taken over unchanged
// gets what the server pre-loaded for it (preview-data.ts), so a listing does not load again.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Section } from '../../schemas/types';
import { jsonHash } from '../../shared/hash';
import { themeToCss } from '../../shared/theme-css';
import { RuntimeProvider, type RuntimeContextValue } from '../context';
import { startsWithMedia } from '../page-flags';
import { arrangeChildren } from './arrange';
import { NO_PRELOADED_DATA, type PreloadedData } from './preview-data';
import type { PreviewDocument } from './preview-state';
import { SectionBody, type PreviewDeps } from './SectionBody';

/** The wrapper attributes the server writes and this renderer reads (see renderPreviewPage). */
export const SECTION_ATTR = 'data-sw-section';
export const HASH_ATTR = 'data-sw-hash';
export const SLOT_ATTR = 'data-sw-slot';
export const NEAR_ATTR = 'data-sw-near';
export const THEME_STYLE_ID = 'sw-preview-theme';

type Slot = 'header' | 'body' | 'footer';

type View = {
  id: string;
  slot: Slot;
  wrapper: HTMLElement;
  /** The section this view shows (null until the first sync names it). */
  section: Section | null;
  /** While the wrapper still holds the server's markup: the hash of what the server rendered. */
  serverHash: string | null;
  root: Root | null;
  /** Whether an interactive view on server markup is watched for coming into view. */
  watched: boolean;
};

export type PreviewRenderer = {
  /** Brings the DOM to `doc`, synchronously: when it returns, the DOM shows it. */
  sync(doc: PreviewDocument): void;
  destroy(): void;
};

export type PreviewRendererOptions = {
  win: Window;
  /** Holds the server's `.sw-site` markup, or nothing (then the structure is created). */
  container: Element;
  workspace: Pick<RuntimeContextValue, 'siteName' | 'currencySymbol' | 'discountRounding'>;
  deps: PreviewDeps;
  /** The path the server rendered the markup for; null when there is no server markup. */
  serverPath: string | null;
  /** What the server pre-loaded for its sections (readPreloadedData); none when omitted. */
  preloaded?: PreloadedData;
};

function createWrapper(doc: Document, id: string, slot: Slot): HTMLElement {
  const el = doc.createElement('div');
  el.className = 'sw-preview-section';
  el.setAttribute(SECTION_ATTR, id);
  if (slot !== 'body') el.setAttribute(SLOT_ATTR, slot);
  return el;
}

/** Creates the renderer over the server's markup in `container` (or an empty container). */
export function createPreviewRenderer(opts: PreviewRendererOptions): PreviewRenderer {
  const { win, container, deps, preloaded = NO_PRELOADED_DATA } = opts;
  const doc = win.document;
  let site = container.querySelector<HTMLElement>(':scope > .sw-site');
  if (!site) {
    site = doc.createElement('div');
    site.className = 'sw-site';
    container.append(site);
  }
  let main = site.querySelector<HTMLElement>(':scope > main');
  if (!main) {
    main = doc.createElement('main');
    main.id = 'main';
    main.className = 'sw-main';
    site.append(main);
  }
  let themeStyle = doc.getElementById(THEME_STYLE_ID);
  if (!themeStyle) {
    themeStyle = doc.createElement('style');
    themeStyle.id = THEME_STYLE_ID;
    doc.head.append(themeStyle);
  }

  // The server's wrappers, adopted as views that still hold server markup.
  const body = new Map<string, View>();
  const slots: Record<'header' | 'footer', View | null> = { header: null, footer: null };
  for (const wrapper of Array.from(site.querySelectorAll<HTMLElement>(`[${SECTION_ATTR}]`))) {
    const id = wrapper.getAttribute(SECTION_ATTR) ?? '';
    const slotAttr = wrapper.getAttribute(SLOT_ATTR);
    const slot: Slot = slotAttr === 'header' || slotAttr === 'footer' ? slotAttr : 'body';
    const view: View = {
      id,
      slot,
      wrapper,
      section: null,
      serverHash: opts.serverPath === null ? null : wrapper.getAttribute(HASH_ATTR),
      root: null,
      watched: false,
    };
    if (slot === 'body') {
      if (wrapper.parentElement === main && !body.has(id)) body.set(id, view);
      else wrapper.remove();
    } else if (!slots[slot]) slots[slot] = view;
    else wrapper.remove();
  }

  let ctx: RuntimeContextValue = {
    mode: 'builder',
    ...opts.workspace,
    path: opts.serverPath ?? '/',
  };
  let theme: unknown = null;
  let watching = false;

  const render = (view: View, section: Section) => {
    if (!view.root) {
      const el = boxOf(view.wrapper);
      if (el) observer?.unobserve(el);
      view.wrapper.removeAttribute(HASH_ATTR);
      view.wrapper.removeAttribute(NEAR_ATTR);
      view.wrapper.replaceChildren();
      view.root = createRoot(view.wrapper);
    }
    view.serverHash = null;
    view.section = section;
    view.root.render(
      <RuntimeProvider value={ctx}>
        <SectionBody section={section} deps={deps} preloaded={preloaded.get(view.id)} />
      </RuntimeProvider>,
    );
  };

  /** Whether `view` must render `section`: false when it shows it already (or the same markup). */
  const stale = (view: View, section: Section, pathChanged: boolean): boolean => {
    if (pathChanged) return true;
    if (view.section === section) return false;
    if (view.serverHash !== null && jsonHash(section) === view.serverHash) {
      view.section = section;
      return false;
    }
    return true;
  };

  const unmount = (view: View) => {
    const root = view.root;
    view.root = null;
    // Unmounting inside another root's commit is not allowed; a microtask is after it.
    if (root) queueMicrotask(() => root.unmount());
    view.wrapper.remove();
  };

  // Views still on server markup are watched: near the viewport an interactive one is taken
  // over (so its slider or tabs move as they do for visitors) and a static one is marked
  // `data-sw-near`, which lifts the rendering shortcut of the preview's CSS (preview-css.ts).
  const interactive = (view: View) =>
    view.section !== null && Boolean(deps.registry.get(view.section.type)?.interactive);
  const byElement = new WeakMap<Element, View>();
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            const due: View[] = [];
            for (const entry of entries) {
              const view = byElement.get(entry.target);
              if (!view || view.serverHash === null || !view.wrapper.isConnected) continue;
              if (entry.isIntersecting && interactive(view)) due.push(view);
              else view.wrapper.toggleAttribute(NEAR_ATTR, entry.isIntersecting);
            }
            if (due.length) flushSync(() => due.forEach((v) => render(v, v.section!)));
          },
          { rootMargin: '100% 0px' },
        )
      : null;
  /** The first element with a box: wrappers and island markers are `display: contents`. */
  const boxOf = (wrapper: Element) => {
    const el = wrapper.firstElementChild;
    return el?.classList.contains('sw-island') ? el.firstElementChild : el;
  };
  const watch = (view: View) => {
    const el = boxOf(view.wrapper);
    if (view.watched || !observer || !el || view.section === null) return;
    view.watched = true;
    byElement.set(el, view);
    observer.observe(el);
  };

  const syncSlot = (slot: 'header' | 'footer', section: Section | null): View | undefined => {
    const current = slots[slot];
    const wanted = section && !section.hidden ? section : null;
    if (current && (!wanted || current.id !== wanted.id)) {
      unmount(current);
      slots[slot] = null;
    }
    if (!wanted) return;
    let view = slots[slot];
    if (!view) {
      view = {
        id: wanted.id,
        slot,
        wrapper: createWrapper(doc, wanted.id, slot),
        section: null,
        serverHash: null,
        root: null,
        watched: false,
      };
      slots[slot] = view;
      if (slot === 'header') site.insertBefore(view.wrapper, site.firstChild);
      else site.append(view.wrapper);
    }
    return view;
  };

  return {
    sync(next) {
      const pathChanged = next.path !== ctx.path;
      if (pathChanged) ctx = { ...ctx, path: next.path };
      if (next.site.theme !== theme) {
        theme = next.site.theme;
        const css = themeToCss(next.site.theme);
        if (themeStyle.textContent !== css) themeStyle.textContent = css;
      }

      const due: [View, Section][] = [];
      for (const slot of ['header', 'footer'] as const) {
        const section = next.site[slot];
        const view = syncSlot(slot, section);
        if (view && section && stale(view, section, pathChanged)) due.push([view, section]);
      }

      const shown = next.sections.filter((s) => !s.hidden);
      const keep = new Set(shown.map((s) => s.id));
      for (const [id, view] of body)
        if (!keep.has(id)) {
          unmount(view);
          body.delete(id);
        }
      const order: HTMLElement[] = [];
      for (const section of shown) {
        let view = body.get(section.id);
        if (!view) {
          view = {
            id: section.id,
            slot: 'body',
            wrapper: createWrapper(doc, section.id, 'body'),
            section: null,
            serverHash: null,
            root: null,
            watched: false,
          };
          body.set(section.id, view);
        }
        if (stale(view, section, pathChanged)) due.push([view, section]);
        order.push(view.wrapper);
      }
      if (due.length) flushSync(() => due.forEach(([view, section]) => render(view, section)));
      arrangeChildren(main, order);
      site.classList.toggle('sw-site--media-first', startsWithMedia(shown));
      // Server markup exists only from the start: its views are named by the first sync.
      if (!watching) {
        watching = true;
        for (const view of [slots.header, ...body.values(), slots.footer])
          if (view && view.serverHash !== null) watch(view);
      }
    },
    destroy() {
      observer?.disconnect();
      for (const view of [slots.header, ...body.values(), slots.footer]) view?.root?.unmount();
    },
  };
}
