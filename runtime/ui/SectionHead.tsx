import type { ReactNode } from 'react';

/** The centred eyebrow, heading and description most sections open with; nothing when all are empty. */
export function SectionHead({
  id,
  eyebrow,
  heading,
  description,
  className,
}: {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string | undefined;
  heading?: string | undefined;
  description?: string | undefined;
  className?: string;
}) {
  if (!eyebrow && !heading && !description) return null;
  return (
    <header className={`sw-section-head${className ? ` ${className}` : ''}`}>
      {eyebrow ? <span className="sw-eyebrow">{eyebrow}</span> : null}
      {heading ? <h2 id={id}>{heading}</h2> : null}
      {description ? <p className="sw-muted">{description}</p> : null}
    </header>
  );
}

/**
 * A section that opens with its SectionHead inside `.sw-container`, labelled by its heading when
 * it has one (the heading's id is `${id}-heading`).
 */
export function HeadedSection({
  id,
  className,
  head,
  containerClassName,
  headClassName,
  children,
}: {
  id: string;
  className: string;
  /** Classes beside `sw-container`. */
  containerClassName?: string;
  /** Classes beside `sw-section-head`. */
  headClassName?: string;
  head: {
    eyebrow?: string | undefined;
    heading?: string | undefined;
    description?: string | undefined;
  };
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className={className} aria-labelledby={head.heading ? headingId : undefined}>
      <div className={`sw-container${containerClassName ? ` ${containerClassName}` : ''}`}>
        <SectionHead
          id={headingId}
          eyebrow={head.eyebrow}
          heading={head.heading}
          description={head.description}
          className={headClassName}
        />
        {children}
      </div>
    </section>
  );
}
