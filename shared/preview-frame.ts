// Where the builder's preview iframe sits and how it is sized, shared by the editor's PreviewPane
// and the builder's HTML, which places the iframe before the editor's scripts have run (so the
// preview lays out and paints its page while they load, at the size the editor will keep).
//
// The functions here are also sent to the browser as source text (`earlyPlacementScript`): they
// reference nothing outside their own parameters and define no inner functions.

export type Device = 'phone' | 'tablet' | 'desktop' | 'full';
export const DEVICES: readonly Device[] = ['phone', 'tablet', 'desktop', 'full'];
/** Preview widths in CSS pixels; full uses the whole pane. */
export const DEVICE_WIDTHS: Readonly<Record<Device, number | null>> = {
  phone: 390,
  tablet: 768,
  desktop: 1280,
  full: null,
};
/** The device the editor opens with. */
export const INITIAL_DEVICE: Device = 'desktop';

/** How the iframe fits its box: the device's width, scaled down to fit, never reflowed. */
export type FrameFit = {
  /** The iframe's own CSS width: the device's, or the box's for "full". */
  width: number;
  scale: number;
  /** The iframe's CSS height when scaled (the box's height in its own pixels), else null: 100%. */
  frameHeight: number | null;
};

/** The fit for a box of `available` × `height` CSS pixels and a device `deviceWidth` wide. */
export function fitFrame(available: number, height: number, deviceWidth: number | null): FrameFit {
  const scale = deviceWidth && available > 0 ? Math.min(1, available / deviceWidth) : 1;
  return {
    width: deviceWidth ?? available,
    scale,
    frameHeight: scale < 1 ? (height || 0) / scale : null,
  };
}

/** Sizes the iframe for `fit`; touches only what differs, so an unchanged fit costs nothing. */
export function styleFrame(frame: HTMLElement, fit: FrameFit): void {
  const s = frame.style;
  const want = [
    fit.width + 'px',
    fit.frameHeight === null ? '100%' : fit.frameHeight + 'px',
    fit.scale < 1 ? 'scale(' + fit.scale + ')' : '',
  ];
  if (s.width !== want[0]) s.width = want[0]!;
  if (s.height !== want[1]) s.height = want[1]!;
  if (s.transform !== want[2]) s.transform = want[2]!;
  if (s.transformOrigin !== '0px 0px') s.transformOrigin = '0 0';
}

/** Puts the holder over `box` (viewport pixels); hidden while the box has no area. */
export function placeHolder(
  holder: HTMLElement,
  box: { left: number; top: number; width: number; height: number },
): void {
  const s = holder.style;
  s.left = box.left + 'px';
  s.top = box.top + 'px';
  s.width = box.width + 'px';
  s.height = box.height + 'px';
  holder.hidden = box.width === 0 || box.height === 0;
}

/** The content box of `el` (inside its padding and scrollbars), in CSS pixels. */
export function contentSize(el: HTMLElement): { width: number; height: number } {
  const cs = getComputedStyle(el);
  return {
    width: Math.max(0, el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)),
    height: Math.max(0, el.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom)),
  };
}

/**
 * Run in the builder's HTML right after the preview's holder: sizes the editor's frame box in the
 * server's skeleton of the editor (the same classes, so the same CSS) as PreviewPane would, and
 * places the holder over it. PreviewPane takes over with the same figures, so the preview is not
 * laid out again.
 */
function placeEarly(
  fit: typeof fitFrame,
  style: typeof styleFrame,
  place: typeof placeHolder,
  size: typeof contentSize,
  ids: { holder: string; frame: string; canvas: string },
  deviceWidth: number | null,
): void {
  const holder = document.getElementById(ids.holder);
  const frame = document.getElementById(ids.frame);
  const canvas = document.querySelector<HTMLElement>(ids.canvas);
  const wrap = canvas && (canvas.firstElementChild as HTMLElement | null);
  if (!holder || !frame || !canvas || !wrap) return;
  const box = size(canvas);
  if (box.width === 0 || box.height === 0) return;
  const f = fit(box.width, box.height, deviceWidth);
  wrap.style.width = f.width * f.scale + 'px';
  wrap.style.height = box.height + 'px';
  style(frame, f);
  place(holder, wrap.getBoundingClientRect());
}

/** The inline script that runs `placeEarly` (the editor's skeleton must be above it). */
export function earlyPlacementScript(
  ids: { holder: string; frame: string; canvas: string },
  deviceWidth: number | null,
): string {
  const args = [fitFrame, styleFrame, placeHolder, contentSize].map(String).join(',');
  return `<script>(${String(placeEarly)})(${args},${JSON.stringify(ids)},${JSON.stringify(deviceWidth)})</script>`;
}
