import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavItem } from '../../../schemas/sections/_nav';
import { useRuntime } from '../../context';
import { Icon } from './icons';
import { MenuLink } from './MenuLink';
import { isCurrentPage } from './nav-utils';

type Props = {
  /** Section id: dropdown ids derive from it. */
  id: string;
  items: readonly NavItem[];
  label?: string;
  className?: string;
};

/**
 * The desktop menu (hidden at 900 px and below). A parent item opens its dropdown on hover, on
 * keyboard focus anywhere inside it (focus-within) and on its chevron button; Escape closes it.
 */
export function DesktopMenu({ id, items, label = 'Main', className }: Props) {
  const { path } = useRuntime();
  const [open, setOpen] = useState<number | null>(null);
  // Before hydration the CSS :hover / :focus-within rules open dropdowns; after it, this state does.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // A tap on a touch screen fires mouseenter, focus and click together: the click must not close
  // the dropdown the same tap just opened.
  const openedAt = useRef(0);
  const refocusing = useRef(false);
  const show = (i: number) =>
    setOpen((cur) => {
      if (cur !== i) openedAt.current = Date.now();
      return i;
    });
  const closeIf = (i: number) => setOpen((cur) => (cur === i ? null : cur));

  return (
    <nav
      className={`sw-nav${className ? ` ${className}` : ''}`}
      aria-label={label}
      data-ready={ready || undefined}
    >
      <ul className="sw-nav__list">
        {items.map((item, i) => {
          const children = item.children ?? [];
          const current =
            isCurrentPage(item.buttonAction, path) ||
            children.some((c) => isCurrentPage(c.buttonAction, path));
          if (children.length === 0) {
            return (
              <li key={i} className="sw-nav__item">
                <MenuLink action={item.buttonAction} className="sw-nav__link" current={current}>
                  {item.label}
                </MenuLink>
              </li>
            );
          }
          const subId = `${id}-menu-${i}`;
          const isOpen = open === i;
          const toggle = () => {
            if (!isOpen) show(i);
            else if (Date.now() - openedAt.current > 400) setOpen(null);
          };
          const onBlur = (e: FocusEvent<HTMLLIElement>) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) closeIf(i);
          };
          const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
            if (e.key !== 'Escape' || !isOpen) return;
            // Focus returns to the toggle without its focus reopening the dropdown.
            refocusing.current = true;
            e.currentTarget.querySelector<HTMLButtonElement>('.sw-nav__toggle')?.focus();
            refocusing.current = false;
            setOpen(null);
          };
          return (
            <li
              key={i}
              className={`sw-nav__item sw-nav__item--parent${isOpen ? ' is-open' : ''}`}
              onMouseEnter={() => show(i)}
              onMouseLeave={() => closeIf(i)}
              onFocus={() => {
                if (!refocusing.current) show(i);
              }}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
            >
              {item.buttonAction ? (
                <span className="sw-nav__split">
                  <MenuLink
                    action={item.buttonAction}
                    className={`sw-nav__link${current ? ' is-current' : ''}`}
                    current={isCurrentPage(item.buttonAction, path)}
                  >
                    {item.label}
                  </MenuLink>
                  <button
                    type="button"
                    className="sw-nav__toggle sw-nav__chevron"
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    aria-label={`${item.label} menu`}
                    onClick={toggle}
                  >
                    <Icon name="chevron" size={16} />
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className={`sw-nav__toggle sw-nav__link${current ? ' is-current' : ''}`}
                  aria-expanded={isOpen}
                  aria-controls={subId}
                  onClick={toggle}
                >
                  {item.label}
                  <Icon name="chevron" size={16} className="sw-nav__caret" />
                </button>
              )}
              <ul id={subId} className="sw-nav__dropdown">
                {children.map((child, j) => {
                  const here = isCurrentPage(child.buttonAction, path);
                  return (
                    <li key={j}>
                      <MenuLink
                        action={child.buttonAction}
                        className="sw-nav__sublink"
                        current={here}
                      >
                        {child.label}
                      </MenuLink>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
