import { useEffect, useRef, useState } from 'react';
import { imageSources } from '../../../shared/demo-images';
import type { GalleryConfig } from '../../../schemas/sections/gallery';
import { GALLERY_GROUP_SIZE } from '../../../shared/constants';
import { chunk, wrapIndex } from '../../../shared/cycle';
import type { SectionProps } from '../../define-section';
import { usePopup } from '../../hooks/use-popup';
import { useSwipe } from '../../hooks/use-swipe';
import { WithPhoneSource } from '../../ui/PhonePicture';
import { SectionHead } from '../../ui/SectionHead';
import { PathIcon } from '../../ui/PathIcon';

/** Crops per slot in a column; every pattern sums to the same height so columns line up. */
const COLUMN_PATTERNS = [
  ['wide', 'tall', 'wide'],
  ['tall', 'wide', 'wide'],
  ['wide', 'wide', 'tall'],
] as const;

/**
 * Image gallery: images in groups of 3 per column on a 2- or 4-column grid (1 or 2 on phones).
 * A click opens a full-screen popup carousel that wraps at both ends, with arrow keys and a counter.
 */
export function Gallery({ id, config }: SectionProps<GalleryConfig>) {
  const images = config.images;
  const groups = chunk(images, GALLERY_GROUP_SIZE);
  const popup = usePopup();
  const [active, setActive] = useState(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const headingId = `${id}-heading`;
  const count = images.length;
  const shown = images[wrapIndex(active, count)];

  const openAt = (i: number, el: HTMLElement) => {
    triggerRef.current = el;
    setActive(i);
    popup.open();
  };
  const step = (delta: number) => setActive((i) => wrapIndex(i + delta, count));

  useEffect(() => {
    if (!popup.mounted) {
      // Hand focus back to the photo that opened the viewer.
      triggerRef.current?.focus();
      triggerRef.current = null;
      return undefined;
    }
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setActive((i) => wrapIndex(i + 1, count));
      else if (e.key === 'ArrowLeft') setActive((i) => wrapIndex(i - 1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [popup.mounted, count]);

  const swipe = useSwipe(step);

  return (
    <section
      className={`sw-section sw-gallery sw-gallery--cols-${config.columns}${config.alternateBackground ? ' sw-section--alt' : ''}`}
      aria-labelledby={config.heading ? headingId : undefined}
      aria-label={config.heading ? undefined : 'Photo gallery'}
    >
      <div className="sw-container">
        <SectionHead id={headingId} heading={config.heading} description={config.description} />
        <div className="sw-gallery__grid" data-testid="gallery-grid">
          {groups.map((group, g) => {
            const pattern = COLUMN_PATTERNS[g % COLUMN_PATTERNS.length] ?? COLUMN_PATTERNS[0];
            return (
              <div key={g} className="sw-gallery__column" data-testid={`gallery-column-${g}`}>
                {group.map((img, k) => {
                  const i = g * GALLERY_GROUP_SIZE + k;
                  return (
                    <button
                      key={i}
                      type="button"
                      className={`sw-gallery__item sw-gallery__item--${pattern[k] ?? 'wide'}`}
                      data-testid={`gallery-item-${i}`}
                      aria-label={`Open photo ${i + 1} of ${count}${img.alt ? `: ${img.alt}` : ''}`}
                      aria-haspopup="dialog"
                      onClick={(e) => openAt(i, e.currentTarget)}
                    >
                      <WithPhoneSource src={img.mobileImage} sizes="calc(50vw - 26px)">
                        <img
                          {...imageSources(
                            img.image,
                            '(min-width: 1280px) 380px, (min-width: 768px) 30vw, calc(50vw - 26px)',
                          )}
                          alt={img.alt}
                          width={1200}
                          height={800}
                          loading="lazy"
                          decoding="async"
                        />
                      </WithPhoneSource>
                    </button>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      {popup.mounted && shown ? (
        <div
          className={`sw-popup sw-gallery__popup${popup.visible ? ' sw-popup--visible' : ''}`}
          role="dialog"
          aria-modal="true"
          aria-label="Photo viewer"
          data-testid="gallery-popup"
          onClick={(e) => {
            if (e.target === e.currentTarget) popup.close();
          }}
        >
          <button
            ref={closeRef}
            type="button"
            className="sw-icon-btn sw-gallery__btn sw-gallery__close"
            aria-label="Close"
            data-testid="gallery-close"
            onClick={popup.close}
          >
            <PathIcon d="M6 6l12 12M18 6L6 18" />
          </button>
          <figure className="sw-gallery__figure" {...swipe}>
            <img
              key={active}
              className="sw-gallery__full"
              {...imageSources(shown.image, '100vw')}
              alt={shown.alt}
              width={1200}
              height={800}
            />
            <figcaption className="sw-gallery__meta">
              <span
                className="sw-gallery__counter"
                data-testid="gallery-counter"
                aria-live="polite"
              >
                {wrapIndex(active, count) + 1} / {count}
              </span>
              {shown.caption ? <span className="sw-gallery__caption">{shown.caption}</span> : null}
            </figcaption>
          </figure>
          {count > 1 ? (
            <>
              <button
                type="button"
                className="sw-icon-btn sw-gallery__btn sw-gallery__prev"
                aria-label="Previous photo"
                data-testid="gallery-prev"
                onClick={() => step(-1)}
              >
                <PathIcon d="M15 5l-7 7 7 7" />
              </button>
              <button
                type="button"
                className="sw-icon-btn sw-gallery__btn sw-gallery__next"
                aria-label="Next photo"
                data-testid="gallery-next"
                onClick={() => step(1)}
              >
                <PathIcon d="M9 5l7 7-7 7" />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
