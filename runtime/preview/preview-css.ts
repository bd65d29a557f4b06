import { SECTION_DEVICES } from '../../schemas/section-style';
import { DEVICE_LABELS, DEVICE_MEDIA } from '../../shared/devices';

// Builder-only styles, written into the head of the preview page by the server (never in the
// visitors' bundle): the selection and hover overlays, and the rendering shortcut for sections
// far from the viewport.
const DEVICE_PLACEHOLDERS = SECTION_DEVICES.map(
  (d) => `@media ${DEVICE_MEDIA[d]} {
  .sw-preview-section.sw-hide-${d} {
    display: block;
  }
  .sw-preview-section.sw-hide-${d} > * {
    display: none !important;
  }
  .sw-preview-section.sw-hide-${d}::before {
    content: 'Hidden on ${DEVICE_LABELS[d].toLowerCase()}';
    display: block;
    padding: 6px 12px;
    font: 600 12px/1.4 system-ui, sans-serif;
    color: #475569;
    background: repeating-linear-gradient(135deg, #f1f5f9 0 8px, #e2e8f0 8px 16px);
    border-block: 1px dashed #94a3b8;
  }
}`,
).join('\n');

export const PREVIEW_CSS = `
:root {
  /* The editor's accent (the platform's indigo), not the site theme's. */
  --sw-builder-accent: #4f46e5;
}
/* Sections still on the server's markup skip layout and paint while far from the viewport (a
   page of hundreds of sections lays out only what is on screen); near it (data-sw-near, set by
   the preview runtime) and once the runtime renders them, nothing is contained, so overflow and
   fixed positioning behave exactly as for visitors. Until the runtime's observer has reported
   (data-sw-near-managed), the browser finds what is on screen (auto); from then on the runtime
   does, and the far ones are simply skipped (hidden), so no second observer runs in each frame
   (runtime/preview/views.ts). A skipped section takes the height it had when it was last drawn
   (the \`auto\` of contain-intrinsic-size), 640px before it ever was; that height is recorded
   only while the property applies, so it applies near the viewport too (where, without
   containment, it changes nothing): a section drawn once does not shrink or grow back to the
   estimate when it is far again, and the page does not move under the owner. */
main > .sw-preview-section[data-sw-hash] > :not(.sw-island),
main > .sw-preview-section[data-sw-hash] > .sw-island > * {
  contain-intrinsic-size: auto 640px;
}
main > .sw-preview-section[data-sw-hash]:not([data-sw-near]) > :not(.sw-island),
main > .sw-preview-section[data-sw-hash]:not([data-sw-near]) > .sw-island > * {
  content-visibility: auto;
}
main[data-sw-near-managed] > .sw-preview-section[data-sw-hash]:not([data-sw-near]) > :not(.sw-island),
main[data-sw-near-managed] > .sw-preview-section[data-sw-hash]:not([data-sw-near]) > .sw-island > * {
  content-visibility: hidden;
}
/* A section hidden on the device the preview is sized to (style.hideOn; base.css hides it for
   visitors) shows as a slim placeholder instead, so the owner still sees where it is and can
   select it; section-dom.ts measures the wrapper's own box then. */
${DEVICE_PLACEHOLDERS}
.sw-preview-outline {
  position: absolute;
  top: 0;
  left: 0;
  box-sizing: border-box;
  pointer-events: none;
  z-index: 2147483000;
}
.sw-preview-outline[hidden] {
  display: none;
}
.sw-preview-outline--selected {
  z-index: 2147483001;
  outline: 2px solid var(--sw-builder-accent);
  outline-offset: -2px;
}
.sw-preview-outline--reusable {
  outline-color: #9333ea;
}
.sw-preview-outline--reusable::before {
  content: attr(data-label);
  position: absolute;
  top: 0;
  left: 0;
  padding: 2px 8px;
  font: 600 11px/1.4 system-ui, sans-serif;
  color: #fff;
  background: #9333ea;
  border-bottom-right-radius: 4px;
}
.sw-preview-outline--hover {
  outline: 1px dashed var(--sw-builder-accent);
  outline-offset: -1px;
  background: rgb(79 70 229 / 0.05);
}
`;
