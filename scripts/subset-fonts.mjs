// The bundled fonts' files, cut at build with harfbuzz's hb-subset (subset-font).
//
// Each Latin file is cut to the characters of its `unicode-range` (shared/fonts.ts) and the
// layout features text in those uses (kerning, contextual alternates, figures: tabular figures
// stay): a fifth smaller (Inter 400: 23.7 to 19.3 KB), and these are the files every page's
// first screen fetches. The file keeps its name: it is cut the same way from the same source in
// every build.
//
// The rupee sign of each bundled font goes alone in a file of under a kilobyte
// (`<font>-rupee-<weight>-<hash>.woff2`, listed in dist/client/.vite/rupee-fonts.json).
//
// ₹ (U+20B9) is in the Latin Extended subset of Google's fonts (and in Devanagari), so a price on
// a page made the browser fetch a 13 to 37 KB Latin Extended file per weight for that one
// character, at the high priority of a font, beside the page's first image. With this face
// covering ₹ (shared/fonts.ts), the larger files load only for text that needs them.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

const RUPEE = '\u20b9';

/** The Latin subset's characters (its unicode-range in shared/fonts.ts, less the controls). */
const LATIN_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const LATIN = LATIN_RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_x, i) => String.fromCodePoint(a + i)),
).join('');
const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const files = new Map();
for (const asset of manifest['runtime/entry-fonts.ts']?.assets ?? []) {
  const m = /([a-z-]+?)-(latin-ext|latin|devanagari)-(\d{3})-normal-[\w-]+\.woff2$/.exec(asset);
  if (m) files.set(`${m[1]}-${m[2]}-${m[3]}`, asset);
}

for (const [key, asset] of files) {
  if (!/-latin-\d{3}$/.test(key)) continue;
  const file = join(clientDir, asset);
  writeFileSync(file, await subsetFont(readFileSync(file), LATIN, { targetFormat: 'woff2' }));
}

const out = {};
for (const key of files.keys()) {
  const m = /^(.+)-latin-(\d{3})$/.exec(key);
  if (!m) continue;
  const [, slug, weight] = m;
  // The subset that draws ₹: Latin Extended, else Devanagari; some fonts have none.
  const source = [`${slug}-latin-ext-${weight}`, `${slug}-devanagari-${weight}`]
    .map((k) => files.get(k))
    .filter(Boolean)
    .map((f) => readFileSync(join(clientDir, f)))
    .find((buf) => fontkit.create(buf).hasGlyphForCodePoint(RUPEE.codePointAt(0)));
  if (!source) continue;
  const woff2 = await subsetFont(source, RUPEE, { targetFormat: 'woff2' });
  const hash = createHash('sha256').update(woff2).digest('base64url').slice(0, 8);
  const file = `assets/${slug}-rupee-${weight}-${hash}.woff2`;
  writeFileSync(join(clientDir, file), woff2);
  out[`${slug}-rupee-${weight}`] = `/${file}`;
}
writeFileSync(join(clientDir, '.vite', 'rupee-fonts.json'), JSON.stringify(out));
