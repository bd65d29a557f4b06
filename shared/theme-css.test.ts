import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../schemas/defaults';
import { migrateTheme, themeSchema } from '../schemas/theme';
import type { Theme } from '../schemas/types';
import { validateAgainst } from './validate';
import { resolveColors, themeToCss, themeToCssVars } from './theme-css';

const theme = defaultsFromSchema(themeSchema) as Theme;
const withAccent = (t: Theme, accent: string): Theme => ({
  ...t,
  colors: { ...t.colors, primaryAccent: accent },
});

describe('themeToCssVars', () => {
  it('has defaults that validate against the theme schema', () => {
    expect(validateAgainst(themeSchema, theme)).toBeNull();
  });

  it('maps every colour, button style and the link colour to a variable', () => {
    const vars = themeToCssVars({ ...withAccent(theme, '#123456'), linkTextColor: '#abcdef' });
    expect(vars['--sw-accent']).toBe('#123456');
    expect(vars['--sw-link']).toBe('#abcdef');
    expect(vars['--sw-btn1-radius']).toBe('8px');
  });

  it('lets the accent drive the primary button and links, and a border follow its button', () => {
    const vars = themeToCssVars(withAccent(theme, '#d97706'));
    expect(vars['--sw-btn1-bg']).toBe('var(--sw-accent)');
    expect(vars['--sw-btn1-border']).toBe('var(--sw-btn1-bg)');
    expect(vars['--sw-link']).toBe('var(--sw-accent)');
    expect(vars['--sw-btn2-bg']).toBe('var(--sw-bg)');
    const colors = resolveColors(withAccent(theme, '#d97706'));
    expect(colors).toMatchObject({ btn1Bg: '#d97706', btn1Border: '#d97706', link: '#d97706' });
  });

  it('lets an explicit button colour win, and its border follow it', () => {
    const t = { ...theme, primaryButton: { ...theme.primaryButton, backgroundColor: '#f59e0b' } };
    expect(themeToCssVars(t)['--sw-btn1-bg']).toBe('#f59e0b');
    expect(themeToCssVars(t)['--sw-btn1-border']).toBe('var(--sw-btn1-bg)');
    expect(resolveColors(t).btn1Border).toBe('#f59e0b');
    const bordered = { ...t, primaryButton: { ...t.primaryButton, borderColor: '#000000' } };
    expect(themeToCssVars(bordered)['--sw-btn1-border']).toBe('#000000');
    expect(resolveColors(bordered).btn1Border).toBe('#000000');
  });

  it('draws the heading scale and body size, medium and 16 px being the old look', () => {
    expect(themeToCssVars(theme)['--sw-h1-size']).toBe('clamp(2rem, 5vw, 3.25rem)');
    expect(themeToCssVars(theme)['--sw-body-size']).toBe('16px');
    const big = { ...theme, font: { ...theme.font, headingScale: 'large' as const, bodySize: 18 } };
    expect(themeToCssVars(big)['--sw-h1-size']).toBe('clamp(2.3rem, 6vw, 4rem)');
    expect(themeToCssVars(big)['--sw-body-size']).toBe('18px');
  });

  it('uses the custom fonts only when the font type is custom', () => {
    const custom = {
      ...theme,
      font: { ...theme.font, type: 'custom' as const, headingFont: 'Playfair Display' },
    };
    expect(themeToCssVars(custom)['--sw-font-heading']).toContain("'Playfair Display'");
    expect(themeToCssVars(theme)['--sw-font-heading']).toContain("'Inter'");
  });

  it('writes a :root rule', () => {
    expect(themeToCss(theme)).toMatch(/^:root\{--sw-accent:#4f46e5;/);
  });
});

describe('migrateTheme', () => {
  const legacy: Theme = {
    ...theme,
    primaryButton: { ...theme.primaryButton, backgroundColor: '#4f46e5', borderColor: '#4f46e5' },
    secondaryButton: { ...theme.secondaryButton, backgroundColor: '#ffffff' },
    linkTextColor: '#4338ca',
  };

  it('keeps the look of an untouched old default theme, its colours now following', () => {
    const out = migrateTheme(legacy);
    expect(out.primaryButton.backgroundColor).toBeUndefined();
    expect(out.primaryButton.borderColor).toBeUndefined();
    expect(out.secondaryButton.backgroundColor).toBeUndefined();
    expect(out.linkTextColor).toBe('#4338ca');
    expect(resolveColors(out)).toEqual(resolveColors(legacy));
  });

  it('lets a changed accent reach the buttons and links the old defaults held back', () => {
    const out = migrateTheme(withAccent(legacy, '#d97706'));
    expect(resolveColors(out)).toMatchObject({
      btn1Bg: '#d97706',
      btn1Border: '#d97706',
      link: '#d97706',
    });
  });

  it('drops the old indigo border left behind by a changed button colour', () => {
    const amber = {
      ...legacy,
      primaryButton: { ...legacy.primaryButton, backgroundColor: '#f59e0b' },
    };
    const out = migrateTheme(amber);
    expect(out.primaryButton.backgroundColor).toBe('#f59e0b');
    expect(resolveColors(out).btn1Border).toBe('#f59e0b');
  });

  it('keeps a deliberate border and is idempotent', () => {
    const set = { ...legacy, primaryButton: { ...legacy.primaryButton, borderColor: '#111111' } };
    expect(migrateTheme(set).primaryButton.borderColor).toBe('#111111');
    expect(migrateTheme(migrateTheme(set))).toEqual(migrateTheme(set));
  });
});
