import type { FieldProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import { useState } from 'react';
import {
  blogContentFilterSchema,
  type BlogContentFilter,
} from '../../../schemas/sections/blog-list';
import { inspectorContext } from '../form-context';
import type { PickerItem } from '../sources';
import { EntityPicker } from './EntityPicker';
import { FieldErrors } from './FieldErrors';
import { CardCountInput, errorsAt, isRecord, SwitchedOffGroup } from './filter-group';

const P = blogContentFilterSchema.properties;
const DEFAULTS = blogContentFilterSchema.default;
const MAX_CATEGORIES = P.filters.properties.category.maxItems;

export const BLOG_SORT_LABELS: Record<BlogContentFilter['shortBY'], string> = {
  titleAsc: 'Title, A to Z',
  titleDesc: 'Title, Z to A',
  newest: 'Newest first',
  oldest: 'Oldest first',
};

/**
 * The `dynamicContentFilter` group of a blog list (x-widget 'blogContentFilter'): which of the
 * blog's categories (picked from the real ones through GET search/model/blog-categories; none
 * means every category), the order, pagination and the page size. Every change is one change of
 * the whole group. While `showDynamicContent` is off the group says so instead.
 */
export function BlogContentFilterField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, registry, errorSchema, uiSchema } = props;
  const sep = registry.globalFormOptions.idSeparator;
  const baseId = fieldPathId.$id;
  const idOf = (...keys: string[]) => [baseId, ...keys].join(sep);
  const { pickers } = inspectorContext(registry);
  const switchedOffBy = getUiOptions(uiSchema).switchedOffBy;
  const value = (isRecord(formData) ? formData : {}) as Partial<BlogContentFilter>;
  const keys =
    isRecord(value.filters) && Array.isArray(value.filters.category) ? value.filters.category : [];
  const locked = Boolean(props.disabled || props.readonly);
  // Titles of the categories picked in this session (the stored value is keys only).
  const [titles, setTitles] = useState<Record<string, string>>({});

  const emit = (next: Partial<BlogContentFilter>, id: string) =>
    onChange(next, fieldPathId.path, undefined, id);
  const set = <K extends keyof BlogContentFilter>(key: K, v: BlogContentFilter[K] | undefined) => {
    const next = { ...value, [key]: v };
    if (v === undefined) delete next[key];
    emit(next, idOf(key));
  };
  const setKeys = (next: string[]) => {
    const filters = { ...(isRecord(value.filters) ? value.filters : {}) };
    if (next.length > 0) filters.category = next;
    else delete filters.category;
    emit({ ...value, filters }, idOf('filters', 'category'));
  };

  if (typeof switchedOffBy === 'string') {
    return (
      <SwitchedOffGroup baseId={baseId} title={schema.title ?? 'Which posts'}>
        Off: the section shows the posts written by hand. Turn on “{switchedOffBy}” to list posts
        from the blog.
      </SwitchedOffGroup>
    );
  }

  const pagination = value.showPagination ?? DEFAULTS.showPagination;
  const sizeKey = pagination ? 'cardPerSection' : 'totalCardsToShow';
  const sizeSchema = P[sizeKey];
  const sizeErrors = errorsAt(errorSchema, sizeKey);
  const pickerId = idOf('filters', 'category');
  const add = (item: PickerItem) => {
    setTitles((t) => ({ ...t, [item.path]: item.title }));
    if (!keys.includes(item.path) && keys.length < MAX_CATEGORIES) setKeys([...keys, item.path]);
  };

  return (
    <fieldset className="swe-object swe-dynamic" data-testid={`${baseId}-dynamic`}>
      <legend className="swe-object__title">{schema.title ?? 'Which posts'}</legend>
      <div className="swe-field">
        <label className="swe-label" htmlFor={pickerId}>
          {P.filters.properties.category.title}
        </label>
        <p className="swe-help" data-testid={`${pickerId}-chosen`}>
          {keys.length === 0 ? 'All categories' : 'Only posts in:'}
        </p>
        {keys.length > 0 ? (
          <ul
            className="swe-dynamic__chosen"
            aria-label="Chosen categories"
            // The inspector's stylesheet has no multi-pick list yet: a plain row of chips.
            style={{
              listStyle: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 8,
              margin: '0 0 8px',
              padding: 0,
            }}
          >
            {keys.map((k) => (
              <li key={k}>
                <span>{titles[k] ?? k}</span>{' '}
                <button
                  type="button"
                  className="swe-btn swe-btn--quiet"
                  aria-label={`Remove ${titles[k] ?? k}`}
                  data-testid={`${pickerId}-remove-${k}`}
                  disabled={locked}
                  onClick={() => setKeys(keys.filter((x) => x !== k))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <EntityPicker
          id={pickerId}
          source={pickers.blogCategory}
          value={undefined}
          disabled={locked || keys.length >= MAX_CATEGORIES}
          invalid={Boolean(errorsAt(errorSchema, 'filters', 'category')?.length)}
          describedBy={errorId(pickerId)}
          onSelect={add}
        />
        <FieldErrors id={pickerId} errors={errorsAt(errorSchema, 'filters', 'category')} />
      </div>
      <div className="swe-field">
        <label className="swe-label" htmlFor={idOf('shortBY')}>
          {P.shortBY.title}
        </label>
        <select
          id={idOf('shortBY')}
          className="swe-input"
          value={value.shortBY ?? DEFAULTS.shortBY}
          disabled={locked}
          onChange={(e) => set('shortBY', e.target.value as BlogContentFilter['shortBY'])}
        >
          {P.shortBY.enum.map((s) => (
            <option key={s} value={s}>
              {BLOG_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="swe-field swe-field--check">
        <input
          id={idOf('showPagination')}
          type="checkbox"
          checked={pagination}
          disabled={locked}
          onChange={(e) => set('showPagination', e.target.checked)}
        />
        <label htmlFor={idOf('showPagination')}>{P.showPagination.title}</label>
      </div>
      <CardCountInput
        key={sizeKey}
        id={idOf(sizeKey)}
        label={pagination ? 'Posts per page' : 'Posts to show'}
        range={sizeSchema}
        value={value[sizeKey]}
        disabled={locked}
        errors={sizeErrors}
        onChange={(v) => set(sizeKey, v)}
        onBlur={() => props.onBlur(idOf(sizeKey), value[sizeKey])}
      />
      <FieldErrors id={baseId} errors={errorSchema?.__errors} />
    </fieldset>
  );
}
