import type { ReactNode } from 'react';
import { type AccountPage, AccountTabs } from './AccountTabs';

/**
 * The frame of a customer's account page (overview, orders, addresses): the section, its heading
 * and description, the tabs (left out with `tabs={false}`), the page's body, and `after` (a dialog
 * or toast) outside the container.
 */
export function AccountLayout({
  id,
  page,
  className,
  heading,
  description,
  tabs = true,
  after,
  children,
}: {
  id: string;
  page: AccountPage;
  /** The page's own class beside `sw-section sw-account`. */
  className?: string;
  heading: string;
  description?: string;
  tabs?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      className={`sw-section sw-account${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
      data-testid={`account-${page}`}
    >
      <div className="sw-container">
        <header className="sw-account__head">
          <h1 id={headingId} className="sw-account__title">
            {heading}
          </h1>
          {description ? <p className="sw-muted">{description}</p> : null}
        </header>
        {tabs ? <AccountTabs current={page} /> : null}
        {children}
      </div>
      {after}
    </section>
  );
}
