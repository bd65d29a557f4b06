import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { NavItem } from '../../../schemas/sections/_nav';
import { useRuntime } from '../../context';
import { usePopup } from '../../hooks/use-popup';
import { Icon } from './icons';
import { MenuLink } from './MenuLink';
import { isCurrentPage } from './nav-utils';

type Props = {
  /** Section id: the panel and submenu ids derive from it. */
  id: string;
  items: readonly NavItem[];
  side?: 'left' | 'right';
  /** Shown at the top of the panel (usually the brand). */
  title: ReactNode;
  /** Extra content under the links: buttons, phone numbers, socials. */
  footer?: ReactNode;
  className?: string;
};

/**
 * The hamburger (shown at 900 px and below) and the slide-out panel it opens. The panel is a
 * popup: 200 ms exit, page scroll locked while open; it closes on Escape, on the overlay, on the
 * close button and on any link inside it. Each parent item has a chevron that expands its submenu.
 */
export function MobileMenu({ id, items, side = 'left', title, footer, className }: Props) {
  const { path } = useRuntime();
  const popup = usePopup();
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasVisible = useRef(false);
  const panelId = `${id}-mobile-menu`;

  // Focus moves into the panel when it opens and back to the hamburger when it closes.
  useEffect(() => {
    if (popup.visible) closeRef.current?.focus();
    else if (wasVisible.current) toggleRef.current?.focus();
    wasVisible.current = popup.visible;
  }, [popup.visible]);

  const onPanelClick = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('a')) popup.close();
  };
  const toggleSub = (i: number) =>
    setExpanded((cur) => (cur.includes(i) ? cur.filter((x) => x !== i) : [...cur, i]));

  return (
    <div className={`sw-mobile-nav${className ? ` ${className}` : ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className="sw-icon-btn sw-mobile-nav__toggle"
        aria-label="Open menu"
        aria-expanded={popup.visible}
        aria-controls={panelId}
        aria-haspopup="dialog"
        data-testid="mobile-menu-toggle"
        onClick={popup.open}
      >
        <Icon name="menu" size={24} />
      </button>
      {popup.mounted ? (
        <div
          className={`sw-popup sw-mobile-menu sw-mobile-menu--${side}${popup.visible ? ' sw-popup--visible' : ' is-closing'}`}
        >
          <div
            className="sw-mobile-menu__overlay"
            aria-hidden="true"
            data-testid="mobile-menu-overlay"
            onClick={popup.close}
          />
          <div
            id={panelId}
            className="sw-mobile-menu__panel"
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            data-testid="mobile-menu"
            onClick={onPanelClick}
          >
            <div className="sw-mobile-menu__head">
              <div className="sw-mobile-menu__title">{title}</div>
              <button
                ref={closeRef}
                type="button"
                className="sw-icon-btn"
                aria-label="Close menu"
                onClick={popup.close}
              >
                <Icon name="close" size={22} />
              </button>
            </div>
            <nav className="sw-mobile-menu__nav" aria-label="Mobile">
              <ul className="sw-mobile-menu__list">
                {items.map((item, i) => {
                  const children = item.children ?? [];
                  const subId = `${panelId}-sub-${i}`;
                  const isOpen = expanded.includes(i);
                  // A parent without a link is one toggle with its label; with a link, the
                  // toggle is an icon button beside it.
                  const toggle = {
                    type: 'button' as const,
                    'aria-expanded': isOpen,
                    'aria-controls': subId,
                    'data-testid': `mobile-submenu-toggle-${i}`,
                    onClick: () => toggleSub(i),
                  };
                  const chevron = (
                    <span className={`sw-mobile-menu__chev${isOpen ? ' is-open' : ''}`}>
                      <Icon name="chevron" size={20} />
                    </span>
                  );
                  return (
                    <li key={i} className="sw-mobile-menu__item">
                      <div className="sw-mobile-menu__row">
                        {children.length > 0 && !item.buttonAction ? (
                          <button
                            {...toggle}
                            className="sw-mobile-menu__link sw-mobile-menu__label"
                          >
                            {item.label}
                            {chevron}
                          </button>
                        ) : (
                          <MenuLink
                            action={item.buttonAction}
                            className="sw-mobile-menu__link"
                            current={isCurrentPage(item.buttonAction, path)}
                          >
                            {item.label}
                          </MenuLink>
                        )}
                        {children.length > 0 && item.buttonAction ? (
                          <button
                            {...toggle}
                            className="sw-icon-btn sw-mobile-menu__expand"
                            aria-label={`${item.label} submenu`}
                          >
                            {chevron}
                          </button>
                        ) : null}
                      </div>
                      {children.length > 0 ? (
                        <ul id={subId} className="sw-mobile-menu__sub" hidden={!isOpen}>
                          {children.map((child, j) => (
                            <li key={j}>
                              <MenuLink
                                action={child.buttonAction}
                                className="sw-mobile-menu__sublink"
                                current={isCurrentPage(child.buttonAction, path)}
                              >
                                {child.label}
                              </MenuLink>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </nav>
            {footer ? <div className="sw-mobile-menu__footer">{footer}</div> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
