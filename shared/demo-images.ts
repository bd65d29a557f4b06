// The demo images (fixtures/images, served at /demo/) are SVG drawings. A browser renders each SVG
// <img> as a document of its own on the main thread (30-100 ms each on the demo homes), so pages
// offer WebP renderings of them instead, drawn by the server with sharp at a few widths
// (server/storefront/demo-rasters.ts; `npm run build` draws them all ahead) and picked by the
// browser through `srcset`, decoded off the main thread.

import { uploadAvifSrcSet, uploadSrcSet } from './uploads';

/**
 * The widths each demo drawing is rendered at, for the slots a phone (about 412 px wide at 1.75
 * to 2 device pixels per px) and a desktop have: half a phone's width (320), a card of 270 px
 * (480), a phone's full width (750), a desktop's (1280). Each slot gets a rendering at most a
 * step wider than it draws.
 */
export const DEMO_RASTER_WIDTHS: readonly number[] = [320, 480, 750, 1280];

/** A demo drawing's URL; its name is the path under /demo/ without `.svg`. */
const DEMO_SVG = /^\/demo\/((?:products\/|blog\/)?[a-z0-9][a-z0-9-]*)\.svg$/;
/**
 * Drawings with text (logos, brand marks, screenshots) stay SVG: another renderer would draw
 * their text with other fonts, and they are small.
 */
const DRAWS_TEXT = /^(?:logo|brand|screen)-/;
/** A rendering's URL: /demo/w/{width}/{name}.webp or .avif. */
const RASTER_URL = /^\/demo\/w\/(\d+)\/((?:products\/|blog\/)?[a-z0-9][a-z0-9-]*)\.(webp|avif)$/;

export type DemoRasterFormat = 'webp' | 'avif';

/**
 * Whether a drawing also has AVIF renderings: the pictures of the demo pages' own sections
 * (heroes, banners, galleries; a third smaller than WebP), not the products' and blog posts'
 * hundreds of flat drawings, where AVIF saves little and would make the build draw for minutes.
 */
export const hasAvif = (name: string) => !name.includes('/');

/** The name of the demo drawing at `src` that has WebP renderings, or null. */
export function demoRasterName(src: string | undefined): string | null {
  const name = src ? DEMO_SVG.exec(src)?.[1] : undefined;
  if (!name || DRAWS_TEXT.test(name.slice(name.lastIndexOf('/') + 1))) return null;
  return name;
}

/** The URL of a drawing's rendering `width` pixels wide. */
function demoRasterUrl(name: string, width: number, format: DemoRasterFormat): string {
  return `/demo/w/${width}/${name}.${format}`;
}

/** What a rendering's URL asks for (a known width, a drawing's name, a format), or null. */
export function parseDemoRasterUrl(
  path: string,
): { width: number; name: string; format: DemoRasterFormat } | null {
  const m = RASTER_URL.exec(path);
  if (!m) return null;
  const width = Number(m[1]);
  const name = m[2]!;
  const format = m[3] as DemoRasterFormat;
  if (!DEMO_RASTER_WIDTHS.includes(width) || DRAWS_TEXT.test(name.slice(name.lastIndexOf('/') + 1)))
    return null;
  if (format === 'avif' && !hasAvif(name)) return null;
  return { width, name, format };
}

/** The `srcset` of the WebP renderings of the demo drawing at `src`; undefined for any other image. */
export function demoSrcSet(src: string | undefined): string | undefined {
  const name = demoRasterName(src);
  if (!name) return undefined;
  return DEMO_RASTER_WIDTHS.map((w) => `${demoRasterUrl(name, w, 'webp')} ${w}w`).join(', ');
}

/** The `srcset` of the AVIF renderings of the drawing at `src`, if it has them (`hasAvif`). */
export function demoAvifSrcSet(src: string | undefined): string | undefined {
  const name = demoRasterName(src);
  if (!name || !hasAvif(name)) return undefined;
  return DEMO_RASTER_WIDTHS.map((w) => `${demoRasterUrl(name, w, 'avif')} ${w}w`).join(', ');
}

/**
 * The `srcset` of an image's responsive renderings: a demo drawing's WebP renderings or an
 * upload's variants (shared/uploads.ts); undefined for any other image.
 */
export function responsiveSrcSet(src: string | undefined): string | undefined {
  return demoSrcSet(src) ?? uploadSrcSet(src);
}

/**
 * The `srcset` of an image's AVIF renderings: a demo drawing's that has them (`hasAvif`) or an
 * upload's variants; undefined for any other image.
 */
export function responsiveAvifSrcSet(src: string | undefined): string | undefined {
  return demoAvifSrcSet(src) ?? uploadAvifSrcSet(src);
}

/**
 * Props for an `<img>` (or a `<source>`'s `srcSet`) showing `src`: for a demo drawing or an
 * upload, its renderings with `sizes` (the slot's width, as a media-query list); otherwise `src`
 * alone.
 */
export function imageSources(
  src: string | undefined,
  sizes: string,
): { src: string | undefined; srcSet?: string; sizes?: string } {
  const srcSet = responsiveSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}
