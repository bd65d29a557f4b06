// Writes shared/generated/font-metrics.ts: for each bundled font (shared/fonts.ts FONT_FILES) at
// each weight built, the overrides of a metric-matched fallback face (Arial, or Times New Roman for a
// serif) so text set in the fallback takes the room the web font will, and nothing moves when it
// arrives (shared/fonts.ts fallbackFontFaceCss). Read from the fonts' own Latin files (the WOFF
// beside each WOFF2 in @fontsource; zlib, no other library) and from Liberation Sans and Serif,
// metric-compatible with Arial and Times New Roman (same advances, same vertical metrics).
// Run: npx tsx scripts/generate-font-metrics.ts (again when a font is added to FONT_FILES).
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { FONT_FILES } from '../shared/fonts';

/** The serif families; the others fall back to a sans-serif. */
const SERIF = new Set(['Playfair Display', 'Lora', 'Merriweather']);
const LIBERATION = '/usr/share/fonts/truetype/liberation';
const FALLBACK_FILES = {
  sans: { 400: 'LiberationSans-Regular.ttf', 700: 'LiberationSans-Bold.ttf' },
  serif: { 400: 'LiberationSerif-Regular.ttf', 700: 'LiberationSerif-Bold.ttf' },
} as const;

/**
 * How often each character occurs in English text (per 1000 letters and spaces), to weigh the
 * average advance as running text would (the approach of capsize's `xWidthAvg`).
 */
const FREQUENCY: Record<string, number> = {
  ' ': 180,
  e: 104,
  t: 75,
  a: 67,
  o: 61,
  i: 57,
  n: 55,
  s: 52,
  h: 50,
  r: 49,
  d: 35,
  l: 33,
  c: 23,
  u: 23,
  m: 20,
  w: 19,
  f: 18,
  g: 16,
  y: 16,
  p: 16,
  b: 12,
  v: 8,
  k: 6,
  j: 1,
  x: 1,
  q: 1,
  z: 1,
};

type Tables = Map<string, Buffer>;

/** The tables of a TrueType/OpenType file or of a WOFF (1.0) file. */
function readTables(file: Buffer): Tables {
  const tables: Tables = new Map();
  if (file.toString('latin1', 0, 4) === 'wOFF') {
    const count = file.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      const tag = file.toString('latin1', at, at + 4);
      const offset = file.readUInt32BE(at + 4);
      const compLength = file.readUInt32BE(at + 8);
      const origLength = file.readUInt32BE(at + 12);
      const data = file.subarray(offset, offset + compLength);
      tables.set(tag, compLength < origLength ? inflateSync(data) : data);
    }
    return tables;
  }
  const count = file.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const offset = file.readUInt32BE(at + 8);
    tables.set(
      file.toString('latin1', at, at + 4),
      file.subarray(offset, offset + file.readUInt32BE(at + 12)),
    );
  }
  return tables;
}

/** The glyph of a character through the Unicode cmap (format 4 or 12), 0 when missing. */
function glyphOf(cmap: Buffer, code: number): number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const t = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = t.readUInt16BE(0);
    if (format === 4) {
      const segs = t.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const ranges = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        if (t.readUInt16BE(ends + s * 2) < code) continue;
        const start = t.readUInt16BE(starts + s * 2);
        if (start > code) return 0;
        const delta = t.readInt16BE(deltas + s * 2);
        const rangeOffset = t.readUInt16BE(ranges + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const g = t.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2);
        return g === 0 ? 0 : (g + delta) & 0xffff;
      }
      return 0;
    }
    if (format === 12) {
      const groups = t.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const at = 16 + g * 12;
        const start = t.readUInt32BE(at);
        if (code >= start && code <= t.readUInt32BE(at + 4))
          return t.readUInt32BE(at + 8) + code - start;
      }
      return 0;
    }
  }
  return 0;
}

type Metrics = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  avg: number;
};

/** Vertical metrics as Chromium on Linux and macOS takes them, and the weighted average advance. */
function metrics(file: Buffer): Metrics {
  const t = readTables(file);
  const head = t.get('head')!;
  const hhea = t.get('hhea')!;
  const os2 = t.get('OS/2')!;
  const hmtx = t.get('hmtx')!;
  const cmap = t.get('cmap')!;
  const unitsPerEm = head.readUInt16BE(18);
  // fsSelection bit 7 (USE_TYPO_METRICS): the typographic metrics, not hhea's.
  const typo = (os2.readUInt16BE(62) & 0x80) !== 0;
  const ascent = typo ? os2.readInt16BE(68) : hhea.readInt16BE(4);
  const descent = typo ? os2.readInt16BE(70) : hhea.readInt16BE(6);
  const lineGap = typo ? os2.readInt16BE(72) : hhea.readInt16BE(8);
  const longMetrics = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  let sum = 0;
  let weight = 0;
  for (const [ch, w] of Object.entries(FREQUENCY)) {
    const glyph = glyphOf(cmap, ch.codePointAt(0)!);
    if (!glyph) throw new Error(`no glyph for "${ch}"`);
    sum += advance(glyph) * w;
    weight += w;
  }
  return { unitsPerEm, ascent, descent: Math.abs(descent), lineGap, avg: sum / weight };
}

const round = (x: number) => Math.round(x * 10000) / 100;

const rows: string[] = [];
for (const [name, { slug, weights }] of Object.entries(FONT_FILES)) {
  const kind = SERIF.has(name) ? 'serif' : 'sans';
  const faces: string[] = [];
  for (const weight of weights) {
    const font = metrics(
      readFileSync(`node_modules/@fontsource/${slug}/files/${slug}-latin-${weight}-normal.woff`),
    );
    // 600 and bolder against the fallback's bold, lighter against its regular.
    const fallbackFile = FALLBACK_FILES[kind][weight >= 600 ? 700 : 400];
    const fallback = metrics(readFileSync(`${LIBERATION}/${fallbackFile}`));
    const sizeAdjust = font.avg / font.unitsPerEm / (fallback.avg / fallback.unitsPerEm);
    const em = font.unitsPerEm * sizeAdjust;
    faces.push(
      `${weight}: { sizeAdjust: ${round(sizeAdjust)}, ascent: ${round(font.ascent / em)}, descent: ${round(font.descent / em)}, lineGap: ${round(font.lineGap / em)} }`,
    );
  }
  rows.push(`  '${name}': { kind: '${kind}', weights: { ${faces.join(', ')} } },`);
}

writeFileSync(
  'shared/generated/font-metrics.ts',
  `// Generated by scripts/generate-font-metrics.ts from the fonts' files; do not edit.
// Per font and built weight, the fallback face's overrides in percent: size-adjust, and ascent,
// descent and line gap (already divided by size-adjust, as the browser multiplies them back).
type FallbackMetrics = { sizeAdjust: number; ascent: number; descent: number; lineGap: number };

export const FONT_FALLBACK_METRICS: Readonly<
  Record<string, { kind: 'sans' | 'serif'; weights: Readonly<Record<number, FallbackMetrics>> }>
> = {
${rows.join('\n')}
};
`,
);
console.log(`shared/generated/font-metrics.ts: ${rows.length} fonts`);
