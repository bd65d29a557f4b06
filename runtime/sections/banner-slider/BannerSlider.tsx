import type { BannerSliderConfig } from '../../../schemas/sections/banner-slider';
import { CAROUSEL_INTERVAL_MS } from '../../../shared/constants';
import type { SectionProps } from '../../define-section';
import { useAutoSlides } from '../../hooks/use-auto-slides';
import { ButtonRow } from '../../ui/Buttons';
import { Html } from '../../ui/Html';
import { SlideDots } from '../../ui/SlideDots';
import { PhonePicture } from '../../ui/PhonePicture';

/**
 * Auto-sliding banner: slides on a background image or a theme colour, with owner HTML (already
 * sanitized by the server) and buttons. Advances every 5 s with wrap-around; dots jump.
 */
export function BannerSlider({ id, config }: SectionProps<BannerSliderConfig>) {
  const slides = config.slides;
  const { current, setIndex, handlers } = useAutoSlides(
    slides.length,
    config.autoplay,
    CAROUSEL_INTERVAL_MS,
  );
  return (
    <section
      className={`sw-banner-slider sw-banner-slider--${config.align}`}
      aria-roledescription="carousel"
      aria-label="Announcements"
      data-testid={`${id}-banner`}
      {...handlers}
    >
      <div className="sw-banner-slider__stack">
        {slides.map((slide, i) => {
          const useImage = slide.background === 'image' && Boolean(slide.image);
          const tone = useImage ? 'image' : slide.color;
          return (
            <div
              key={i}
              className={`sw-banner-slider__slide sw-banner-slider__slide--${tone}${i === current ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i !== current}
              inert={i !== current}
              data-testid={`${id}-slide-${i}`}
            >
              {useImage ? (
                <PhonePicture
                  className="sw-banner-slider__bg"
                  src={slide.image}
                  phoneSrc={slide.mobileImage}
                  alt=""
                  width={1600}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ) : null}
              <div className="sw-container sw-banner-slider__content">
                <Html html={slide.html} className="sw-banner-slider__text" />
                <ButtonRow buttons={slide.buttons} className="sw-banner-slider__buttons" />
              </div>
            </div>
          );
        })}
      </div>
      <SlideDots
        count={slides.length}
        current={current}
        onSelect={setIndex}
        className="sw-banner-slider__dots"
      />
    </section>
  );
}
