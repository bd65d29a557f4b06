import { defaultsFromSchema } from '../schemas/defaults';
import { SECTION_METAS } from '../schemas/section-metas';
import type { PageDocument } from '../schemas/types';

type BuiltIn = { path: string; title: string; type: string; platformOnly?: boolean };

/**
 * Account screens every workspace has without storing them: sign-in, sign-up, reset and the
 * customer's /setting/overview on every host, owner registration and sign-in on the platform
 * host. A stored page at the same path wins, so an owner can restyle a screen by publishing
 * their own page there.
 */
const SCREENS: readonly BuiltIn[] = [
  { path: '/login', title: 'Sign in', type: 'customer-login' },
  { path: '/signup', title: 'Create your account', type: 'customer-signup' },
  { path: '/reset-password', title: 'Reset your password', type: 'reset-password' },
  { path: '/setting/overview', title: 'Your account', type: 'account-overview' },
  { path: '/admin/login', title: 'Owner sign-in', type: 'owner-signin' },
  { path: '/signin', title: 'Sign in to Sitewright', type: 'owner-signin', platformOnly: true },
  { path: '/register', title: 'Create your workspace', type: 'owner-register', platformOnly: true },
];

const metas = new Map(SECTION_METAS.map((m) => [m.type, m]));

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
        config: defaultsFromSchema(meta.schema) as Record<string, unknown>,
      },
    ],
  };
}

/**
 * Section types that appear on built-in pages (the demo fixtures need not place them): the
 * account screens, and the product page's body (server/storefront/pages.ts, at /p/{path}).
 */
export const BUILT_IN_SECTION_TYPES: readonly string[] = [
  ...SCREENS.map((s) => s.type),
  'product-detail',
];
