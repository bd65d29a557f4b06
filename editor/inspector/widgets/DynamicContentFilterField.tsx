import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { dynamicContentFilterSchema, type DynamicContentFilter } from '../../../schemas/fragments';
import { inspectorContext } from '../form-context';
import { EntityPicker } from './EntityPicker';
import { FieldErrors } from './FieldErrors';

const P = dynamicContentFilterSchema.properties;

const MODEL_LABEL: Record<NonNullable<DynamicContentFilter['model']>, string> = {
  products: 'Products',
  categories: 'Categories',
  blog: 'Blog posts',
};
const SORT_LABEL: Record<NonNullable<DynamicContentFilter['sort']>, string> = {
  created: 'Newest first',
  title: 'Title (A to Z)',
  priceLowToHigh: 'Price, low to high',
  priceHighToLow: 'Price, high to low',
};

const errorsAt = (schema: ErrorSchema | undefined, key: string): string[] | undefined =>
  (schema as Record<string, { __errors?: string[] }> | undefined)?.[key]?.__errors;

/**
 * The `dynamicContentFilter` group (x-widget 'dynamicContentFilter'): a switch, and only when it
 * is on, what to list (model), a category, the order and how many.
 */
export function DynamicContentFilterField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, registry, errorSchema, disabled, readonly } =
    props;
  const sep = registry.globalFormOptions.idSeparator;
  const baseId = fieldPathId.$id;
  const idOf = (key: keyof DynamicContentFilter) => `${baseId}${sep}${key}`;
  const { pickers } = inspectorContext(registry);
  const value: DynamicContentFilter =
    formData && typeof formData === 'object'
      ? (formData as DynamicContentFilter)
      : { showDynamicContent: false };
  const locked = disabled || readonly;
  const set = <K extends keyof DynamicContentFilter>(key: K, v: DynamicContentFilter[K]) => {
    const next = { ...value, [key]: v };
    if (v === undefined) delete next[key];
    onChange(next, fieldPathId.path, undefined, idOf(key));
  };
  const on = value.showDynamicContent === true;
  const limitErrors = errorsAt(errorSchema, 'limit');

  return (
    <fieldset className="swe-object swe-dynamic" data-testid={`${baseId}-dynamic`}>
      <legend className="swe-object__title">{schema.title ?? 'Dynamic content'}</legend>
      <div className="swe-field swe-field--check">
        <input
          id={idOf('showDynamicContent')}
          type="checkbox"
          checked={on}
          disabled={locked}
          onChange={(e) => set('showDynamicContent', e.target.checked)}
        />
        <label htmlFor={idOf('showDynamicContent')}>{P.showDynamicContent.title}</label>
      </div>
      {on ? (
        <>
          <div className="swe-field">
            <label className="swe-label" htmlFor={idOf('model')}>
              {P.model.title}
            </label>
            <select
              id={idOf('model')}
              className="swe-input"
              value={value.model ?? P.model.default}
              disabled={locked}
              onChange={(e) => set('model', e.target.value as DynamicContentFilter['model'])}
            >
              {P.model.enum.map((m) => (
                <option key={m} value={m}>
                  {MODEL_LABEL[m]}
                </option>
              ))}
            </select>
          </div>
          {(value.model ?? P.model.default) !== 'categories' ? (
            <div className="swe-field">
              <label className="swe-label" htmlFor={idOf('category')}>
                {P.category.title}
              </label>
              <EntityPicker
                id={idOf('category')}
                source={pickers.category}
                value={value.category}
                disabled={locked}
                onSelect={(item) => set('category', item.path)}
              />
              {value.category ? (
                <button
                  type="button"
                  className="swe-btn swe-btn--quiet"
                  disabled={locked}
                  onClick={() => set('category', undefined)}
                >
                  All categories
                </button>
              ) : null}
            </div>
          ) : null}
          <div className="swe-field">
            <label className="swe-label" htmlFor={idOf('sort')}>
              {P.sort.title}
            </label>
            <select
              id={idOf('sort')}
              className="swe-input"
              value={value.sort ?? P.sort.default}
              disabled={locked}
              onChange={(e) => set('sort', e.target.value as DynamicContentFilter['sort'])}
            >
              {P.sort.enum.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABEL[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="swe-field">
            <label className="swe-label" htmlFor={idOf('limit')}>
              {P.limit.title} ({P.limit.minimum}–{P.limit.maximum})
            </label>
            <input
              id={idOf('limit')}
              type="number"
              className="swe-input swe-input--short"
              min={P.limit.minimum}
              max={P.limit.maximum}
              step={1}
              value={value.limit ?? ''}
              disabled={locked}
              aria-invalid={limitErrors?.length ? true : undefined}
              aria-describedby={errorId(idOf('limit'))}
              onChange={(e) =>
                set('limit', e.target.value === '' ? undefined : Number(e.target.value))
              }
            />
            <FieldErrors id={idOf('limit')} errors={limitErrors} />
          </div>
        </>
      ) : null}
      <FieldErrors id={baseId} errors={errorSchema?.__errors} />
    </fieldset>
  );
}
