import { findSection, nearestScrollDelta, sectionBox, type Box } from './section-dom';
import { NEAR_ATTR } from './views';

/** The selected and hovered outlines, drawn by two overlay elements above the page. */
export type Outlines = {
  /** Outlines the selected section; `scroll` brings it into view if it is not fully visible. */
  select(id: string | null, scroll: boolean): void;
  hover(id: string | null): void;
  /** Redraws on the next frame: the DOM changed (a commit). */
  refresh(): void;
  destroy(): void;
};

/** `scrollUntil`: until when a scroll waits for a section not drawn yet (ms, performance.now()). */
type Outline = { id: string | null; scroll: boolean; scrollUntil: number; el: HTMLElement };

/** How long a scroll to a section waits for it to be drawn (a new type's chunk loading). */
const SCROLL_WAIT_MS = 3000;

/**
 * Overlays rather than CSS on the sections: section wrappers are `display: contents` (no box to
 * outline), and an overlay stays above positioned slides and fixed headers. All layout reads
 * happen in one animation frame after the DOM changed, never while a message is handled.
 */
export function createOutlines(
  win: Window,
  /** Whether a section is a placed reusable section: its selected outline is marked so. */
  isReusable: (id: string) => boolean = () => false,
): Outlines {
  const doc = win.document;
  const make = (kind: 'selected' | 'hover'): Outline => {
    const el = doc.createElement('div');
    el.className = `sw-preview-outline sw-preview-outline--${kind}`;
    el.setAttribute('data-sw-outline', kind);
    el.setAttribute('aria-hidden', 'true');
    el.hidden = true;
    doc.body.append(el);
    return { id: null, scroll: false, scrollUntil: 0, el };
  };
  const hovered = make('hover');
  const selected = make('selected');
  let frame = 0;

  const place = (o: Outline) => {
    o.el.setAttribute('data-for', o.id ?? '');
    if (o === selected) {
      const reusable = o.id !== null && isReusable(o.id);
      o.el.classList.toggle('sw-preview-outline--reusable', reusable);
      if (reusable) o.el.setAttribute('data-label', 'Reusable section');
      else o.el.removeAttribute('data-label');
    }
    const wrapper = o.id === null ? null : findSection(doc, o.id);
    // A section scrolled to is drawn in this very frame, and measured at its real size: a far
    // one is otherwise skipped until the renderer's observer finds it near (views.ts).
    if (wrapper && o.scroll) wrapper.setAttribute(NEAR_ATTR, '');
    let box: Box | null = wrapper ? sectionBox(wrapper) : null;
    if (wrapper && box && o.scroll) {
      // Scrolls this frame only: scrollIntoView would also scroll the editor's own document.
      const dy = nearestScrollDelta(box, win.innerHeight);
      if (dy !== 0) {
        win.scrollBy({ top: dy, behavior: 'instant' });
        box = sectionBox(wrapper);
      }
    }
    // A section just added may not be drawn yet: its scroll waits for its box (the next commit
    // or resize draws again), for a few seconds at most.
    if (box || win.performance.now() > o.scrollUntil) o.scroll = false;
    if (!box) {
      o.el.hidden = true;
      return;
    }
    const s = o.el.style;
    s.top = `${box.top + win.scrollY}px`;
    s.left = `${box.left + win.scrollX}px`;
    s.width = `${box.right - box.left}px`;
    s.height = `${box.bottom - box.top}px`;
    o.el.hidden = false;
  };

  const draw = () => {
    frame = 0;
    place(selected);
    place(hovered);
  };
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(draw);
  };
  const scheduleIfShown = () => {
    if (selected.id !== null || hovered.id !== null) schedule();
  };

  // Sizes change without a commit too (images load, the viewport resizes); sticky headers move.
  win.addEventListener('resize', scheduleIfShown);
  win.addEventListener('scroll', scheduleIfShown, { passive: true });
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(scheduleIfShown) : null;
  resizes?.observe(doc.body);

  return {
    select(id, scroll) {
      selected.id = id;
      selected.scroll = scroll;
      selected.scrollUntil = win.performance.now() + SCROLL_WAIT_MS;
      schedule();
    },
    hover(id) {
      if (hovered.id === id) return;
      hovered.id = id;
      schedule();
    },
    refresh: scheduleIfShown,
    destroy() {
      if (frame) win.cancelAnimationFrame(frame);
      win.removeEventListener('resize', scheduleIfShown);
      win.removeEventListener('scroll', scheduleIfShown);
      resizes?.disconnect();
      selected.el.remove();
      hovered.el.remove();
    },
  };
}
