// The sign-in state in the site headers. Headers are rendered on the server and cached per
// path, so they cannot know the visitor: the server renders a hidden placeholder of the final
// size, and after hydration the stored login data (runtime/ui/account.ts) picks the state.
import { useEffect, useState } from 'react';
import { initials } from '../../../shared/format';
import { useRuntime } from '../../context';
import {
  ADMIN_HOME,
  CUSTOMER_HOME,
  loginHref,
  readStoredLogin,
  type LoginData,
} from '../../ui/login-state';
import { Icon } from './icons';

export const SIGN_IN_TEXT = 'Sign in';
export const SIGN_OUT_TEXT = 'Sign out';
export const MY_ACCOUNT_TEXT = 'My account';
export const DASHBOARD_TEXT = 'Dashboard';

/** Undefined until known (server render and first client render), then the login data or null. */
export type StoredLogin = LoginData | null | undefined;

/** The stored login, read after hydration and again when another tab signs in or out. */
export function useStoredLogin(): StoredLogin {
  const { mode } = useRuntime();
  const [login, setLogin] = useState<StoredLogin>(undefined);
  useEffect(() => {
    // Builder mode shows the signed-out state: the owner is designing for visitors.
    if (mode === 'builder') {
      setLogin(null);
      return undefined;
    }
    const read = () => setLogin(readStoredLogin());
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, [mode]);
  return login;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function person(login: LoginData) {
  const first = text(login.firstName);
  const full = `${first} ${text(login.lastName)}`.trim();
  const email = text(login.email);
  const customer = login.userType === 'CUSTOMER';
  return {
    name: first || email || MY_ACCOUNT_TEXT,
    full: full || email,
    initials: initials(full || email) || '?',
    home: customer ? CUSTOMER_HOME : ADMIN_HOME,
    homeText: customer ? MY_ACCOUNT_TEXT : DASHBOARD_TEXT,
  };
}

async function signOutAndReload() {
  // Loaded on click: the API client is not worth shipping with every header.
  const { signOutAndReload: run } = await import('../../ui/sign-out');
  await run();
}

function SignOutButton({ className }: { className: string }) {
  return (
    <button type="button" className={className} onClick={() => void signOutAndReload()}>
      {SIGN_OUT_TEXT}
    </button>
  );
}

/**
 * The header bar's control: 'Sign in' (to /login?from=<this page>) when signed out; the
 * person's initials (to /setting/overview for customers, /admin/dashboard for others) and
 * 'Sign out' when signed in. Both states take the same room; phones show the round part only
 * (the mobile menu has the rest).
 */
export function AccountNav({ login }: { login: StoredLogin }) {
  const { path } = useRuntime();
  if (login) {
    const p = person(login);
    return (
      <div className="sw-account-nav" data-state="in" data-testid="account-nav">
        <a
          className="sw-account-nav__me"
          href={p.home}
          title={p.full}
          aria-label={`${p.name}: ${p.homeText}`}
        >
          <span className="sw-account-nav__avatar sw-account-nav__avatar--in" aria-hidden="true">
            {p.initials}
          </span>
        </a>
        <SignOutButton className="sw-account-nav__out" />
      </div>
    );
  }
  return (
    <div
      className="sw-account-nav"
      data-state={login === null ? 'out' : 'pending'}
      data-testid="account-nav"
    >
      <a className="sw-account-nav__me" href={loginHref(path)} aria-label={SIGN_IN_TEXT}>
        <span className="sw-account-nav__avatar" aria-hidden="true">
          <Icon name="account" size={22} />
        </span>
        <span className="sw-account-nav__label" aria-hidden="true">
          {SIGN_IN_TEXT}
        </span>
      </a>
    </div>
  );
}

/** The same control in the mobile menu panel: a 'Sign in' button, or who is signed in and 'Sign out'. */
export function AccountMenu({ login }: { login: StoredLogin }) {
  const { path } = useRuntime();
  if (login === undefined) return null;
  if (!login) {
    return (
      <a className="sw-btn sw-btn--secondary" href={loginHref(path)} data-testid="account-menu">
        {SIGN_IN_TEXT}
      </a>
    );
  }
  const p = person(login);
  return (
    <div className="sw-account-menu" data-testid="account-menu">
      <a className="sw-account-menu__me" href={p.home}>
        <span className="sw-account-nav__avatar sw-account-nav__avatar--in" aria-hidden="true">
          {p.initials}
        </span>
        <span className="sw-account-menu__who">
          <span className="sw-account-menu__name">{p.full}</span>
          <span className="sw-account-menu__home">{p.homeText}</span>
        </span>
      </a>
      <SignOutButton className="sw-btn sw-btn--secondary" />
    </div>
  );
}
