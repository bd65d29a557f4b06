// The section types' precompiled validators (scripts/generate-validators.ts), one module per
// type, loaded as a page needs them: the editor's problem badges and forms, and the preview,
// fetch only the types a page has. Free of editor and preview code, so both can use it.
import type { PrecompiledValidator } from './generated/validators.js';
import { createKeyedLoader } from './keyed-loader';

/** One type's module: its config validator, and what @rjsf validates while drawing its form. */
export type SectionValidatorModule = {
  validate: PrecompiledValidator;
  formValidators: Readonly<Record<string, PrecompiledValidator>>;
};

/**
 * Each type's module, by type. Written out (not globbed) so every bundler splits them alike and
 * a new type shows up here in review; a test checks it lists exactly the section types.
 */
export const SECTION_VALIDATOR_LOADERS: Readonly<
  Record<string, () => Promise<SectionValidatorModule>>
> = {
  'hero-slider': () => import('./generated/sections/hero-slider.js'),
  'image-carousel': () => import('./generated/sections/image-carousel.js'),
  'banner-slider': () => import('./generated/sections/banner-slider.js'),
  'logo-grid': () => import('./generated/sections/logo-grid.js'),
  'feature-split': () => import('./generated/sections/feature-split.js'),
  gallery: () => import('./generated/sections/gallery.js'),
  'food-slider': () => import('./generated/sections/food-slider.js'),
  hero: () => import('./generated/sections/hero.js'),
  cta: () => import('./generated/sections/cta.js'),
  pricing: () => import('./generated/sections/pricing.js'),
  'embedded-form': () => import('./generated/sections/embedded-form.js'),
  'product-grid': () => import('./generated/sections/product-grid.js'),
  'product-list': () => import('./generated/sections/product-list.js'),
  'product-detail': () => import('./generated/sections/product-detail.js'),
  'payment-status': () => import('./generated/sections/payment-status.js'),
  'rich-section': () => import('./generated/sections/rich-section.js'),
  faq: () => import('./generated/sections/faq.js'),
  testimonials: () => import('./generated/sections/testimonials.js'),
  stats: () => import('./generated/sections/stats.js'),
  timeline: () => import('./generated/sections/timeline.js'),
  'feature-tabs': () => import('./generated/sections/feature-tabs.js'),
  'feature-carousel': () => import('./generated/sections/feature-carousel.js'),
  features: () => import('./generated/sections/features.js'),
  'team-grid': () => import('./generated/sections/team-grid.js'),
  'shop-header': () => import('./generated/sections/shop-header.js'),
  'events-header': () => import('./generated/sections/events-header.js'),
  'org-header': () => import('./generated/sections/org-header.js'),
  'org-footer': () => import('./generated/sections/org-footer.js'),
  'site-footer': () => import('./generated/sections/site-footer.js'),
  'not-found': () => import('./generated/sections/not-found.js'),
  'customer-login': () => import('./generated/sections/customer-login.js'),
  'customer-signup': () => import('./generated/sections/customer-signup.js'),
  'owner-signin': () => import('./generated/sections/owner-signin.js'),
  'owner-register': () => import('./generated/sections/owner-register.js'),
  'reset-password': () => import('./generated/sections/reset-password.js'),
  'account-overview': () => import('./generated/sections/account-overview.js'),
  checkout: () => import('./generated/sections/checkout.js'),
  'account-orders': () => import('./generated/sections/account-orders.js'),
  'account-addresses': () => import('./generated/sections/account-addresses.js'),
  newsletter: () => import('./generated/sections/newsletter.js'),
  'contact-form': () => import('./generated/sections/contact-form.js'),
  'blog-list': () => import('./generated/sections/blog-list.js'),
  'blog-post': () => import('./generated/sections/blog-post.js'),
};

const modules = createKeyedLoader(SECTION_VALIDATOR_LOADERS);

/** The type's module, loading it once; undefined for a type that does not exist. */
export function loadSectionValidators(type: string): Promise<SectionValidatorModule | undefined> {
  return modules.load(type);
}

/** The type's module if it has loaded, else undefined (synchronous). */
export function loadedSectionValidators(type: string): SectionValidatorModule | undefined {
  return modules.loaded(type);
}

/** The type's config validator, loading it once; undefined for a type that does not exist. */
export function loadSectionValidator(type: string): Promise<PrecompiledValidator | undefined> {
  return loadSectionValidators(type).then((m) => m?.validate);
}

/** The type's config validator if it has loaded, else undefined (synchronous). */
export function loadedSectionValidator(type: string): PrecompiledValidator | undefined {
  return modules.loaded(type)?.validate;
}
