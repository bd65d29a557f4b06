import { phoneSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import {
  brandProperties,
  categoryLink,
  footerColumnsSchema,
  pageLink,
  socialLinksDefaultSchema,
} from './_nav';

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
    columns: {
      ...footerColumnsSchema,
      default: [
        {
          title: 'Shop',
          links: [
            categoryLink('New arrivals', 'new-arrivals'),
            categoryLink('Home & living', 'home-living'),
            categoryLink('Apparel', 'apparel'),
            categoryLink('Sale', 'sale'),
          ],
        },
        {
          title: 'Help',
          links: [
            pageLink('Shipping & delivery', '/shipping'),
            pageLink('Returns', '/returns'),
            pageLink('Track your order', '/setting/overview'),
            pageLink('Contact us', '/contact'),
          ],
        },
        {
          title: 'Company',
          links: [
            pageLink('Our story', '/about'),
            pageLink('Journal', '/blog'),
            pageLink('Privacy policy', '/privacy-policy'),
          ],
        },
      ],
    },
    phone: phoneSchema('Phone', '+91 98765 43210'),
    email: textSchema('Email', 80, 'care@northwindgoods.in'),
    address: textSchema('Address', 160, ''),
    socials: socialLinksDefaultSchema('instagram', 'facebook', 'youtube'),
    copyrightText: textSchema('Text after the copyright', 120, 'All rights reserved.'),
  },
  required: ['variant', 'brand', 'columns', 'socials', 'copyrightText'],
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
