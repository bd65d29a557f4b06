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
