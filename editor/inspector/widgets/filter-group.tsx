// The parts the listing sections' filter groups share (DynamicContentFilterField for products,
// BlogContentFilterField for posts): reading the group's value and errors, the "switched off"
// group, and the page-size input that follows the pagination switch.
import type { ErrorSchema } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { FieldErrors } from './FieldErrors';

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The errors rjsf holds at `path` inside a group's error schema. */
export const errorsAt = (
  schema: ErrorSchema | undefined,
  ...path: string[]
): readonly string[] | undefined => {
  let node: unknown = schema;
  for (const key of path) node = isRecord(node) ? node[key] : undefined;
  return isRecord(node) ? (node.__errors as string[] | undefined) : undefined;
};

/** The group while the section's `showDynamicContent` is off: its title and why it is off. */
export function SwitchedOffGroup({
  baseId,
  title,
  children,
}: {
  baseId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="swe-object swe-dynamic" data-testid={`${baseId}-dynamic`}>
      <legend className="swe-object__title">{title}</legend>
      <p className="swe-help swe-dynamic__off" data-testid={`${baseId}-dynamic-off`}>
        {children}
      </p>
    </fieldset>
  );
}

/**
 * How many cards a page (or the section) shows, with its range in the label; empty is no value.
 * Give it `key` = the size's key, so switching pagination does not carry the typed text across.
 */
export function CardCountInput({
  id,
  label,
  range,
  value,
  disabled,
  errors,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  range: { minimum: number; maximum: number };
  value: number | undefined;
  disabled: boolean;
  errors: readonly string[] | undefined;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
}) {
  return (
    <div className="swe-field">
      <label className="swe-label" htmlFor={id}>
        {label} ({range.minimum}–{range.maximum})
      </label>
      <input
        id={id}
        type="number"
        className="swe-input swe-input--short"
        min={range.minimum}
        max={range.maximum}
        step={1}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errorId(id)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        onBlur={onBlur}
      />
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
