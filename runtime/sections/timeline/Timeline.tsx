import type { TimelineConfig } from '../../../schemas/sections/timeline';
import type { SectionProps } from '../../define-section';
import { HeadedSection } from '../../ui/SectionHead';

/** A vertical timeline: alternating sides on desktop, one line on phones. */
export function Timeline({ id, config }: SectionProps<TimelineConfig>) {
  const items = config.items ?? [];
  return (
    <HeadedSection id={id} className="sw-section sw-timeline" head={config}>
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
    </HeadedSection>
  );
}
