// Building blocks of the account screens' forms: labelled fields with their errors, the
// password field with a show/hide toggle, the form with its red general error, the busy submit
// button (the card is AuthCard.tsx).
// Styles: runtime/styles/auth.css. Ids derive from the section id (no useId on preact).
import { useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'password' | 'date' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Something at the label's right edge (an "Edit" or "Forgot password?" link). */
  aside?: ReactNode;
  /** Something inside the input's right edge (the password toggle). */
  trailing?: ReactNode;
  hint?: string;
  /** A textarea of this many rows in place of the input. */
  rows?: number;
  /** An extra class for the input (or textarea). */
  inputClassName?: string;
};

/**
 * A labelled input (a textarea with `rows`); its error sits under it, tied by aria-describedby
 * and aria-invalid.
 */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  disabled,
  readOnly,
  placeholder,
  maxLength,
  aside,
  trailing,
  hint,
  rows,
  inputClassName,
}: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const inputClass = `sw-auth__input${inputClassName ? ` ${inputClassName}` : ''}`;
  return (
    <div className={`sw-auth__field${error ? ' sw-auth__field--invalid' : ''}`}>
      <div className="sw-auth__label-row">
        <label htmlFor={id} className="sw-auth__label">
          {label}
        </label>
        {aside}
      </div>
      {rows ? (
        <textarea
          id={id}
          name={id}
          className={inputClass}
          rows={rows}
          value={value}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <div className={`sw-auth__control${trailing ? ' sw-auth__control--trailing' : ''}`}>
          <input
            id={id}
            name={id}
            className={inputClass}
            type={type}
            value={value}
            autoComplete={autoComplete}
            inputMode={inputMode}
            disabled={disabled}
            readOnly={readOnly}
            placeholder={placeholder}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {trailing}
        </div>
      )}
      {hint ? (
        <p id={hintId} className="sw-auth__hint sw-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sw-auth__field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(
  props: Omit<FieldProps, 'type' | 'trailing' | 'inputMode'> & { autoComplete: string },
) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="sw-auth__reveal"
          aria-label={
            shown ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`
          }
          aria-pressed={shown}
          aria-controls={props.id}
          disabled={props.disabled}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}

/** The general error of a form, in red, announced at once. */
/**
 * An account screen's form: sent by its island (`method="post"`, so a form sent before it runs
 * puts nothing in a URL), the general error first, then its fields.
 */
export function AuthForm({
  general,
  onSubmit,
  before,
  children,
  ...rest
}: {
  general: ReactNode;
  /** What goes before the general error (a hidden field for password managers). */
  before?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> & {
    [data: `data-${string}`]: unknown;
  }) {
  return (
    <form
      method="post"
      className="sw-auth__form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      {...rest}
    >
      {before}
      <FormAlert>{general}</FormAlert>
      {children}
    </form>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="sw-auth__alert" role="alert">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M10 5.5v5.5M10 14v.5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <p>{children}</p>
    </div>
  );
}

/**
 * The primary submit button; a spinner and aria-busy while loading. Full width by default;
 * `className` is the extra class in place of that (`''` for none).
 */
export function SubmitButton({
  loading,
  className = 'sw-auth__submit',
  testId,
  children,
}: {
  loading: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`sw-btn sw-btn--primary${className ? ` ${className}` : ''}`}
      disabled={loading}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      {loading ? <span className="sw-auth__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A button that looks like a link (view switches, "Edit", "Resend code"). */
export function LinkButton({
  children,
  onClick,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="sw-auth__link" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}

/** The "or" divider between the form and other sign-in options. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="sw-auth__divider">
      <span>{children}</span>
    </div>
  );
}
