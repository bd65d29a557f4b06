import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../schemas/defaults';
import { themeSchema } from '../schemas/theme';
import type { Theme } from '../schemas/types';
import { validateAgainst } from './validate';
import { themeToCss, themeToCssVars } from './theme-css';

const theme = defaultsFromSchema(themeSchema) as Theme;

describe('themeToCssVars', () => {
  it('has defaults that validate against the theme schema', () => {
    expect(validateAgainst(themeSchema, theme)).toBeNull();
  });

  it('maps every colour, button style and the link colour to a variable', () => {
    const vars = themeToCssVars({
      ...theme,
      colors: { ...theme.colors, primaryAccent: '#123456' },
      linkTextColor: '#abcdef',
    });
    expect(vars['--sw-accent']).toBe('#123456');
    expect(vars['--sw-link']).toBe('#abcdef');
    expect(vars['--sw-btn1-radius']).toBe('8px');
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
