// Upload rules both sides use: the server enforces them (server/uploads/images.ts), the
// browser checks the size first so an oversized file is not sent for nothing.

/** The largest image file accepted by POST /uploadFile (8 MB). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** What a file input offers; the server still decides by reading the bytes. */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Please upload a PNG, JPEG, WebP, GIF or AVIF image.';
export const IMAGE_TOO_BIG_MESSAGE = 'The image is larger than 8 MB. Please upload a smaller one.';
