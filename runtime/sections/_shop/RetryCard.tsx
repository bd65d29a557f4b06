import { FormAlert } from '../../ui/AuthForm';

export const RETRY_TEXT = 'Try again';

/**
 * A signed-in screen whose data could not be loaded: the reason and a Try again button, in the
 * screen's own card (`className`: its card and state classes).
 */
export function RetryCard({
  className,
  error,
  onRetry,
}: {
  className: string;
  error: string;
  onRetry: () => void;
}) {
  return (
    <div className={className}>
      <FormAlert>{error}</FormAlert>
      <button type="button" className="sw-btn sw-btn--secondary" onClick={onRetry}>
        {RETRY_TEXT}
      </button>
    </div>
  );
}
