// The storefront's side of the catalogue, cart and wishlist calls: one API client (SPEC §7 path
// rules, x-app-platform WEB, the stored token), who is signed in, and where a signed-out visitor
// goes. Browser-only helpers: called from effects and event handlers, never during render.
import {
  ApiError,
  createApiClient,
  createTokenStore,
  type ApiClient,
} from '../../shared/api-client';
import { errorText } from '../../shared/error-text';
import { INTERNAL_ERROR_MESSAGE } from '../../shared/messages';
import { loginHref, readStoredLogin } from '../ui/login-state';

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The API client of the storefront: the global fetch (read per call) and the stored token. */
export function commerceApi(): ApiClient {
  const tokens = createTokenStore(localStore());
  return createApiClient({ getToken: () => tokens.get() });
}

/** SPEC §4: login data present means signed in. */
export function isSignedIn(): boolean {
  return readStoredLogin() !== null;
}

/** Sends the visitor to /login, coming back to this page (path and query) afterwards. */
export function goToLogin(): void {
  window.location.assign(loginHref(`${window.location.pathname}${window.location.search}`));
}

/** True for a failed call answered with `status`. */
export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}

/** SPEC §8's text of a failure, or `fallback` when nothing better than the general text is known. */
export function failureText(err: unknown, fallback: string): string {
  const text = errorText(err);
  return text === INTERNAL_ERROR_MESSAGE ? fallback : text;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
