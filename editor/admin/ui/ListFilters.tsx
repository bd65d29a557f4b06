import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { SearchToolbar } from './SearchBox';
import { Tabs } from './Tabs';
import type { Resource } from './use-resource';
import { plural } from '../format';

/**
 * A list's status tabs ("Show comments", when it has `statuses`) and search ("Search comments")
 * over its query in the URL (useListQuery's `body` and `setParam`); `children` are more filters
 * beside the search, `className` the search toolbar's.
 */
type ListFiltersProps = {
  list: {
    body: { status?: string; q?: string };
    setParam: (name: string, value: string) => void;
  };
  noun: string;
  statuses?: readonly { value: string; label: string }[];
  placeholder: string;
  children?: ReactNode;
  className?: string;
};

export function ListFilters({
  list,
  noun,
  statuses,
  placeholder,
  children,
  className,
}: ListFiltersProps) {
  const { body, setParam } = list;
  return (
    <>
      {statuses ? (
        <Tabs
          label={`Show ${noun}`}
          options={statuses}
          value={body.status ?? ''}
          onChange={(v) => setParam('status', v)}
        />
      ) : null}
      <SearchToolbar
        className={className}
        label={`Search ${noun}`}
        placeholder={placeholder}
        value={body.q ?? ''}
        onSearch={(q) => setParam('q', q)}
      >
        {children}
      </SearchToolbar>
    </>
  );
}

/**
 * A list screen's header over its ListFilters: its title, how many rows the query has once
 * loaded ("1 order", "12 orders": `one`, then `noun`) and its actions.
 */
export function ListHead({
  title,
  one,
  actions,
  ...filters
}: {
  title: string;
  one: string;
  actions?: ReactNode;
  list: { res: Resource<{ total: number }> };
} & ListFiltersProps) {
  const total = filters.list.res.data?.total;
  return (
    <>
      <PageHeader
        title={title}
        description={total === undefined ? undefined : plural(total, one, filters.noun)}
        actions={actions}
      />
      <ListFilters {...filters} />
    </>
  );
}
