import {
  DEFAULT_STAR_COLOR,
  type Testimonial,
  type TestimonialsConfig,
} from '../../../schemas/sections/testimonials';
import { initials } from '../../../shared/format';
import type { SectionProps } from '../../define-section';
import { ActionButton } from '../../ui/Buttons';
import { Stars } from '../../ui/Stars';
import { HeadedSection } from '../../ui/SectionHead';

function Avatar({ item, size }: { item: Testimonial; size: number }) {
  // The name is printed beside the photo, so the image itself is decorative.
  return item.thumb ? (
    <img
      className="sw-testimonials__avatar"
      src={item.thumb}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="sw-testimonials__avatar sw-testimonials__avatar--initials" aria-hidden="true">
      {initials(item.name)}
    </span>
  );
}

function Quote({
  item,
  starColor,
  large,
}: {
  item: Testimonial;
  starColor: string;
  large: boolean;
}) {
  return (
    <figure className={`sw-testimonials__card${large ? ' sw-testimonials__card--spotlight' : ''}`}>
      {item.rating !== undefined && item.rating > 0 ? (
        <Stars rating={item.rating} color={starColor} />
      ) : null}
      <blockquote className="sw-testimonials__quote">
        <p>{item.description}</p>
      </blockquote>
      <figcaption className="sw-testimonials__person">
        <Avatar item={item} size={large ? 64 : 48} />
        <span>
          <span className="sw-testimonials__name">{item.name}</span>
          {item.designation ? (
            <span className="sw-testimonials__role">{item.designation}</span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** Customer quotes with star ratings (gold by default, at most 5, half stars for fractions). */
export function Testimonials({ id, config }: SectionProps<TestimonialsConfig>) {
  const variant = config.variant ?? 'grid';
  const items = config.items ?? [];
  const starColor = config.starColor || DEFAULT_STAR_COLOR;
  const [first, ...rest] = items;
  return (
    <HeadedSection
      id={id}
      className={`sw-section sw-testimonials sw-testimonials--${variant}`}
      head={config}
    >
      {variant === 'spotlight' && first ? (
        <>
          <Quote item={first} starColor={starColor} large />
          {rest.length > 0 ? (
            <div
              className={`sw-testimonials__grid sw-testimonials__grid--n${Math.min(rest.length, 3)}`}
            >
              {rest.map((item, i) => (
                <Quote key={i} item={item} starColor={starColor} large={false} />
              ))}
            </div>
          ) : null}
        </>
      ) : (
        <div
          className={`sw-testimonials__grid sw-testimonials__grid--n${Math.min(items.length, 3)}`}
        >
          {items.map((item, i) => (
            <Quote key={i} item={item} starColor={starColor} large={false} />
          ))}
        </div>
      )}
      {config.enableButton && config.button ? (
        <div className="sw-btn-row sw-testimonials__cta">
          <ActionButton button={config.button} />
        </div>
      ) : null}
    </HeadedSection>
  );
}
