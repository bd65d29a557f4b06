// The parts the listing sections' filter groups share (DynamicContentFilterField for products,
// BlogContentFilterField for posts): reading the group's value and errors, changing one of its
// keys, the group's box (or why it is switched off), the sort select, a checkbox, and the page-size input that
// follows the pagination switch.
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { inspectorContext } from '../form-context';
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

/** What a listing's filter group lists, for the parts the groups share. */
type FilterGroupKind<S extends string> = {
  /** The group's schema: the sizes' ranges, the sort's and pagination's titles, the defaults. */
  schema: {
    properties: Record<SizeKey, { minimum: number; maximum: number }> & {
      shortBY: { title: string; enum: readonly S[] };
      showPagination: { title: string };
    };
    default: { shortBY: S; showPagination: boolean };
  };
  sortLabels: Record<S, string>;
  /** The group's title when its schema has none ("Which posts"). */
  title: string;
  /** The page size's noun ("Posts" per page). */
  noun: string;
  /** Why the group is off, given the title of the switch that turns it on. */
  off: (switchTitle: string) => string;
  /** Whether the sort select shows the errors rjsf holds for it. */
  sortErrors?: boolean;
};

/**
 * A filter group's box: its title, then its controls and the group's own errors, or, while the
 * section's `showDynamicContent` is off (uiSchema option `switchedOffBy`), why it is off instead
 * of the controls.
 */
export function FilterGroup<S extends string>({
  group,
  kind,
  children,
}: {
  group: ReturnType<typeof filterGroupOf>;
  kind: FilterGroupKind<S>;
  children: ReactNode;
}) {
  const { baseId, switchedOffBy } = group;
  return (
    <fieldset className="swe-object swe-dynamic" data-testid={`${baseId}-dynamic`}>
      <legend className="swe-object__title">{group.title ?? kind.title}</legend>
      {typeof switchedOffBy === 'string' ? (
        <p className="swe-help swe-dynamic__off" data-testid={`${baseId}-dynamic-off`}>
          {kind.off(switchedOffBy)}
        </p>
      ) : (
        <>
          {children}
          <FieldErrors id={baseId} errors={group.errorSchema?.__errors} />
        </>
      )}
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
 * (`V`), whether it is locked, the pickers' sources, the errors, and `set`, which changes one key
 * (undefined: removes it) as one change of the whole group.
 */
export function filterGroupOf<V extends object>(props: FieldProps) {
  const { formData, onChange, fieldPathId, registry, uiSchema, errorSchema, schema } = props;
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
  const uiOptions = getUiOptions(uiSchema);
  return {
    baseId,
    idOf,
    uiOptions,
    switchedOffBy: uiOptions.switchedOffBy,
    pickers: inspectorContext(registry).pickers,
    errorSchema,
    title: schema.title,
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

/** The group's order and paging, in this order: the sort, pagination, and the page size. */
export function OrderAndPaging<S extends string>({
  field,
  kind,
}: {
  field: FieldProps;
  kind: FilterGroupKind<S>;
}) {
  const { idOf, value, locked, set, errorSchema } = filterGroupOf<{
    shortBY: S;
    showPagination: boolean;
  }>(field);
  const P = kind.schema.properties;
  const pagination = value.showPagination ?? kind.schema.default.showPagination;
  return (
    <>
      <SortSelect
        id={idOf('shortBY')}
        label={P.shortBY.title}
        sorts={P.shortBY.enum}
        labels={kind.sortLabels}
        value={value.shortBY ?? kind.schema.default.shortBY}
        disabled={locked}
        errors={kind.sortErrors ? errorsAt(errorSchema, 'shortBY') : undefined}
        onChange={(sort) => set('shortBY', sort)}
      />
      <CheckField
        id={idOf('showPagination')}
        label={P.showPagination.title}
        checked={pagination}
        disabled={locked}
        onChange={(checked) => set('showPagination', checked)}
      />
      <PageSizeInput field={field} pagination={pagination} noun={kind.noun} ranges={P} />
    </>
  );
}
