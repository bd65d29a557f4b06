import { createRegistry } from './define-section';
import { heroSlider } from './sections/hero-slider';
import { bannerSlider } from './sections/banner-slider';
import { featureSplit } from './sections/feature-split';
import { foodSlider } from './sections/food-slider';
import { gallery } from './sections/gallery';
import { imageCarousel } from './sections/image-carousel';
import { logoGrid } from './sections/logo-grid';
import { hero } from './sections/hero';
import { cta } from './sections/cta';
import { pricing } from './sections/pricing';
import { embeddedForm } from './sections/embedded-form';
import { productGrid } from './sections/product-grid';
import { productList } from './sections/product-list';
import { productDetail } from './sections/product-detail';
import { paymentStatus } from './sections/payment-status';
import { richSection } from './sections/rich-section';
import { faq } from './sections/faq';
import { testimonials } from './sections/testimonials';
import { stats } from './sections/stats';
import { timeline } from './sections/timeline';
import { featureTabs } from './sections/feature-tabs';
import { featureCarousel } from './sections/feature-carousel';
import { features } from './sections/features';
import { teamGrid } from './sections/team-grid';
import { shopHeader } from './sections/shop-header';
import { eventsHeader } from './sections/events-header';
import { orgHeader } from './sections/org-header';
import { orgFooter } from './sections/org-footer';
import { siteFooter } from './sections/site-footer';
import { notFound } from './sections/not-found';
import { customerLogin } from './sections/customer-login';
import { customerSignup } from './sections/customer-signup';
import { ownerSignin } from './sections/owner-signin';
import { ownerRegister } from './sections/owner-register';
import { resetPassword } from './sections/reset-password';
import { accountOverview } from './sections/account-overview';
import { checkout } from './sections/checkout';
import { accountOrders } from './sections/account-orders';
import { accountAddresses } from './sections/account-addresses';
import { newsletter } from './sections/newsletter';
import { contactForm } from './sections/contact-form';

import { blogList } from './sections/blog-list';
import { blogPost } from './sections/blog-post';
/** The one registry used by SSR, islands and the builder preview. */
export const sectionRegistry = createRegistry([
  heroSlider,
  imageCarousel,
  bannerSlider,
  logoGrid,
  featureSplit,
  gallery,
  foodSlider,
  hero,
  cta,
  pricing,
  embeddedForm,
  productGrid,
  productList,
  productDetail,
  paymentStatus,
  richSection,
  faq,
  testimonials,
  stats,
  timeline,
  featureTabs,
  featureCarousel,
  features,
  teamGrid,
  shopHeader,
  eventsHeader,
  orgHeader,
  orgFooter,
  siteFooter,
  notFound,
  customerLogin,
  customerSignup,
  ownerSignin,
  ownerRegister,
  resetPassword,
  accountOverview,
  checkout,
  accountOrders,
  accountAddresses,
  newsletter,
  contactForm,
  blogList,
  blogPost,
]);
