import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** What a Field hands its control: its id and the error/hint wiring for screen readers. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A labelled form control with a hint and an error under it. The control is a render
 * function so it gets the right id and aria attributes:
 * `<Field label="Email" error={e}>{(p) => <Input {...p} value={v} onChange={…} />}</Field>`.
 */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`swa-field${error ? ' swa-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="swa-field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="swa-field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} className={`swa-input${className ? ` ${className}` : ''}`} />;
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...rest} className={`swa-select${className ? ` ${className}` : ''}`} />;
}

export function Textarea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...rest} className={`swa-textarea${className ? ` ${className}` : ''}`} />;
}

/** What TextField, TextareaField and SelectField take besides their control's own props. */
type ValueFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
};

/** A value field's props: the Field's, the value and its handler, and the control's own. */
function splitField<P extends ValueFieldProps>({
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...control
}: P) {
  return { field: { label, error, hint, className }, value, onChange, control };
}

/**
 * A text field in one line: label, value, change handler with the new text, error, hint.
 * `className` goes on the field (e.g. `swa-span-2` in a form grid); other props on the input.
 */
export function TextField(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & ValueFieldProps,
) {
  const { field, value, onChange, control } = splitField(props);
  return (
    <Field {...field}>
      {(p) => (
        <Input {...control} {...p} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** A textarea field, as TextField. */
export function TextareaField(
  props: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'> &
    ValueFieldProps,
) {
  const { field, value, onChange, control } = splitField(props);
  return (
    <Field {...field}>
      {(p) => (
        <Textarea {...p} {...control} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** A select field, as TextField; its options are the children. */
export function SelectField(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> &
    ValueFieldProps,
) {
  const { field, value, onChange, control } = splitField(props);
  return (
    <Field {...field}>
      {(p) => (
        <Select {...p} value={value} onChange={(e) => onChange(e.target.value)} {...control} />
      )}
    </Field>
  );
}

/** One choice of a select: what it sends and what it shows. */
export type Option = { value: string; label: string };

/** The options of `values`, each shown as its label in `labels` (a status and its name). */
export function labelled<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The options of `rows` (brands, categories): each sends its `value` field and shows `label`. */
export function optionsOf<R, V extends keyof R, L extends keyof R>(
  rows: readonly R[],
  value: V & (R[V] extends string ? unknown : never),
  label: L & (R[L] extends string ? unknown : never),
): Option[] {
  return rows.map((r) => ({ value: r[value] as string, label: r[label] as string }));
}

/**
 * A select's options: first the empty choice (`none`: "No brand", "All categories") when given,
 * then one for each of `options`. Children of a SelectField or a Select.
 */
export function Options({ none, options }: { none?: string; options: readonly Option[] }) {
  return (
    <>
      {none === undefined ? null : <option value="">{none}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A checkbox with its label beside it (a switch-like setting). */
export function Checkbox({
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="swa-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="swa-field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
