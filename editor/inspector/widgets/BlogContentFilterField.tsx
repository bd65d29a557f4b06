import type { FieldProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { useState } from 'react';
import {
  blogContentFilterSchema,
  type BlogContentFilter,
} from '../../../schemas/sections/blog-list';
import type { PickerItem } from '../sources';
import { EntityPicker } from './EntityPicker';
import { FieldErrors } from './FieldErrors';
import { errorsAt, FilterGroup, filterGroupOf, isRecord, OrderAndPaging } from './filter-group';

const P = blogContentFilterSchema.properties;
const MAX_CATEGORIES = P.filters.properties.category.maxItems;

export const BLOG_SORT_LABELS: Record<BlogContentFilter['shortBY'], string> = {
  titleAsc: 'Title, A to Z',
  titleDesc: 'Title, Z to A',
  newest: 'Newest first',
  oldest: 'Oldest first',
};

const BLOG_POSTS = {
  schema: blogContentFilterSchema,
  sortLabels: BLOG_SORT_LABELS,
  title: 'Which posts',
  noun: 'Posts',
  off: (switchTitle: string) =>
    `Off: the section shows the posts written by hand. Turn on “${switchTitle}” to list posts from the blog.`,
};

/**
 * The `dynamicContentFilter` group of a blog list (x-widget 'blogContentFilter'): which of the
 * blog's categories (picked from the real ones through GET search/model/blog-categories; none
 * means every category), the order, pagination and the page size. Every change is one change of
 * the whole group. While `showDynamicContent` is off the group says so instead.
 */
export function BlogContentFilterField(props: FieldProps) {
  const group = filterGroupOf<BlogContentFilter>(props);
  const { idOf, value, locked, emit, pickers, errorSchema } = group;
  const keys =
    isRecord(value.filters) && Array.isArray(value.filters.category) ? value.filters.category : [];
  // Titles of the categories picked in this session (the stored value is keys only).
  const [titles, setTitles] = useState<Record<string, string>>({});

  const setKeys = (next: string[]) => {
    const filters = { ...(isRecord(value.filters) ? value.filters : {}) };
    if (next.length > 0) filters.category = next;
    else delete filters.category;
    emit({ ...value, filters }, idOf('filters', 'category'));
  };

  const pickerId = idOf('filters', 'category');
  const add = (item: PickerItem) => {
    setTitles((t) => ({ ...t, [item.path]: item.title }));
    if (!keys.includes(item.path) && keys.length < MAX_CATEGORIES) setKeys([...keys, item.path]);
  };

  return (
    <FilterGroup group={group} kind={BLOG_POSTS}>
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
      <OrderAndPaging field={props} kind={BLOG_POSTS} />
    </FilterGroup>
  );
}
