import type { StatsConfig } from '../../../schemas/sections/stats';
import type { SectionProps } from '../../define-section';

/** Key figures: a bold accent band or a row of cards. */
export function Stats({ id, config }: SectionProps<StatsConfig>) {
  const variant = config.variant ?? 'band';
  const items = config.items ?? [];
  const headingId = `${id}-heading`;
  const cols = Math.min(Math.max(items.length, 1), 4);
  return (
    <section
      className={`sw-section sw-stats sw-stats--${variant}`}
      aria-labelledby={config.heading ? headingId : undefined}
      aria-label={config.heading ? undefined : 'Key figures'}
    >
      <div className="sw-container">
        {config.heading || config.eyebrow || config.description ? (
          <header className="sw-section-head sw-stats__head">
            {config.eyebrow ? (
              <span className="sw-eyebrow sw-stats__eyebrow">{config.eyebrow}</span>
            ) : null}
            {config.heading ? <h2 id={headingId}>{config.heading}</h2> : null}
            {config.description ? (
              <p className="sw-stats__description">{config.description}</p>
            ) : null}
          </header>
        ) : null}
        <dl className={`sw-stats__list sw-stats__list--cols-${cols}`}>
          {items.map((item, i) => (
            <div key={i} className="sw-stats__item" data-testid={`${id}-stat-${i}`}>
              <dt className="sw-stats__label">{item.key}</dt>
              <dd className="sw-stats__value">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
