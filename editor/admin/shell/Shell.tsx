// The admin's frame: the left navigation (a drawer behind a menu button on a phone, with focus
// kept inside while open and Escape to close), who is signed in, Sign out, View site, and the
// screen. Moving to another screen puts focus on its title for screen readers.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_APP_PATHS } from '../../../shared/admin-api';
import { useAdminBoot } from '../context';
import { LoadingState, useFocusTrap } from '../ui';
import { AdminIcon } from './icons';
import { NAV_ITEMS } from './nav';
import { NARROW_QUERY, useMediaQuery } from './use-media';

const NAV_ID = 'swa-nav';

export function Shell() {
  const boot = useAdminBoot();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const drawerOpen = narrow && open;

  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(drawerOpen, navRef, close);

  // A new screen: close the drawer and move focus to its title (not on the first load).
  const first = useRef(true);
  useEffect(() => {
    setOpen(false);
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => {
      document.querySelector<HTMLElement>('[data-swa-title]')?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [location.pathname]);

  // Wider again: no drawer to keep open.
  useEffect(() => {
    if (!narrow) setOpen(false);
  }, [narrow]);

  const brand = (
    <div className="swa-brand">
      <span className="swa-brand-mark" aria-hidden="true">
        {boot.workspace.name.slice(0, 1).toUpperCase() || 'S'}
      </span>
      <span className="swa-brand-name" data-testid="workspace-name">
        {boot.workspace.name}
      </span>
    </div>
  );

  return (
    <div className="swa-app">
      <a className="swa-skip" href="#swa-main">
        Skip to content
      </a>
      {narrow ? (
        <header className="swa-topbar">
          <button
            ref={menuButton}
            type="button"
            className="swa-icon-btn"
            aria-label="Menu"
            aria-expanded={drawerOpen}
            aria-controls={NAV_ID}
            onClick={() => setOpen(true)}
            data-testid="swa-menu-button"
          >
            <AdminIcon name="menu" />
          </button>
          {brand}
        </header>
      ) : null}
      <div
        className={`swa-drawer-backdrop${drawerOpen ? ' swa-drawer-backdrop--open' : ''}`}
        onClick={close}
        aria-hidden="true"
      />
      <nav
        ref={navRef}
        id={NAV_ID}
        className={`swa-nav${drawerOpen ? ' swa-nav--open' : ''}`}
        aria-label="Admin"
        inert={narrow && !open ? true : undefined}
        data-testid="swa-nav"
      >
        {narrow ? (
          <div className="swa-nav-head">
            {brand}
            <button
              type="button"
              className="swa-icon-btn"
              aria-label="Close menu"
              onClick={() => {
                close();
                menuButton.current?.focus();
              }}
            >
              <AdminIcon name="close" />
            </button>
          </div>
        ) : (
          brand
        )}
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              {item.external ? (
                <a className="swa-nav-link" href={item.to}>
                  <AdminIcon name={item.icon} />
                  {item.label}
                </a>
              ) : (
                <NavLink className="swa-nav-link" to={item.to} onClick={close}>
                  <AdminIcon name={item.icon} />
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
          <li>
            <a className="swa-nav-link" href="/" target="_blank" rel="noopener">
              <AdminIcon name="external" />
              View site
            </a>
          </li>
        </ul>
        <div className="swa-nav-foot">
          <div className="swa-me" data-testid="swa-me">
            <div className="swa-me-name">{boot.user.name}</div>
            <div className="swa-me-email">{boot.user.email}</div>
            <span className="swa-role">{boot.user.role === 'OWNER' ? 'Owner' : 'Staff'}</span>
          </div>
          <form method="post" action={ADMIN_APP_PATHS.logout}>
            <button type="submit" className="swa-btn swa-btn--secondary">
              Sign out
            </button>
          </form>
        </div>
      </nav>
      <main className="swa-main" id="swa-main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
