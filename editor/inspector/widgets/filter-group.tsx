// The parts the listing sections' filter groups share (DynamicContentFilterField for products,
// BlogContentFilterField for posts): reading the group's value and errors, changing one of its
// keys, the "switched off" group, the sort select, a checkbox, and the page-size input that
// follows the pagination switch.
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
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

/**
 * A filter group's field as its controls use it: ids under the group's, the value as an object
 * (`V`), whether it is locked, and `set`, which changes one key (undefined: removes it) as one
 * change of the whole group.
 */
export function filterGroupOf<V extends object>(props: FieldProps) {
  const { formData, onChange, fieldPathId, registry, uiSchema } = props;
  const sep = registry.globalFormOptions.idSeparator;
  const baseId = fieldPathId.$id;
  const idOf = (...keys: string[]) => [baseId, ...keys].join(sep);
  const value = (isRecord(formData) ? formData : {}) as Partial<V>;
  const emit = (next: Partial<V>, id: string) => onChange(next, fieldPathId.path, undefined, id);
  const set = <K extends keyof V & string>(key: K, v: V[K] | undefined) => {
    const next = { ...value, [key]: v };
    if (v === undefined) delete next[key];
    emit(next, idOf(key));
  };
  return {
    baseId,
    idOf,
    uiOptions: getUiOptions(uiSchema),
    value,
    locked: Boolean(props.disabled || props.readonly),
    emit,
    set,
  };
}

/** A checkbox with its label after it, in the inspector's field layout. */
export function CheckField({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="swe-field swe-field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The group's order: a select of `sorts` with their `labels`, and its errors when given. */
export function SortSelect<S extends string>({
  id,
  label,
  sorts,
  labels,
  value,
  disabled,
  errors,
  onChange,
}: {
  id: string;
  label: string;
  sorts: readonly S[];
  labels: Record<S, string>;
  value: S;
  disabled: boolean;
  errors?: readonly string[];
  onChange: (sort: S) => void;
}) {
  return (
    <div className="swe-field">
      <label className="swe-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="swe-input"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as S)}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </select>
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

type SizeKey = 'cardPerSection' | 'totalCardsToShow';

/**
 * How many cards the group shows, following its pagination switch: `cardPerSection` a page
 * with pagination ("Posts per page"), else `totalCardsToShow` in all ("Posts to show").
 */
export function PageSizeInput({
  field,
  pagination,
  noun,
  ranges,
}: {
  field: FieldProps;
  pagination: boolean;
  noun: string;
  ranges: Record<SizeKey, { minimum: number; maximum: number }>;
}) {
  const { idOf, value, locked, set } = filterGroupOf<Record<SizeKey, number>>(field);
  const key: SizeKey = pagination ? 'cardPerSection' : 'totalCardsToShow';
  return (
    <CardCountInput
      key={key}
      id={idOf(key)}
      label={pagination ? `${noun} per page` : `${noun} to show`}
      range={ranges[key]}
      value={value[key]}
      disabled={locked}
      errors={errorsAt(field.errorSchema, key)}
      onChange={(v) => set(key, v)}
      onBlur={() => field.onBlur(idOf(key), value[key])}
    />
  );
}
