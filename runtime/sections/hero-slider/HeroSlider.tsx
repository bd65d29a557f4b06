import type { HeroSliderConfig } from '../../../schemas/sections/hero-slider';
import { imageSources } from '../../../shared/demo-images';
import { HERO_SLIDER_INTERVAL_MS } from '../../../shared/constants';
import type { SectionProps } from '../../define-section';
import { useAutoSlides } from '../../hooks/use-auto-slides';
import { ButtonRow } from '../../ui/Buttons';
import { SlideDots } from '../../ui/SlideDots';
import { PhoneSource } from '../../ui/PhonePicture';

/** Full-width slides that advance every 5 s with wrap-around, and dots to jump between them. */
export function HeroSlider({ id, config }: SectionProps<HeroSliderConfig>) {
  const slides = config.slides;
  const { index, setIndex, handlers } = useAutoSlides(
    slides.length,
    config.autoplay,
    HERO_SLIDER_INTERVAL_MS,
  );
  return (
    <section
      className={`sw-hero-slider sw-hero-slider--${config.height} sw-hero-slider--overlay-${config.overlay}`}
      aria-roledescription="carousel"
      aria-label="Featured"
      {...handlers}
    >
      {slides.map((slide, i) => (
        <div
          key={i}
          className={`sw-hero-slider__slide${i === index ? ' is-active' : ''}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${slides.length}`}
          aria-hidden={i !== index}
          data-testid={`${id}-slide-${i}`}
        >
          <picture>
            <PhoneSource src={slide.mobileImage} />
            <img
              className="sw-hero-slider__image"
              {...imageSources(slide.image, '100vw')}
              alt={slide.alt}
              width={1600}
              height={900}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </picture>
          <div className="sw-container sw-hero-slider__content">
            {slide.eyebrow ? (
              <span className="sw-hero-slider__eyebrow">{slide.eyebrow}</span>
            ) : null}
            {i === 0 ? (
              <h1>{slide.heading}</h1>
            ) : (
              <h2 className="sw-hero-slider__h">{slide.heading}</h2>
            )}
            {slide.description ? <p>{slide.description}</p> : null}
            <ButtonRow buttons={i === index ? slide.buttons : []} />
          </div>
        </div>
      ))}
      <SlideDots
        count={slides.length}
        current={index}
        onSelect={setIndex}
        className="sw-hero-slider__dots"
      />
    </section>
  );
}
