import type { TimelineConfig } from '../../../schemas/sections/timeline';
import type { SectionProps } from '../../define-section';
import { SectionHead } from '../../ui/SectionHead';

/** A vertical timeline: alternating sides on desktop, one line on phones. */
export function Timeline({ id, config }: SectionProps<TimelineConfig>) {
  const items = config.items ?? [];
  const headingId = `${id}-heading`;
  return (
    <section
      className="sw-section sw-timeline"
      aria-labelledby={config.heading ? headingId : undefined}
    >
      <div className="sw-container">
        <SectionHead
          id={headingId}
          eyebrow={config.eyebrow}
          heading={config.heading}
          description={config.description}
        />
        <ol className="sw-timeline__list">
          {items.map((item, i) => (
            <li
              key={i}
              className={`sw-timeline__item sw-timeline__item--${i % 2 === 0 ? 'start' : 'end'}`}
              data-testid={`${id}-milestone-${i}`}
            >
              <span className="sw-timeline__dot" aria-hidden="true" />
              <div className="sw-timeline__card">
                <span className="sw-timeline__date">{item.date}</span>
                <h3 className="sw-timeline__title">{item.title}</h3>
                {item.description ? <p className="sw-timeline__text">{item.description}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
