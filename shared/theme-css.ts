import type { Theme } from '../schemas/types';

const FALLBACK_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

function fontStack(name: string): string {
  return `'${name.replace(/'/g, '')}', ${FALLBACK_STACK}`;
}

/** The theme as CSS custom properties; sections read only these, never fixed colours. */
export function themeToCssVars(theme: Theme): Record<string, string> {
  const custom = theme.font.type === 'custom';
  const heading = custom ? theme.font.headingFont : 'Inter';
  const body = custom ? theme.font.bodyFont : 'Inter';
  const c = theme.colors;
  const p = theme.primaryButton;
  const s = theme.secondaryButton;
  return {
    '--sw-accent': c.primaryAccent,
    '--sw-text': c.primaryText,
    '--sw-bg': c.primaryBg,
    '--sw-border': c.primaryBorder,
    '--sw-text-2': c.secondaryText,
    '--sw-bg-2': c.secondaryBg,
    '--sw-border-2': c.secondaryBorder,
    '--sw-font-heading': fontStack(heading),
    '--sw-font-heading-style': custom ? theme.font.headingStyle : 'normal',
    '--sw-font-body': fontStack(body),
    '--sw-font-body-style': custom ? theme.font.bodyStyle : 'normal',
    '--sw-btn1-bg': p.backgroundColor,
    '--sw-btn1-text': p.textColor,
    '--sw-btn1-border': p.borderColor,
    '--sw-btn1-radius': `${p.borderRadius}px`,
    '--sw-btn1-bw': `${p.borderWidth}px`,
    '--sw-btn2-bg': s.backgroundColor,
    '--sw-btn2-text': s.textColor,
    '--sw-btn2-border': s.borderColor,
    '--sw-btn2-radius': `${s.borderRadius}px`,
    '--sw-btn2-bw': `${s.borderWidth}px`,
    '--sw-link': theme.linkTextColor,
  };
}

/** `:root{…}` text for the page head. Values come from a validated theme (hex colours, ints). */
export function themeToCss(theme: Theme, selector = ':root'): string {
  const body = Object.entries(themeToCssVars(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `${selector}{${body}}`;
}
