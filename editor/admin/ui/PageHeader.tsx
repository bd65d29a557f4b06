import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A screen's title (the page's one h1, also the document title), an optional line under it, a
 * back link and actions on the right (they wrap under the title on a phone).
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  useEffect(() => {
    const site = document.documentElement.dataset.swaSite;
    document.title = site ? `${title} · ${site}` : title;
  }, [title]);
  return (
    <header className="swa-page-header">
      <div className="swa-page-heading">
        {back ? (
          <Link className="swa-back" to={back.to}>
            ← {back.label}
          </Link>
        ) : null}
        <h1 tabIndex={-1} data-swa-title>
          {title}
        </h1>
        {description ? <div className="swa-page-description">{description}</div> : null}
      </div>
      {actions ? <div className="swa-page-actions">{actions}</div> : null}
    </header>
  );
}

/** A white box with an optional heading, for a group of fields or figures. */
export function Panel({
  title,
  actions,
  children,
  className,
  testId,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`swa-panel${className ? ` ${className}` : ''}`} data-testid={testId}>
      {title || actions ? (
        <div className="swa-panel-head">
          {title ? <h2>{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
