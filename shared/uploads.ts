// Upload rules both sides use: the server enforces them (server/uploads/images.ts), the
// browser checks the size first so an oversized file is not sent for nothing.

/** Widths of an upload's responsive variants; only those not wider than the original are made. */
export const UPLOAD_WIDTHS: readonly number[] = [320, 640, 1280, 1920];

/** An upload's variant URL (`/uploads/<id>-<width>.webp`, the widest is the upload's `url`). */
const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})-(\d{1,5})\.webp$/;

/** The formats an upload's variants are served in: WebP made at upload, AVIF on first request. */
export type UploadFormat = 'webp' | 'avif';

/**
 * The `srcset` of an uploaded image's variants in a format, from the URL of its widest: every
 * width of UPLOAD_WIDTHS up to it (an original narrower than the smallest has that one variant
 * alone, and needs no srcset); undefined for any other URL.
 */
function variantSrcSet(src: string | undefined, format: UploadFormat): string | undefined {
  const m = src ? UPLOAD_URL.exec(src) : null;
  if (!m) return undefined;
  const widest = Number(m[2]);
  if (!UPLOAD_WIDTHS.includes(widest) || widest === UPLOAD_WIDTHS[0]) return undefined;
  return UPLOAD_WIDTHS.filter((w) => w <= widest)
    .map((w) => `/uploads/${m[1]}-${w}.${format} ${w}w`)
    .join(', ');
}

/** The `srcset` of an uploaded image's WebP variants (see `variantSrcSet`). */
export const uploadSrcSet = (src: string | undefined) => variantSrcSet(src, 'webp');

/**
 * The `srcset` of the same variants as AVIF, for a `<picture>`'s `type="image/avif"` source: the
 * server makes each on its first request (server/uploads/avif.ts).
 */
export const uploadAvifSrcSet = (src: string | undefined) => variantSrcSet(src, 'avif');

/** The largest image file accepted by POST /uploadFile (8 MB). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** What a file input offers; the server still decides by reading the bytes. */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Please upload a PNG, JPEG, WebP, GIF or AVIF image.';
export const IMAGE_TOO_BIG_MESSAGE = 'The image is larger than 8 MB. Please upload a smaller one.';
