// Browser-side helpers of the account screens (login, sign-up, owner sign-in and registration,
// reset password). Everything here touches `window` and is called from effects and event
// handlers only, never during render, so the first render is the same on server and client.
import { createApiClient, createTokenStore, type ApiClient } from '../../shared/api-client';
import { errorText } from '../../shared/error-text';
import { INTERNAL_ERROR_MESSAGE } from '../../shared/messages';

/** Where the login response's data is kept: "login data present means logged in" (SPEC §4). */
export const LOGIN_DATA_STORAGE_KEY = 'user-login-data';
/** A one-shot message for the next page (the reset page's success toast shown on /login). */
export const FLASH_STORAGE_KEY = 'sw-flash';

/** Text when the server accepts a login but sends no token: never treated as signed in. */
export const LOGIN_NO_TOKEN = 'Sign-in failed. Please try again.';

/** Customers land here after login unless `from` is given (SPEC §2). */
export const CUSTOMER_HOME = '/setting/overview';
/** Everyone else lands here after login unless `from` is given (SPEC §2). */
export const ADMIN_HOME = '/admin/dashboard';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/**
 * The API client of the account screens: the global fetch (read at each call, so tests stub it
 * with vi.stubGlobal('fetch', …)) and the stored token.
 */
export function accountApi(): ApiClient {
  const tokens = createTokenStore(storage('localStorage'));
  return createApiClient({ getToken: () => tokens.get() });
}

/** The login response's data: at least the token and the user type. */
export type LoginData = { token: string; userType?: string; [key: string]: unknown };

/**
 * Reads `{ data: { token, userType, … } }` (or the bare data) from a login response; null when
 * there is no token, so a malformed success is never taken as a login.
 */
export function readLoginData(body: unknown): LoginData | null {
  const outer = isRecord(body) ? body : null;
  const data = outer && isRecord(outer.data) ? outer.data : outer;
  if (!data || typeof data.token !== 'string' || !data.token) return null;
  return data as LoginData;
}

/** Stores the token (`user-auth-token`) and the login data. */
export function saveLogin(data: LoginData): void {
  createTokenStore(storage('localStorage')).set(data.token);
  try {
    storage('localStorage')?.setItem(LOGIN_DATA_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage blocked or full: the session cookie, if any, still works.
  }
}

/**
 * A `from` value that is safe to send the browser to: a path on this site (`/…`), never
 * another host (`//evil.example`, `/\evil.example`, `https://…`). Anything else is null.
 */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/')) return null;
  if (from.startsWith('//') || from.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside `/\t/evil`) are dropped by URL parsers.
  if ([...from].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return from;
}

/** After login: `from` if given, else /setting/overview for customers and /admin/dashboard otherwise. */
export function loginTarget(userType: string | undefined, from: string | null): string {
  const safe = safeFrom(from);
  if (safe) return safe;
  return userType === 'CUSTOMER' ? CUSTOMER_HOME : ADMIN_HOME;
}

/** A query parameter of the current address (effects and handlers only). */
export function queryParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name);
}

/** Sends the browser to a URL. */
export function navigate(url: string): void {
  window.location.assign(url);
}

/**
 * The failure text of SPEC §8 (errors[].defaultMessage, msg, the error's message), or
 * `fallback` when nothing better than the general 'Internal server error' text is known.
 */
export function failureText(err: unknown, fallback: string): string {
  const text = errorText(err);
  return text === INTERNAL_ERROR_MESSAGE ? fallback : text;
}

/** Keeps a message for the next page of this tab. */
export function setFlash(text: string): void {
  try {
    storage('sessionStorage')?.setItem(FLASH_STORAGE_KEY, text);
  } catch {
    // Nothing to do: the message is a courtesy.
  }
}

/** Takes (reads and removes) the message the previous page left, if any. */
export function takeFlash(): string | null {
  try {
    const s = storage('sessionStorage');
    const text = s?.getItem(FLASH_STORAGE_KEY) ?? null;
    if (text !== null) s?.removeItem(FLASH_STORAGE_KEY);
    return text || null;
  } catch {
    return null;
  }
}

/**
 * The new workspace's first-login address after owner sign-up:
 * `{protocol}//{domain}:{port}/admin/first/login?token=…`. The port is the current page's, left
 * out when the page has none or when the domain already carries one (`shop.localhost:3000`).
 */
export function firstLoginUrl(
  location: { protocol: string; port: string },
  domain: string,
  token: string,
): string {
  const hasPort = /:\d+$/.test(domain);
  const port = location.port && !hasPort ? `:${location.port}` : '';
  return `${location.protocol}//${domain}${port}/admin/first/login?token=${encodeURIComponent(token)}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
