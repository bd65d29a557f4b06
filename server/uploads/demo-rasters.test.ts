import Fastify from 'fastify';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoRasterFile, demoRasterRoutes } from './demo-rasters';

const demoImagesDir = resolve('fixtures/images');
const dir = mkdtempSync(join(tmpdir(), 'sw-rasters-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function app(demoRasterDir?: string) {
  const server = Fastify();
  demoRasterRoutes(server, { demoImagesDir, demoRasterDir });
  await server.ready();
  return server;
}

describe('GET /demo/w/{width}/{name}.webp', () => {
  it('draws a demo drawing as a WebP that wide, in proportion, and keeps it in the folder', async () => {
    const server = await app(dir);
    const res = await server.inject('/demo/w/320/banner-1.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    // banner-1.svg is 1600 × 600.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 120]);
    const kept = statSync(demoRasterFile(dir, 'banner-1', 320));
    expect(kept.size).toBe(res.rawPayload.length);
    // Answered from the folder the second time: the same bytes, the file not written again.
    const again = await server.inject('/demo/w/320/banner-1.webp');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(statSync(demoRasterFile(dir, 'banner-1', 320)).mtimeMs).toBe(kept.mtimeMs);
    await server.close();
  });

  it('draws an AVIF rendering with its own content type, smaller than the WebP, and keeps it', async () => {
    const server = await app(dir);
    const res = await server.inject('/demo/w/480/hero-2.avif');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.compression, meta.width]).toEqual(['heif', 'av1', 480]);
    expect(statSync(demoRasterFile(dir, 'hero-2', 480, 'avif')).size).toBe(res.rawPayload.length);
    const webp = await server.inject('/demo/w/480/hero-2.webp');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.length).toBeLessThan(webp.rawPayload.length);
    // Products' drawings have WebP renderings only.
    expect(
      (await server.inject('/demo/w/480/products/ochre-terracotta-vase-1.avif')).statusCode,
    ).toBe(404);
    await server.close();
  });

  it('draws in memory without a folder', async () => {
    const server = await app();
    const res = await server.inject('/demo/w/750/products/ochre-terracotta-vase-1.webp');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(750);
    await server.close();
  });

  it('answers 404 with a reason for other widths, drawings with text, unknown names and paths out', async () => {
    const server = await app(dir);
    for (const url of [
      '/demo/w/500/banner-1.webp',
      '/demo/w/320/logo-1.webp',
      '/demo/w/320/no-such-drawing.webp',
      '/demo/w/320/%2e%2e/package.webp',
    ]) {
      const res = await server.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ message: string }>().message, url).toBe('No such demo image.');
    }
    await server.close();
  });
});
