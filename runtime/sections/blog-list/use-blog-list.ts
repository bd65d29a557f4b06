// A blog-list section's posts: what it starts from (the server's pre-loaded data, else its own
// config), what the visitor asks for (search, category, page), the fetch when the two differ,
// and, for the list that owns the page URL, the URL itself (`?q=&category=&page=`): the shared
// useSeededListing over the blog's request, plus the filter's categories.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  BLOG_LIST_START,
  blogListBase,
  blogListRequest,
  blogStateFromQuery,
  blogStateToQuery,
  type BlogCategoryOption,
  type BlogListAnswer,
  type BlogListBase,
  type BlogListSectionData,
  type BlogListState,
} from '../../../shared/content';
import type { BlogContentFilter } from '../../../schemas/sections/blog-list';
import { isRecord } from '../../commerce/api';
import { useSeededListing } from '../../hooks/use-seeded-listing';
import { fetchBlogCategories, fetchBlogList } from '../_blog/blog-api';

/** The server's pre-loaded data when it has the expected shape, else undefined. */
export function readBlogListData(data: unknown): BlogListSectionData | undefined {
  if (!isRecord(data) || !isRecord(data.state) || !isRecord(data.answer)) return undefined;
  const { state, answer } = data;
  if (typeof state.q !== 'string' || typeof state.category !== 'string') return undefined;
  if (typeof state.page !== 'number' || !Array.isArray(answer.data)) return undefined;
  if (typeof answer.total !== 'number') return undefined;
  return {
    state: state as BlogListState,
    answer: answer as BlogListAnswer,
    categories: Array.isArray(data.categories) ? (data.categories as BlogCategoryOption[]) : [],
    ownsUrl: data.ownsUrl === true,
  };
}

function logListFailure(err: unknown): void {
  console.error('The blog list could not be loaded', err);
}

/** One string per distinct request. */
export function blogRequestKey(base: BlogListBase, s: BlogListState): string {
  return JSON.stringify(blogListRequest(base, s));
}

export type BlogListing = {
  base: BlogListBase;
  state: BlogListState;
  /** The newest answer held (kept while the next one loads). */
  answer: BlogListAnswer | null;
  /** The filter's options without 'All' (the owner's choice when they made one). */
  categories: BlogCategoryOption[];
  loading: boolean;
  failed: boolean;
  /** Search or category replace the URL entry; a page change is a step Back can undo. */
  change(patch: Partial<BlogListState>): void;
  retry(): void;
};

/**
 * The posts of a blog-list section. The first render uses only `data` and the config (no window
 * reads), so it equals the server's markup; a request that differs from the held answer is
 * fetched. A failure ends the loading (SPEC §8: the list stops loading; the categories fall
 * back to 'All' only).
 */
export function useBlogList({
  filter,
  enabled,
  withCategories,
  data,
}: {
  filter: BlogContentFilter;
  enabled: boolean;
  withCategories: boolean;
  data: unknown;
}): BlogListing {
  const seed = useMemo(() => readBlogListData(data), [data]);
  const base = useMemo(() => blogListBase(filter), [filter]);
  const [allCategories, setAllCategories] = useState<BlogCategoryOption[] | null>(() =>
    seed && seed.categories.length > 0 ? seed.categories : null,
  );
  const listing = useSeededListing<BlogListState, BlogListAnswer>({
    seed,
    start: BLOG_LIST_START,
    configKey: JSON.stringify(base),
    keyOf: (s) => blogRequestKey(base, s),
    enabled,
    load: useCallback((s: BlogListState) => fetchBlogList(blogListRequest(base, s)), [base]),
    onFailed: logListFailure,
    fromQuery: useCallback((query: URLSearchParams) => blogStateFromQuery(query, base), [base]),
    toQuery: blogStateToQuery,
  });

  // The filter's options, once, when the server did not bring them.
  const needCategories = enabled && withCategories && allCategories === null;
  useEffect(() => {
    if (!needCategories) return undefined;
    let live = true;
    fetchBlogCategories().then(
      (list) => {
        if (live) setAllCategories(list);
      },
      (err: unknown) => {
        if (!live) return;
        console.error('The blog categories could not be loaded', err);
        setAllCategories([]);
      },
    );
    return () => {
      live = false;
    };
  }, [needCategories]);

  const categories = useMemo(() => {
    const list = allCategories ?? [];
    return base.categories.length > 0 ? list.filter((c) => base.categories.includes(c.key)) : list;
  }, [allCategories, base]);

  return { ...listing, base, categories };
}
