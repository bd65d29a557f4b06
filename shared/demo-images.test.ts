import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEMO_RASTER_WIDTHS,
  demoRasterName,
  demoSrcSet,
  imageSources,
  parseDemoRasterUrl,
  responsiveAvifSrcSet,
} from './demo-images';
import { uploadSrcSet } from './uploads';

const DIR = 'fixtures/images';
const drawings = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? drawings(join(dir, e.name))
      : e.name.endsWith('.svg')
        ? [join(dir, e.name)]
        : [],
  );

describe('demo images', () => {
  it('offers WebP renderings of the demo drawings without text, and of nothing else', () => {
    let offered = 0;
    for (const file of drawings(DIR)) {
      const src = `/demo/${relative(DIR, file)}`;
      const hasText = readFileSync(file, 'utf8').includes('<text');
      expect(demoRasterName(src) === null, src).toBe(hasText);
      if (!hasText) offered++;
    }
    expect(offered).toBeGreaterThan(400);
    for (const src of [
      undefined,
      '',
      '/uploads/a/b.webp',
      'https://example.com/demo/banner-1.svg',
      '/demo/banner-1.png',
      '/demo/../secret.svg',
      '/demo/starters/shop.webp',
    ])
      expect(demoRasterName(src)).toBeNull();
  });

  it('lists each width in the srcset and leaves other images to their src', () => {
    expect(demoSrcSet('/demo/products/a-b-1.svg')).toBe(
      DEMO_RASTER_WIDTHS.map((w) => `/demo/w/${w}/products/a-b-1.webp ${w}w`).join(', '),
    );
    expect(imageSources('/uploads/x.webp', '100vw')).toEqual({ src: '/uploads/x.webp' });
    expect(imageSources('/demo/hero-2.svg', '50vw')).toMatchObject({
      src: '/demo/hero-2.svg',
      sizes: '50vw',
    });
  });

  it('reads a rendering URL back, and refuses other widths, text drawings and paths out', () => {
    expect(parseDemoRasterUrl('/demo/w/750/blog/a-1.webp')).toEqual({
      width: 750,
      name: 'blog/a-1',
      format: 'webp',
    });
    expect(parseDemoRasterUrl('/demo/w/480/banner-1.avif')).toEqual({
      width: 480,
      name: 'banner-1',
      format: 'avif',
    });
    for (const bad of [
      // AVIF renderings only of the pages' own pictures, not of products' and posts' drawings.
      '/demo/w/480/products/a-b-1.avif',
      '/demo/w/480/blog/a-1.avif',
      '/demo/w/480/banner-1.png',
      '/demo/w/641/banner-1.webp',
      '/demo/w/750/logo-1.webp',
      '/demo/w/750/../banner-1.webp',
      '/demo/w/750/x/banner-1.webp',
      '/demo/w/750/banner-1.svg',
    ])
      expect(parseDemoRasterUrl(bad), bad).toBeNull();
  });

  it("offers an upload's variants up to its widest, and nothing for an upload of one variant", () => {
    const id = 'a'.repeat(32);
    expect(imageSources(`/uploads/${id}-1280.webp`, 'calc(100vw - 40px)')).toEqual({
      src: `/uploads/${id}-1280.webp`,
      srcSet: `/uploads/${id}-320.webp 320w, /uploads/${id}-640.webp 640w, /uploads/${id}-1280.webp 1280w`,
      sizes: 'calc(100vw - 40px)',
    });
    expect(uploadSrcSet(`/uploads/${id}-1920.webp`)).toMatch(
      /1280w, \/uploads\/a+-1920.webp 1920w$/,
    );
    // An original narrower than 320 px (one variant of its own width), or 320 alone.
    expect(uploadSrcSet(`/uploads/${id}-300.webp`)).toBeUndefined();
    expect(uploadSrcSet(`/uploads/${id}-320.webp`)).toBeUndefined();
    expect(uploadSrcSet('/uploads/not-an-id-640.webp')).toBeUndefined();
    expect(uploadSrcSet('https://example.com/a.jpg')).toBeUndefined();
  });

  it("offers AVIF for an upload's variants as for its WebP ones, and for the demo drawings that have them", () => {
    const id = 'a'.repeat(32);
    expect(responsiveAvifSrcSet(`/uploads/${id}-640.webp`)).toBe(
      `/uploads/${id}-320.avif 320w, /uploads/${id}-640.avif 640w`,
    );
    expect(responsiveAvifSrcSet(`/uploads/${id}-300.webp`)).toBeUndefined();
    expect(responsiveAvifSrcSet(`/uploads/${id}-640.avif`)).toBeUndefined();
    expect(responsiveAvifSrcSet('/demo/banner-1.svg')).toMatch(
      /^\/demo\/w\/320\/banner-1\.avif 320w/,
    );
    expect(responsiveAvifSrcSet('/demo/products/a-b-1.svg')).toBeUndefined();
  });
});
