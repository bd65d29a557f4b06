import type {
  SocialNetwork,
  TeamGridConfig,
  TeamMember,
} from '../../../schemas/sections/team-grid';
import { imageSources } from '../../../shared/demo-images';
import { initials } from '../../../shared/format';
import type { SectionProps } from '../../define-section';
import { ActionLink } from '../../ui/ActionLink';
import { SocialIcon } from './SocialIcon';
import { HeadedSection } from '../../ui/SectionHead';

const NETWORK_LABEL: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  email: 'Email',
  website: 'Website',
};

function Photo({ person, size }: { person: TeamMember; size: number }) {
  return person.image ? (
    <img
      className="sw-team-grid__photo"
      {...imageSources(person.image, `${size}px`)}
      alt={person.name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="sw-team-grid__photo sw-team-grid__photo--initials" aria-hidden="true">
      {initials(person.name)}
    </span>
  );
}

function Socials({ person }: { person: TeamMember }) {
  const socials = person.socials ?? [];
  if (socials.length === 0) return null;
  return (
    <ul className="sw-team-grid__socials">
      {socials.map((s, i) => (
        <li key={i}>
          <ActionLink
            action={{ navigateTo: 'externalLink', externalLink: s.url }}
            className="sw-team-grid__social"
            aria-label={`${person.name} on ${NETWORK_LABEL[s.network] ?? s.network}`}
          >
            <SocialIcon network={s.network} />
          </ActionLink>
        </li>
      ))}
    </ul>
  );
}

/** Team and people: photo cards (4 per row on desktop, 2 on phones) or compact round avatars. */
export function TeamGrid({ id, config }: SectionProps<TeamGridConfig>) {
  const variant = config.variant ?? 'cards';
  const people = config.people ?? [];
  return (
    <HeadedSection
      id={id}
      className={`sw-section sw-team-grid sw-team-grid--${variant}`}
      head={config}
    >
      <ul className={`sw-team-grid__list sw-team-grid__list--${variant}`}>
        {people.map((person, i) => (
          <li key={i} className="sw-team-grid__person" data-testid={`${id}-person-${i}`}>
            {variant === 'compact' ? (
              <>
                <Photo person={person} size={120} />
                <h3 className="sw-team-grid__name">{person.name}</h3>
                {person.role ? <p className="sw-team-grid__role">{person.role}</p> : null}
              </>
            ) : (
              <>
                <div className="sw-team-grid__frame">
                  <Photo person={person} size={400} />
                </div>
                <div className="sw-team-grid__body">
                  <h3 className="sw-team-grid__name">{person.name}</h3>
                  {person.role ? <p className="sw-team-grid__role">{person.role}</p> : null}
                  {person.bio ? <p className="sw-team-grid__bio">{person.bio}</p> : null}
                  <Socials person={person} />
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
