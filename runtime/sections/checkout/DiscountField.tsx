import { useId, useState } from 'react';

export const DISCOUNT_LABEL_TEXT = 'Discount code';
export const APPLY_TEXT = 'Apply';
export const REMOVE_TEXT = 'Remove';

/** '{CODE} applied' beside the Remove button. */
export function appliedText(code: string): string {
  return `${code} applied`;
}

/**
 * The discount code box of the checkout summary: type a code and Apply; the server's reason shows
 * under it when the code does not apply; once applied, the code with a way to remove it.
 */
export function DiscountField({
  applied,
  error,
  busy,
  onApply,
  onRemove,
}: {
  /** The code in use, or null. */
  applied: string | null;
  /** Why the last code did not apply. */
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  if (applied)
    return (
      <div
        className="sw-checkout__discount sw-checkout__discount--applied"
        data-testid="discount-applied"
      >
        <span className="sw-checkout__discount-tag">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9zm5-5.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"
              fill="currentColor"
            />
          </svg>
          {appliedText(applied)}
        </span>
        <button
          type="button"
          className="sw-auth__link"
          data-testid="discount-remove"
          disabled={busy}
          onClick={onRemove}
        >
          {REMOVE_TEXT}
        </button>
      </div>
    );
  return (
    <form
      className="sw-checkout__discount"
      data-testid="discount-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() && !busy) onApply(text.trim());
      }}
    >
      <label htmlFor={inputId} className="sw-visually-hidden">
        {DISCOUNT_LABEL_TEXT}
      </label>
      <div className="sw-checkout__discount-row">
        <input
          id={inputId}
          className="sw-auth__input"
          name="discountCode"
          placeholder={DISCOUNT_LABEL_TEXT}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="discount-input"
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          className="sw-btn sw-btn--secondary"
          disabled={busy || !text.trim()}
          aria-busy={busy || undefined}
          data-testid="discount-apply"
        >
          {APPLY_TEXT}
        </button>
      </div>
      {error ? (
        <p
          id={errorId}
          className="sw-checkout__discount-error"
          role="alert"
          data-testid="discount-error"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}
