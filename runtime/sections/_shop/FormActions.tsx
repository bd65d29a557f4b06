import { SubmitButton } from '../../ui/AuthForm';

export const CANCEL_TEXT = 'Cancel';

/**
 * A shop form's buttons: the submit (a spinner while `busy`) and, with `onCancel`, Cancel; both
 * disabled while busy.
 */
export function FormActions({
  className,
  submitText,
  submitClassName = '',
  busy,
  onCancel,
}: {
  className: string;
  submitText: string;
  /** An extra class for the submit button. */
  submitClassName?: string;
  busy: boolean;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className={className}>
      <SubmitButton loading={busy} className={submitClassName}>
        {submitText}
      </SubmitButton>
      {onCancel ? (
        <button
          type="button"
          className="sw-btn sw-btn--secondary"
          disabled={busy}
          onClick={onCancel}
        >
          {CANCEL_TEXT}
        </button>
      ) : null}
    </div>
  );
}
