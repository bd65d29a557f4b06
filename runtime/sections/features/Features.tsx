import type { FeaturesConfig } from '../../../schemas/sections/features';
import type { SectionProps } from '../../define-section';
import { FeatureCard } from '../_shared/FeatureIcon';
import { HeadedSection } from '../../ui/SectionHead';

/** Feature cards in a 3- or 4-column grid. */
export function Features({ id, config }: SectionProps<FeaturesConfig>) {
  const variant = config.variant ?? 'grid-3';
  return (
    <HeadedSection
      id={id}
      className={`sw-section sw-features sw-features--${variant}`}
      head={config}
    >
      <ul className={`sw-features__grid sw-features__grid--${variant}`}>
        {(config.features ?? []).map((feature, i) => (
          <li key={i} data-testid={`${id}-feature-${i}`}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
