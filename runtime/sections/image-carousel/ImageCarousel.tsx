import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { imageSources } from '../../../shared/demo-images';
import type {
  ImageCarouselConfig,
  ImageCarouselSlide,
} from '../../../schemas/sections/image-carousel';
import { CAROUSEL_CARD_INTERVAL_MS, CAROUSEL_INTERVAL_MS } from '../../../shared/constants';
import { wrapIndex } from '../../../shared/cycle';
import type { SectionProps } from '../../define-section';
import { useInterval } from '../../hooks/use-interval';
import { useSwipe } from '../../hooks/use-swipe';
import { usePauseOnInteract } from '../../hooks/use-pause-on-interact';
import { SlideDots } from '../../ui/SlideDots';
import { ActionLink } from '../../ui/ActionLink';
import { PathIcon } from '../../ui/PathIcon';
import { AvifSource, PhoneSource } from '../../ui/PhonePicture';

/** Cards visible at once: set per breakpoint in CSS (`--sw-ic-per-view`), read after mount. */
/** A card's slot: two a row on a phone, three from 768 px, four from 1024 px (runtime CSS). */
const CARD_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 26px)';

function readPerView(el: HTMLElement | null): number {
  if (!el) return 1;
  const raw = Number.parseInt(getComputedStyle(el).getPropertyValue('--sw-ic-per-view'), 10);
  return Number.isFinite(raw) && raw > 0 ? raw : 1;
}

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return <PathIcon size={22} d={dir === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />;
}

function SlideBody({
  slide,
  card,
  eager,
}: {
  slide: ImageCarouselSlide;
  card: boolean;
  eager: boolean;
}) {
  const text = slide.heading || slide.caption;
  const sizes = card ? CARD_SIZES : '100vw';
  return (
    <>
      <picture className="sw-image-carousel__picture">
        <PhoneSource src={slide.mobileImage} />
        <AvifSource src={slide.image} sizes={sizes} />
        <img
          className="sw-image-carousel__img"
          {...imageSources(slide.image, sizes)}
          alt={slide.alt}
          width={card ? 800 : 1600}
          height={card ? 800 : 600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </picture>
      {text ? (
        <span className="sw-image-carousel__text">
          {slide.heading ? (
            <span className="sw-image-carousel__heading">{slide.heading}</span>
          ) : null}
          {slide.caption ? (
            <span className="sw-image-carousel__caption">{slide.caption}</span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}

/**
 * Image carousel: full-width banner slides every 5 s, or a row of cards moving one card every 3 s.
 * Wraps at both ends, pauses while hovered or focused, with previous/next buttons and dots.
 */
export function ImageCarousel({ id, config }: SectionProps<ImageCarouselConfig>) {
  const slides = config.slides;
  const card = config.variant === 'card';
  const rootRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const { paused, handlers } = usePauseOnInteract();
  const { ref: watchRoot, ...pauseHandlers } = handlers;
  const setRoot = useCallback(
    (el: HTMLElement | null) => {
      rootRef.current = el;
      watchRoot(el);
    },
    [watchRoot],
  );
  const [perView, setPerView] = useState(1);

  useEffect(() => {
    if (!card) return undefined;
    const update = () => setPerView(readPerView(rootRef.current));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [card]);

  // Card rows stop when the last card is flush with the right edge, then wrap to the first.
  const positions = card ? Math.max(1, slides.length - perView + 1) : slides.length;
  const current = Math.min(index, positions - 1);
  const go = useCallback((to: number) => setIndex(wrapIndex(to, positions)), [positions]);
  const step = useCallback(
    (delta: number) => setIndex((i) => wrapIndex(Math.min(i, positions - 1) + delta, positions)),
    [positions],
  );

  useInterval(
    () => step(1),
    config.autoplay && !paused && positions > 1
      ? card
        ? CAROUSEL_CARD_INTERVAL_MS
        : CAROUSEL_INTERVAL_MS
      : null,
  );

  const swipe = useSwipe(step);

  const hasMobile = slides.some((s) => s.mobileImage);
  const trackStyle = { '--sw-ic-index': current } as CSSProperties;
  const headingId = `${id}-heading`;

  return (
    <section
      ref={setRoot}
      className={`sw-image-carousel sw-image-carousel--${config.variant}${hasMobile ? ' sw-image-carousel--mobile-images' : ''}${card ? ' sw-section' : ''}`}
      aria-roledescription="carousel"
      aria-labelledby={config.heading ? headingId : undefined}
      aria-label={config.heading ? undefined : 'Featured images'}
      data-testid={`${id}-carousel`}
      {...pauseHandlers}
    >
      {config.heading || config.description ? (
        <div className="sw-container">
          <div className="sw-section-head">
            {config.heading ? <h2 id={headingId}>{config.heading}</h2> : null}
            {config.description ? <p className="sw-muted">{config.description}</p> : null}
          </div>
        </div>
      ) : null}
      <div className={card ? 'sw-container' : undefined}>
        <div className="sw-image-carousel__stage">
          <div className="sw-image-carousel__viewport" {...swipe}>
            <ul
              className="sw-image-carousel__track"
              style={trackStyle}
              aria-live={paused ? 'polite' : 'off'}
            >
              {slides.map((slide, i) => {
                const shown = card ? i >= current && i < current + perView : i === current;
                return (
                  <li
                    key={i}
                    className={`sw-image-carousel__slide${i === current ? ' is-active' : ''}`}
                    aria-roledescription="slide"
                    aria-label={`${i + 1} of ${slides.length}`}
                    aria-hidden={!shown}
                    inert={!shown}
                    data-testid={`${id}-slide-${i}`}
                  >
                    <ActionLink action={slide.buttonAction} className="sw-image-carousel__link">
                      <SlideBody slide={slide} card={card} eager={!card && i === 0} />
                    </ActionLink>
                  </li>
                );
              })}
            </ul>
          </div>
          {positions > 1 ? (
            <>
              <button
                type="button"
                className="sw-icon-btn sw-image-carousel__arrow sw-image-carousel__arrow--prev"
                aria-label="Previous slide"
                data-testid={`${id}-prev`}
                onClick={() => step(-1)}
              >
                <Chevron dir="left" />
              </button>
              <button
                type="button"
                className="sw-icon-btn sw-image-carousel__arrow sw-image-carousel__arrow--next"
                aria-label="Next slide"
                data-testid={`${id}-next`}
                onClick={() => step(1)}
              >
                <Chevron dir="right" />
              </button>
            </>
          ) : null}
        </div>
        <SlideDots
          count={positions}
          current={current}
          onSelect={go}
          className="sw-image-carousel__dots"
        />
      </div>
    </section>
  );
}
