import type {
  EventsHeaderConfig,
  EventsHeaderPhone,
} from '../../../schemas/sections/events-header';
import type { ButtonAction } from '../../../schemas/types';
import { BOOK_NOW_PATH } from '../../../shared/constants';
import { useMainMenu } from '../../context';
import type { SectionProps } from '../../define-section';
import { ActionLink } from '../../ui/ActionLink';
import { AccountMenu, AccountNav, useStoredLogin } from '../_nav/AccountNav';
import { Brand } from '../_nav/Brand';
import { DesktopMenu } from '../_nav/DesktopMenu';
import { Icon } from '../_nav/icons';
import { MobileMenu } from '../_nav/MobileMenu';
import { telHref } from '../_nav/nav-utils';
import { useHeaderScroll } from '../_nav/use-header-scroll';

const BOOK_NOW: ButtonAction = { navigateTo: 'page', page: BOOK_NOW_PATH };

function PhoneLinks({
  phones,
  className,
}: {
  phones: readonly EventsHeaderPhone[];
  className: string;
}) {
  return (
    <ul className={className}>
      {phones.map((phone, i) => (
        <li key={i}>
          <a href={telHref(phone.number)}>
            <Icon name="phone" size={16} />
            {phone.label ? (
              <span className="sw-events-header__phone-label">{phone.label}:</span>
            ) : null}
            <span>{phone.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The events site's header: a top bar of phone links that collapses once the page has scrolled
 * more than 50 px, then brand, the site's main menu, the sign-in state (AccountNav) and the
 * Book Now button (to /book-now).
 */
export function EventsHeader({ id, config }: SectionProps<EventsHeaderConfig>) {
  const { scrolled, className } = useHeaderScroll('sw-events-header', config.sticky);
  const login = useStoredLogin();
  const menu = useMainMenu();

  return (
    <header className={className} data-testid={`${id}-header`}>
      <div
        className={`sw-topbar sw-events-header__top${scrolled ? ' is-collapsed' : ''}`}
        data-testid={`${id}-topbar`}
      >
        <div className="sw-container sw-topbar__inner">
          <PhoneLinks phones={config.phones} className="sw-topbar__list sw-events-header__phones" />
          {config.topBarText ? (
            <p className="sw-topbar__text sw-events-header__tagline">{config.topBarText}</p>
          ) : null}
        </div>
      </div>
      <div className="sw-container sw-header__bar">
        <Brand config={config} className="sw-events-header__brand" />
        <DesktopMenu id={id} items={menu} className="sw-events-header__nav" />
        <div className="sw-header__actions">
          <AccountNav login={login} />
          <ActionLink action={BOOK_NOW} className="sw-btn sw-btn--primary sw-events-header__book">
            {config.bookNowText}
          </ActionLink>
          <MobileMenu
            id={id}
            items={menu}
            side={config.mobileMenuSide}
            title={<Brand config={config} />}
            footer={
              <>
                <AccountMenu login={login} />
                <ActionLink action={BOOK_NOW} className="sw-btn sw-btn--primary">
                  {config.bookNowText}
                </ActionLink>
                <PhoneLinks phones={config.phones} className="sw-events-header__menu-phones" />
              </>
            }
          />
        </div>
      </div>
    </header>
  );
}
