// Turns an uploaded file into responsive WebP variants with sharp (and AVIF ones later, from them). The format is decided by
// sharp reading the bytes, never by the file name or the declared content type.
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_TOO_BIG_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  UPLOAD_WIDTHS,
} from '../../shared/uploads';

export { IMAGE_TOO_BIG_MESSAGE, MAX_UPLOAD_BYTES, UNSUPPORTED_IMAGE_MESSAGE };
/**
 * The most pixels decoded (50 megapixels, e.g. 8660 × 5773): a small, highly compressed file
 * can expand to gigabytes in memory, and this machine has little to spare.
 */
export const MAX_UPLOAD_PIXELS = 50_000_000;

export const IMAGE_TOO_MANY_PIXELS_MESSAGE =
  'The image is larger than 50 megapixels. Please upload a smaller one.';

/** The file is not an image of an accepted format (or cannot be decoded). */
export class UnsupportedImageError extends Error {
  override readonly name = 'UnsupportedImageError';
  constructor() {
    super(UNSUPPORTED_IMAGE_MESSAGE);
  }
}

/** The image decodes to more than MAX_UPLOAD_PIXELS. */
export class TooManyPixelsError extends Error {
  override readonly name = 'TooManyPixelsError';
  constructor() {
    super(IMAGE_TOO_MANY_PIXELS_MESSAGE);
  }
}

export type ImageVariant = { width: number; height: number; data: Buffer };
export type ProcessedImage = { width: number; height: number; variants: ImageVariant[] };

/**
 * The variant widths for an original this wide: each of UPLOAD_WIDTHS not wider than it, or the
 * original width alone when it is narrower than the smallest.
 */
export function variantWidths(originalWidth: number): number[] {
  const fits = UPLOAD_WIDTHS.filter((w) => w <= originalWidth);
  return fits.length > 0 ? fits : [originalWidth];
}

/** PNG, JPEG, WebP, GIF, or AVIF (HEIF with AV1; HEVC-coded HEIC is not accepted). */
function isAccepted(meta: Metadata): boolean {
  if (meta.format === 'heif') return meta.compression === 'av1';
  return ['png', 'jpeg', 'webp', 'gif'].includes(meta.format);
}

/**
 * Reads the bytes, refuses anything but the accepted formats (SVG included: it is a document
 * that can carry scripts), applies the EXIF orientation, drops all metadata (sharp keeps none
 * unless asked) and encodes one WebP per variant width. Animated images keep their first frame.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new UnsupportedImageError();
  }
  if (!isAccepted(meta)) throw new UnsupportedImageError();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new UnsupportedImageError();
  if (width * height > MAX_UPLOAD_PIXELS) throw new TooManyPixelsError();

  const source = sharp(input, { autoOrient: true, limitInputPixels: MAX_UPLOAD_PIXELS });
  const variants: ImageVariant[] = [];
  try {
    for (const w of variantWidths(width)) {
      const { data, info } = await source
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
  } catch {
    // A truncated or corrupt file passes the header check and fails here.
    throw new UnsupportedImageError();
  }
  return { width, height, variants };
}

/**
 * AVIF at effort 1 (of 0-9): about twice a WebP's encoding time (the default, 4, takes twenty
 * times), so the build's renderings and an upload's first request stay quick; quality 55 looks
 * like WebP's 82 and weighs a fifth to a third less.
 */
const AVIF = { quality: 55, effort: 1 } as const;

/**
 * An upload's variant `width` pixels wide as AVIF, made from its widest WebP variant (the
 * original is not kept): scaled down from the most detail there is, which also smooths away
 * most of the WebP's own artefacts.
 */
export async function encodeAvifVariant(widestWebp: Buffer, width: number): Promise<Buffer> {
  return sharp(widestWebp, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .avif(AVIF)
    .toBuffer();
}

/**
 * Renders one of our own demo drawings (an SVG from fixtures/images, never an upload) as a WebP
 * (or AVIF) `width` pixels wide, its height in proportion: drawn at that size (a vector is as
 * sharp at any width), not scaled from another rendering.
 */
export async function renderDrawing(
  svg: Buffer,
  width: number,
  format: 'webp' | 'avif' = 'webp',
): Promise<Buffer> {
  const meta = await sharp(svg).metadata();
  if (!meta.width) throw new UnsupportedImageError();
  const drawn = sharp(svg, { density: (72 * width) / meta.width }).resize({ width });
  return (format === 'avif' ? drawn.avif(AVIF) : drawn.webp({ quality: 82 })).toBuffer();
}
