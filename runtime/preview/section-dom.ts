// Finding and measuring rendered sections. Each section sits in a `display: contents` wrapper
// (`[data-sw-section=id]`, so page CSS sees the same tree as SSR): the wrapper has no box of its
// own, and a section's box is the union of its children's boxes.

/** Section ids as the page format allows them; anything else is never looked up. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A box in the iframe's viewport coordinates. */
export type Box = { top: number; bottom: number; left: number; right: number };

/** The wrapper of a rendered section, or null. */
export function findSection(root: ParentNode, id: string): Element | null {
  return SAFE_ID.test(id) ? root.querySelector(`[data-sw-section="${id}"]`) : null;
}

/** The id of the section an event happened in, or null outside every section. */
export function sectionIdOf(target: EventTarget | null): string | null {
  const el = target as Partial<Element> | null;
  if (!el || typeof el.closest !== 'function') return null;
  return el.closest('[data-sw-section]')?.getAttribute('data-sw-section') ?? null;
}

/**
 * The union of a section's boxes, or null when it shows nothing; the wrapper's own box when it
 * has one (the placeholder of a section hidden on the preview's device: preview-css.ts). Zero-size children (more
 * `display: contents` wrappers, `<style>`) are looked through, a few levels deep.
 */
export function sectionBox(wrapper: Element): Box | null {
  // A wrapper with a box of its own: a section hidden on this device, shown as a placeholder.
  const own = wrapper.getBoundingClientRect();
  if (own.width > 0 || own.height > 0) {
    return { top: own.top, bottom: own.bottom, left: own.left, right: own.right };
  }
  let box: Box | null = null;
  const visit = (el: Element, depth: number) => {
    for (const child of Array.from(el.children)) {
      const r = child.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) {
        if (depth < 3) visit(child, depth + 1);
        continue;
      }
      box = box
        ? {
            top: Math.min(box.top, r.top),
            bottom: Math.max(box.bottom, r.bottom),
            left: Math.min(box.left, r.left),
            right: Math.max(box.right, r.right),
          }
        : { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }
  };
  visit(wrapper, 0);
  return box;
}

/** The body sections' boxes in page order (sections that show nothing are left out). */
export function measureBody(root: ParentNode): { id: string; top: number; height: number }[] {
  const boxes: { id: string; top: number; height: number }[] = [];
  for (const wrapper of Array.from(root.querySelectorAll('main [data-sw-section]'))) {
    const id = wrapper.getAttribute('data-sw-section');
    const box = sectionBox(wrapper);
    if (id && box) boxes.push({ id, top: box.top, height: box.bottom - box.top });
  }
  return boxes;
}

/**
 * How far to scroll a viewport of height `vh` to bring `box` into view, as
 * `scrollIntoView({ block: 'nearest' })` would: 0 when it is fully visible or already fills
 * the viewport.
 */
export function nearestScrollDelta(box: Box, vh: number): number {
  const height = box.bottom - box.top;
  const aboveTop = box.top < 0;
  const belowBottom = box.bottom > vh;
  let delta = 0;
  if (aboveTop && belowBottom) delta = 0;
  else if ((aboveTop && height <= vh) || (belowBottom && height > vh)) delta = box.top;
  else if ((aboveTop && height > vh) || (belowBottom && height <= vh)) delta = box.bottom - vh;
  // Boxes sit on fractional pixels: less than one is already in place.
  return Math.abs(delta) < 1 ? 0 : delta;
}
