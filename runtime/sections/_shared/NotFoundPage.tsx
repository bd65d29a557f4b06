import type { NotFoundConfig } from '../../../schemas/sections/not-found';
import { ActionLink } from '../../ui/ActionLink';

/**
 * The 404 body, with the built-in texts where none are given: the not-found section's, and the
 * reset page's when its link lacks a parameter.
 */
export function NotFoundPage({
  heading,
  message,
  buttonAction,
  buttonText,
}: Partial<NotFoundConfig>) {
  return (
    <section className="sw-notfound">
      <div className="sw-notfound__code" aria-hidden="true">
        404
      </div>
      <h1>{heading ?? 'We can’t find that page'}</h1>
      <p className="sw-muted">
        {message ?? 'The link may be old, or the page may have moved. Try the home page instead.'}
      </p>
      <ActionLink
        action={buttonAction ?? { navigateTo: 'page', page: '/' }}
        className="sw-btn sw-btn--primary"
      >
        {buttonText ?? 'Back to home'}
      </ActionLink>
    </section>
  );
}
