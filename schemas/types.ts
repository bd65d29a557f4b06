import type { buttonActionSchema, buttonSchema } from './fragments';
import type { ConfigOf, JsonSchema } from './json-schema';
import type { sectionStyleSchema } from './section-style';
import type { SiteMenus } from './sections/_nav';

export type { ConfigOf, JsonSchema, SiteMenus };

/** The kind of site a section mainly serves; the palette groups by it. */
export type SectionCategory = 'shop' | 'events' | 'organisation' | 'site-builder' | 'content';

/** The palette's schematic pictures (editor/shell/thumbs.tsx draws each); one names a type's. */
export type ThumbShape =
  | 'slider'
  | 'hero'
  | 'split'
  | 'grid'
  | 'logos'
  | 'text'
  | 'faq'
  | 'cards'
  | 'pricing'
  | 'stats'
  | 'timeline'
  | 'tabs'
  | 'form'
  | 'people'
  | 'quote'
  | 'status'
  | 'header'
  | 'footer'
  | 'account'
  | 'products'
  | 'productRow'
  | 'product'
  | 'checkout'
  | 'orders'
  | 'addresses'
  | 'blog'
  | 'article'
  | 'newsletter';

/** The data half of a section type: everything but the component. */
export type SectionMeta = {
  type: string;
  label: string;
  category: SectionCategory;
  /** Where the type sits in the palette and in every list of types: ascending, then by type. */
  order?: number;
  /** The palette's picture of the type; without one, headers and footers get theirs by slot. */
  thumb?: ThumbShape;
  /**
   * Whether a page that opens with this section opens with a full-bleed picture a transparent
   * header can sit over: always (`true`), or in these values of `variant`.
   */
  mediaFirst?: true | readonly string[];
  /** False for a type the palette leaves out (it is placed by built-in pages only). */
  inPalette?: false;
  /**
   * True for a type only the platform's own site uses (owner sign-in and registration): the
   * palette offers it on the platform workspace only, and publishing it elsewhere is refused.
   */
  platformOnly?: true;
  schema: JsonSchema;
  /** Variants the config's `variant` field can take, when the type has several layouts. */
  variants?: readonly string[];
  /** True when the section needs JavaScript in the visitor's browser (timers, menus, popups). */
  interactive: boolean;
  /** Site-level sections (headers, footers) are not placed inside page bodies. */
  placement?: 'header' | 'footer' | 'body';
};

/** A placed section: its config validates against the type's schema. */
export type Section<C = Record<string, unknown>> = {
  id: string;
  type: string;
  hidden?: boolean;
  config: C;
  /** The section's own spacing, background and width (the inspector's Style group). */
  style?: SectionStyle;
  /**
   * A placement of the reusable section with this id: its `config` is stored empty and read
   * from the reusable (the draft in the builder, the live one for visitors).
   */
  ref?: string;
};

export type SectionStyle = ConfigOf<typeof sectionStyleSchema>;

export type Seo = { title?: string; description?: string; image?: string };

/** The stored page document; `version` drives the page migrations. */
export type PageDocument = {
  version: number;
  title: string;
  seo: Seo;
  sections: Section[];
};

/** A button style; an unset background or border follows the theme (shared/theme-css.ts). */
export type ButtonStyle = {
  backgroundColor?: string;
  textColor: string;
  borderColor?: string;
  borderRadius: number;
  borderWidth: number;
};

/** Theme settings of SPEC §3. */
export type Theme = {
  colors: {
    primaryAccent: string;
    primaryText: string;
    primaryBg: string;
    primaryBorder: string;
    secondaryText: string;
    secondaryBg: string;
    secondaryBorder: string;
  };
  font: {
    type: 'default' | 'custom';
    headingFont: string;
    headingStyle: 'normal' | 'italic';
    bodyFont: string;
    bodyStyle: 'normal' | 'italic';
    headingScale?: 'small' | 'medium' | 'large';
    /** Body text size in px, 15–18. */
    bodySize?: number;
  };
  primaryButton: ButtonStyle;
  secondaryButton: ButtonStyle;
  /** Unset: links take the primary accent. */
  linkTextColor?: string;
};

/** Site-level document: theme, shared header and footer, the site's menus. */
export type SiteDocument = {
  version: number;
  theme: Theme;
  header: Section | null;
  footer: Section | null;
  menus: SiteMenus;
};

/** The `buttonAction` of SPEC §3. */
export type ButtonAction = ConfigOf<typeof buttonActionSchema>;

export type ButtonConfig = ConfigOf<typeof buttonSchema>;

/** What a section type is called, where the palette groups it and which slot it takes. */
export type SectionInfo = Pick<SectionMeta, 'type' | 'label' | 'category' | 'placement'>;
