// The builder preview's renderer: keeps the page's DOM equal to the preview document with as
// little work as a change needs. The server renders the draft into the iframe's HTML (each
// section in a `[data-sw-section]` wrapper stamped with the hash of the section it rendered), so
// the page shows at once; a section keeps that markup for as long as the editor's copy hashes
// the same. A section the editor changes gets its own React root, in its own wrapper, and from
// then on re-renders alone; a reorder moves wrappers (runtime/preview/arrange.ts). Interactive
// sections (sliders, tabs) take over their markup when they come near the viewport, so they move
// as they do for visitors, without rendering every one at load; a section taken over unchanged
// gets what the server pre-loaded for it (preview-data.ts), so a listing does not load again.
//
// This half has no React: rendering is the mounter's (mount.tsx), a chunk loaded once the
// preview is live, or at once when a change needs a render. Until it is there, a change that
// needs one waits for it (the DOM then shows the change a little later, and `done` says when);
// a change the server's markup already shows (the editor's first `init`, a reorder) is applied
// synchronously without it.
import type { Section } from '../../schemas/types';
import { jsonHash } from '../../shared/hash';
import { sectionStyleAttrs } from '../../shared/section-style';
import { themeToCss } from '../../shared/theme-css';
import type { RuntimeContextValue } from '../context';
import { MEDIA_FLAGS, mediaFirstClasses } from '../page-flags';
import { arrangeChildren } from './arrange';
import type { Mounter } from './mount';
import { NO_PRELOADED_DATA, type PreloadedData } from './preview-data';
import type { PreviewDocument } from './preview-state';

/** The wrapper attributes the server writes and this renderer reads (see renderPreviewPage). */
export const SECTION_ATTR = 'data-sw-section';
export const HASH_ATTR = 'data-sw-hash';
export const SLOT_ATTR = 'data-sw-slot';
export const NEAR_ATTR = 'data-sw-near';
/** On `main` once the renderer's observer has marked what is near (see preview-css.ts). */
export const MANAGED_ATTR = 'data-sw-near-managed';
/** Marks the server's wrapper of an interactive section (a slider, tabs): taken over near view. */
export const INTERACTIVE_ATTR = 'data-sw-interactive';
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
  /** The mounter's root, once the view rendered on the client. */
  root: unknown;
  /** Whether an interactive view on server markup is watched for coming into view. */
  watched: boolean;
};

/** The workspace's part of the preview's runtime context, which the server's shell names. */
export type PreviewWorkspace = Pick<
  RuntimeContextValue,
  | 'siteName'
  | 'currencySymbol'
  | 'discountRounding'
  | 'templateListings'
  | 'contact'
  | 'pricesExcludeTax'
>;

export type PreviewRenderer = {
  /**
   * Brings the DOM to `doc` and calls `done` when it shows it: before returning, unless a
   * section must render and the React half (or its section type) is still loading.
   */
  sync(doc: PreviewDocument, done?: () => void): void;
  /**
   * Starts loading the React half and the types on the page, and takes over the interactive
   * sections held until then (once the editor is live).
   */
  warm(): void;
  destroy(): void;
};

export type PreviewRendererOptions = {
  win: Window;
  /** Holds the server's `.sw-site` markup, or nothing (then the structure is created). */
  container: Element;
  workspace: PreviewWorkspace;
  /** The React half: given (tests), or loaded when first needed. */
  mount: Mounter | (() => Promise<Mounter>);
  /** The path the server rendered the markup for; null when there is no server markup. */
  serverPath: string | null;
  /** What the server pre-loaded for its sections (readPreloadedData); none when omitted. */
  preloaded?: PreloadedData;
  /**
   * Interactive sections near view wait for `warm()` before they are taken over: the builder's
   * preview, where nothing that only edits and sliders need competes with the editor going live.
   */
  holdInteractive?: boolean;
};

/** Elements the browser never draws a box for. */
const UNDRAWN = new Set(['LINK', 'META', 'NOSCRIPT', 'SCRIPT', 'STYLE', 'TEMPLATE', 'TITLE']);

/** The first child of `parent` that is drawn (see UNDRAWN), or null. */
function firstDrawn(parent: Element): Element | null {
  let el = parent.firstElementChild;
  while (el && UNDRAWN.has(el.tagName)) el = el.nextElementSibling;
  return el;
}

function createWrapper(doc: Document, id: string, slot: Slot): HTMLElement {
  const el = doc.createElement('div');
  el.className = 'sw-preview-section';
  el.setAttribute(SECTION_ATTR, id);
  if (slot !== 'body') el.setAttribute(SLOT_ATTR, slot);
  return el;
}

