import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FONTS, themeSchema } from '../schemas/theme';
import { defaultsFromSchema } from '../schemas/defaults';
import type { Theme } from '../schemas/types';
import { FONT_FILES, fontFileKey, themeFontFaceCss, themePreloadFonts } from './fonts';

const theme = defaultsFromSchema(themeSchema) as Theme;
const allFiles: Record<string, string> = {};
for (const { slug, weights, subsets } of Object.values(FONT_FILES))
  for (const s of subsets)
    for (const w of weights) allFiles[fontFileKey(slug, s, w)] = `/assets/${slug}-${s}-${w}.woff2`;

const custom = (heading: string, body: string): Theme => ({
  ...theme,
  font: { ...theme.font, type: 'custom', headingFont: heading, bodyFont: body },
});

describe('fonts', () => {
  it('has files for a dozen bundled fonts, Devanagari for Mukta, Hind and Poppins', () => {
    expect(Object.keys(FONT_FILES).sort()).toEqual([...BUNDLED_FONTS].sort());
    expect(BUNDLED_FONTS.length).toBeGreaterThanOrEqual(12);
    for (const name of ['Mukta', 'Hind', 'Poppins'])
      expect(FONT_FILES[name]!.subsets).toContain('devanagari');
  });

  it('builds exactly the files of the table (runtime/entry-fonts.ts)', () => {
    const entry = readFileSync(new URL('../runtime/entry-fonts.ts', import.meta.url), 'utf8');
    const imported = [...entry.matchAll(/@fontsource\/([a-z-]+)\/([a-z-]+)-(\d{3})\.css/g)].map(
      (m) => fontFileKey(m[1]!, m[2]!, Number(m[3])),
    );
    expect(imported.sort()).toEqual(Object.keys(allFiles).sort());
  });

  it("emits @font-face rules of the theme's chosen fonts only, with unicode ranges", () => {
    const css = themeFontFaceCss(custom('Lora', 'Mukta'), allFiles);
    const families = new Set([...css.matchAll(/font-family:'([^']+)'/g)].map((m) => m[1]));
    expect([...families].sort()).toEqual(['Lora', 'Mukta']);
    expect(css.match(/@font-face/g)).toHaveLength(2 * 3 + 3 * 3);
    expect(css).toContain('/assets/mukta-devanagari-400.woff2');
    expect(css).toMatch(/unicode-range:U\+0900-097F/);
    expect(
      css
        .split('@font-face')
        .slice(1)
        .every((r) => r.includes('unicode-range:')),
    ).toBe(true);
  });

  it('gives the default theme Inter alone, and nothing without a build', () => {
    const css = themeFontFaceCss(theme, allFiles);
    expect(new Set([...css.matchAll(/font-family:'([^']+)'/g)].map((m) => m[1]))).toEqual(
      new Set(['Inter']),
    );
    expect(themeFontFaceCss(theme, {})).toBe('');
  });

  it('preloads the latin body regular and heading bold', () => {
    expect(themePreloadFonts(custom('Playfair Display', 'Poppins'), allFiles)).toEqual([
      '/assets/poppins-latin-400.woff2',
      '/assets/playfair-display-latin-700.woff2',
    ]);
    expect(themePreloadFonts(custom('Poppins', 'Inter'), allFiles)[1]).toBe(
      '/assets/poppins-latin-600.woff2',
    );
  });
});
