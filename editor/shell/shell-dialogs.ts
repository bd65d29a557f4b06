// The shell's dialogs that panels open (the outline's header and footer rows, the pages panel):
// App holds their state and provides these openers.
import { createContext, useContext } from 'react';
import type { MenuName } from '../menu/menu-model';

export type ShellDialogs = { openMenus(menu: MenuName): void };

export const ShellDialogsContext = createContext<ShellDialogs>({ openMenus: () => undefined });

export function useShellDialogs(): ShellDialogs {
  return useContext(ShellDialogsContext);
}
