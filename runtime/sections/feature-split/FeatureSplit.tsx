import type { FeatureSplitConfig } from '../../../schemas/sections/feature-split';
import { imageSources } from '../../../shared/demo-images';
import type { SectionProps } from '../../define-section';
import { ActionButton } from '../../ui/Buttons';
import { WithPhoneSource } from '../../ui/PhonePicture';
import { TickIcon } from '../../ui/TickIcon';

/** Two-column feature: image on one side, eyebrow, heading, text, bullet points and a button. */
export function FeatureSplit({ id, config }: SectionProps<FeatureSplitConfig>) {
  const headingId = `${id}-heading`;
  return (
    <section
      className={`sw-section sw-feature-split sw-feature-split--image-${config.imagePosition}${config.alternateBackground ? ' sw-section--alt' : ''}`}
      aria-labelledby={headingId}
      data-testid={`${id}-feature-split`}
    >
      <div className="sw-container sw-feature-split__grid">
        <div className="sw-feature-split__media">
          <WithPhoneSource src={config.mobileImage}>
            <img
              className="sw-feature-split__img"
              {...imageSources(
                config.image,
                '(min-width: 1280px) 580px, (min-width: 768px) 50vw, calc(100vw - 40px)',
              )}
              alt={config.alt}
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
            />
          </WithPhoneSource>
        </div>
        <div className="sw-feature-split__body">
          {config.eyebrow ? <span className="sw-eyebrow">{config.eyebrow}</span> : null}
          <h2 id={headingId}>{config.heading}</h2>
          {config.description ? (
            <p className="sw-feature-split__desc sw-muted">{config.description}</p>
          ) : null}
          {config.points.length > 0 ? (
            <ul className="sw-feature-split__points">
              {config.points.map((point, i) => (
                <li key={i}>
                  <TickIcon className="sw-feature-split__tick" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {config.enableButton ? (
            <div className="sw-btn-row">
              <ActionButton button={config.button} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
