// The site a new workspace starts with: the default theme and one welcome page, built from the
// schema defaults (never from fixtures/), so it always validates against the section schemas.
import { defaultsFromSchema } from '../../schemas/defaults';
import { CURRENT_PAGE_VERSION, CURRENT_SITE_VERSION } from '../../schemas/migrations';
import { heroMeta } from '../../schemas/sections/hero';
import { themeSchema } from '../../schemas/theme';
import type { PageDocument, SiteDocument, Theme } from '../../schemas/types';

/**
 * Theme from the schema defaults; no header or footer yet (their schema defaults are demo shop
 * copy, which a new site should not show as its own).
 */
export function starterSite(): SiteDocument {
  return {
    version: CURRENT_SITE_VERSION,
    theme: defaultsFromSchema(themeSchema) as Theme,
    header: null,
    footer: null,
    menus: { main: [], footer: [] },
  };
}

/** The root page: a centred hero welcoming visitors to the new site. */
export function starterHomePage(siteName: string): PageDocument {
  const hero = defaultsFromSchema(heroMeta.schema) as Record<string, unknown>;
  delete hero.image;
  delete hero.titleButtonAction;
  return {
    version: CURRENT_PAGE_VERSION,
    title: siteName,
    seo: { title: siteName, description: `Welcome to ${siteName}.` },
    sections: [
      {
        id: 'welcome',
        type: heroMeta.type,
        config: {
          ...hero,
          variant: 'centered',
          title: 'Welcome',
          titleButtonEnabled: false,
          heading: `Welcome to ${siteName}`.slice(0, 140),
          description:
            'This site was just created. Its owner can sign in to the admin to add pages and sections.',
          buttons: [],
        },
      },
    ],
  };
}

/**
 * A workspace slug from a site name: accents dropped, lower-case, every run of other characters
 * a hyphen, at most 40 characters; 'site' when nothing is left (a name in a non-Latin script).
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'site';
}
