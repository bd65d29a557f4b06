import type { FaqConfig, FaqItem } from '../../../schemas/sections/faq';
import type { SectionProps } from '../../define-section';
import { HeadedSection } from '../../ui/SectionHead';

const COLUMN_CLASS: Record<string, string> = {
  'two-column': 'sw-faq__grid sw-faq__grid--2',
  'three-column': 'sw-faq__grid sw-faq__grid--3',
  list: 'sw-faq__list',
};

/** Paragraphs of a plain-text answer: a blank line starts a new one. */
function Answer({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

/**
 * Questions and answers. The accordion is native <details>/<summary>, so it opens and closes
 * without JavaScript; the column and list variants show every answer.
 */
export function Faq({ id, config }: SectionProps<FaqConfig>) {
  const variant = config.variant ?? 'accordion';
  const items: readonly FaqItem[] = config.items ?? [];
  return (
    <HeadedSection
      id={id}
      className={`sw-section sw-faq sw-faq--${variant}`}
      head={config}
      containerClassName="sw-faq__inner"
      headClassName="sw-faq__head"
    >
      {variant === 'accordion' ? (
        <div className="sw-faq__accordion">
          {items.map((item, i) => (
            <details
              key={i}
              className="sw-faq__item"
              open={config.openFirst === true && i === 0 ? true : undefined}
              data-testid={`${id}-faq-${i}`}
            >
              <summary className="sw-faq__question">
                <span>{item.question}</span>
                <span className="sw-faq__marker" aria-hidden="true" />
              </summary>
              <div className="sw-faq__answer">
                <Answer text={item.answer} />
              </div>
            </details>
          ))}
        </div>
      ) : (
        <div className={COLUMN_CLASS[variant] ?? 'sw-faq__list'}>
          {items.map((item, i) => (
            <div key={i} className="sw-faq__entry" data-testid={`${id}-faq-${i}`}>
              <h3 className="sw-faq__entry-q">{item.question}</h3>
              <div className="sw-faq__entry-a">
                <Answer text={item.answer} />
              </div>
            </div>
          ))}
        </div>
      )}
    </HeadedSection>
  );
}
