import { phoneSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { brandProperties, socialLinksDefaultSchema } from './_nav';

export type SiteFooterConfig = ConfigOf<typeof siteFooterSchema>;

export const siteFooterSchema = {
  type: 'object',
  title: 'Site footer',
  properties: {
    variant: { type: 'string', title: 'Style', enum: ['dark', 'light'], default: 'dark' },
    ...brandProperties('/demo/brand-shop.svg', 'name'),
    tagline: textSchema(
      'Short text',
      240,
      'Thoughtfully made goods for everyday living, shipped across India from our studio in Jaipur.',
    ),
    // Empty: the store's own from Settings; filled, this footer's own.
    phone: phoneSchema('Phone (empty: the store’s, from Settings)', ''),
    email: textSchema('Email (empty: the store’s, from Settings)', 80, ''),
    address: textSchema('Address (empty: the store’s, from Settings)', 160, ''),
    socials: socialLinksDefaultSchema('instagram', 'facebook', 'youtube'),
    copyrightText: textSchema('Text after the copyright', 120, 'All rights reserved.'),
  },
  required: ['variant', 'brand', 'socials', 'copyrightText'],
} as const satisfies JsonSchema;

export const siteFooterMeta: SectionMeta = {
  type: 'site-footer',
  label: 'Site footer',
  category: 'content',
  order: 290,
  schema: siteFooterSchema,
  variants: ['dark', 'light'],
  interactive: false,
  placement: 'footer',
};
