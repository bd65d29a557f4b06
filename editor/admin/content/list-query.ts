// The content lists' query from the URL (?status=&q=&page=, the posts' ?category= too), as the
// server reads it: `p` and `s` for the page, and `page` (from 1) for the pager.
import { CONTENT_QUERY_MAX } from '../../../shared/admin-content';

/** How many rows a page of a content list shows. */
export const CONTENT_PAGE_SIZE = 20;

/** A list's search as sent: trimmed and within the server's bound. */
function searchOf(params: URLSearchParams, max: number): string {
  return [...(params.get('q') ?? '').trim()].slice(0, max).join('');
}

/**
 * The list's query: `status` only when it is one of `statuses`, the search within `queryMax`
 * characters (the server's bound of that list's search), the page a whole number from 1
 * (anything else is 1). `filters` (the posts' category) go between the status and the search.
 */
export function contentListQuery<S extends string, F extends object = object>(
  params: URLSearchParams,
  statuses: readonly S[],
  { queryMax = CONTENT_QUERY_MAX, filters }: { queryMax?: number; filters?: F } = {},
): { status?: S; q?: string; p: number; s: number; page: number } & F {
  const status = params.get('status') ?? '';
  const q = searchOf(params, queryMax);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    ...((statuses as readonly string[]).includes(status) ? { status: status as S } : {}),
    ...(filters as F),
    ...(q ? { q } : {}),
    p: page - 1,
    s: CONTENT_PAGE_SIZE,
    page,
  };
}
