import type { OrgFooterConfig } from '../../../schemas/sections/org-footer';
import type { SectionProps } from '../../define-section';
import { Brand, useBrandName } from '../_nav/Brand';
import { ContactList, Copyright, FooterColumns, useContact } from '../_nav/ContactList';
import { SocialLinks } from '../_nav/SocialLinks';

/** The organisation's footer: about text, contact, registration details, quick links, socials. */
export function OrgFooter({ config }: SectionProps<OrgFooterConfig>) {
  const contact = useContact(config);
  const name = useBrandName(config);
  return (
    <footer className="sw-org-footer">
      <div className="sw-container">
        <div className="sw-org-footer__grid">
          <div className="sw-org-footer__about">
            <Brand config={config} lazy />
            <p className="sw-org-footer__text">{config.about}</p>
            <SocialLinks links={config.socials} className="sw-org-footer__social" />
          </div>
          <FooterColumns />
          <div className="sw-org-footer__reach">
            <h2 className="sw-footer__title">Contact us</h2>
            <ContactList {...contact} />
          </div>
        </div>
        {config.registrations.length > 0 ? (
          <dl className="sw-org-footer__reg" aria-label="Registration details">
            {config.registrations.map((reg, i) => (
              <div key={i} className="sw-org-footer__reg-item">
                <dt>{reg.label}</dt>
                <dd>{reg.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="sw-org-footer__bottom">
          <Copyright name={name} text={config.copyrightText} />
        </div>
      </div>
    </footer>
  );
}
