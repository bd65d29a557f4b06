import { ADMIN_APP_PATHS } from '../../../shared/admin-api';
import type { AdminIconName } from './icons';

export type NavItem = {
  label: string;
  to: string;
  icon: AdminIconName;
  /** A page of its own outside this app (the builder): a plain link, not the router's. */
  external?: boolean;
};

/** The left navigation (server/admin/shell.ts writes the same list before the app starts). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: ADMIN_APP_PATHS.dashboard, icon: 'dashboard' },
  { label: 'Orders', to: ADMIN_APP_PATHS.orders, icon: 'orders' },
  { label: 'Products', to: ADMIN_APP_PATHS.products, icon: 'products' },
  { label: 'Categories', to: ADMIN_APP_PATHS.categories, icon: 'categories' },
  { label: 'Customers', to: ADMIN_APP_PATHS.customers, icon: 'customers' },
  { label: 'Discounts', to: ADMIN_APP_PATHS.discounts, icon: 'discounts' },
  { label: 'Blog', to: ADMIN_APP_PATHS.blog, icon: 'blog' },
  { label: 'Comments', to: ADMIN_APP_PATHS.comments, icon: 'comments' },
  { label: 'Newsletter', to: ADMIN_APP_PATHS.newsletter, icon: 'newsletter' },
  { label: 'Enquiries', to: ADMIN_APP_PATHS.enquiries, icon: 'enquiries' },
  { label: 'Website', to: ADMIN_APP_PATHS.builder, icon: 'website', external: true },
  { label: 'Redirects', to: ADMIN_APP_PATHS.redirects, icon: 'redirects' },
  { label: 'Settings', to: ADMIN_APP_PATHS.settings, icon: 'settings' },
];
