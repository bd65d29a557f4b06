// The centred card every account screen sits in, and its footer link to the other screen. Apart
// from the fields (AuthForm.tsx), so forms outside a card (newsletter, contact) load no link code.
import type { ReactNode } from 'react';
import type { ButtonAction } from '../../schemas/types';
import { ActionLink } from './ActionLink';

/** The centred card every account screen sits in. */
export function AuthCard({
  id,
  heading,
  description,
  children,
  footerLink,
  className,
}: {
  id: string;
  heading: string;
  description?: ReactNode;
  children: ReactNode;
  /** The line under the card that leads to the other screen ("New here? Create an account"). */
  footerLink?: FooterLink;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      className={`sw-section sw-auth${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <div className="sw-container">
        <div className="sw-auth__card">
          <header className="sw-auth__head">
            <h1 id={headingId} className="sw-auth__title">
              {heading}
            </h1>
            {description ? <p className="sw-auth__lead sw-muted">{description}</p> : null}
          </header>
          {children}
          {footerLink ? (
            <div className="sw-auth__foot">
              <AuthFooterLink {...footerLink} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The card's footer: a lead-in and the link to the other screen (sign up, sign in, register). */
type FooterLink = { text?: string; action?: ButtonAction; linkText?: string };

/**
 * A card's heading, description and footer link from a screen's config: `heading`,
 * `description` (schemas/fragments.ts `screenIntroProperties`) and `<key>Text`, `<key>LinkText`
 * and `<key>Action` (schemas/sections/_auth.ts `footerLinkProperties`).
 */
export function authCardProps<K extends string>(
  config: { heading: string; description?: string } & Partial<
    Record<`${K}Text` | `${K}LinkText`, string> & Record<`${K}Action`, ButtonAction>
  >,
  key: K,
): { heading: string; description?: string; footerLink: FooterLink } {
  // TypeScript cannot index a mapped type by a template of a generic key; the parameter's type
  // already says which keys hold which.
  const texts = config as Partial<Record<string, string>>;
  const actions = config as Partial<Record<string, ButtonAction>>;
  return {
    heading: config.heading,
    description: config.description,
    footerLink: {
      text: texts[`${key}Text`],
      action: actions[`${key}Action`],
      linkText: texts[`${key}LinkText`],
    },
  };
}

function AuthFooterLink({ text, action, linkText }: FooterLink) {
  return (
    <p>
      {text ? `${text} ` : null}
      <ActionLink action={action} className="sw-auth__footer-link">
        {linkText}
      </ActionLink>
    </p>
  );
}
