import type { ReactNode } from 'react';
import type { SiteMenus } from '../../../schemas/types';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';

/** Tests' wrapper: renders headers and footers with these site menus in the runtime context. */
export function menusWrapper(menus: SiteMenus) {
  return function Menus({ children }: { children: ReactNode }) {
    return (
      <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, menus }}>{children}</RuntimeProvider>
    );
  };
}
