// A blog-list section's posts: what it starts from (the server's pre-loaded data, else its own
// config), what the visitor asks for (search, category, page), the fetch when the two differ,
// and, for the list that owns the page URL, the URL itself (`?q=&category=&page=`). The same
// approach as the product listings' use-listing.ts, over the blog's request.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { useRuntime } from '../../context';
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
  const { mode } = useRuntime();
  const seed = useMemo(() => readBlogListData(data), [data]);
  const base = useMemo(() => blogListBase(filter), [filter]);
  const baseKey = JSON.stringify(base);
  const [state, setState] = useState<BlogListState>(() => seed?.state ?? BLOG_LIST_START);
  const [held, setHeld] = useState<{ key: string; answer: BlogListAnswer } | null>(() =>
    seed ? { key: blogRequestKey(base, seed.state), answer: seed.answer } : null,
  );
  const [allCategories, setAllCategories] = useState<BlogCategoryOption[] | null>(() =>
    seed && seed.categories.length > 0 ? seed.categories : null,
  );
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The builder previews the page at /admin/preview: its URL is not the list's to write.
  const ownsUrl = Boolean(seed?.ownsUrl) && mode !== 'builder';

  // The config changed (the builder's preview): start again from the section's own listing.
  const lastBase = useRef(baseKey);
  useEffect(() => {
    if (lastBase.current === baseKey) return;
    lastBase.current = baseKey;
    setState(BLOG_LIST_START);
  }, [baseKey]);

  const key = blogRequestKey(base, state);
  const heldKey = held?.key ?? null;
  useEffect(() => {
    if (!enabled || key === heldKey) return undefined;
    let live = true;
    setFailed(false);
    fetchBlogList(blogListRequest(base, state)).then(
      (answer) => {
        if (live) setHeld({ key, answer });
      },
      (err: unknown) => {
        if (!live) return;
        console.error('The blog list could not be loaded', err);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, key, heldKey, base, state, attempt]);

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

  // Back and forward move through the pages the visitor visited.
  useEffect(() => {
    if (!ownsUrl) return undefined;
    const onPop = () =>
      setState(blogStateFromQuery(new URLSearchParams(window.location.search), base));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [ownsUrl, base]);

  const change = useCallback(
    (patch: Partial<BlogListState>) => {
      const next: BlogListState = { ...state, ...patch };
      setState(next);
      if (!ownsUrl) return;
      const query = blogStateToQuery(next, new URLSearchParams(window.location.search));
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      if (patch.page !== undefined && patch.q === undefined && patch.category === undefined)
        window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    },
    [state, ownsUrl],
  );

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  const categories = useMemo(() => {
    const list = allCategories ?? [];
    return base.categories.length > 0 ? list.filter((c) => base.categories.includes(c.key)) : list;
  }, [allCategories, base]);

  return {
    base,
    state,
    answer: held?.answer ?? null,
    categories,
    loading: enabled && key !== heldKey && !failed,
    failed: enabled && failed,
    change,
    retry,
  };
}
