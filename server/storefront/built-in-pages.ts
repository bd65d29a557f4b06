import { defaultsFromSchema } from '../../schemas/defaults';
import { SECTION_METAS } from '../../schemas/section-metas';
import type { PageDocument } from '../../schemas/types';
import {
  ACCOUNT_ADDRESSES_PATH,
  ACCOUNT_ORDERS_PATH,
  CHECKOUT_PATH,
  PAYMENT_FAILURE_PATH,
  PAYMENT_SUCCESS_PATH,
} from '../../shared/orders';
import { UNSUBSCRIBE_PATH } from '../../shared/content';

type BuiltIn = {
  path: string;
  title: string;
  type: string;
  platformOnly?: boolean;
  /** Replaces the schema's defaults where the screen needs other values. */
  config?: Record<string, unknown>;
};

/**
 * The payment screens show the order checkout returns with (`?orderId=`): no sample amount or
 * transaction id of the schema's defaults, so nothing but the real order's ever shows.
 */
const PAYMENT_SUCCESS_CONFIG = {
  variant: 'success',
  title: 'Payment successful',
  subtitle: 'Thank you! Your order is confirmed.',
  amount: undefined,
  transactionId: undefined,
  description:
    'A receipt is on its way to your email. You can follow your order from your account.',
  buttonText: 'Continue shopping',
  buttonAction: { navigateTo: 'page', page: '/' },
};
const PAYMENT_FAILURE_CONFIG = {
  variant: 'failure',
  title: 'Payment failed',
  subtitle: 'Your payment did not go through.',
  amount: undefined,
  transactionId: undefined,
  description: 'Your bag is kept: you can try again, or choose another way to pay.',
  buttonText: 'Try again',
  buttonAction: { navigateTo: 'page', page: '/checkout' },
};

/** The screen every newsletter mail links to: the newsletter section in unsubscribe mode. */
const UNSUBSCRIBE_CONFIG = {
  variant: 'card',
  mode: 'unsubscribe',
  heading: 'Unsubscribe from our newsletter',
  description: 'We are sorry to see you go. Tell us why, and we will stop writing to you.',
  note: undefined,
};

/**
 * Screens every workspace has without storing them: sign-in, sign-up, reset, the customer's
 * account pages (/setting/overview, /setting/orders, /setting/addresses), checkout and its two
 * payment screens, the newsletter's unsubscribe screen on every host; owner registration and
 * sign-in on the platform host. A stored page at the same path wins, so an owner can restyle a
 * screen by publishing their own page there.
 */
const SCREENS: readonly BuiltIn[] = [
  { path: '/login', title: 'Sign in', type: 'customer-login' },
  { path: '/signup', title: 'Create your account', type: 'customer-signup' },
  { path: '/reset-password', title: 'Reset your password', type: 'reset-password' },
  { path: '/setting/overview', title: 'Your account', type: 'account-overview' },
  { path: ACCOUNT_ORDERS_PATH, title: 'Your orders', type: 'account-orders' },
  { path: ACCOUNT_ADDRESSES_PATH, title: 'Your addresses', type: 'account-addresses' },
  { path: CHECKOUT_PATH, title: 'Checkout', type: 'checkout' },
  {
    path: PAYMENT_SUCCESS_PATH,
    title: 'Payment successful',
    type: 'payment-status',
    config: PAYMENT_SUCCESS_CONFIG,
  },
  {
    path: PAYMENT_FAILURE_PATH,
    title: 'Payment failed',
    type: 'payment-status',
    config: PAYMENT_FAILURE_CONFIG,
  },
  {
    path: UNSUBSCRIBE_PATH,
    title: 'Unsubscribe',
    type: 'newsletter',
    config: UNSUBSCRIBE_CONFIG,
  },
  { path: '/admin/login', title: 'Owner sign-in', type: 'owner-signin' },
  { path: '/signin', title: 'Sign in to Sitewright', type: 'owner-signin', platformOnly: true },
  { path: '/register', title: 'Create your workspace', type: 'owner-register', platformOnly: true },
];

const metas = new Map(SECTION_METAS.map((m) => [m.type, m]));

/** A config without the keys a screen set to undefined (to drop a schema default). */
function withoutUndefined(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined));
}

/** The built-in page at a path, or null; `platform` is true on the platform's own host. */
export function builtInPage(path: string, platform: boolean): PageDocument | null {
  const screen = SCREENS.find((s) => s.path === path && (platform || !s.platformOnly));
  const meta = screen && metas.get(screen.type);
  if (!screen || !meta) return null;
  return {
    version: 1,
    title: screen.title,
    seo: {},
    sections: [
      {
        id: screen.type,
        type: screen.type,
        config: withoutUndefined({
          ...(defaultsFromSchema(meta.schema) as Record<string, unknown>),
          ...screen.config,
        }),
      },
    ],
  };
}

/**
 * Section types that appear on built-in pages (the demo fixtures need not place them): the
 * account screens, the product page's body (server/storefront/pages.ts, at /p/{path}) and the
 * blog post page's.
 */
export const BUILT_IN_SECTION_TYPES: readonly string[] = [
  ...new Set(SCREENS.map((s) => s.type)),
  'product-detail',
  // The blog post page's body (server/storefront/blog-pages.ts, at /blog/{slug}).
  'blog-post',
];
