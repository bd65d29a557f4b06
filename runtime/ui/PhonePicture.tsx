import type { ImgHTMLAttributes, ReactElement } from 'react';
import { demoSrcSet } from '../../shared/demo-images';
import { PHONE_MEDIA } from '../../shared/devices';

/**
 * An image with an optional phone image (a schema's `x-phone-of` sibling, e.g. `mobileImage`):
 * with one, a `<picture>` whose source the browser picks below 768 px wide (no script); without
 * one, the `<img>` alone, exactly as before. A demo drawing comes with its WebP renderings for
 * `sizes` (shared/demo-images.ts; the full width unless given).
 */
export function PhonePicture({
  phoneSrc,
  sizes = '100vw',
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { phoneSrc?: string | undefined }) {
  const srcSet = demoSrcSet(img.src);
  const tag = <img {...img} {...(srcSet ? { srcSet, sizes } : {})} />;
  if (!phoneSrc) return tag;
  return (
    <picture className="sw-picture">
      <PhoneSource src={phoneSrc} />
      {tag}
    </picture>
  );
}

/**
 * An `<img>` given as is, or inside a `<picture>` with a phone source when there is a phone image
 * (`sizes`: the phone image's slot below 768 px).
 */
export function WithPhoneSource({
  src,
  sizes,
  children,
}: {
  src: string | undefined;
  sizes?: string;
  children: ReactElement;
}) {
  if (!src) return children;
  return (
    <picture className="sw-picture">
      <PhoneSource src={src} sizes={sizes} />
      {children}
    </picture>
  );
}

/** A `<picture>`'s phone source (a full-width slot below 768 px unless `sizes` says). */
export function PhoneSource({ src, sizes = '100vw' }: { src: string | undefined; sizes?: string }) {
  if (!src) return null;
  const set = demoSrcSet(src);
  return set ? (
    <source media={PHONE_MEDIA} srcSet={set} sizes={sizes} />
  ) : (
    <source media={PHONE_MEDIA} srcSet={src} />
  );
}
