import type { BannerSliderConfig } from '../../../schemas/sections/banner-slider';
import { CAROUSEL_INTERVAL_MS } from '../../../shared/constants';
import type { SectionProps } from '../../define-section';
import { useAutoSlides } from '../../hooks/use-auto-slides';
import { ButtonRow } from '../../ui/Buttons';
import { Html } from '../../ui/Html';
import { Slide, SliderSection } from '../../ui/Slide';
import { SlideDots } from '../../ui/SlideDots';
import { PhonePicture } from '../../ui/PhonePicture';

/**
 * Auto-sliding banner: slides on a background image or a theme colour, with owner HTML (already
 * sanitized by the server) and buttons. Advances every 5 s with wrap-around; dots jump.
 */
export function BannerSlider({ id, config }: SectionProps<BannerSliderConfig>) {
  const slides = config.slides;
  const slider = useAutoSlides(slides.length, config.autoplay, CAROUSEL_INTERVAL_MS);
  return (
    <SliderSection
      className={`sw-banner-slider sw-banner-slider--${config.align}`}
      label="Announcements"
      testId={`${id}-banner`}
      handlers={slider.handlers}
    >
      <div className="sw-banner-slider__stack">
        {slides.map((slide, i) => {
          const useImage = slide.background === 'image' && Boolean(slide.image);
          const tone = useImage ? 'image' : slide.color;
          return (
            <Slide
              key={i}
              className={`sw-banner-slider__slide sw-banner-slider__slide--${tone}`}
              index={i}
              count={slides.length}
              current={slider.current}
              inert
              testId={`${id}-slide-${i}`}
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
            </Slide>
          );
        })}
      </div>
      <SlideDots {...slider.dots} className="sw-banner-slider__dots" />
    </SliderSection>
  );
}
