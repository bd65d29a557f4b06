import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { brandProperties, footerColumnsSchema, pageLink, socialLinksSchema } from './_nav';

export type SiteFooterConfig = ConfigOf<typeof siteFooterSchema>;

export const siteFooterSchema = {
  type: 'object',
  title: 'Site footer',
  properties: {
    variant: { type: 'string', title: 'Style', enum: ['dark', 'light'], default: 'dark' },
    ...brandProperties('/demo/brand-shop.svg', 'name'),
    tagline: {
      type: 'string',
      title: 'Short text',
      maxLength: 240,
      default:
        'Thoughtfully made goods for everyday living, shipped across India from our studio in Jaipur.',
    },
    columns: {
      ...footerColumnsSchema,
      default: [
        {
          title: 'Shop',
          links: [
            {
              label: 'New arrivals',
              buttonAction: { navigateTo: 'category', category: 'new-arrivals' },
            },
            {
              label: 'Home & living',
              buttonAction: { navigateTo: 'category', category: 'home-living' },
            },
            { label: 'Apparel', buttonAction: { navigateTo: 'category', category: 'apparel' } },
            { label: 'Sale', buttonAction: { navigateTo: 'category', category: 'sale' } },
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
    phone: {
      type: 'string',
      title: 'Phone',
      maxLength: 24,
      pattern: '^[+0-9 ()-]*$',
      default: '+91 98765 43210',
    },
    email: { type: 'string', title: 'Email', maxLength: 80, default: 'care@northwindgoods.in' },
    address: { type: 'string', title: 'Address', maxLength: 160, default: '' },
    socials: {
      ...socialLinksSchema,
      default: [
        { network: 'instagram', url: 'https://www.instagram.com/' },
        { network: 'facebook', url: 'https://www.facebook.com/' },
        { network: 'youtube', url: 'https://www.youtube.com/' },
      ],
    },
    copyrightText: {
      type: 'string',
      title: 'Text after the copyright',
      maxLength: 120,
      default: 'All rights reserved.',
    },
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
