// The rupee sign of each bundled font, alone in a file of under a kilobyte
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
const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const files = new Map();
for (const asset of manifest['runtime/entry-fonts.ts']?.assets ?? []) {
  const m = /([a-z-]+?)-(latin-ext|latin|devanagari)-(\d{3})-normal-[\w-]+\.woff2$/.exec(asset);
  if (m) files.set(`${m[1]}-${m[2]}-${m[3]}`, asset);
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
