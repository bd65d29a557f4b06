import type { SiteFooterConfig } from '../../../schemas/sections/site-footer';
import type { SectionProps } from '../../define-section';
import { Brand, useBrandName } from '../_nav/Brand';
import { ContactList, Copyright, FooterColumns, useContact } from '../_nav/ContactList';
import { SocialLinks } from '../_nav/SocialLinks';

/** Footer of the shop and events sites: brand and short text, link columns, contact, socials. */
export function SiteFooter({ config }: SectionProps<SiteFooterConfig>) {
  const contact = useContact(config);
  const name = useBrandName(config);
  return (
    <footer
      className={`sw-site-footer sw-site-footer--${config.variant === 'light' ? 'light' : 'dark'}`}
    >
      <div className="sw-container">
        <div className="sw-site-footer__grid">
          <div className="sw-site-footer__about">
            <Brand config={config} lazy />
            {config.tagline ? <p className="sw-site-footer__tagline">{config.tagline}</p> : null}
            <ContactList {...contact} className="sw-site-footer__contact" />
            <SocialLinks links={config.socials} className="sw-site-footer__social" />
          </div>
          <FooterColumns />
        </div>
        <div className="sw-site-footer__bottom">
          <Copyright name={name} text={config.copyrightText} />
        </div>
      </div>
    </footer>
  );
}
