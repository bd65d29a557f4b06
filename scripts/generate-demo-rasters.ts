// Draws every demo drawing's WebP renderings, and AVIF ones of those that have them
// (shared/demo-images.ts), into dist/demo-images, part
// of `npm run build`, so no visitor or builder waits for one to be drawn; renderings already
// newer than their drawing are kept. The server draws any that are missing on request.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import {
  DEMO_RASTER_WIDTHS,
  demoRasterName,
  hasAvif,
  type DemoRasterFormat,
} from '../shared/demo-images';
import { demoRasterFile, ensureDemoRaster } from '../server/uploads';

const demoImagesDir = resolve('fixtures/images');
const demoRasterDir = resolve(process.argv[2] ?? 'dist/demo-images');

function* drawings(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* drawings(path);
    else {
      const name = demoRasterName(`/demo/${relative(demoImagesDir, path)}`);
      if (name) yield name;
    }
  }
}

const isFresh = (name: string, width: number, format: DemoRasterFormat) => {
  try {
    const made = statSync(demoRasterFile(demoRasterDir, name, width, format)).mtimeMs;
    return made >= statSync(join(demoImagesDir, `${name}.svg`)).mtimeMs;
  } catch {
    return false;
  }
};

const jobs = [...drawings(demoImagesDir)].flatMap((name) =>
  (hasAvif(name) ? (['avif', 'webp'] as const) : (['webp'] as const)).flatMap((format) =>
    DEMO_RASTER_WIDTHS.filter((w) => !isFresh(name, w, format)).map((width) => ({
      name,
      width,
      format,
    })),
  ),
);
const started = performance.now();
let next = 0;
// sharp runs each rendering on libuv's pool; a few at once keep the cores busy.
await Promise.all(
  Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await ensureDemoRaster({ demoImagesDir, demoRasterDir }, job.name, job.width, job.format);
    }
  }),
);
console.log(
  `demo images: ${jobs.length} renderings (${jobs.filter((j) => j.format === 'avif').length} AVIF) drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
