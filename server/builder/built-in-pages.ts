// The screens every workspace has without storing them, and the product and category page
// templates: what the public pages fall back to, what the builder lists under "Built-in screens"
// and opens before the owner has edited one, and the rules a stored template must keep.
import { createHash } from 'node:crypto';
import { defaultsFromSchema } from '../../schemas/defaults';
import { pageAction } from '../../schemas/fragments';
import { productDetailSchema } from '../../schemas/sections/product-detail';
import { productGridSchema, type ProductGridConfig } from '../../schemas/sections/product-grid';
import { productListSchema, type ProductListConfig } from '../../schemas/sections/product-list';
import { SECTION_METAS } from '../../schemas/section-metas';
import type { PageDocument } from '../../schemas/types';
import {
  CATEGORY_TEMPLATE_PATH,
  PRODUCT_TEMPLATE_PATH,
  type BuiltInKind,
  type PublishProblem,
} from '../../shared/builder-api';
import {
  ACCOUNT_ADDRESSES_PATH,
  ACCOUNT_ORDERS_PATH,
  CHECKOUT_PATH,
  PAYMENT_FAILURE_PATH,
  PAYMENT_SUCCESS_PATH,
} from '../../shared/orders';
import { UNSUBSCRIBE_PATH } from '../../shared/content';
import { followsPageCategory } from '../../shared/template-binding';

type BuiltIn = {
  path: string;
  title: string;
  type: string;
  platformOnly?: boolean;
  /** The owner cannot store a page here (the admin's own sign-in stays the product's). */
  fixed?: boolean;
  /** Shown without the site's header and footer (the admin's sign-in, not a page of the shop). */
  bare?: boolean;
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
  {
    path: '/admin/login',
    title: 'Owner sign-in',
    type: 'owner-signin',
    fixed: true,
    bare: true,
    // A workspace's own sign-in: its way out is to the site, not to registering another.
    config: {
      registerText: '',
      registerLinkText: 'Back to the site',
      registerAction: pageAction('/'),
    },
  },
  { path: '/signin', title: 'Sign in to Sitewright', type: 'owner-signin', platformOnly: true },
  { path: '/register', title: 'Create your workspace', type: 'owner-register', platformOnly: true },
];

const metas = new Map(SECTION_METAS.map((m) => [m.type, m]));

/** A config without the keys a screen set to undefined (to drop a schema default). */
function withoutUndefined(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined));
}

const screenOf = (path: string, platform: boolean) =>
  SCREENS.find((s) => s.path === path && (platform || !s.platformOnly));

/** Whether the built-in screen at `path` shows without the site's header and footer. */
export function isBareScreen(path: string): boolean {
  return SCREENS.some((s) => s.path === path && s.bare);
}

/**
 * The built-in page visitors get at a path, or null; `platform` is true on the platform's own
 * host. The templates are not pages: /p and /c answer 404.
 */
export function builtInPage(path: string, platform: boolean): PageDocument | null {
  const screen = screenOf(path, platform);
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

/** The product page template before the owner edits it: the details, then more of its category. */
function productTemplate(): PageDocument {
  const list = defaultsFromSchema(productListSchema) as ProductListConfig;
  const related: ProductListConfig = {
    ...list,
    // Empty: each product's page says "More from {its category}", as the built-in page does.
    heading: '',
    dynamicContentFilter: {
      ...list.dynamicContentFilter,
      filters: {},
      totalCardsToShow: 4,
      showPagination: false,
    },
  };
  return {
    version: 1,
    title: 'Product page',
    seo: {},
    sections: [
      {
        id: 'product',
        type: 'product-detail',
        config: defaultsFromSchema(productDetailSchema) as Record<string, unknown>,
      },
      { id: 'related', type: 'product-list', config: related },
    ],
  };
}

/** The category page template: one grid of the category (its name and description as heading). */
function categoryTemplate(): PageDocument {
  const grid = defaultsFromSchema(productGridSchema) as ProductGridConfig;
  const config: ProductGridConfig = {
    ...grid,
    heading: '',
    description: '',
    dynamicContentFilter: { ...grid.dynamicContentFilter, filters: {}, showSideFilter: true },
  };
  return {
    version: 1,
    title: 'Category page',
    seo: {},
    sections: [{ id: 'category-grid', type: 'product-grid', config }],
  };
}

/** A built-in screen or template the owner can open in the builder and make their own. */
export type DesignableBuiltIn = { path: string; title: string; kind: BuiltInKind };

const TEMPLATES: readonly DesignableBuiltIn[] = [
  { path: PRODUCT_TEMPLATE_PATH, title: 'Product page', kind: 'template' },
  { path: CATEGORY_TEMPLATE_PATH, title: 'Category page', kind: 'template' },
];

/** What the Pages panel lists under "Built-in screens", in its order. */
export function designableBuiltIns(platform: boolean): DesignableBuiltIn[] {
  return [
    ...SCREENS.filter((s) => !s.fixed && (platform || !s.platformOnly)).map((s) => ({
      path: s.path,
      title: s.title,
      kind: 'screen' as const,
    })),
    ...TEMPLATES,
  ];
}

/** Whether a stored page at `path` is a built-in screen or template made the owner's (any host). */
export function isBuiltInPath(path: string): boolean {
  return designableBuiltIns(true).some((b) => b.path === path);
}

/** The document a built-in screen or template starts from in the builder, or null. */
export function builtInDocument(path: string, platform: boolean): PageDocument | null {
  if (path === PRODUCT_TEMPLATE_PATH) return productTemplate();
  if (path === CATEGORY_TEMPLATE_PATH) return categoryTemplate();
  const screen = screenOf(path, platform);
  return screen && !screen.fixed ? builtInPage(path, platform) : null;
}

/**
 * The id a built-in screen's page has in this workspace, before and after the owner stores it:
 * the editor opens the built-in one under it, and its first save stores the page with it.
 */
export function builtInPageId(workspaceId: string, path: string): string {
  const digest = createHash('sha256').update(`${workspaceId}\u0000${path}`).digest('hex');
  return `builtin-${digest.slice(0, 32)}`;
}

export const PRODUCT_TEMPLATE_MESSAGE =
  'The product page template needs a Product details section: it shows the product of each page.';
export const CATEGORY_TEMPLATE_MESSAGE =
  'The category page template needs a product grid filled from the catalogue with no category chosen: it lists the category of each page.';

/** Why a template cannot go live: its binding section is missing. Other paths: none. */
export function templateProblems(path: string, doc: PageDocument): Required<PublishProblem>[] {
  const visible = doc.sections.filter((s) => !s.hidden);
  const missing =
    path === PRODUCT_TEMPLATE_PATH
      ? !visible.some((s) => s.type === 'product-detail') && PRODUCT_TEMPLATE_MESSAGE
      : path === CATEGORY_TEMPLATE_PATH
        ? !visible.some((s) => s.type === 'product-grid' && followsPageCategory(s)) &&
          CATEGORY_TEMPLATE_MESSAGE
        : false;
  return missing ? [{ defaultMessage: missing, sectionId: '', field: '' }] : [];
}

/**
 * Section types that appear on built-in pages (the demo fixtures need not place them): the
 * account screens, the product page's body (server/storefront/pages.ts, at /p/{path}), the
 * blog post page's and the search page's.
 */
export const BUILT_IN_SECTION_TYPES: readonly string[] = [
  ...new Set(SCREENS.map((s) => s.type)),
  'product-detail',
  // The blog post page's body (server/storefront/blog-pages.ts, at /blog/{slug}).
  'blog-post',
  // The search page's (server/storefront/pages.ts searchPage, at /search).
  'search',
];
