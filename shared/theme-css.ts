import { HEADING_SCALES } from '../schemas/theme';
import type { Theme } from '../schemas/types';

const FALLBACK_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * The web font, then its metric-matched fallback (a local Arial or Times New Roman resized to
 * take the same room, shared/fonts.ts fallbackFontFaceCss) so text does not move when the web
 * font arrives, then the system's fonts.
 */
function fontStack(name: string): string {
  const family = name.replace(/'/g, '');
  return `'${family}', '${family} Fallback', ${FALLBACK_STACK}`;
}

/** The heading and body font families a theme draws with ('default' is Inter for both). */
export function themeFonts(theme: Theme): { heading: string; body: string } {
  const custom = theme.font.type === 'custom';
  return {
    heading: custom ? theme.font.headingFont : 'Inter',
    body: custom ? theme.font.bodyFont : 'Inter',
  };
}

/** The colours a theme draws, with every unset button and link colour resolved. */
export type ResolvedColors = {
  accent: string;
  link: string;
  btn1Bg: string;
  btn1Text: string;
  btn1Border: string;
  btn2Bg: string;
  btn2Text: string;
  btn2Border: string;
};

/**
 * What the page draws for the colours that follow others: the primary button's background is
 * the accent, the secondary's the page background, a border its button's background and links
 * the accent, each unless the theme sets it. The inspector shows these for unset fields.
 */
export function resolveColors(theme: Theme): ResolvedColors {
  const c = theme.colors;
  const p = theme.primaryButton;
  const s = theme.secondaryButton;
  const btn1Bg = p.backgroundColor || c.primaryAccent;
  const btn2Bg = s.backgroundColor || c.primaryBg;
  return {
    accent: c.primaryAccent,
    link: theme.linkTextColor || c.primaryAccent,
    btn1Bg,
    btn1Text: p.textColor,
    btn1Border: p.borderColor || btn1Bg,
    btn2Bg,
    btn2Text: s.textColor,
    btn2Border: s.borderColor || btn2Bg,
  };
}

/**
 * The theme as CSS custom properties; sections read only these, never fixed colours. A colour
 * the theme leaves unset is a reference to what it follows (`--sw-btn1-bg: var(--sw-accent)`),
 * so the cascade, not a copy, keeps a button with its accent.
 */
export function themeToCssVars(theme: Theme): Record<string, string> {
  const custom = theme.font.type === 'custom';
  const fonts = themeFonts(theme);
  const c = theme.colors;
  const p = theme.primaryButton;
  const s = theme.secondaryButton;
  const scale = HEADING_SCALES[theme.font.headingScale ?? 'medium'] ?? HEADING_SCALES.medium;
  return {
    '--sw-accent': c.primaryAccent,
    '--sw-text': c.primaryText,
    '--sw-bg': c.primaryBg,
    '--sw-border': c.primaryBorder,
    '--sw-text-2': c.secondaryText,
    '--sw-bg-2': c.secondaryBg,
    '--sw-border-2': c.secondaryBorder,
    '--sw-font-heading': fontStack(fonts.heading),
    '--sw-font-heading-style': custom ? theme.font.headingStyle : 'normal',
    '--sw-font-body': fontStack(fonts.body),
    '--sw-font-body-style': custom ? theme.font.bodyStyle : 'normal',
    '--sw-h1-size': scale[0],
    '--sw-h2-size': scale[1],
    '--sw-h3-size': scale[2],
    '--sw-body-size': `${theme.font.bodySize ?? 16}px`,
    '--sw-btn1-bg': p.backgroundColor || 'var(--sw-accent)',
    '--sw-btn1-text': p.textColor,
    '--sw-btn1-border': p.borderColor || 'var(--sw-btn1-bg)',
    '--sw-btn1-radius': `${p.borderRadius}px`,
    '--sw-btn1-bw': `${p.borderWidth}px`,
    '--sw-btn2-bg': s.backgroundColor || 'var(--sw-bg)',
    '--sw-btn2-text': s.textColor,
    '--sw-btn2-border': s.borderColor || 'var(--sw-btn2-bg)',
    '--sw-btn2-radius': `${s.borderRadius}px`,
    '--sw-btn2-bw': `${s.borderWidth}px`,
    '--sw-link': theme.linkTextColor || 'var(--sw-accent)',
  };
}

/** `:root{…}` text for the page head. Values come from a validated theme (hex colours, ints). */
export function themeToCss(theme: Theme, selector = ':root'): string {
  const body = Object.entries(themeToCssVars(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `${selector}{${body}}`;
}
