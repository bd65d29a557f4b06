import { useSearchParams } from 'react-router-dom';

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
