import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductMedia } from '../../../shared/catalogue';
import { ProductImage } from '../_shop/CardParts';
import { ShopIcon } from '../_shop/icons';

/** 'Show image 2 of 5'. */
/**
 * The main image's slot: the page's width less its padding on a phone; beside the details (1.1 of
 * 2.1 parts of a container of at most 1200 px) from 900 px.
 */
const MAIN_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 900px) 50vw, calc(100vw - 40px)';

export function thumbLabel(i: number, count: number): string {
  return `Show image ${i + 1} of ${count}`;
}

/**
 * The product's images: the chosen one large, thumbnails below. Thumbnails are buttons (Tab,
 * Enter, Space); the arrow keys, Home and End move between them. `showUrl` (the picked
 * variant's image) brings that image up whenever it changes.
 */
export function ProductGallery({
  id,
  media,
  name,
  showUrl = null,
}: {
  id: string;
  media: readonly ProductMedia[];
  name: string;
  showUrl?: string | null;
}) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const i = showUrl ? media.findIndex((m) => m.url === showUrl) : -1;
    if (i >= 0) setShown(i);
  }, [showUrl, media]);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = media.length;
  const current = media[Math.min(shown, count - 1)];

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: shown + 1,
      ArrowDown: shown + 1,
      ArrowLeft: shown - 1,
      ArrowUp: shown - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const i = (next + count) % count;
    setShown(i);
    thumbs.current[i]?.focus();
  };

  return (
    <div className="sw-product-detail__gallery" data-testid="product-gallery">
      <div className="sw-product-detail__main-image">
        {current ? (
          <ProductImage
            media={current}
            alt={current.alt || name}
            className="sw-product-detail__image"
            sizes={MAIN_IMAGE_SIZES}
            eager
          />
        ) : (
          <span className="sw-product-card__placeholder">
            <ShopIcon name="image" size={56} />
          </span>
        )}
      </div>
      {count > 1 ? (
        <div
          className="sw-product-detail__thumbs"
          role="group"
          aria-label="Product images"
          id={`${id}-thumbs`}
          onKeyDown={onKey}
        >
          {media.map((m, i) => (
            <button
              key={`${m.url}-${i}`}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className={`sw-product-detail__thumb${i === shown ? ' is-active' : ''}`}
              aria-label={thumbLabel(i, count)}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
            >
              <ProductImage
                media={m}
                alt=""
                className="sw-product-detail__thumb-img"
                sizes="64px"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
