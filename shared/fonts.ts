import type { Theme } from '../schemas/types';
import { FONT_FALLBACK_METRICS } from './generated/font-metrics';
import { themeFonts } from './theme-css';

type Subset = 'latin' | 'latin-ext' | 'devanagari';

/** The character ranges of @fontsource's subsets (Google Fonts' own), for `unicode-range`. */
const UNICODE_RANGES: Record<Subset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  devanagari:
    'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
};

const LATIN: readonly Subset[] = ['latin', 'latin-ext'];
const WITH_DEVANAGARI: readonly Subset[] = ['latin', 'latin-ext', 'devanagari'];
const REGULAR_SEMI_BOLD: readonly number[] = [400, 600, 700];

/**
 * Each bundled font's files: the weights and subsets built (runtime/entry-fonts.ts imports
 * exactly these, a test checks it). The first three keep the weights pages always had.
 */
export const FONT_FILES: Readonly<
  Record<string, { slug: string; weights: readonly number[]; subsets: readonly Subset[] }>
> = {
  Inter: { slug: 'inter', weights: [400, 600, 700], subsets: LATIN },
  Poppins: { slug: 'poppins', weights: [400, 600], subsets: WITH_DEVANAGARI },
  'Playfair Display': { slug: 'playfair-display', weights: [400, 700], subsets: LATIN },
  Lora: { slug: 'lora', weights: REGULAR_SEMI_BOLD, subsets: LATIN },
  Merriweather: { slug: 'merriweather', weights: REGULAR_SEMI_BOLD, subsets: LATIN },
  Montserrat: { slug: 'montserrat', weights: REGULAR_SEMI_BOLD, subsets: LATIN },
  'Open Sans': { slug: 'open-sans', weights: REGULAR_SEMI_BOLD, subsets: LATIN },
  Roboto: { slug: 'roboto', weights: REGULAR_SEMI_BOLD, subsets: LATIN },
  'DM Sans': { slug: 'dm-sans', weights: REGULAR_SEMI_BOLD, subsets: LATIN },
  'Work Sans': { slug: 'work-sans', weights: REGULAR_SEMI_BOLD, subsets: LATIN },
  Nunito: { slug: 'nunito', weights: REGULAR_SEMI_BOLD, subsets: LATIN },
  Mukta: { slug: 'mukta', weights: REGULAR_SEMI_BOLD, subsets: WITH_DEVANAGARI },
  Hind: { slug: 'hind', weights: REGULAR_SEMI_BOLD, subsets: WITH_DEVANAGARI },
};

/** The key of a built font file in `ClientAssets.fonts`: 'playfair-display-latin-ext-700'. */
export const fontFileKey = (slug: string, subset: string, weight: number) =>
  `${slug}-${subset}-${weight}`;

/** The families a list of names draws from, each once, bundled ones only. */
function families(names: readonly string[]): string[] {
  return [...new Set(names)].filter((n) => Object.hasOwn(FONT_FILES, n));
}

/**
 * `@font-face` rules of the given families only, one per built file, each with its subset's
 * `unicode-range` so a browser fetches only the subsets a page's text needs. Files missing from
 * `files` (no build) are left out.
 */
export function fontFaceCss(names: readonly string[], files: Readonly<Record<string, string>>) {
  let css = '';
  const face = (name: string, weight: number, url: string, range: string) =>
    `@font-face{font-family:'${name}';font-style:normal;font-display:swap;font-weight:${weight};` +
    `src:url(${url}) format('woff2');unicode-range:${range}}`;
  for (const name of families(names)) {
    const { slug, weights, subsets } = FONT_FILES[name]!;
    for (const subset of subsets)
      for (const weight of weights) {
        const url = files[fontFileKey(slug, subset, weight)];
        if (!url) continue;
        // With the weight's rupee file, ₹ is its alone (scripts/subset-fonts.mjs).
        const range = files[fontFileKey(slug, 'rupee', weight)]
          ? withoutRupee(UNICODE_RANGES[subset])
          : UNICODE_RANGES[subset];
        css += face(name, weight, url, range);
      }
    for (const weight of weights) {
      const url = files[fontFileKey(slug, 'rupee', weight)];
      if (url) css += face(name, weight, url, RUPEE);
    }
  }
  return css;
}

/** The rupee sign, which the build gives each font a file of its own for. */
const RUPEE = 'U+20B9';

/** A `unicode-range` without U+20B9. */
function withoutRupee(range: string): string {
  return range
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.slice(2).split('-');
      const a = parseInt(from!, 16);
      const b = parseInt(to!, 16);
      if (a > 0x20b9 || b < 0x20b9) return [part];
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
      const span = (x: number, y: number) => (x === y ? `U+${hex(x)}` : `U+${hex(x)}-${hex(y)}`);
      return [...(a < 0x20b9 ? [span(a, 0x20b8)] : []), ...(b > 0x20b9 ? [span(0x20ba, b)] : [])];
    })
    .join(',');
}

/** Local faces metric-compatible with Arial and Times New Roman, regular and bold. */
const LOCAL_FALLBACKS = {
  sans: {
    400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular', 'Arimo', 'Helvetica'],
    700: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Helvetica Bold',
    ],
  },
  serif: {
    400: [
      'Times New Roman',
      'TimesNewRomanPSMT',
      'Liberation Serif',
      'LiberationSerif',
      'Tinos',
      'Times',
    ],
    700: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
      'Times Bold',
    ],
  },
} as const;

/**
 * For each family, a `'<name> Fallback'` face at each weight built: a local Arial (bold from 600) (Times New Roman for a serif) resized and given the web font's ascent, descent and
 * line gap (shared/generated/font-metrics.ts, computed from the fonts' files), so text laid out
 * before the web font arrives takes the same room and nothing moves when it swaps in.
 */
export function fallbackFontFaceCss(names: readonly string[]): string {
  let css = '';
  for (const name of families(names)) {
    const metrics = FONT_FALLBACK_METRICS[name];
    if (!metrics) continue;
    for (const [weight, m] of Object.entries(metrics.weights)) {
      const local = LOCAL_FALLBACKS[metrics.kind][Number(weight) >= 600 ? 700 : 400];
      const src = local.map((n) => `local('${n}')`).join(',');
      css +=
        `@font-face{font-family:'${name} Fallback';font-style:normal;font-weight:${weight};src:${src};` +
        `size-adjust:${m.sizeAdjust}%;ascent-override:${m.ascent}%;descent-override:${m.descent}%;line-gap-override:${m.lineGap}%}`;
    }
  }
  return css;
}

/**
 * The @font-face rules of the theme's heading and body fonts and of their metric-matched
 * fallbacks, for the page head.
 */
export function themeFontFaceCss(theme: Theme, files: Readonly<Record<string, string>>): string {
  const { heading, body } = themeFonts(theme);
  const faces = fontFaceCss([body, heading], files);
  return faces && faces + fallbackFontFaceCss([body, heading]);
}

/**
 * The two font files the first paint needs (Latin body text at 400, Latin headings at 700 or
 * 600), preloaded so text does not reflow when the web font arrives.
 */
export function themePreloadFonts(theme: Theme, files: Readonly<Record<string, string>>) {
  const { heading, body } = themeFonts(theme);
  const slug = (n: string) => FONT_FILES[n]?.slug ?? '';
  const list = [
    files[fontFileKey(slug(body), 'latin', 400)],
    files[fontFileKey(slug(heading), 'latin', 700)] ??
      files[fontFileKey(slug(heading), 'latin', 600)],
  ];
  return [...new Set(list.filter((f): f is string => Boolean(f)))];
}
