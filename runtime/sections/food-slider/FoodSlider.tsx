import type { FoodSliderConfig, FoodSliderProduct } from '../../../schemas/sections/food-slider';
import { imageSources } from '../../../shared/demo-images';
import { CAROUSEL_INTERVAL_MS } from '../../../shared/constants';
import { formatPrice, shopDiscountPercent } from '../../../shared/format';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { useAutoSlides } from '../../hooks/use-auto-slides';
import { ActionButton, ButtonRow } from '../../ui/Buttons';
import { Stars } from '../../ui/Stars';
import { Slide, SliderSection } from '../../ui/Slide';
import { SlideDots } from '../../ui/SlideDots';

function ProductCard({ product, testId }: { product: FoodSliderProduct; testId: string }) {
  const { currencySymbol } = useRuntime();
  // A 0 % badge says nothing; show one only for a real discount.
  const off = shopDiscountPercent(product.mrp, product.price) || null;
  return (
    <div className="sw-food-slider__card" data-testid={testId}>
      <img
        className="sw-food-slider__thumb"
        {...imageSources(product.image, '160px')}
        alt=""
        width={800}
        height={800}
        loading="lazy"
        decoding="async"
      />
      <div className="sw-food-slider__card-body">
        <span className="sw-food-slider__name">{product.name}</span>
        {typeof product.rating === 'number' ? <Stars rating={product.rating} /> : null}
        <span className="sw-food-slider__prices">
          <span className="sw-food-slider__price">
            {formatPrice(product.price, currencySymbol)}
          </span>
          {off !== null && typeof product.mrp === 'number' ? (
            <>
              <s className="sw-food-slider__mrp">
                <span className="sw-visually-hidden">Was </span>
                {formatPrice(product.mrp, currencySymbol)}
              </s>
              <span className="sw-food-slider__off">{off}% off</span>
            </>
          ) : null}
        </span>
        <ActionButton button={product.button} className="sw-food-slider__card-btn" />
      </div>
    </div>
  );
}

/**
 * Food-theme slider: a big dish photo with heading, text and buttons, and a featured product card
 * overlapping the photo on desktop (below it on phones). 5 s, wrap-around, dots.
 */
export function FoodSlider({ id, config }: SectionProps<FoodSliderConfig>) {
  const slides = config.slides;
  const slider = useAutoSlides(slides.length, config.autoplay, CAROUSEL_INTERVAL_MS);
  return (
    <SliderSection
      className="sw-section sw-section--alt sw-food-slider"
      label="Featured dishes"
      testId={`${id}-food-slider`}
      handlers={slider.handlers}
    >
      <div className="sw-container">
        <div className="sw-food-slider__stack">
          {slides.map((slide, i) => (
            <Slide
              key={i}
              className="sw-food-slider__slide"
              index={i}
              count={slides.length}
              current={slider.current}
              inert
              testId={`${id}-slide-${i}`}
            >
              <div className="sw-food-slider__text">
                {slide.eyebrow ? <span className="sw-eyebrow">{slide.eyebrow}</span> : null}
                <h2 className="sw-food-slider__heading">{slide.heading}</h2>
                {slide.description ? (
                  <p className="sw-food-slider__desc sw-muted">{slide.description}</p>
                ) : null}
                <ButtonRow buttons={slide.buttons} />
              </div>
              <div className="sw-food-slider__media">
                <img
                  className="sw-food-slider__img"
                  {...imageSources(slide.image, '(min-width: 768px) 50vw, 100vw')}
                  alt={slide.alt}
                  width={800}
                  height={800}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                {slide.product ? (
                  <ProductCard product={slide.product} testId={`${id}-product-${i}`} />
                ) : null}
              </div>
            </Slide>
          ))}
        </div>
        <SlideDots {...slider.dots} className="sw-food-slider__dots" />
      </div>
    </SliderSection>
  );
}
