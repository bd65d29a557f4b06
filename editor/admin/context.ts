import { createContext, useContext } from 'react';
import type { AdminBoot } from '../../shared/admin-api';

/** The workspace and the signed-in person (the boot blob), for every screen. */
export const AdminBootContext = createContext<AdminBoot | null>(null);

export function useAdminBoot(): AdminBoot {
  const boot = useContext(AdminBootContext);
  if (!boot) throw new Error('useAdminBoot() outside the admin app');
  return boot;
}
