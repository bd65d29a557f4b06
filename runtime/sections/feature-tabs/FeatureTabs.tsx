import { useRef, useState, type KeyboardEvent } from 'react';
import { imageSources } from '../../../shared/demo-images';
import { WithAvif } from '../../ui/PhonePicture';
import type { FeatureTabsConfig } from '../../../schemas/sections/feature-tabs';
import { wrapIndex } from '../../../shared/cycle';
import type { SectionProps } from '../../define-section';
import { TickIcon } from '../../ui/TickIcon';
import { ActionButton } from '../../ui/Buttons';
import { HeadedSection } from '../../ui/SectionHead';

/** Where a key moves the selection in a tab list of `count` tabs; null for other keys. */
/** The image's slot: beside the tabs from 768 px, the page's width less its padding below. */
const HALF_SIZES = '(min-width: 1280px) 580px, (min-width: 768px) 50vw, calc(100vw - 40px)';

export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return wrapIndex(current + 1, count);
    case 'ArrowLeft':
    case 'ArrowUp':
      return wrapIndex(current - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

/** Tabs that each show a feature: description, points, image and an optional button. */
export function FeatureTabs({ id, config }: SectionProps<FeatureTabsConfig>) {
  const tabs = config.tabs ?? [];
  const [selected, setSelected] = useState(0);
  // Panels animate in only after a visitor switches tabs, not on page load.
  const [switched, setSwitched] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = Math.min(selected, Math.max(0, tabs.length - 1));

  const select = (i: number) => {
    setSelected(i);
    setSwitched(true);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(e.key, active, tabs.length);
    if (next === null) return;
    e.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <HeadedSection id={id} className="sw-section sw-feature-tabs" head={config}>
      <div className="sw-feature-tabs__bar">
        <div
          className="sw-feature-tabs__list"
          role="tablist"
          aria-label={config.heading || 'Features'}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, i) => (
            <button
              key={i}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              aria-selected={i === active}
              tabIndex={i === active ? 0 : -1}
              className={`sw-feature-tabs__tab${i === active ? ' is-active' : ''}`}
              data-testid={`feature-tab-${i}`}
              onClick={() => select(i)}
            >
              {tab.title}
            </button>
          ))}
        </div>
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
          className={`sw-feature-tabs__panel${switched ? ' sw-feature-tabs__panel--animate' : ''}`}
          data-testid={`feature-panel-${i}`}
        >
          <div className="sw-feature-tabs__copy">
            <h3 className="sw-feature-tabs__title">{tab.title}</h3>
            {tab.description ? <p className="sw-feature-tabs__text">{tab.description}</p> : null}
            {tab.points.length > 0 ? (
              <ul className="sw-feature-tabs__points">
                {tab.points.map((point, j) => (
                  <li key={j}>
                    <TickIcon />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {tab.enableButton && tab.button ? (
              <div className="sw-btn-row">
                <ActionButton button={tab.button} />
              </div>
            ) : null}
          </div>
          {tab.image ? (
            <div className="sw-feature-tabs__media">
              <WithAvif>
                <img
                  {...imageSources(tab.image, HALF_SIZES)}
                  alt={tab.imageAlt ?? ''}
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
              </WithAvif>
            </div>
          ) : null}
        </div>
      ))}
    </HeadedSection>
  );
}
