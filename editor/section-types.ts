// The section types as the editor knows them. The catalogue (schemas/section-catalog.ts: names,
// palette groups, slots) is here at once: it is all the first paint needs. A type's schema (with
// the defaults of a new section) and its precompiled validators (shared/section-validators.ts)
// are loaded per type, when a page shows the type, its form opens or a section of it is added,
// so the schemas, most of the section types' weight, stay out of the editor's first load.
import { useCallback, useSyncExternalStore } from 'react';
import { SECTION_CATALOG, type SectionInfo } from '../schemas/section-catalog';
import type { SectionMeta } from '../schemas/types';
import { createKeyedLoader } from '../shared/keyed-loader';
import {
  loadedSectionValidators,
  loadSectionValidators,
  type SectionValidatorModule,
} from '../shared/section-validators';

export const SECTION_INFO: ReadonlyMap<string, SectionInfo> = new Map(
  SECTION_CATALOG.map((info) => [info.type, info]),
);

/**
 * Each type's meta with its schema, by type. Written out (not globbed) so the bundler makes one
 * chunk per type and a new type shows up here in review; a test checks it lists every type.
 */
export const SECTION_META_LOADERS: Readonly<Record<string, () => Promise<SectionMeta>>> = {
  'hero-slider': () => import('../schemas/sections/hero-slider').then((m) => m.heroSliderMeta),
  'image-carousel': () =>
    import('../schemas/sections/image-carousel').then((m) => m.imageCarouselMeta),
  'banner-slider': () =>
    import('../schemas/sections/banner-slider').then((m) => m.bannerSliderMeta),
  'logo-grid': () => import('../schemas/sections/logo-grid').then((m) => m.logoGridMeta),
  'feature-split': () =>
    import('../schemas/sections/feature-split').then((m) => m.featureSplitMeta),
  gallery: () => import('../schemas/sections/gallery').then((m) => m.galleryMeta),
  'food-slider': () => import('../schemas/sections/food-slider').then((m) => m.foodSliderMeta),
  hero: () => import('../schemas/sections/hero').then((m) => m.heroMeta),
  cta: () => import('../schemas/sections/cta').then((m) => m.ctaMeta),
  pricing: () => import('../schemas/sections/pricing').then((m) => m.pricingMeta),
  'embedded-form': () =>
    import('../schemas/sections/embedded-form').then((m) => m.embeddedFormMeta),
  'product-grid': () => import('../schemas/sections/product-grid').then((m) => m.productGridMeta),
  'product-list': () => import('../schemas/sections/product-list').then((m) => m.productListMeta),
  'product-detail': () =>
    import('../schemas/sections/product-detail').then((m) => m.productDetailMeta),
  'payment-status': () =>
    import('../schemas/sections/payment-status').then((m) => m.paymentStatusMeta),
  'rich-section': () => import('../schemas/sections/rich-section').then((m) => m.richSectionMeta),
  faq: () => import('../schemas/sections/faq').then((m) => m.faqMeta),
  testimonials: () => import('../schemas/sections/testimonials').then((m) => m.testimonialsMeta),
  stats: () => import('../schemas/sections/stats').then((m) => m.statsMeta),
  timeline: () => import('../schemas/sections/timeline').then((m) => m.timelineMeta),
  'feature-tabs': () => import('../schemas/sections/feature-tabs').then((m) => m.featureTabsMeta),
  'feature-carousel': () =>
    import('../schemas/sections/feature-carousel').then((m) => m.featureCarouselMeta),
  features: () => import('../schemas/sections/features').then((m) => m.featuresMeta),
  'team-grid': () => import('../schemas/sections/team-grid').then((m) => m.teamGridMeta),
  'shop-header': () => import('../schemas/sections/shop-header').then((m) => m.shopHeaderMeta),
  'events-header': () =>
    import('../schemas/sections/events-header').then((m) => m.eventsHeaderMeta),
  'org-header': () => import('../schemas/sections/org-header').then((m) => m.orgHeaderMeta),
  'org-footer': () => import('../schemas/sections/org-footer').then((m) => m.orgFooterMeta),
  'site-footer': () => import('../schemas/sections/site-footer').then((m) => m.siteFooterMeta),
  'not-found': () => import('../schemas/sections/not-found').then((m) => m.notFoundMeta),
  'customer-login': () =>
    import('../schemas/sections/customer-login').then((m) => m.customerLoginMeta),
  'customer-signup': () =>
    import('../schemas/sections/customer-signup').then((m) => m.customerSignupMeta),
  'owner-signin': () => import('../schemas/sections/owner-signin').then((m) => m.ownerSigninMeta),
  'owner-register': () =>
    import('../schemas/sections/owner-register').then((m) => m.ownerRegisterMeta),
  'reset-password': () =>
    import('../schemas/sections/reset-password').then((m) => m.resetPasswordMeta),
  'account-overview': () =>
    import('../schemas/sections/account-overview').then((m) => m.accountOverviewMeta),
  checkout: () => import('../schemas/sections/checkout').then((m) => m.checkoutMeta),
  'account-orders': () =>
    import('../schemas/sections/account-orders').then((m) => m.accountOrdersMeta),
  'account-addresses': () =>
    import('../schemas/sections/account-addresses').then((m) => m.accountAddressesMeta),
  newsletter: () => import('../schemas/sections/newsletter').then((m) => m.newsletterMeta),
  'contact-form': () => import('../schemas/sections/contact-form').then((m) => m.contactFormMeta),
  'blog-list': () => import('../schemas/sections/blog-list').then((m) => m.blogListMeta),
  'blog-post': () => import('../schemas/sections/blog-post').then((m) => m.blogPostMeta),
};

