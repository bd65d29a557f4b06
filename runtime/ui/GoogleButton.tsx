import { useState } from 'react';
import { INTERNAL_ERROR_MESSAGE } from '../../shared/messages';
import { accountApi, failureText, LOGIN_NO_TOKEN, readLoginData } from './account';
import type { LoginData } from './login-state';
import { Divider } from './AuthForm';

/** Google Identity Services, loaded on click only (never at page load, never without a client id). */
export const GOOGLE_GIS_SRC = 'https://accounts.google.com/gsi/client';
/** What the button says when the site has no Google OAuth client id. */
export const GOOGLE_NOT_SET_UP = 'Google sign-in is not set up for this site.';
/** When Google's prompt closes without a credential (the person dismissed it). */
export const GOOGLE_NO_CREDENTIAL = 'Google sign-in was not completed. Please try again.';
/** When the Google script cannot be loaded (offline, blocked). */
export const GOOGLE_LOAD_FAILED = 'Google sign-in could not be loaded. Please try again later.';

type GoogleId = {
  initialize(options: { client_id: string; callback: (response: unknown) => void }): void;
  prompt(): void;
};

function googleId(): GoogleId | undefined {
  return (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(GOOGLE_LOAD_FAILED));
    document.head.appendChild(script);
  });
}

/** The ID token in Google's callback response (`{ credential, select_by }`), or null. */
export function googleCredential(response: unknown): string | null {
  const credential =
    typeof response === 'object' && response !== null
      ? (response as { credential?: unknown }).credential
      : undefined;
  return typeof credential === 'string' && credential ? credential : null;
}

type ButtonProps = {
  clientId: string;
  label?: string;
  disabled?: boolean;
  onError: (message: string) => void;
  onSignedIn: (data: LoginData) => void;
};

/**
 * The other way in under the login and sign-up forms, as their sections configure it: the "or"
 * divider (when it has a text) and the Google button; nothing at all where the section has no
 * Google client id (a visitor is not offered a way in that does not work).
 */
export function GoogleOption({
  config,
  ...button
}: {
  config: { dividerText?: string; googleClientId: string; googleButtonText?: string };
} & Omit<ButtonProps, 'clientId' | 'label'>) {
  if (!config.googleClientId.trim()) return null;
  return (
    <>
      {config.dividerText ? <Divider>{config.dividerText}</Divider> : null}
      <GoogleButton clientId={config.googleClientId} label={config.googleButtonText} {...button} />
    </>
  );
}

/**
 * The Google button of the login and sign-up forms (issue 3: "no fake success").
 * - No client id: a disabled button that says plainly that Google sign-in is not set up.
 * - A client id: on click, loads Google Identity Services, initializes it with the id and opens
 *   its prompt. The credential Google returns is posted to /public/login/google, which verifies
 *   it on the server; its login data goes to `onSignedIn`, any refusal to `onError`.
 */
export function GoogleButton({ clientId, label, disabled, onError, onSignedIn }: ButtonProps) {
  const [loading, setLoading] = useState(false);
  const configured = Boolean(clientId.trim());

  const signIn = async (response: unknown) => {
    const credential = googleCredential(response);
    if (!credential) {
      onError(GOOGLE_NO_CREDENTIAL);
      return;
    }
    setLoading(true);
    try {
      const data = readLoginData(await accountApi().post('/public/login/google', { credential }));
      if (data) onSignedIn(data);
      else onError(LOGIN_NO_TOKEN);
    } catch (err) {
      onError(failureText(err, INTERNAL_ERROR_MESSAGE));
    } finally {
      setLoading(false);
    }
  };

  const start = async () => {
    setLoading(true);
    try {
      if (!googleId()) await loadScript(GOOGLE_GIS_SRC);
      const gis = googleId();
      if (!gis) throw new Error(GOOGLE_LOAD_FAILED);
      gis.initialize({
        client_id: clientId.trim(),
        callback: (response) => void signIn(response),
      });
      gis.prompt();
    } catch {
      onError(GOOGLE_LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  };

  return (
    <button
      type="button"
      className="sw-btn sw-btn--secondary sw-auth__google"
      disabled={!configured || disabled || loading}
      aria-busy={loading || undefined}
      onClick={configured ? () => void start() : undefined}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zm-5.6-8c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1A10 10 0 0 0 2 12c0 1.6.4 3.1 1.1 4.6L6.4 14zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.3 3-4 5.6-4z"
        />
      </svg>
      {configured ? label : GOOGLE_NOT_SET_UP}
    </button>
  );
}
