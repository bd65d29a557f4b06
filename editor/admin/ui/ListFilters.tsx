import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { SearchToolbar } from './SearchBox';
import { Tabs } from './Tabs';

/**
 * A list's status tabs ("Show comments") and search ("Search comments") over its query in the
 * URL (useListQuery's `body` and `setParam`); `children` are more filters beside the search.
 */
type ListFiltersProps = {
  list: {
    body: { status?: string; q?: string };
    setParam: (name: string, value: string) => void;
  };
  noun: string;
  statuses: readonly { value: string; label: string }[];
  placeholder: string;
  children?: ReactNode;
};

export function ListFilters({ list, noun, statuses, placeholder, children }: ListFiltersProps) {
  const { body, setParam } = list;
  return (
    <>
      <Tabs
        label={`Show ${noun}`}
        options={statuses}
        value={body.status ?? ''}
        onChange={(v) => setParam('status', v)}
      />
      <SearchToolbar
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

/** A list screen's header (its title and, once loaded, how many) over its ListFilters. */
export function ListHead({
  title,
  count,
  ...filters
}: { title: string; count: string | undefined } & ListFiltersProps) {
  return (
    <>
      <PageHeader title={title} description={count} />
      <ListFilters {...filters} />
    </>
  );
}
