// Building blocks of the account screens' forms: the posted form with its red general error,
// the busy submit button and the link-like buttons (the fields are Field.tsx, the card
// AuthCard.tsx). Styles: runtime/styles/auth.css.
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';

type PostFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children' | 'method' | 'noValidate'> & {
    [data: `data-${string}`]: unknown;
  };

/**
 * A form its island sends: `method="post"`, so a form sent before the island runs puts nothing
 * in a URL, and no browser validation (the form checks its fields itself).
 */
export function PostForm({ onSubmit, children, ...rest }: PostFormProps) {
  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} {...rest}>
      {children}
    </form>
  );
}

/** An account screen's form: a PostForm with the general error first, then its fields. */
export function AuthForm({
  general,
  before,
  children,
  ...rest
}: {
  general: ReactNode;
  /** What goes before the general error (a hidden field for password managers). */
  before?: ReactNode;
} & PostFormProps) {
  return (
    <PostForm className="sw-auth__form" {...rest}>
      {before}
      <FormAlert>{general}</FormAlert>
      {children}
    </PostForm>
  );
}

/** The general error of a form, in red, announced at once. */
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
