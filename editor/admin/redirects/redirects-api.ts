// The owner's redirects calls (shared/redirects.ts ADMIN_REDIRECT_PATHS) over the admin's
// cookie-only client.
import {
  ADMIN_REDIRECT_PATHS as PATHS,
  type AdminRedirect,
  type AdminRedirectsAnswer,
  type RedirectImportReport,
  type RedirectInput,
} from '../../../shared/redirects';
import { type AdminApi, postData } from '../api';

export type RedirectsQuery = { q?: string; p: number; s: number };

export function redirectsApi(api: AdminApi) {
  return {
    list: (q: RedirectsQuery) => api.post<AdminRedirectsAnswer>(PATHS.list, q),
    save: (input: RedirectInput) => postData<AdminRedirect>(api, PATHS.save, input),
    remove: (id: string) => api.post<unknown>(PATHS.delete, { id }),
    importCsv: (csv: string) => postData<RedirectImportReport>(api, PATHS.import, { csv }),
  };
}

/** The CSV download (a plain link sends the session cookie). */
export const REDIRECTS_EXPORT_URL = PATHS.export;
