import type { ImgHTMLAttributes, ReactElement } from 'react';
import { responsiveAvifSrcSet, responsiveSrcSet } from '../../shared/demo-images';
import { PHONE_MEDIA } from '../../shared/devices';

/**
 * An image with an optional phone image (a schema's `x-phone-of` sibling, e.g. `mobileImage`):
 * with one, a `<picture>` whose source the browser picks below 768 px wide (no script); without
 * one, the `<img>` alone, exactly as before. A demo drawing or an upload comes with its WebP
 * renderings for `sizes` (shared/demo-images.ts; the full width unless given), and its AVIF ones
 * first in a `<picture>` when it has them.
 */
export function PhonePicture({
  phoneSrc,
  sizes = '100vw',
  phoneSizes = '100vw',
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & {
  phoneSrc?: string | undefined;
  /** The phone image's slot below 768 px (the full width unless given). */
  phoneSizes?: string;
}) {
  const srcSet = responsiveSrcSet(img.src);
  const tag = <img {...img} {...(srcSet ? { srcSet, sizes } : {})} />;
  if (!phoneSrc && !responsiveAvifSrcSet(img.src)) return tag;
  return (
    <picture className="sw-picture">
      <PhoneSource src={phoneSrc} sizes={phoneSizes} />
      <AvifSource src={img.src} sizes={sizes} />
      {tag}
    </picture>
  );
}

/**
 * A `<picture>`'s AVIF source for a demo drawing that has AVIF renderings or an upload with
 * variants (nothing otherwise), before the `<img>` with the WebP ones: a browser that decodes
 * AVIF takes it.
 */
export function AvifSource({
  src,
  sizes,
  media,
}: {
  src: string | undefined;
  sizes: string;
  media?: string;
}) {
  const set = responsiveAvifSrcSet(src);
  return set ? <source type="image/avif" media={media} srcSet={set} sizes={sizes} /> : null;
}

/**
 * An `<img>` (WebP renderings of a demo drawing or an upload, or any other image) in a
 * `<picture>` with its AVIF renderings first, when it has them; the `<img>` alone otherwise.
 */
export function WithAvif({
  children,
}: {
  children: ReactElement<ImgHTMLAttributes<HTMLImageElement>>;
}) {
  const { src, sizes } = children.props;
  if (!sizes || !responsiveAvifSrcSet(src)) return children;
  return (
    <picture className="sw-picture">
      <AvifSource src={src} sizes={sizes} />
      {children}
    </picture>
  );
}

/**
 * An `<img>` given as is, or inside a `<picture>` with a phone source when there is a phone image
 * (`sizes`: the phone image's slot below 768 px), and the `<img>`'s AVIF source when it has one.
 */
export function WithPhoneSource({
  src,
  sizes,
  children,
}: {
  src: string | undefined;
  sizes?: string;
  children: ReactElement<ImgHTMLAttributes<HTMLImageElement>>;
}) {
  if (!src) return <WithAvif>{children}</WithAvif>;
  return (
    <picture className="sw-picture">
      <PhoneSource src={src} sizes={sizes} />
      <AvifSource src={children.props.src} sizes={children.props.sizes ?? '100vw'} />
      {children}
    </picture>
  );
}

/**
 * A `<picture>`'s phone source (a full-width slot below 768 px unless `sizes` says), after its
 * AVIF renderings when it has them.
 */
export function PhoneSource({ src, sizes = '100vw' }: { src: string | undefined; sizes?: string }) {
  if (!src) return null;
  const set = responsiveSrcSet(src);
  return set ? (
    <>
      <AvifSource src={src} sizes={sizes} media={PHONE_MEDIA} />
      <source media={PHONE_MEDIA} srcSet={set} sizes={sizes} />
    </>
  ) : (
    <source media={PHONE_MEDIA} srcSet={src} />
  );
}
