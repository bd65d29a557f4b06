import { SECTION_DEVICES } from '../schemas/section-style';
import type { SectionStyle } from '../schemas/types';
import { escapeHtml } from './escape';

const SPACING: Record<string, string> = {
  none: '0px',
  small: 'clamp(24px, 4vw, 48px)',
  medium: 'clamp(48px, 8vw, 96px)',
  large: 'clamp(72px, 12vw, 144px)',
};

const URL_OK = /^(\/|https?:\/\/)[^\s"'()\\<>]*$/;

/** The classes and custom properties a section's style puts on its wrapper. */
export type SectionStyleAttrs = { className: string; css: string };

/** The background variable's value for an image under a dark overlay. */
function imageBackground(url: string, overlay: number | undefined): string {
  const dark = Math.min(90, Math.max(0, overlay ?? 50)) / 100;
  return `linear-gradient(rgb(0 0 0 / ${dark}), rgb(0 0 0 / ${dark})), url(${url}) center / cover no-repeat`;
}

/**
 * A section's Style group as the classes and `--sw-section-*` custom properties of the element
 * around it (a `display: contents` wrapper; runtime/styles/base.css reads them), or null when
 * the style changes nothing, so an unstyled section's HTML stays as it was.
 *
 * Phone values go in `--sw-section-*-phone` with a class `sw-styled--phone-*` that, below 768
 * px, copies each into the section's own variable on the wrapper's children (an inline style on
 * the wrapper would beat a media query there). `hideOn` adds `sw-hide-{device}`: the section is
 * rendered once and not displayed on those devices, by CSS alone.
 */
export function sectionStyleAttrs(
  style: SectionStyle | undefined | null,
): SectionStyleAttrs | null {
  if (!style || typeof style !== 'object') return null;
  const classes: string[] = [];
  const vars: string[] = [];
  const top = SPACING[style.spacingTop ?? ''];
  const bottom = SPACING[style.spacingBottom ?? ''];
  if (top) vars.push(`--sw-section-pad-top:${top}`);
  if (bottom) vars.push(`--sw-section-pad-bottom:${bottom}`);
  const phoneTop = SPACING[style.spacingTopPhone ?? ''];
  const phoneBottom = SPACING[style.spacingBottomPhone ?? ''];
  if (style.background === 'surface') vars.push('--sw-section-bg:var(--sw-bg-2)');
  if (style.background === 'accent')
    vars.push('--sw-section-bg:color-mix(in srgb, var(--sw-accent) 12%, var(--sw-bg))');
  let phoneBg: string | null = null;
  if (style.background === 'image' && style.backgroundImage && URL_OK.test(style.backgroundImage)) {
    vars.push(`--sw-section-bg:${imageBackground(style.backgroundImage, style.overlay)}`);
    classes.push('sw-styled--image');
    const phone = style.backgroundImagePhone;
    if (phone && URL_OK.test(phone)) phoneBg = imageBackground(phone, style.overlay);
  }
  if (vars.some((v) => v.startsWith('--sw-section-bg'))) classes.push('sw-styled--bg');
  if (style.width === 'full') classes.push('sw-styled--full');
  if (style.width === 'contained') classes.push('sw-styled--contained');
  if (phoneTop) {
    vars.push(`--sw-section-pad-top-phone:${phoneTop}`);
    classes.push('sw-styled--phone-top');
  }
  if (phoneBottom) {
    vars.push(`--sw-section-pad-bottom-phone:${phoneBottom}`);
    classes.push('sw-styled--phone-bottom');
  }
  if (phoneBg) {
    vars.push(`--sw-section-bg-phone:${phoneBg}`);
    classes.push('sw-styled--phone-bg');
  }
  const hideOn = Array.isArray(style.hideOn) ? style.hideOn : [];
  for (const device of SECTION_DEVICES) {
    if (hideOn.includes(device)) classes.push(`sw-hide-${device}`);
  }
  if (!vars.length && !classes.length) return null;
  return { className: ['sw-styled', ...classes].join(' '), css: vars.join(';') };
}

/** The section's HTML inside its style's wrapper; unchanged when it has no style. */
export function wrapStyled(style: SectionStyle | undefined, html: string): string {
  const attrs = sectionStyleAttrs(style);
  if (!attrs) return html;
  const css = attrs.css ? ` style="${escapeHtml(attrs.css)}"` : '';
  return `<div class="${attrs.className}"${css}>${html}</div>`;
}
