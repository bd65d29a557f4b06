// Test helpers of the account screens: a fake fetch (stubbed as the global one) and a fake
// location with a spy `assign`. For tests only.
import { vi } from 'vitest';

export type FakeReply = { status?: number; body?: unknown };
export type FakeCall = {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
};

/** Stubs the global fetch; `reply` answers each call (by URL); every call is recorded. */
export function stubFetch(
  reply: (url: string, init: { method: string; body?: string }) => FakeReply,
) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(
    async (
      url: string,
      init: { method: string; body?: string; headers: Record<string, string> },
    ) => {
      calls.push({
        url,
        method: init.method,
        body: init.body ? JSON.parse(init.body) : undefined,
        headers: init.headers,
      });
      const r = reply(url, init);
      const status = r.status ?? 200;
      return {
        ok: status >= 200 && status < 300,
        status,
        text: async () => (r.body === undefined ? '' : JSON.stringify(r.body)),
      };
    },
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

/** Stubs window.location with a search string, protocol and port; returns the assign spy. */
export function stubLocation(opts: { search?: string; protocol?: string; port?: string } = {}) {
  const assign = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    search: opts.search ?? '',
    protocol: opts.protocol ?? 'http:',
    port: opts.port ?? '',
    assign,
  });
  return assign;
}
