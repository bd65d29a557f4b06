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

/**
 * A section's Style group as the classes and `--sw-section-*` custom properties of the element
 * around it (a `display: contents` wrapper; runtime/styles/base.css reads them), or null when
 * the style changes nothing, so an unstyled section's HTML stays as it was.
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
  if (style.background === 'surface') vars.push('--sw-section-bg:var(--sw-bg-2)');
  if (style.background === 'accent')
    vars.push('--sw-section-bg:color-mix(in srgb, var(--sw-accent) 12%, var(--sw-bg))');
  if (style.background === 'image' && style.backgroundImage && URL_OK.test(style.backgroundImage)) {
    const dark = Math.min(90, Math.max(0, style.overlay ?? 50)) / 100;
    vars.push(
      `--sw-section-bg:linear-gradient(rgb(0 0 0 / ${dark}), rgb(0 0 0 / ${dark})), url(${style.backgroundImage}) center / cover no-repeat`,
    );
    classes.push('sw-styled--image');
  }
  if (vars.some((v) => v.startsWith('--sw-section-bg'))) classes.push('sw-styled--bg');
  if (style.width === 'full') classes.push('sw-styled--full');
  if (style.width === 'contained') classes.push('sw-styled--contained');
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
