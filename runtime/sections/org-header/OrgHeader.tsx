import type { OrgHeaderConfig } from '../../../schemas/sections/org-header';
import { useMainMenu } from '../../context';
import type { SectionProps } from '../../define-section';
import { ActionButton } from '../../ui/Buttons';
import { AccountMenu, AccountNav, useStoredLogin } from '../_nav/AccountNav';
import { Brand } from '../_nav/Brand';
import { ContactList, useContact } from '../_nav/ContactList';
import { DesktopMenu } from '../_nav/DesktopMenu';
import { Icon } from '../_nav/icons';
import { MobileMenu } from '../_nav/MobileMenu';
import { mailHref, telHref } from '../_nav/nav-utils';
import { SocialLinks } from '../_nav/SocialLinks';
import { useHeaderScroll } from '../_nav/use-header-scroll';

/**
 * The organisation site's header: a top bar with address, phone, email and social links, then
 * brand, the site's main menu, the sign-in state (AccountNav) and the
 * Register for Exam button.
 */
export function OrgHeader({ id, config }: SectionProps<OrgHeaderConfig>) {
  const { className } = useHeaderScroll('sw-org-header', config.sticky);
  const login = useStoredLogin();
  const menu = useMainMenu();
  const { address, phone, email } = useContact(config);
  const hasTopBar = !!(address || phone || email || config.socials.length > 0);

  return (
    <header className={className} data-testid={`${id}-header`}>
      {hasTopBar ? (
        <div className="sw-topbar sw-org-header__top">
          <div className="sw-container sw-topbar__inner">
            <ul className="sw-topbar__list sw-org-header__contact">
              {address ? (
                <li className="sw-org-header__address">
                  <Icon name="pin" size={16} />
                  <span>{address}</span>
                </li>
              ) : null}
              {phone ? (
                <li>
                  <a href={telHref(phone)}>
                    <Icon name="phone" size={16} />
                    <span>{phone}</span>
                  </a>
                </li>
              ) : null}
              {email ? (
                <li className="sw-org-header__email">
                  <a href={mailHref(email)}>
                    <Icon name="mail" size={16} />
                    <span>{email}</span>
                  </a>
                </li>
              ) : null}
            </ul>
            <SocialLinks links={config.socials} className="sw-org-header__social" />
          </div>
        </div>
      ) : null}
      <div className="sw-container sw-header__bar">
        <Brand config={config} className="sw-org-header__brand" />
        <DesktopMenu id={id} items={menu} className="sw-org-header__nav" />
        <div className="sw-header__actions">
          <AccountNav login={login} />
          <ActionButton button={config.registerButton} className="sw-header__btn" />
          <MobileMenu
            id={id}
            items={menu}
            side={config.mobileMenuSide}
            title={<Brand config={config} />}
            footer={
              <>
                <AccountMenu login={login} />
                <ActionButton button={config.registerButton} />
                <ContactList address={address} phone={phone} email={email} />
                <SocialLinks links={config.socials} />
              </>
            }
          />
        </div>
      </div>
    </header>
  );
}
