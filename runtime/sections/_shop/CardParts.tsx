import type { ReactNode } from 'react';
import { imageSources } from '../../../shared/demo-images';
import type { ResolvedLink } from '../../../shared/button-action';
import type { ProductMedia } from '../../../shared/catalogue';
import { ShopIcon } from './icons';

/** A card's link (product page or the hand-written card's action); plain text without one. */
export function CardLink({
  link,
  className,
  children,
  hidden = false,
}: {
  link: ResolvedLink | null;
  className?: string;
  children: ReactNode;
  /** A second link to the same place (the image beside the title): out of tab order and unread. */
  hidden?: boolean;
}) {
  if (!link) return <span className={className}>{children}</span>;
  const extra = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return hidden ? (
    <a className={className} href={link.href} tabIndex={-1} aria-hidden="true" {...extra}>
      {children}
    </a>
  ) : (
    <a className={className} href={link.href} {...extra}>
      {children}
    </a>
  );
}

/**
 * A product card's slot: four cards a row on a desktop (in a container of at most 1200 px), two
 * on a phone (less the page's side padding and the gap between them).
 */
const PRODUCT_CARD_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 25vw, calc(50vw - 26px)';

/** A product image, lazy, with its stored size so the card keeps its height while it loads. */
export function ProductImage({
  media,
  alt,
  className,
  eager = false,
  sizes = PRODUCT_CARD_SIZES,
}: {
  media: ProductMedia;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The slot's width (a product card's unless given). */
  sizes?: string;
}) {
  return (
    <img
      className={className}
      {...imageSources(media.url, sizes)}
      alt={alt}
      width={media.width || 600}
      height={media.height || 750}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** A card's images: the first, and the second shown on hover when there is one. */
export function CardImages({
  images,
  title,
  hover = true,
}: {
  images: readonly ProductMedia[];
  title: string;
  hover?: boolean;
}) {
  const [first, second] = images;
  if (!first) {
    return (
      <span className="sw-product-card__placeholder">
        <ShopIcon name="image" size={40} />
      </span>
    );
  }
  return (
    <>
      <ProductImage media={first} alt={first.alt || title} className="sw-product-card__img" />
      {hover && second ? (
        <ProductImage
          media={second}
          alt=""
          className="sw-product-card__img sw-product-card__img--hover"
        />
      ) : null}
    </>
  );
}
