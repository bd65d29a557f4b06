import type { ShopHeaderConfig } from '../../../schemas/sections/shop-header';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../shared/constants';
import { useMainMenu } from '../../context';
import type { SectionProps } from '../../define-section';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { ActionLink } from '../../ui/ActionLink';
import { ActionButton, ButtonRow } from '../../ui/Buttons';
import { AccountMenu, AccountNav, useStoredLogin } from '../_nav/AccountNav';
import { Brand } from '../_nav/Brand';
import { DesktopMenu } from '../_nav/DesktopMenu';
import { Icon } from '../_nav/icons';
import { MenuLink } from '../_nav/MenuLink';
import { MobileMenu } from '../_nav/MobileMenu';
import { CartLink, WISHLIST_HREF } from './CartLink';
import { HeaderSearch } from './HeaderSearch';

/**
 * The shop's site header: brand, desktop menu with dropdowns, icon and text buttons, and the
 * mobile slide-out. Optionally sticky, and optionally transparent over the first section until
 * the page has scrolled more than 50 px. The 'account' icon, when configured, is the sign-in state
 * (AccountNav): 'Sign in', or the person's initials and 'Sign out'. The 'cart' icon opens the side
 * cart with the bag's count (CartLink); the 'wishlist' icon goes to the account's wishlist; the
 * 'search' icon opens the search box (HeaderSearch: a bar under the header), its predictive
 * results loaded on focus.
 */
export function ShopHeader({ id, config }: SectionProps<ShopHeaderConfig>) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const login = useStoredLogin();
  const menu = useMainMenu();
  const hasAccount = config.iconLinks.some((link) => link.icon === 'account');
  const quickLinks = config.iconLinks.filter((link) => link.icon !== 'account');
  const transparent = config.transparent && !scrolled;
  const className = [
    'sw-header',
    'sw-shop-header',
    config.sticky ? 'sw-header--sticky' : '',
    config.transparent ? 'sw-shop-header--overlay' : '',
    transparent ? 'is-transparent' : 'is-solid',
    scrolled ? 'is-scrolled' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const mobileFooter =
    config.iconLinks.length > 0 || config.buttons.length > 0 ? (
      <>
        {hasAccount ? <AccountMenu login={login} /> : null}
        {quickLinks.length > 0 ? (
          <ul className="sw-shop-header__quick">
            {quickLinks.map((link, i) => (
              <li key={i}>
                {link.icon === 'cart' ? (
                  <CartLink
                    action={link.buttonAction}
                    label={link.label}
                    className="sw-shop-header__quick-link"
                  >
                    <Icon name={link.icon} />
                    {link.label}
                  </CartLink>
                ) : link.icon === 'wishlist' ? (
                  <a className="sw-shop-header__quick-link" href={WISHLIST_HREF}>
                    <Icon name={link.icon} />
                    {link.label}
                  </a>
                ) : (
                  <MenuLink action={link.buttonAction} className="sw-shop-header__quick-link">
                    <Icon name={link.icon} />
                    {link.label}
                  </MenuLink>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <ButtonRow buttons={config.buttons} />
      </>
    ) : null;

  const mobileMenu = (
    <MobileMenu
      id={id}
      items={menu}
      side={config.mobileMenuSide}
      title={<Brand config={config} />}
      footer={mobileFooter}
    />
  );

  return (
    <header className={className} data-testid={`${id}-header`}>
      <div className="sw-container sw-header__bar">
        {config.mobileMenuSide === 'left' ? mobileMenu : null}
        <Brand config={config} className="sw-shop-header__brand" />
        <DesktopMenu id={id} items={menu} className="sw-shop-header__nav" />
        <div className="sw-header__actions">
          {config.iconLinks.map((link, i) =>
            link.icon === 'account' ? (
              <AccountNav key={i} login={login} />
            ) : link.icon === 'search' ? (
              <HeaderSearch key={i} id={`${id}-${i}`} label={link.label} />
            ) : link.icon === 'cart' ? (
              <CartLink
                key={i}
                action={link.buttonAction}
                label={link.label}
                className="sw-icon-btn sw-header__icon sw-shop-header__icon--cart"
              >
                <Icon name="cart" size={22} />
              </CartLink>
            ) : link.icon === 'wishlist' ? (
              <a
                key={i}
                className="sw-icon-btn sw-header__icon sw-shop-header__icon--wishlist"
                href={WISHLIST_HREF}
                aria-label={link.label}
              >
                <Icon name="wishlist" size={22} />
              </a>
            ) : (
              <ActionLink
                key={i}
                action={link.buttonAction}
                className={`sw-icon-btn sw-header__icon sw-shop-header__icon--${link.icon}`}
                aria-label={link.label}
              >
                <Icon name={link.icon} size={22} />
              </ActionLink>
            ),
          )}
          {config.buttons.map((button, i) => (
            <ActionButton key={i} button={button} className="sw-header__btn" />
          ))}
        </div>
        {config.mobileMenuSide === 'right' ? mobileMenu : null}
      </div>
    </header>
  );
}
