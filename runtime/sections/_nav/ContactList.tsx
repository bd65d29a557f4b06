import type { NavItem, NavLink } from '../../../schemas/sections/_nav';
import { useRuntime } from '../../context';
import { Icon } from './icons';
import { MenuLink } from './MenuLink';
import { isCurrentPage, mailHref, telHref } from './nav-utils';

type Contact = {
  address?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
};

/**
 * A section's contact details: each field the owner filled in on the section, else the store's
 * own from Settings (the runtime context's `contact`), so they are kept in one place.
 */
export function useContact(own: Contact): { address?: string; phone?: string; email?: string } {
  const store = useRuntime().contact;
  const pick = (mine: string | undefined, theirs: string | undefined) =>
    mine?.trim() || theirs?.trim() || undefined;
  const address = pick(own.address, store?.address);
  const phone = pick(own.phone, store?.phone);
  const email = pick(own.email, store?.email);
  return {
    ...(address ? { address } : {}),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

/** Address, phone (tel:) and email (mailto:) with icons; empty fields are left out. */
export function ContactList({
  address,
  phone,
  email,
  className,
}: Contact & { className?: string }) {
  const a = address?.trim();
  const p = phone?.trim();
  const e = email?.trim();
  if (!a && !p && !e) return null;
  return (
    <ul className={`sw-contact${className ? ` ${className}` : ''}`}>
      {a ? (
        <li className="sw-contact__item sw-contact__item--address">
          <Icon name="pin" size={18} />
          <span>{a}</span>
        </li>
      ) : null}
      {p ? (
        <li className="sw-contact__item sw-contact__item--phone">
          <Icon name="phone" size={18} />
          <a href={telHref(p)}>{p}</a>
        </li>
      ) : null}
      {e ? (
        <li className="sw-contact__item sw-contact__item--email">
          <Icon name="mail" size={18} />
          <a href={mailHref(e)}>{e}</a>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The site's footer menu as link columns: an item with children is a column titled by its label; items
 * without children are gathered, in order, into one column of links without a title.
 */
export function FooterColumns() {
  const { path, menus } = useRuntime();
  const items: readonly NavItem[] = menus?.footer ?? [];
  const loose = items.filter((item) => !item.children?.length);
  const columns = items.filter((item) => item.children?.length);
  const links = (list: readonly NavLink[]) => (
    <ul className="sw-footer__links">
      {list.map((link, j) => (
        <li key={j}>
          <MenuLink action={link.buttonAction} current={isCurrentPage(link.buttonAction, path)}>
            {link.label}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {columns.map((col, i) => (
        <nav key={i} className="sw-footer__col" aria-label={col.label}>
          <h2 className="sw-footer__title">{col.label}</h2>
          {links(col.children ?? [])}
        </nav>
      ))}
      {loose.length > 0 ? (
        <nav className="sw-footer__col" aria-label="Links">
          {links(
            loose.flatMap(({ label, buttonAction }) =>
              buttonAction ? [{ label, buttonAction }] : [],
            ),
          )}
        </nav>
      ) : null}
    </>
  );
}

/** "© 2025 Name. All rights reserved." (static sections render on the server only). */
export function Copyright({ name, text }: { name: string; text: string }) {
  return (
    <p className="sw-footer__copy">{`© ${new Date().getFullYear()} ${name}. ${text}`.trim()}</p>
  );
}
