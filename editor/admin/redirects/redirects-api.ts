// The owner's redirects calls (shared/redirects.ts ADMIN_REDIRECT_PATHS) over the admin's
// cookie-only client.
import {
  ADMIN_REDIRECT_PATHS as PATHS,
  type AdminRedirect,
  type AdminRedirectsAnswer,
  type RedirectImportReport,
  type RedirectInput,
} from '../../../shared/redirects';
import type { AdminApi } from '../api';

type Data<T> = { data: T };

export type RedirectsQuery = { q?: string; p: number; s: number };

export function redirectsApi(api: AdminApi) {
  return {
    list: (q: RedirectsQuery) => api.post<AdminRedirectsAnswer>(PATHS.list, q),
    save: async (input: RedirectInput) =>
      (await api.post<Data<AdminRedirect>>(PATHS.save, input)).data,
    remove: (id: string) => api.post<unknown>(PATHS.delete, { id }),
    importCsv: async (csv: string) =>
      (await api.post<Data<RedirectImportReport>>(PATHS.import, { csv })).data,
  };
}

/** The CSV download (a plain link sends the session cookie). */
export const REDIRECTS_EXPORT_URL = PATHS.export;
