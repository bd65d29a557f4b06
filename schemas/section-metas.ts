import { productDetailMeta } from './sections/product-detail';
import { productGridMeta } from './sections/product-grid';
import { productListMeta } from './sections/product-list';
import { heroSliderMeta } from './sections/hero-slider';
import { bannerSliderMeta } from './sections/banner-slider';
import { featureSplitMeta } from './sections/feature-split';
import { foodSliderMeta } from './sections/food-slider';
import { galleryMeta } from './sections/gallery';
import { imageCarouselMeta } from './sections/image-carousel';
import { logoGridMeta } from './sections/logo-grid';
import { heroMeta } from './sections/hero';
import { ctaMeta } from './sections/cta';
import { pricingMeta } from './sections/pricing';
import { embeddedFormMeta } from './sections/embedded-form';
import { paymentStatusMeta } from './sections/payment-status';
import { richSectionMeta } from './sections/rich-section';
import { faqMeta } from './sections/faq';
import { testimonialsMeta } from './sections/testimonials';
import { statsMeta } from './sections/stats';
import { timelineMeta } from './sections/timeline';
import { featureTabsMeta } from './sections/feature-tabs';
import { featureCarouselMeta } from './sections/feature-carousel';
import { featuresMeta } from './sections/features';
import { teamGridMeta } from './sections/team-grid';
import { shopHeaderMeta } from './sections/shop-header';
import { eventsHeaderMeta } from './sections/events-header';
import { orgHeaderMeta } from './sections/org-header';
import { orgFooterMeta } from './sections/org-footer';
import { siteFooterMeta } from './sections/site-footer';
import { notFoundMeta } from './sections/not-found';
import { customerLoginMeta } from './sections/customer-login';
import { customerSignupMeta } from './sections/customer-signup';
import { ownerSigninMeta } from './sections/owner-signin';
import { ownerRegisterMeta } from './sections/owner-register';
import { resetPasswordMeta } from './sections/reset-password';
import { accountOverviewMeta } from './sections/account-overview';
import { checkoutMeta } from './sections/checkout';
import { accountOrdersMeta } from './sections/account-orders';
import { accountAddressesMeta } from './sections/account-addresses';
import { newsletterMeta } from './sections/newsletter';
import { contactFormMeta } from './sections/contact-form';
import { blogListMeta } from './sections/blog-list';
import { blogPostMeta } from './sections/blog-post';
import type { SectionMeta } from './types';

/** Every section type's data half, in palette order. The runtime registry must match it. */
export const SECTION_METAS: readonly SectionMeta[] = [
  heroSliderMeta,
  imageCarouselMeta,
  bannerSliderMeta,
  logoGridMeta,
  featureSplitMeta,
  galleryMeta,
  foodSliderMeta,
  heroMeta,
  ctaMeta,
  pricingMeta,
  embeddedFormMeta,
  productGridMeta,
  productListMeta,
  productDetailMeta,
  paymentStatusMeta,
  richSectionMeta,
  faqMeta,
  testimonialsMeta,
  statsMeta,
  timelineMeta,
  featureTabsMeta,
  featureCarouselMeta,
  featuresMeta,
  teamGridMeta,
  shopHeaderMeta,
  eventsHeaderMeta,
  orgHeaderMeta,
  orgFooterMeta,
  siteFooterMeta,
  notFoundMeta,
  customerLoginMeta,
  customerSignupMeta,
  ownerSigninMeta,
  ownerRegisterMeta,
  resetPasswordMeta,
  accountOverviewMeta,
  checkoutMeta,
  accountOrdersMeta,
  accountAddressesMeta,
  newsletterMeta,
  contactFormMeta,
  blogListMeta,
  blogPostMeta,
];
