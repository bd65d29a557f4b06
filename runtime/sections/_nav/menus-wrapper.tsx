import type { ReactNode } from 'react';
import type { SiteMenus } from '../../../schemas/types';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider, type RuntimeContextValue } from '../../context';

/**
 * Tests' wrapper: renders headers and footers with these site menus in the runtime context, and
 * the store's contact details (Settings) when given.
 */
export function menusWrapper(menus: SiteMenus, contact?: RuntimeContextValue['contact']) {
  return function Menus({ children }: { children: ReactNode }) {
    return (
      <RuntimeProvider
        value={{ ...DEFAULT_RUNTIME_CONTEXT, menus, ...(contact ? { contact } : {}) }}
      >
        {children}
      </RuntimeProvider>
    );
  };
}
