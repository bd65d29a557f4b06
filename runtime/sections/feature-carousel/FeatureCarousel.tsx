import { useEffect, useState, type CSSProperties } from 'react';
import type { FeatureCarouselConfig } from '../../../schemas/sections/feature-carousel';
import { wrapIndex } from '../../../shared/cycle';
import type { SectionProps } from '../../define-section';
import { useSwipe } from '../../hooks/use-swipe';
import { FeatureCard } from '../_shared/FeatureIcon';
import { SectionHead } from '../../ui/SectionHead';
import { StrokeIcon } from '../../ui/StrokeIcon';

/** Cards in view per width; must match the breakpoints in FeatureCarousel.css. */
const PER_VIEW_QUERIES: readonly [string, number][] = [
  ['(min-width: 960px)', 3],
  ['(min-width: 640px)', 2],
];

function currentPerView(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  for (const [query, n] of PER_VIEW_QUERIES) if (window.matchMedia(query).matches) return n;
  return 1;
}

/**
 * The first card shown after moving `step` from `index`: wraps from the last position to the
 * first and back, where the last position is the one that fills the view.
 */
export function nextStart(index: number, step: 1 | -1, count: number, perView: number): number {
  const positions = Math.max(1, count - perView + 1);
  return wrapIndex(Math.min(index, positions - 1) + step, positions);
}

/** Feature cards sliding sideways: 1 in view on phones, 3 on desktop; prev/next wrap around. */
export function FeatureCarousel({ id, config }: SectionProps<FeatureCarouselConfig>) {
  const features = config.features ?? [];
  const count = features.length;
  const [index, setIndex] = useState(0);
  // One card per view until the browser says otherwise, so server and first client render agree.
  const [perView, setPerView] = useState(1);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(true);
    if (typeof window.matchMedia !== 'function') return undefined;
    const update = () => setPerView(currentPerView());
    update();
    const lists = PER_VIEW_QUERIES.map(([q]) => window.matchMedia(q));
    for (const list of lists) list.addEventListener('change', update);
    return () => {
      for (const list of lists) list.removeEventListener('change', update);
    };
  }, []);

  const start = Math.min(index, Math.max(0, count - perView));
  const go = (step: 1 | -1) => setIndex((i) => nextStart(i, step, count, perView));
  const swipe = useSwipe(go);
  const headingId = `${id}-heading`;
  const trackStyle = { '--sw-fc-index': start } as CSSProperties;

  return (
    <section
      className={`sw-section sw-feature-carousel sw-feature-carousel--count-${Math.min(count, 4)}`}
      aria-roledescription="carousel"
      aria-labelledby={config.heading ? headingId : undefined}
      aria-label={config.heading ? undefined : 'Features'}
      data-ready={ready ? 'true' : undefined}
    >
      <div className="sw-container">
        <div className="sw-feature-carousel__top">
          <SectionHead
            id={headingId}
            eyebrow={config.eyebrow}
            heading={config.heading}
            description={config.description}
            className="sw-feature-carousel__head"
          />
          {count > 1 ? (
            <div className="sw-feature-carousel__controls">
              <button
                type="button"
                className="sw-icon-btn sw-feature-carousel__btn"
                aria-label="Previous features"
                aria-controls={`${id}-track`}
                data-testid={`${id}-prev`}
                onClick={() => go(-1)}
              >
                <StrokeIcon paths={['M15 5l-7 7 7 7']} />
              </button>
              <button
                type="button"
                className="sw-icon-btn sw-feature-carousel__btn"
                aria-label="Next features"
                aria-controls={`${id}-track`}
                data-testid={`${id}-next`}
                onClick={() => go(1)}
              >
                <StrokeIcon paths={['M9 5l7 7-7 7']} />
              </button>
            </div>
          ) : null}
        </div>
        <div className="sw-feature-carousel__viewport" {...swipe}>
          {/* Slides are groups (ARIA carousel pattern), so the track is a div, not a list. */}
          <div className="sw-feature-carousel__track" id={`${id}-track`} style={trackStyle}>
            {features.map((feature, i) => {
              const inView = i >= start && i < start + perView;
              return (
                <div
                  key={i}
                  className={`sw-feature-carousel__slide${inView ? ' is-in-view' : ''}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  data-testid={`${id}-card-${i}`}
                  data-active={i === start ? 'true' : undefined}
                >
                  <FeatureCard feature={feature} />
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
