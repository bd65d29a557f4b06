import type { CtaConfig } from '../../../schemas/sections/cta';
import type { SectionProps } from '../../define-section';
import { ButtonRow } from '../../ui/Buttons';

/** A call to action: an accent band across the page, or a bordered card in the middle of it. */
export function Cta({ id, config }: SectionProps<CtaConfig>) {
  const headingId = `${id}-heading`;
  return (
    <section className={`sw-section sw-cta sw-cta--${config.variant}`} aria-labelledby={headingId}>
      <div className="sw-container">
        <div className="sw-cta__box">
          <div className="sw-cta__text">
            {config.eyebrow ? (
              <span className="sw-eyebrow sw-cta__eyebrow">{config.eyebrow}</span>
            ) : null}
            <h2 id={headingId} className="sw-cta__heading">
              {config.heading}
            </h2>
            {config.description ? (
              <p className="sw-cta__description">{config.description}</p>
            ) : null}
          </div>
          <ButtonRow buttons={config.buttons} className="sw-cta__buttons" />
        </div>
      </div>
    </section>
  );
}
