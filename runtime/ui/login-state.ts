// The least the site headers need to know who is signed in: the stored login data and where
// links go. Kept apart from account.ts (the API client, sign-out, uploads) so a header island
// ships a few hundred bytes for it; the rest loads when the visitor signs out.

/** Where the login response's data is kept: "login data present means logged in" (SPEC §4). */
export const LOGIN_DATA_STORAGE_KEY = 'user-login-data';

/** Customers land here after login unless `from` is given (SPEC §2). */
export const CUSTOMER_HOME = '/setting/overview';
/** Everyone else lands here after login unless `from` is given (SPEC §2). */
export const ADMIN_HOME = '/admin/dashboard';

/** The login response's data: at least the token and the user type. */
export type LoginData = { token: string; userType?: string; [key: string]: unknown };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
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

/** The stored login data (SPEC §4: login data present means signed in), or null. */
export function readStoredLogin(): LoginData | null {
  try {
    const raw = typeof window === 'undefined' ? null : localStorage.getItem(LOGIN_DATA_STORAGE_KEY);
    const data: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(data) ? (data as LoginData) : null;
  } catch {
    // Storage blocked or the value is not JSON: not signed in, as far as this browser knows.
    return null;
  }
}

/**
 * Whether this browser's login is a customer's: only customers have a bag and a wishlist, so an
 * owner or staff member browsing their own shop loads neither (the server would answer 403).
 * Login data without a userType counts as a customer's (SPEC §4: login data means signed in).
 */
export function hasStoredCustomerLogin(): boolean {
  const login = readStoredLogin();
  return login !== null && (login.userType === undefined || login.userType === 'CUSTOMER');
}

/** The login page, returning to `path` afterwards (no `from` for the account screens). */
export function loginHref(path: string): string {
  const safe = safeFrom(path);
  if (!safe || /^\/(login|signup|reset-password)(?:[/?#]|$)/.test(safe)) return '/login';
  return `/login?from=${encodeURIComponent(safe)}`;
}