/** The section's Style group on its wrapper, as the server's preview markup has it. */
function applyStyle(wrapper: HTMLElement, section: Section) {
  const styled = sectionStyleAttrs(section.style);
  wrapper.className = styled ? `sw-preview-section ${styled.className}` : 'sw-preview-section';
  if (styled?.css) wrapper.setAttribute('style', styled.css);
  else wrapper.removeAttribute('style');
}

/** Creates the renderer over the server's markup in `container` (or an empty container). */
export function createPreviewRenderer(opts: PreviewRendererOptions): PreviewRenderer {
  const { win, container, preloaded = NO_PRELOADED_DATA } = opts;
  let mounter: Mounter | null = typeof opts.mount === 'function' ? null : opts.mount;
  let mounting: Promise<Mounter> | null = mounter ? Promise.resolve(mounter) : null;
  const loadMounter = (): Promise<Mounter> =>
    (mounting ??= (opts.mount as () => Promise<Mounter>)().then((m) => (mounter = m)));
  let destroyed = false;
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
  /** Every view, in page order: the header's, the body's, the footer's. */
  const allViews = (): View[] =>
    [slots.header, ...body.values(), slots.footer].filter((v): v is View => v !== null);
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
  // The menus the header and footer were last rendered with, as JSON (undefined before the first
  // sync, whose menus are the ones the server rendered), and the ones in the context.
  let shownMenusKey: string | undefined;
  let menusKey: string | undefined;
  let watching = false;
  // The path the DOM's sections were last rendered for (ctx.path may be ahead while waiting).
  let shownPath = ctx.path;

  /** Renders through the mounter, which must be there (and the section's type loaded). */
  const render = (view: View, section: Section) => {
    if (!view.root) {
      const el = boxOf(view.wrapper);
      if (el) observer?.unobserve(el);
      view.wrapper.removeAttribute(HASH_ATTR);
      view.wrapper.removeAttribute(NEAR_ATTR);
      view.wrapper.removeAttribute(INTERACTIVE_ATTR);
      view.wrapper.replaceChildren();
    }
    view.serverHash = null;
    view.section = section;
    applyStyle(view.wrapper, section);
    view.root = mounter!.render(view.wrapper, view.root, section, ctx, preloaded.get(view.id));
  };
  /** Renders the views now if the mounter and their types are there, else once they are. */
  const renderAll = (due: [View, Section][], then: () => void): boolean => {
    const types = due.map(([, s]) => s.type);
    if (mounter?.ready(types)) {
      mounter.batch(() => due.forEach(([view, section]) => render(view, section)));
      return true;
    }
    void loadMounter()
      .then((m) => m.load(types))
      .then(() => {
        if (!destroyed) then();
      });
    return false;
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
    if (view.root) mounter?.unmount(view.root);
    view.root = null;
    view.wrapper.remove();
  };

  // Views still on server markup are watched: near the viewport (a viewport's height either way)
  // one is marked `data-sw-near`, which lifts the rendering shortcut of the preview's CSS
  // (preview-css.ts), and an interactive one is taken over (so its slider or tabs move as they do
  // for visitors). Once this observer has reported, `main` says so (MANAGED_ATTR) and the far ones
  // are skipped outright (`content-visibility: hidden`) rather than by the browser's own
  // observer (`auto`), which would run beside this one in every frame.
  const interactive = (view: View) => view.wrapper.hasAttribute(INTERACTIVE_ATTR);
  const byElement = new WeakMap<Element, View>();
  let managed = false;
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            const due: View[] = [];
            for (const entry of entries) {
              const view = byElement.get(entry.target);
              if (!view || view.serverHash === null || !view.wrapper.isConnected) continue;
              view.wrapper.toggleAttribute(NEAR_ATTR, entry.isIntersecting);
              if (entry.isIntersecting && interactive(view)) due.push(view);
            }
            if (!managed) {
              managed = true;
              main.setAttribute(MANAGED_ATTR, '');
            }
            if (due.length) takeOver(due);
          },
          { rootMargin: '100% 0px' },
        )
      : null;
  // While the owner edits sections in place, what is near seldom changes (only an edit that
  // shrinks a section by more than a viewport brings far ones into view), yet the observer would
  // measure every watched section in every frame (a keystroke's frame, at hundreds of sections,
  // is a millisecond longer). So an edit in place pauses it, for a second at most; a scroll, a
  // resize or any other change resumes it at once, and it reports afresh what is near.
  let paused = false;
  let resumeTimer: number | undefined;
  const resume = () => {
    win.clearTimeout(resumeTimer);
    if (!paused || !observer) return;
    paused = false;
    for (const view of allViews()) {
      const el = boxOf(view.wrapper);
      if (el && view.watched && view.serverHash !== null && view.wrapper.isConnected)
        observer.observe(el);
    }
  };
  const pause = () => {
    if (!observer || paused) return;
    paused = true;
    observer.disconnect();
    // Not pushed back by later edits: in a long run of typing it looks again every second.
    resumeTimer = win.setTimeout(resume, 1000);
  };
  win.addEventListener('scroll', resume, { passive: true });
  win.addEventListener('resize', resume);
  /** Takes interactive views over on the server's markup they still show (once it is there). */
  // Interactive views that came near while held (holdInteractive), taken over by warm().
  let held: View[] | null = opts.holdInteractive ? [] : null;
  function takeOver(views: View[]) {
    if (held) {
      held.push(...views);
      return;
    }
    const due = (): [View, Section][] =>
      views
        .filter((v) => v.serverHash !== null && v.section !== null && v.wrapper.isConnected)
        .map((v) => [v, v.section!]);
    const now = due();
    if (now.length) renderAll(now, () => renderAll(due(), () => undefined));
  }
  /**
   * The first element with a box: wrappers and island markers are `display: contents`, and
   * elements that draw nothing are skipped (React writes an eager image's preload `<link>` before
   * the section's markup, and an observed `<link>` never intersects, so its section would stay
   * `content-visibility: hidden` on screen).
   */
  const boxOf = (wrapper: Element) => {
    const el = firstDrawn(wrapper);
    return el?.classList.contains('sw-island') ? firstDrawn(el) : el;
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

  // The body's wrappers in the order last arranged: a keystroke keeps the order, and comparing
  // two arrays is cheaper than reading the DOM's children (hundreds of them) to find that out.
  let arranged: HTMLElement[] = [];
  const sameOrder = (a: HTMLElement[], b: HTMLElement[]) =>
    a.length === b.length && a.every((el, i) => el === b[i]);

  // Changes that wait for the mounter: the latest document, and whom to tell once it shows.
  let waiting: { doc: PreviewDocument; done: (() => void)[] } | null = null;

  const renderer: PreviewRenderer = {
    sync(next, done) {
      if (waiting) {
        // An earlier change is still waiting for the mounter: this one goes after it.
        waiting.doc = next;
        if (done) waiting.done.push(done);
        return;
      }
      const pathChanged = next.path !== shownPath;
      if (next.path !== ctx.path) ctx = { ...ctx, path: next.path };
      const themeChanged = next.site.theme !== theme;
      if (themeChanged) {
        theme = next.site.theme;
        const css = themeToCss(next.site.theme);
        if (themeStyle.textContent !== css) themeStyle.textContent = css;
      }

      // The header and footer read the site's menus from the context: a new menu renders them.
      const nextMenusKey = JSON.stringify(next.site.menus ?? null);
      const menusChanged = shownMenusKey !== undefined && nextMenusKey !== shownMenusKey;
      if (nextMenusKey !== menusKey) {
        menusKey = nextMenusKey;
        ctx = { ...ctx, menus: next.site.menus };
      }

      const due: [View, Section][] = [];
      for (const slot of ['header', 'footer'] as const) {
        const section = next.site[slot];
        const view = syncSlot(slot, section);
        if (view && section && stale(view, section, pathChanged || menusChanged))
          due.push([view, section]);
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
      if (due.length) {
        const rendered = renderAll(due, () => {
          const w = waiting!;
          waiting = null;
          renderer.sync(w.doc, () => w.done.forEach((d) => d()));
        });
        if (!rendered) {
          // The renders and the new order wait for the mounter; the change is synced again, whole,
          // once it is here.
          waiting = { doc: next, done: done ? [done] : [] };
          return;
        }
      }
      shownPath = next.path;
      shownMenusKey = nextMenusKey;
      // Only this renderer moves or removes the body's wrappers, so an unchanged order is in place.
      const moved = !sameOrder(order, arranged);
      if (moved) {
        arrangeChildren(main, order);
        arranged = order;
      }
      if (watching) {
        if (due.length && !moved && !pathChanged && !themeChanged) pause();
        else resume();
      }
      const flags = mediaFirstClasses(shown);
      for (const c of MEDIA_FLAGS) site.classList.toggle(c, flags.includes(c));
      // Server markup exists only from the start: its views are named by the first sync.
      if (!watching) {
        watching = true;
        for (const view of allViews()) if (view.serverHash !== null) watch(view);
      }
      done?.();
    },
    warm() {
      const waiting = held;
      held = null;
      if (waiting?.length) takeOver(waiting);
      const types = allViews().flatMap((v) => (v.section ? [v.section.type] : []));
      void loadMounter().then((m) => m.load(types));
    },
    destroy() {
      destroyed = true;
      observer?.disconnect();
      win.clearTimeout(resumeTimer);
      win.removeEventListener('scroll', resume);
      win.removeEventListener('resize', resume);
      for (const view of allViews()) if (view.root) mounter?.unmount(view.root);
    },
  };
  return renderer;
}
