import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FONTS, themeSchema } from '../schemas/theme';
import { defaultsFromSchema } from '../schemas/defaults';
import type { Theme } from '../schemas/types';
import {
  FONT_FILES,
  fallbackFontFaceCss,
  fontFileKey,
  themeFontFaceCss,
  themePreloadFonts,
} from './fonts';
import { FONT_FALLBACK_METRICS } from './generated/font-metrics';
import { themeToCssVars } from './theme-css';

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
    const all = themeFontFaceCss(custom('Lora', 'Mukta'), allFiles);
    // The web fonts' faces; their metric-matched fallbacks follow (tested below).
    const css = all
      .split('@font-face')
      .filter((f) => !f.includes(" Fallback'"))
      .join('@font-face');
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
      new Set(['Inter', 'Inter Fallback']),
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

  it('has fallback metrics for every bundled font at every weight built', () => {
    for (const [name, { weights }] of Object.entries(FONT_FILES)) {
      const m = FONT_FALLBACK_METRICS[name]!;
      expect(Object.keys(m.weights).map(Number)).toEqual([...weights]);
      for (const w of weights) {
        const { sizeAdjust, ascent, descent, lineGap } = m.weights[w]!;
        // Sane ranges: a font within a third of Arial's width, a line of about 1-2 em.
        expect(sizeAdjust).toBeGreaterThan(80);
        expect(sizeAdjust).toBeLessThan(130);
        expect(ascent + descent + lineGap).toBeGreaterThan(100);
        expect(ascent + descent + lineGap).toBeLessThan(200);
      }
    }
    // Computed from the files (scripts/generate-font-metrics.ts), beside the published figures
    // for Inter's Arial fallback (size-adjust 107.12%, ascent 90.44%, descent 22.52%).
    const inter = FONT_FALLBACK_METRICS.Inter!.weights[400]!;
    expect(Math.abs(inter.sizeAdjust - 107.12)).toBeLessThan(0.5);
    expect(Math.abs(inter.ascent - 90.44)).toBeLessThan(0.5);
    expect(Math.abs(inter.descent - 22.52)).toBeLessThan(0.5);
    expect(inter.lineGap).toBe(0);
  });

  it('writes a metric-matched local fallback face per weight, Times New Roman for a serif', () => {
    const css = fallbackFontFaceCss(['Playfair Display', 'Poppins', 'Not a bundled font']);
    const faces = css.split('@font-face').slice(1);
    expect(faces).toHaveLength(2 + 2);
    const m = FONT_FALLBACK_METRICS['Playfair Display']!.weights[700]!;
    expect(faces[1]).toBe(
      `{font-family:'Playfair Display Fallback';font-style:normal;font-weight:700;` +
        `src:local('Times New Roman Bold'),local('TimesNewRomanPS-BoldMT'),local('Liberation Serif Bold'),local('LiberationSerif-Bold'),local('Tinos Bold'),local('Times Bold');` +
        `size-adjust:${m.sizeAdjust}%;ascent-override:${m.ascent}%;descent-override:${m.descent}%;line-gap-override:${m.lineGap}%}`,
    );
    expect(faces[2]).toContain(
      "font-family:'Poppins Fallback';font-style:normal;font-weight:400;src:local('Arial'),",
    );
    // 600 text takes Arial's bold, resized by the font's own 600.
    expect(faces[3]).toContain("font-weight:600;src:local('Arial Bold'),");
    // A fallback face has no display swap of its own: it is local, there is nothing to wait for.
    expect(css).not.toContain('font-display');
  });

  it('puts the fallback face between the web font and the system fonts', () => {
    const vars = themeToCssVars(custom('Playfair Display', 'Poppins'));
    expect(vars['--sw-font-heading']).toMatch(
      /^'Playfair Display', 'Playfair Display Fallback', system-ui/,
    );
    expect(vars['--sw-font-body']).toMatch(/^'Poppins', 'Poppins Fallback', system-ui/);
  });

  it('gives ₹ to the rupee file of each weight that has one, and to no other face', () => {
    const css = themeFontFaceCss(custom('Poppins', 'Poppins'), {
      ...allFiles,
      'poppins-rupee-400': '/assets/poppins-rupee-400.woff2',
    });
    const faces = css.match(/@font-face\{font-family:'Poppins';[^}]*\}/g)!;
    const rangeOf = (file: string) =>
      faces.find((f) => f.includes(`/assets/${file}.woff2`))!.match(/unicode-range:([^}]*)/)![1]!;
    expect(rangeOf('poppins-rupee-400')).toBe('U+20B9');
    // Latin Extended and Devanagari at 400 leave ₹ to it, and keep their neighbours.
    expect(rangeOf('poppins-latin-ext-400')).toContain('U+20AD-20B8,U+20BA-20C0');
    expect(rangeOf('poppins-devanagari-400')).toContain('U+20A8,U+20F0');
    for (const file of ['poppins-latin-ext-400', 'poppins-devanagari-400', 'poppins-latin-400'])
      expect(rangeOf(file)).not.toMatch(/U\+20B9|U\+20A0-20C0|U\+20AD-20C0/);
    // A weight without a rupee file keeps ₹ where the font has it.
    expect(rangeOf('poppins-latin-ext-600')).toContain('U+20AD-20C0');
    expect(rangeOf('poppins-devanagari-600')).toContain('U+20B9');
  });
});
