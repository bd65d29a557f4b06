import type { SectionMeta } from './types';

/** What a section type is called, where the palette groups it and which slot it takes. */
export type SectionInfo = Pick<SectionMeta, 'type' | 'label' | 'category' | 'placement'>;

/**
 * Every section type's name, palette group and slot, in palette order: the part of
 * SECTION_METAS (section-metas.ts) a list of types needs, without the schemas, which are most
 * of their weight. The builder's shell draws its outline and palette from this and loads a
 * type's schema only when it needs it. A test keeps it equal to SECTION_METAS.
 */
export const SECTION_CATALOG: readonly SectionInfo[] = [
  { type: 'hero-slider', label: 'Hero slider', category: 'shop' },
  { type: 'image-carousel', label: 'Image carousel', category: 'shop' },
  { type: 'banner-slider', label: 'Banner slider', category: 'shop' },
  { type: 'logo-grid', label: 'Logo grid and image strip', category: 'shop' },
  { type: 'feature-split', label: 'Feature with image', category: 'shop' },
  { type: 'gallery', label: 'Image gallery', category: 'events' },
  { type: 'food-slider', label: 'Food slider', category: 'shop' },
  { type: 'hero', label: 'Hero', category: 'site-builder' },
  { type: 'cta', label: 'Call to action', category: 'site-builder' },
  { type: 'pricing', label: 'Pricing', category: 'site-builder' },
  { type: 'embedded-form', label: 'Embedded form', category: 'site-builder' },
  { type: 'product-grid', label: 'Product grid', category: 'shop' },
  { type: 'product-list', label: 'Product list', category: 'shop' },
  { type: 'product-detail', label: 'Product details', category: 'shop' },
  { type: 'payment-status', label: 'Payment status', category: 'shop' },
  { type: 'rich-section', label: 'Rich section', category: 'content' },
  { type: 'faq', label: 'FAQ', category: 'content' },
  { type: 'testimonials', label: 'Testimonials', category: 'content' },
  { type: 'stats', label: 'Stats', category: 'content' },
  { type: 'timeline', label: 'Timeline', category: 'content' },
  { type: 'feature-tabs', label: 'Feature tabs', category: 'content' },
  { type: 'feature-carousel', label: 'Feature carousel', category: 'content' },
  { type: 'features', label: 'Features grid', category: 'site-builder' },
  { type: 'team-grid', label: 'Team grid', category: 'content' },
  { type: 'shop-header', label: 'Shop header', category: 'shop', placement: 'header' },
  { type: 'events-header', label: 'Events header', category: 'events', placement: 'header' },
  {
    type: 'org-header',
    label: 'Organisation header',
    category: 'organisation',
    placement: 'header',
  },
  {
    type: 'org-footer',
    label: 'Organisation footer',
    category: 'organisation',
    placement: 'footer',
  },
  { type: 'site-footer', label: 'Site footer', category: 'content', placement: 'footer' },
  { type: 'not-found', label: 'Not found message', category: 'content' },
  { type: 'customer-login', label: 'Customer login', category: 'shop' },
  { type: 'customer-signup', label: 'Customer sign-up', category: 'shop' },
  { type: 'owner-signin', label: 'Owner sign-in', category: 'site-builder' },
  { type: 'owner-register', label: 'Owner registration', category: 'site-builder' },
  { type: 'reset-password', label: 'Reset password', category: 'site-builder' },
  { type: 'account-overview', label: 'Account overview', category: 'shop' },
  { type: 'checkout', label: 'Checkout', category: 'shop' },
  { type: 'account-orders', label: 'Account orders', category: 'shop' },
  { type: 'account-addresses', label: 'Account addresses', category: 'shop' },
  { type: 'newsletter', label: 'Newsletter', category: 'content' },
  { type: 'contact-form', label: 'Contact form', category: 'content' },
  { type: 'blog-list', label: 'Blog list', category: 'content' },
  { type: 'blog-post', label: 'Blog post', category: 'content' },
];
