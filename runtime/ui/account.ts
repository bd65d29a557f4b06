// Browser-side helpers of the account screens (login, sign-up, owner sign-in and registration,
// reset password). Everything here touches `window` and is called from effects and event
// handlers only, never during render, so the first render is the same on server and client.
import {
  ApiError,
  APP_PLATFORM,
  authorizationHeader,
  createApiClient,
  createTokenStore,
  resolveApiPath,
  type ApiClient,
} from '../../shared/api-client';
import type { UploadItem } from '../../shared/builder-api';
import { errorText } from '../../shared/error-text';
import { INTERNAL_ERROR_MESSAGE } from '../../shared/messages';
import {
  ADMIN_HOME,
  CUSTOMER_HOME,
  isRecord,
  LOGIN_DATA_STORAGE_KEY,
  readStoredLogin,
  safeFrom,
  type LoginData,
} from './login-state';

/** A one-shot message for the next page (the reset page's success toast shown on /login). */
export const FLASH_STORAGE_KEY = 'sw-flash';

/** Text when the server accepts a login but sends no token: never treated as signed in. */
export const LOGIN_NO_TOKEN = 'Sign-in failed. Please try again.';

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

/** Merges changed profile fields (the names after an edit) into the stored login data. */
export function updateStoredLogin(patch: Record<string, unknown>): void {
  const current = readStoredLogin();
  if (!current) return;
  try {
    storage('localStorage')?.setItem(
      LOGIN_DATA_STORAGE_KEY,
      JSON.stringify({ ...current, ...patch }),
    );
  } catch {
    // Storage blocked or full: the header shows the old name until the next sign-in.
  }
}

/** Forgets this browser's token and login data. */
export function clearLogin(): void {
  createTokenStore(storage('localStorage')).clear();
  try {
    storage('localStorage')?.removeItem(LOGIN_DATA_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * Signs out: POST /logout ends the server session and clears its cookie, then the browser
 * forgets the token and login data. They are forgotten even when the call fails (offline): the
 * visitor asked to be signed out of this browser.
 */
export async function signOut(): Promise<void> {
  try {
    await accountApi().post('/logout');
  } catch {
    // The session then ends on its own (expiry); the token is gone from this browser anyway.
  }
  clearLogin();
}

/** The per-field messages of a failed form call (`fieldErrors` of the answer), if any. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  const body = err instanceof ApiError && isRecord(err.body) ? err.body : null;
  const found = body && isRecord(body.fieldErrors) ? body.fieldErrors : {};
  return Object.fromEntries(
    Object.entries(found).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** An uploaded image as POST /uploadFile answers it; `url` is the widest variant. */
export type UploadedImage = Omit<UploadItem, 'createdAt'>;

/**
 * POST /uploadFile: one image as multipart form data (field `file`) with the SPEC §7 headers
 * and the stored token. The JSON client cannot send files, so this is its multipart twin;
 * failures throw an ApiError with the answer, as the JSON client does.
 */
export async function uploadImage(file: Blob, name?: string): Promise<UploadedImage> {
  const path = resolveApiPath('/uploadFile');
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-app-platform': APP_PLATFORM,
  };
  const auth = authorizationHeader(path, createTokenStore(storage('localStorage')).get());
  if (auth) headers.authorization = auth;
  const form = new FormData();
  if (name === undefined) form.append('file', file);
  else form.append('file', file, name);
  const response = await fetch(path, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): kept as text for the error.
  }
  if (!response.ok) throw new ApiError(response.status, body, path);
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (!data || typeof data.url !== 'string') {
    throw new ApiError(response.status, body, path, `Response from ${path} has no upload`);
  }
  return data as UploadedImage;
}
