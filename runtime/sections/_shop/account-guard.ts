// The signed-in customer's screens (checkout, orders, addresses, payment status) send a visitor
// without login data to /login?from=<this page>, and forget a login the server no longer knows
// (401). Browser-only: called from effects and handlers.
import { goToLogin, isSignedIn, isStatus } from '../../commerce/api';
import { clearLogin } from '../../ui/account';

/** True when this browser has login data; otherwise sends the visitor to sign in. */
export function requireSignIn(): boolean {
  if (isSignedIn()) return true;
  goToLogin();
  return false;
}

/**
 * For a failed call: a 401 means the stored login outlived its session, so it is forgotten and
 * the visitor signs in again (true: nothing else to show). False for any other failure.
 */
export function signInAgainOn401(err: unknown): boolean {
  if (!isStatus(err, 401)) return false;
  clearLogin();
  goToLogin();
  return true;
}
