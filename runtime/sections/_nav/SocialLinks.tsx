import type { SocialLink } from '../../../schemas/sections/_nav';
import { ActionLink } from '../../ui/ActionLink';
import { SocialIcon, socialLabel } from './icons';

/** A row of round social icon links that open in a new tab. */
export function SocialLinks({
  links,
  className,
}: {
  links: readonly SocialLink[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={`sw-social${className ? ` ${className}` : ''}`}>
      {links.map((link, i) => (
        <li key={i}>
          <ActionLink
            className="sw-social__link"
            action={{ navigateTo: 'externalLink', externalLink: link.url }}
            aria-label={socialLabel(link.network)}
          >
            <SocialIcon network={link.network} />
          </ActionLink>
        </li>
      ))}
    </ul>
  );
}
