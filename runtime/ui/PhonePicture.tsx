import type { ImgHTMLAttributes } from 'react';
import { PHONE_MEDIA } from '../../shared/devices';

/**
 * An image with an optional phone image (a schema's `x-phone-of` sibling, e.g. `mobileImage`):
 * with one, a `<picture>` whose source the browser picks below 768 px wide (no script); without
 * one, the `<img>` alone, exactly as before.
 */
export function PhonePicture({
  phoneSrc,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { phoneSrc?: string | undefined }) {
  const tag = <img {...img} />;
  if (!phoneSrc) return tag;
  return (
    <picture className="sw-picture">
      <source media={PHONE_MEDIA} srcSet={phoneSrc} />
      {tag}
    </picture>
  );
}
