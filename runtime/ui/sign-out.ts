// Sign-out for the site headers, loaded only when the visitor clicks it (AccountNav imports it
// dynamically), so the API client is not shipped with every header.
import { signOut } from './account';

/** Ends the session (POST /logout), forgets the stored login, and reloads the page. */
export async function signOutAndReload(): Promise<void> {
  await signOut();
  window.location.reload();
}
