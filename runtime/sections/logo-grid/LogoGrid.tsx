import { LOGOS_PER_ROW, type LogoGridConfig } from '../../../schemas/sections/logo-grid';
import type { SectionProps } from '../../define-section';
import { ActionLink } from '../../ui/ActionLink';
import { SectionHead } from '../../ui/SectionHead';

/**
 * Image strips and logo grids: a band of 4 plain images, a grid of 5 greyscale logos that turn to
 * colour on hover, or 4 logos in bordered cards with captions. Two per row on phones.
 */
export function LogoGrid({ id, config }: SectionProps<LogoGridConfig>) {
  const perRow = LOGOS_PER_ROW[config.variant];
  const headingId = `${id}-heading`;
  return (
    <section
      className={`sw-section sw-logo-grid sw-logo-grid--${config.variant}${config.alternateBackground ? ' sw-section--alt' : ''}`}
      aria-labelledby={config.heading ? headingId : undefined}
      data-testid={`${id}-logo-grid`}
    >
      <div className="sw-container">
        <SectionHead
          id={headingId}
          heading={config.heading}
          description={config.description}
          className="sw-logo-grid__head"
        />
        <ul
          className={`sw-logo-grid__list sw-logo-grid--per-row-${perRow}`}
          data-testid={`${id}-logo-list`}
        >
          {config.logos.map((logo, i) => (
            <li key={i} className="sw-logo-grid__item">
              <ActionLink action={logo.buttonAction} className="sw-logo-grid__link">
                <span className="sw-logo-grid__frame">
                  <img
                    className="sw-logo-grid__img"
                    src={logo.image}
                    alt={logo.alt}
                    width={240}
                    height={120}
                    loading="lazy"
                    decoding="async"
                  />
                </span>
                {config.variant === 'cards' && logo.caption ? (
                  <span className="sw-logo-grid__caption">{logo.caption}</span>
                ) : null}
              </ActionLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
