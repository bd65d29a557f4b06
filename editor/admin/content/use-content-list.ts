// What a content list screen (comments, enquiries) starts from: the content API, the toast, and
// its query in the URL with the page of rows it loads.
import { useAdminApi } from '../api';
import { useListQuery, useToast } from '../ui';
import { contentApi } from './content-api';

export function useContentList<Q extends { page: number; status?: string; q?: string }, T>(
  queryOf: (params: URLSearchParams) => Q,
  load: (api: ReturnType<typeof contentApi>, body: Omit<Q, 'page'>) => Promise<T>,
) {
  const api = contentApi(useAdminApi());
  const toast = useToast();
  const list = useListQuery(queryOf, (b) => load(api, b));
  return { api, toast, list };
}
