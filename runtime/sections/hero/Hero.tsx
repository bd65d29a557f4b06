import type { HeroConfig } from '../../../schemas/sections/hero';
import type { SectionProps } from '../../define-section';
import { ActionLink } from '../../ui/ActionLink';
import { ButtonRow } from '../../ui/Buttons';
import { PathIcon } from '../../ui/PathIcon';
import { PhonePicture } from '../../ui/PhonePicture';

/** The pill above the heading: a short label and, when enabled, a small link. */
function HeroPill({ config }: { config: HeroConfig }) {
  const showLink = config.titleButtonEnabled && Boolean(config.titleButtonText);
  if (!config.title && !showLink) return null;
  return (
    <p className="sw-hero__pill">
      {config.title ? <span className="sw-hero__pill-label">{config.title}</span> : null}
      {showLink ? (
        <ActionLink action={config.titleButtonAction} className="sw-hero__pill-link">
          {config.titleButtonText}
          <PathIcon box={16} size={14} strokeWidth={2} d="M6 3l5 5-5 5" />
        </ActionLink>
      ) : null}
    </p>
  );
}

/** A phone's container: the page's width less its side padding. */
const PHONE_CONTAINER = 'calc(100vw - 40px)';

/** The image's slot in each layout (runtime/sections/hero/Hero.css). */
const HERO_IMAGE_SIZES: Record<HeroConfig['variant'], string> = {
  // Beside the text (1 of 2.05 parts of a container of at most 1200 px) from 900 px.
  split: `(min-width: 1280px) 540px, (min-width: 900px) 45vw, ${PHONE_CONTAINER}`,
  centered: `(min-width: 1080px) 1040px, ${PHONE_CONTAINER}`,
  background: '100vw',
};

/** Page-top hero: pill, h1, description, buttons and an image in one of three layouts. */
export function Hero({ id, config }: SectionProps<HeroConfig>) {
  const variant = config.variant;
  const hasImage = Boolean(config.image);
  const headingId = `${id}-heading`;
  const image = hasImage ? (
    <PhonePicture
      className="sw-hero__image"
      src={config.image}
      phoneSrc={config.mobileImage}
      sizes={HERO_IMAGE_SIZES[variant]}
      phoneSizes={variant === 'background' ? '100vw' : PHONE_CONTAINER}
      alt={variant === 'background' ? '' : (config.imageAlt ?? '')}
      width={1600}
      height={900}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  ) : null;
  const classes = [
    'sw-hero',
    `sw-hero--${variant}`,
    hasImage ? 'sw-hero--has-image' : 'sw-hero--no-image',
  ];
  if (variant !== 'background') classes.push('sw-section');
  return (
    <section className={classes.join(' ')} aria-labelledby={headingId} data-testid={`${id}-hero`}>
      {variant === 'background' && image ? <div className="sw-hero__bg">{image}</div> : null}
      <div className="sw-container sw-hero__inner">
        <div className="sw-hero__text">
          <HeroPill config={config} />
          <h1 id={headingId} className="sw-hero__heading">
            {config.heading}
          </h1>
          {config.description ? <p className="sw-hero__description">{config.description}</p> : null}
          <ButtonRow buttons={config.buttons} className="sw-hero__buttons" />
        </div>
        {variant !== 'background' && image ? <div className="sw-hero__media">{image}</div> : null}
      </div>
    </section>
  );
}
