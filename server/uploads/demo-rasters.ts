// GET /demo/w/{width}/{name}.webp (or .avif): a demo drawing (fixtures/images/{name}.svg) as a
// WebP (AVIF) that wide (shared/demo-images.ts says which drawings and widths, and why). Drawn ahead by the build
// into the raster folder; one not there yet is drawn on the first request and kept.
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseDemoRasterUrl, type DemoRasterFormat } from '../../shared/demo-images';
import { renderDrawing } from './images';

export type DemoRasterOptions = { demoImagesDir: string; demoRasterDir?: string | undefined };

/** Where a rendering is kept under the raster folder. */
export function demoRasterFile(
  dir: string,
  name: string,
  width: number,
  format: DemoRasterFormat = 'webp',
): string {
  return join(dir, String(width), `${name}.${format}`);
}

/** Draws a rendering unless the folder has one already; answers its bytes. */
export async function ensureDemoRaster(
  opts: { demoImagesDir: string; demoRasterDir: string },
  name: string,
  width: number,
  format: DemoRasterFormat = 'webp',
): Promise<Buffer> {
  const file = demoRasterFile(opts.demoRasterDir, name, width, format);
  if (existsSync(file)) return readFile(file);
  const svg = await readFile(join(opts.demoImagesDir, `${name}.svg`));
  const data = await renderDrawing(svg, width, format);
  await mkdir(dirname(file), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, data);
  await rename(part, file);
  return data;
}

export function demoRasterRoutes(app: FastifyInstance, opts: DemoRasterOptions) {
  const inMemory = new Map<string, Promise<Buffer>>();
  const pending = new Map<string, Promise<Buffer>>();
  const dir = opts.demoRasterDir;

  const load = (name: string, width: number, format: DemoRasterFormat): Promise<Buffer> => {
    const key = `${width}/${name}.${format}`;
    const cached = inMemory.get(key) ?? pending.get(key);
    if (cached) return cached;
    const made = dir
      ? ensureDemoRaster(
          { demoImagesDir: opts.demoImagesDir, demoRasterDir: dir },
          name,
          width,
          format,
        )
      : readFile(join(opts.demoImagesDir, `${name}.svg`)).then((svg) =>
          renderDrawing(svg, width, format),
        );
    // Without a folder the renderings stay in memory; with one, only while being drawn.
    const map = dir ? pending : inMemory;
    map.set(key, made);
    made.then(
      () => dir && pending.delete(key),
      () => map.delete(key),
    );
    return made;
  };

  // Registered even when the drawings' folder is missing: a rendering then answers 404.
  app.get('/demo/w/*', async (req, reply) => {
    const parsed = parseDemoRasterUrl(req.url.split('?')[0]!);
    if (!parsed || !existsSync(join(opts.demoImagesDir, `${parsed.name}.svg`)))
      return reply.code(404).send({ message: 'No such demo image.' });
    const data = await load(parsed.name, parsed.width, parsed.format);
    return reply
      .type(`image/${parsed.format}`)
      .header('cache-control', 'public, max-age=86400')
      .send(data);
  });
}
