// Test helpers for the admin's screens: a boot blob and an API client answering from a table of
// canned, contract-typed answers (the screens' own logic is what these tests check; the routes
// are tested on the real server in tests/integration/admin-*.test.ts).
import type { AdminBoot } from '../../shared/admin-api';
import { ApiError, type QueryParams } from '../../shared/api-client';
import type { AdminApi } from './api';

export const TEST_BOOT: AdminBoot = {
  workspace: {
    id: 'w1',
    name: 'Northwind Goods',
    slug: 'shop',
    domain: 'shop.localhost',
    currency: 'INR',
  },
  user: { id: 'u1', name: 'Nora Winters', email: 'owner@northwind.test', role: 'OWNER' },
};

export type Recorded = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  params?: QueryParams;
};

/**
 * An AdminApi whose answers come from `routes` (method and path → answer or a function of the
 * request); an unknown route rejects like a 404. Every call is recorded.
 */
export type FakeRoute = ((req: Recorded) => unknown) | Record<string, unknown> | ApiError;

export function createFakeApi(routes: Record<string, FakeRoute>): AdminApi & { calls: Recorded[] } {
  const calls: Recorded[] = [];
  const answer = async (req: Recorded) => {
    calls.push(req);
    const route = routes[`${req.method} ${req.path}`];
    if (route === undefined) throw new ApiError(404, { msg: `No route ${req.path}` }, req.path);
    const value = typeof route === 'function' ? (route as (r: Recorded) => unknown)(req) : route;
    if (value instanceof ApiError) throw value;
    return structuredClone(value);
  };
  return {
    calls,
    get: <T,>(path: string, params?: QueryParams) =>
      answer({ method: 'GET', path, params }) as Promise<T>,
    post: <T,>(path: string, body?: unknown, params?: QueryParams) =>
      answer({ method: 'POST', path, body, params }) as Promise<T>,
  };
}

/** Pretends the window is `width` px wide (the shell reads innerWidth without matchMedia). */
export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
