// The admin app's API client: shared/api-client (SPEC §7 path prefixes, `x-app-platform: WEB`,
// JSON in and out, ApiError on a non-2xx) with the session cookie only. It never sends the
// token a storefront sign-in may have left in localStorage: a customer's token would be tried
// before the owner's cookie and the admin would be refused. Show failures with
// shared/error-text.ts `errorText(err)` (ErrorState and the toasts do).
import { createContext, useContext } from 'react';
import {
  createApiClient,
  type ApiClient,
  type FetchLike,
  type QueryParams,
} from '../../shared/api-client';

export type AdminApi = {
  get<T>(path: string, params?: QueryParams): Promise<T>;
  post<T>(path: string, body?: unknown, params?: QueryParams): Promise<T>;
};

/** A client for the admin's routes; `fetch` is for tests. */
export function createAdminApi(options: { fetch?: FetchLike; baseUrl?: string } = {}): AdminApi {
  const client: ApiClient = createApiClient({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });
  return {
    get: (path, params) => client.get(path, params),
    post: (path, body, params) => client.post(path, body ?? {}, params),
  };
}

/** A GET whose answer is `{ data }`: the data. */
export async function getData<T>(api: AdminApi, path: string, params?: QueryParams): Promise<T> {
  return (await api.get<{ data: T }>(path, params)).data;
}

/** A POST whose answer is `{ data }`: the data. */
export async function postData<T>(
  api: AdminApi,
  path: string,
  body?: unknown,
  params?: QueryParams,
): Promise<T> {
  return (await api.post<{ data: T }>(path, body, params)).data;
}

export const AdminApiContext = createContext<AdminApi | null>(null);

/** The admin's API client (provided once by the app). */
export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error('useAdminApi() outside the admin app');
  return api;
}
