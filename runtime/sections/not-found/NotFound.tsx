import type { NotFoundConfig } from '../../../schemas/sections/not-found';
import type { SectionProps } from '../../define-section';
import { ActionLink } from '../../ui/ActionLink';

/** The 404 body: shown for unknown paths with the site's own header and footer. */
export function NotFound({ config }: SectionProps<Partial<NotFoundConfig>>) {
  return (
    <section className="sw-notfound">
      <div className="sw-notfound__code" aria-hidden="true">
        404
      </div>
      <h1>{config.heading ?? 'We can’t find that page'}</h1>
      <p className="sw-muted">
        {config.message ??
          'The link may be old, or the page may have moved. Try the home page instead.'}
      </p>
      <ActionLink
        action={config.buttonAction ?? { navigateTo: 'page', page: '/' }}
        className="sw-btn sw-btn--primary"
      >
        {config.buttonText ?? 'Back to home'}
      </ActionLink>
    </section>
  );
}
