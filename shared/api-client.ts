// The browser-and-server API client of SPEC §7: path prefixes, the platform header, the stored
// token in Authorization, query serialization, JSON in and out. Framework-free; the fetch and
// the token source are passed in, so tests and SSR need no globals.
import { AUTH_TOKEN_STORAGE_KEY } from './constants';

/** Prefix of /public/… paths. */
export const API_PREFIX = '/api';
/** Prefix of every other path that does not already start with /api. */
export const CRM_API_PREFIX = '/api/io/crm';
/** The value of the x-app-platform header every request sends. */
export const APP_PLATFORM = 'WEB';

/**
 * The server path of an API path (SPEC §7). A relative path gets a leading slash first
 * (`cart_items/all` → `/cart_items/all`). Then: `/api` or `/api/…` stays as is; `/public/…`
 * gets `/api` (`/api/public/login`); anything else gets `/api/io/crm`
 * (`/api/io/crm/cart_items/all`). `/api` counts only as a whole segment, so `/apiary` is prefixed.
 */
export function resolveApiPath(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (/^\/api(?:[/?#]|$)/.test(p)) return p;
  if (p.startsWith('/public/')) return `${API_PREFIX}${p}`;
  return `${CRM_API_PREFIX}${p}`;
}

/** A query parameter value; objects and arrays are sent as JSON. */
export type QueryValue = string | number | boolean | null | undefined | object;
/** Query parameters by name. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Query parameters as `key=value&…` without a leading `?` (SPEC §7). Keys and values are
 * URL-encoded; a falsy value (false, 0, NaN, '', null, undefined) is sent empty (`key=`), as
 * the spec says; objects and arrays are sent as JSON.
 */
export function serializeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(queryText(value))}`)
    .join('&');
}

function queryText(value: QueryValue): string {
  if (!value) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The full server path with its query string: resolveApiPath plus serializeQuery. */
export function buildApiPath(path: string, params?: QueryParams): string {
  const resolved = resolveApiPath(path);
  const query = serializeQuery(params);
  if (!query) return resolved;
  return `${resolved}${resolved.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Whether a path takes a Bearer token: one of its segments (query and fragment ignored) is
 * exactly `login` or `config`, as in /public/login, /login, /admin/first/login, /config/site.
 * /login-history or ?from=/login do not count.
 */
export function isBearerPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').some((segment) => segment === 'login' || segment === 'config');
}

/**
 * The Authorization header value for a path (SPEC §7): `Bearer <token>` on login and config
 * paths (see isBearerPath), `Basic <token>` elsewhere; undefined without a token.
 */
export function authorizationHeader(
  path: string,
  token: string | null | undefined,
): string | undefined {
  if (!token) return undefined;
  return `${isBearerPath(path) ? 'Bearer' : 'Basic'} ${token}`;
}

/** A failed call: the HTTP status and the parsed response body (JSON, else the raw text). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly path: string;

  constructor(status: number, body: unknown, path: string, message?: string) {
    super(message ?? `Request to ${path} failed with status ${status}`);
    this.status = status;
    this.body = body;
    this.path = path;
  }
}

/** The least of a fetch Response the client reads. */
export type ResponseLike = { ok: boolean; status: number; text(): Promise<string> };
/** What the client passes to fetch. */
export type ApiRequestInit = {
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string;
};
/** A fetch function; the global fetch fits. */
export type FetchLike = (url: string, init: ApiRequestInit) => Promise<ResponseLike>;

/** Options of createApiClient. */
export type ApiClientOptions = {
  /** Origin to prepend, e.g. `https://shop.example.com`; empty (same origin) by default. */
  baseUrl?: string;
  /** The fetch to use; the global fetch by default. */
  fetch?: FetchLike;
  /** Reads the stored auth token at each request (e.g. `createTokenStore(localStorage).get`). */
  getToken?: () => string | null | undefined;
};

/** The generic get and post wrappers of SPEC §7, plus put for the builder's draft saves. */
export type ApiClient = {
  get<T = unknown>(path: string, params?: QueryParams): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, params?: QueryParams): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, params?: QueryParams): Promise<T>;
};

/**
 * A client that resolves paths (resolveApiPath), sends `x-app-platform: WEB`, the token in
 * Authorization (authorizationHeader) and JSON bodies, and parses JSON responses. A non-2xx
 * response throws an ApiError with the status and parsed body; so does a 2xx whose body is
 * not JSON. An empty body resolves to null. Network failures reject with fetch's own error.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  // Wrapped so the global fetch is never called with a foreign `this` (Illegal invocation).
  const doFetch: FetchLike =
    options.fetch ?? ((url, init) => globalThis.fetch(url, init) as Promise<ResponseLike>);

  async function request<T>(
    method: ApiRequestInit['method'],
    path: string,
    body: unknown,
    params: QueryParams | undefined,
  ): Promise<T> {
    const target = buildApiPath(path, params);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-app-platform': APP_PLATFORM,
    };
    const auth = authorizationHeader(target, options.getToken?.());
    if (auth) headers.authorization = auth;
    const init: ApiRequestInit = { method, headers };
    // No body, no content-type: an empty JSON body is an error on most servers (Fastify too).
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await doFetch(`${baseUrl}${target}`, init);
    const textBody = await response.text();
    let parsed: unknown = null;
    let isJson = true;
    if (textBody) {
      try {
        parsed = JSON.parse(textBody);
      } catch {
        parsed = textBody;
        isJson = false;
      }
    }
    if (!response.ok) throw new ApiError(response.status, parsed, target);
    if (!isJson) {
      throw new ApiError(
        response.status,
        parsed,
        target,
        `Response from ${target} is not JSON (status ${response.status})`,
      );
    }
    return parsed as T;
  }

  return {
    get: (path, params) => request('GET', path, undefined, params),
    post: (path, body, params) => request('POST', path, body, params),
    put: (path, body, params) => request('PUT', path, body, params),
  };
}

/** The part of the Web Storage API the token store uses; localStorage fits. */
export type StorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** Reads, writes and clears the auth token. */
export type TokenStore = {
  get(): string | null;
  set(token: string): void;
  clear(): void;
};

/**
 * The auth token under `user-auth-token` (SPEC §9) in the given storage. Without a storage
 * (SSR) or when the storage throws (blocked or full), it reads null and writes nothing.
 */
export function createTokenStore(storage: StorageLike | null | undefined): TokenStore {
  const attempt = <T>(fn: (s: StorageLike) => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return fn(storage);
    } catch {
      return fallback;
    }
  };
  return {
    get: () => attempt((s) => s.getItem(AUTH_TOKEN_STORAGE_KEY) || null, null),
    set: (token) => attempt((s) => s.setItem(AUTH_TOKEN_STORAGE_KEY, token), undefined),
    clear: () => attempt((s) => s.removeItem(AUTH_TOKEN_STORAGE_KEY), undefined),
  };
}
