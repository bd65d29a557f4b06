import type { RichBlock, RichSectionConfig } from '../../../schemas/sections/rich-section';
import type { SectionProps } from '../../define-section';
import { ButtonRow } from '../../ui/Buttons';
import { Html } from '../../ui/Html';
import { PathIcon } from '../../ui/PathIcon';

function Block({ block }: { block: RichBlock }) {
  switch (block.kind) {
    case 'points':
      return (
        <ul className="sw-rich__points">
          {block.points.map((p, i) => (
            <li key={i}>
              <PathIcon box={20} d="M5 10.5l3.2 3.2L15 6.8" />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      );
    case 'heading': {
      const Tag = block.level ?? 'h2';
      return <Tag className={`sw-rich__heading sw-rich__heading--${Tag}`}>{block.text}</Tag>;
    }
    case 'paragraph':
      return <p className="sw-rich__paragraph">{block.text}</p>;
    case 'quote':
      return (
        <figure className="sw-rich__quote">
          <blockquote>
            <p>{block.message}</p>
          </blockquote>
          {block.user && (block.user.title || block.user.thumb) ? (
            <figcaption className="sw-rich__quote-user">
              {block.user.thumb ? (
                <img
                  src={block.user.thumb}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span>
                {block.user.title ? <strong>{block.user.title}</strong> : null}
                {block.user.subtitle ? (
                  <span className="sw-muted">{block.user.subtitle}</span>
                ) : null}
              </span>
            </figcaption>
          ) : null}
        </figure>
      );
    case 'image':
      return (
        <figure className="sw-rich__image">
          <img
            src={block.src}
            alt={block.alt}
            width={block.width ?? 1200}
            height={block.height ?? 800}
            loading="lazy"
            decoding="async"
          />
          {block.caption ? <figcaption className="sw-muted">{block.caption}</figcaption> : null}
        </figure>
      );
    case 'buttons':
      return <ButtonRow buttons={block.buttons} className="sw-rich__buttons" />;
    case 'dataPoints':
      return (
        <dl className="sw-rich__data">
          {block.items.map((item, i) => (
            <div key={i}>
              <dt>{item.name}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'horizontalLine':
      return <hr className="sw-rich__rule" />;
    case 'message':
      // Html: the server and the preview sanitized this field (htmlSchema) before render.
      return <Html html={block.html} className="sw-rich__message" />;
    default:
      return null;
  }
}

/** An ordered run of content blocks (points, headings, quotes, images, figures …) in one column. */
export function RichSection({ id, config }: SectionProps<RichSectionConfig>) {
  return (
    <section
      className={`sw-section sw-rich sw-rich--${config.width} sw-rich--${config.alignment}`}
      data-testid={`${id}-rich`}
    >
      <div className="sw-container sw-rich__inner">
        {config.blocks.map((block, i) => (
          <div
            key={i}
            className={`sw-rich__block sw-rich__block--${block.kind}`}
            data-kind={block.kind}
          >
            <Block block={block} />
          </div>
        ))}
      </div>
    </section>
  );
}
