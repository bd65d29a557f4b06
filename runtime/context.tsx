import { createContext, useContext, type ReactNode } from 'react';
import type { SiteMenus } from '../schemas/types';
import type { DiscountRounding } from '../shared/format';
import type { PageCategoryBinding } from '../shared/template-binding';

/** What every section may read besides its own config. Serializable: islands receive it as JSON. */
export type RuntimeContextValue = {
  /** `builder` inside the editor's preview iframe: guards relax, links do not navigate. */
  mode: 'public' | 'builder';
  siteName: string;
  currencySymbol: string;
  /** The path being rendered, for active menu items. */
  path: string;
  /** The workspace's discount reading on product cards (shared/format.ts); floor when absent. */
  discountRounding?: DiscountRounding;
  /** The site's menus (the site document's), which headers and footers show; none when absent. */
  menus?: SiteMenus;
  /**
   * Builder mode: by template path (/p, /c), the sample category the template's listings that
   * follow the page's category show (shared/template-binding.ts).
   */
  templateListings?: Readonly<Record<string, PageCategoryBinding>>;
  /** The shop's prices exclude GST (Settings → Taxes): it is added at checkout. Absent: included. */
  pricesExcludeTax?: true;
  /** The store's contact details (Settings), which contact fields left empty on a section show. */
  contact?: { email: string; phone: string; address: string };
};

export const DEFAULT_RUNTIME_CONTEXT: RuntimeContextValue = {
  mode: 'public',
  siteName: '',
  currencySymbol: '₹',
  path: '/',
};

const RuntimeContext = createContext<RuntimeContextValue>(DEFAULT_RUNTIME_CONTEXT);

/** Provides the runtime context to sections (SSR, islands and preview alike). */
export function RuntimeProvider({
  value,
  children,
}: {
  value: RuntimeContextValue;
  children: ReactNode;
}) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

/** Reads the runtime context. */
export function useRuntime(): RuntimeContextValue {
  return useContext(RuntimeContext);
}

const NO_ITEMS: SiteMenus['main'] = [];

/** The site's main menu, which every header shows. */
export function useMainMenu(): SiteMenus['main'] {
  return useContext(RuntimeContext).menus?.main ?? NO_ITEMS;
}
