// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createOutlines, type Outlines } from './outlines';
import { NEAR_ATTR } from './views';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

let outlines: Outlines | null = null;
afterEach(() => {
  outlines?.destroy();
  outlines = null;
  document.body.replaceChildren();
});

describe('createOutlines', () => {
  it('draws a section scrolled to, however far: it is marked near before it is measured', async () => {
    document.body.innerHTML =
      '<main><div class="sw-preview-section" data-sw-section="far" data-sw-hash="h"><section>Far</section></div>' +
      '<div class="sw-preview-section" data-sw-section="other" data-sw-hash="h"><section>Other</section></div></main>';
    outlines = createOutlines(window);
    const far = document.querySelector('[data-sw-section="far"]')!;
    const other = document.querySelector('[data-sw-section="other"]')!;
    // Selected without a scroll (a click in the preview, where it is on screen): left alone.
    outlines.select('far', false);
    await frame();
    expect(far.hasAttribute(NEAR_ATTR)).toBe(false);
    outlines.select('far', true);
    await frame();
    expect(far.hasAttribute(NEAR_ATTR)).toBe(true);
    expect(other.hasAttribute(NEAR_ATTR)).toBe(false);
    expect(document.querySelector('[data-sw-outline="selected"]')?.getAttribute('data-for')).toBe(
      'far',
    );
  });
});