/** What a section's form needs: the type's schema and its validators. */
export type LoadedSectionType = { meta: SectionMeta; validators: SectionValidatorModule };

const metas = createKeyedLoader(SECTION_META_LOADERS, () => loaded());
const both = new Map<string, LoadedSectionType>();
let loads = 0;
const listeners = new Set<() => void>();

function loaded(): void {
  loads += 1;
  for (const notify of listeners) notify();
}

/** The type's meta (its schema), loading it once; undefined for an unknown type. */
export function loadSectionMeta(type: string): Promise<SectionMeta | undefined> {
  return metas.load(type);
}

function loadValidators(type: string): Promise<SectionValidatorModule | undefined> {
  if (loadedSectionValidators(type)) return Promise.resolve(loadedSectionValidators(type));
  return loadSectionValidators(type).then((m) => {
    if (m) loaded();
    return m;
  });
}

/** The type's meta (its schema) if it has loaded. */
export function loadedSectionMeta(type: string): SectionMeta | undefined {
  return metas.loaded(type);
}

/** The type's schema and validators if both have loaded (the same object each time). */
export function loadedSectionType(type: string): LoadedSectionType | undefined {
  const hit = both.get(type);
  if (hit) return hit;
  const meta = metas.loaded(type);
  const validators = loadedSectionValidators(type);
  if (!meta || !validators) return undefined;
  const entry = { meta, validators };
  both.set(type, entry);
  return entry;
}

/** The type's schema and validators, loading what is missing; undefined for an unknown type. */
export async function loadSectionType(type: string): Promise<LoadedSectionType | undefined> {
  await Promise.all([loadSectionMeta(type), loadValidators(type)]);
  return loadedSectionType(type);
}

/**
 * Starts loading these types' validators (`forms`: their schemas too), each once. A failed load
 * leaves its type unloaded for the next call to try again.
 */
export function loadSectionTypes(types: Iterable<string>, forms: boolean): void {
  for (const type of types) {
    void loadValidators(type).catch(() => undefined);
    if (forms) void loadSectionMeta(type).catch(() => undefined);
  }
}

/**
 * How many loads have finished, for components that show what has loaded (a change re-renders
 * them); subscribing calls `start(key)`, again whenever `key` changes.
 */
function useLoads(key: string, start: (key: string) => void): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      listeners.add(notify);
      start(key);
      return () => void listeners.delete(notify);
    },
    [key, start],
  );
  return useSyncExternalStore(
    subscribe,
    () => loads,
    () => 0,
  );
}

const splitTypes = (key: string) => (key ? key.split('\n') : []);
const startValidators = (key: string) => loadSectionTypes(splitTypes(key), false);
const startForm = (type: string) => loadSectionTypes([type], true);

/**
 * Loads the validators of `types` (when `enabled`) and re-renders as each arrives: the number
 * answered changes whenever problemsOf (shell/section-info.ts) may answer for more sections.
 */
export function useValidatorsOf(types: readonly string[], enabled = true): number {
  return useLoads(enabled ? types.join('\n') : '', startValidators);
}

/** The type's schema and validators once loaded, undefined until then; subscribing loads them. */
export function useSectionType(type: string): LoadedSectionType | undefined {
  useLoads(type, startForm);
  return loadedSectionType(type);
}

/** What the store knows of a type: where it may go and, once loaded, its schema (defaults). */
export const editorSectionTypes = {
  get: (type: string): SectionInfo | SectionMeta | undefined =>
    metas.loaded(type) ?? SECTION_INFO.get(type),
};
