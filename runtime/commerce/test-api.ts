// A fake server for the commerce stores' tests: a real API client (SPEC §7 paths and headers)
// over a fetch that records each call and answers by route. For tests only.
import { createApiClient, type ApiClient, type FetchLike } from '../../shared/api-client';

export type RecordedCall = { url: string; method: string; body: unknown };
export type RouteReply = { status?: number; body?: unknown };

/** An API client whose calls `route` answers (404 when it returns undefined). */
export function fakeApi(route: (call: RecordedCall) => RouteReply | undefined): {
  api: () => ApiClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, method: init.method, body: init.body ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const r = route(call) ?? { status: 404, body: { msg: 'Not found' } };
    const status = r.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (r.body === undefined ? '' : JSON.stringify(r.body)),
    };
  };
  const client = createApiClient({ fetch, getToken: () => 'tok' });
  return { api: () => client, calls };
}
