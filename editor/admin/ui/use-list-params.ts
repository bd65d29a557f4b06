import { useSearchParams } from 'react-router-dom';
import { useResource } from './use-resource';

/** The list's page from `?page=` (counted from 1); anything that is not a whole number ≥ 1 is 1. */
export function pageParam(params: URLSearchParams): number {
  const asked = Number(params.get('page') ?? '1');
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

/**
 * A list screen's state kept in the URL (so Back and shared links work): the search params, the
 * page, `setParam` for one filter (an empty value removes it; any change but the page goes back
 * to page 1), `setPage` and `clear` (every filter off).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  return {
    params,
    page: pageParam(params),
    setParam,
    setPage: (page: number) => setParam('page', page > 1 ? String(page) : ''),
    clear: () => setParams({}),
  };
}

/**
 * A paged list's query from the URL (`queryOf`, with its `page`) and its rows: `load(body)`, the
 * query without the page, again whenever the query changes.
 */
export function useListQuery<Q extends { page: number }, T>(
  queryOf: (params: URLSearchParams) => Q,
  load: (body: Omit<Q, 'page'>) => Promise<T>,
) {
  const list = useListParams();
  const { page, ...body } = queryOf(list.params);
  const res = useResource(JSON.stringify(body), () => load(body));
  return { ...list, page, body, res };
}
