import type { FeaturesConfig } from '../../../schemas/sections/features';
import type { SectionProps } from '../../define-section';
import { FeatureCard } from '../_shared/FeatureIcon';
import { SectionHead } from '../../ui/SectionHead';

/** Feature cards in a 3- or 4-column grid. */
export function Features({ id, config }: SectionProps<FeaturesConfig>) {
  const variant = config.variant ?? 'grid-3';
  const headingId = `${id}-heading`;
  return (
    <section
      className={`sw-section sw-features sw-features--${variant}`}
      aria-labelledby={config.heading ? headingId : undefined}
    >
      <div className="sw-container">
        <SectionHead
          id={headingId}
          eyebrow={config.eyebrow}
          heading={config.heading}
          description={config.description}
        />
        <ul className={`sw-features__grid sw-features__grid--${variant}`}>
          {(config.features ?? []).map((feature, i) => (
            <li key={i} data-testid={`${id}-feature-${i}`}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
