// The labelled fields of the account screens' and shop's forms: a field with its hint and error,
// its email, mobile and password kinds, and useFields, which binds a form's values to them.
// Styles: runtime/styles/auth.css. Ids derive from the section id (no useId on preact).
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../../shared/validators';

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
  // What the input and the textarea share.
  const control = {
    id,
    name: id,
    className: `sw-auth__input${inputClassName ? ` ${inputClassName}` : ''}`,
    value,
    disabled,
    readOnly,
    placeholder,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div className={`sw-auth__field${error ? ' sw-auth__field--invalid' : ''}`}>
      <div className="sw-auth__label-row">
        <label htmlFor={id} className="sw-auth__label">
          {label}
        </label>
        {aside}
      </div>
      {rows ? (
        <textarea {...control} rows={rows} />
      ) : (
        <div className={`sw-auth__control${trailing ? ' sw-auth__control--trailing' : ''}`}>
          <input {...control} type={type} autoComplete={autoComplete} inputMode={inputMode} />
          {trailing}
        </div>
      )}
      {hint ? (
        <p id={hintId} className="sw-auth__hint sw-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * A field's error line, red under it (nothing when there is none); `alert` announces it at once,
 * for the fields that show it without a focus change (the code boxes, the review's stars).
 */
export function FieldError({
  id,
  alert,
  children,
}: {
  id: string;
  alert?: boolean;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={id} className="sw-auth__field-error" role={alert ? 'alert' : undefined}>
      {children}
    </p>
  );
}

type PresetProps = Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete'>;

/** An email field ("Email" unless labelled otherwise): the email keyboard, the saved address. */
export function EmailField(props: Omit<PresetProps, 'label'> & { label?: string }) {
  return <Field label="Email" {...props} type="email" inputMode="email" autoComplete="email" />;
}

/** A mobile number field: the ten national digits (SPEC §5), the digit keyboard. */
export function MobileField(props: Omit<PresetProps, 'maxLength'>) {
  return (
    <Field {...props} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} />
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

export type FieldsOptions<F extends string> = {
  /** The fields are disabled while this is on (the form is sending). */
  busy?: boolean;
  /** Id suffixes other than the field's name (`${id}-${suffix}`), kept for tests and autofill. */
  ids?: Partial<Record<F, string>>;
  /** A field's error goes as soon as it is edited. */
  clearOnEdit?: boolean;
};

/**
 * A form's text values and their errors (`X`, errors of fields kept elsewhere, such as the code
 * boxes). `field(name)` is what a Field takes for that value: its id, value, onChange, error and
 * disabled, so a call site names only its label and kind.
 */
export function useFields<F extends string, X extends string = never>(
  id: string,
  initial: Record<F, string>,
  { busy = false, ids = {}, clearOnEdit = false }: FieldsOptions<F> = {},
) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F | X>>({});

  const set = (name: F) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (clearOnEdit && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: F) => ({
    id: `${id}-${ids[name] ?? name}`,
    value: values[name],
    onChange: set(name),
    error: errors[name],
    disabled: busy,
  });

  return { values, setValues, errors, setErrors, set, field };
}
