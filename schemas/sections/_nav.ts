import {
  buttonActionSchema,
  imageSchema,
  listSchema,
  nonEmptyTextSchema,
  pageAction,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema } from '../json-schema';

/** Schema pieces shared by the site headers and footers (menus, brand, social links). */

/** One link of a menu, submenu or footer column. */
export type NavLink = ConfigOf<typeof navLinkSchema>;

/** A top-level menu item; with children it opens a dropdown (desktop) or a submenu (mobile). */
export type NavItem = SiteMenus['main'][number];

export type SocialLink = ConfigOf<typeof socialLinksSchema>[number];
export type SocialNetwork = SocialLink['network'];

/** Logo image or the site name as text. */
export type BrandConfig = ConfigOf<{
  type: 'object';
  properties: ReturnType<typeof brandProperties>;
  required: ['brand'];
}>;

/** Shorthand for a page link in defaults and fixtures. */
export const pageLink = (label: string, path: string): NavLink => ({
  label,
  buttonAction: pageAction(path),
});

export const navLinkSchema = {
  type: 'object',
  title: 'Link',
  properties: {
    label: nonEmptyTextSchema('Label', 48, 'New link'),
    buttonAction: buttonActionSchema,
  },
  required: ['label', 'buttonAction'],
} as const satisfies JsonSchema;

/** One item of a site menu: a link, a submenu (its children) or both. */
const menuItemSchema = {
  type: 'object',
  title: 'Menu item',
  properties: {
    label: nonEmptyTextSchema('Label', 40, 'New item'),
    buttonAction: { ...buttonActionSchema, title: 'Link (optional when the item has a submenu)' },
    children: {
      type: 'array',
      title: 'Submenu',
      maxItems: 12,
      items: navLinkSchema,
      default: [],
    },
  },
  required: ['label'],
} as const satisfies JsonSchema;

/** Most items a menu holds: a header's bar (main) and a footer's columns (footer). */
export const MENU_MAX_ITEMS = { main: 10, footer: 6 } as const;

/**
 * The site's menus (the site document's `menus`), edited in one place and read by every header
 * (`main`) and footer (`footer`: a top-level item is a column's title, its children the links).
 */
export const siteMenusSchema = {
  type: 'object',
  title: 'Menus',
  properties: {
    main: {
      type: 'array',
      title: 'Main menu',
      maxItems: MENU_MAX_ITEMS.main,
      items: menuItemSchema,
    },
    footer: {
      type: 'array',
      title: 'Footer menu',
      maxItems: MENU_MAX_ITEMS.footer,
      items: menuItemSchema,
    },
  },
  required: ['main', 'footer'],
  additionalProperties: false,
} as const satisfies JsonSchema;

export type SiteMenus = ConfigOf<typeof siteMenusSchema>;

const socialLinksSchema = listSchema(
  { title: 'Social links', maxItems: 5 },
  {
    title: 'Social link',
    properties: {
      network: {
        type: 'string',
        title: 'Network',
        enum: ['facebook', 'instagram', 'youtube', 'x', 'linkedin'],
        default: 'instagram',
      },
      url: {
        type: 'string',
        title: 'Profile URL',
        pattern: '^https?://',
        default: 'https://www.instagram.com/',
      },
    },
    required: ['network', 'url'],
  },
) satisfies JsonSchema;

const PROFILE_HOME: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  x: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/',
};

/** The social links property; its default links each network's home page, in the order given. */
export function socialLinksDefaultSchema(...networks: SocialNetwork[]) {
  const links: SocialLink[] = networks.map((network) => ({ network, url: PROFILE_HOME[network] }));
  return { ...socialLinksSchema, default: links };
}

/** brand / logo / siteName properties, spread into a header or footer schema. */
export function brandProperties(defaultLogo: string, defaultBrand: 'logo' | 'name' = 'logo') {
  return {
    brand: { type: 'string', title: 'Show', enum: ['logo', 'name'], default: defaultBrand },
    logo: { ...imageSchema, title: 'Logo (240×64 works best)', default: defaultLogo },
    siteName: textSchema('Name (leave empty for the site name)', 60, ''),
  } as const satisfies Record<string, JsonSchema>;
}

/** Whether a header stays at the top of the window while the visitor scrolls. */
export function stickySchema(sticky: boolean) {
  return { type: 'boolean', title: 'Stay at the top while scrolling', default: sticky } as const;
}

/** The side a header's mobile menu slides in from. */
export function mobileMenuSideSchema<const S extends 'left' | 'right'>(side: S) {
  return {
    type: 'string',
    title: 'Mobile menu opens from',
    enum: ['left', 'right'],
    default: side,
  } as const;
}
