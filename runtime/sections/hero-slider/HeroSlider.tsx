import type { HeroSliderConfig } from '../../../schemas/sections/hero-slider';
import { imageSources } from '../../../shared/demo-images';
import { HERO_SLIDER_INTERVAL_MS } from '../../../shared/constants';
import type { SectionProps } from '../../define-section';
import { useAutoSlides } from '../../hooks/use-auto-slides';
import { ButtonRow } from '../../ui/Buttons';
import { Slide, SliderSection } from '../../ui/Slide';
import { SlideDots } from '../../ui/SlideDots';
import { AvifSource, PhoneSource } from '../../ui/PhonePicture';

/** Full-width slides that advance every 5 s with wrap-around, and dots to jump between them. */
export function HeroSlider({ id, config }: SectionProps<HeroSliderConfig>) {
  const slides = config.slides;
  const slider = useAutoSlides(slides.length, config.autoplay, HERO_SLIDER_INTERVAL_MS);
  return (
    <SliderSection
      className={`sw-hero-slider sw-hero-slider--${config.height} sw-hero-slider--overlay-${config.overlay}`}
      label="Featured"
      handlers={slider.handlers}
    >
      {slides.map((slide, i) => (
        <Slide
          key={i}
          className="sw-hero-slider__slide"
          index={i}
          count={slides.length}
          current={slider.index}
          testId={`${id}-slide-${i}`}
        >
          <picture>
            <PhoneSource src={slide.mobileImage} />
            <AvifSource src={slide.image} sizes="100vw" />
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
            <ButtonRow buttons={i === slider.index ? slide.buttons : []} />
          </div>
        </Slide>
      ))}
      <SlideDots {...slider.dots} current={slider.index} className="sw-hero-slider__dots" />
    </SliderSection>
  );
}
