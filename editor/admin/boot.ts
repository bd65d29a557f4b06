import { ADMIN_BOOT_ID, type AdminBoot } from '../../shared/admin-api';

/** The boot blob the server wrote into the page (server/admin/shell.ts). */
export function readAdminBoot(doc: Document = document): AdminBoot {
  const fallback: AdminBoot = {
    workspace: { id: '', name: doc.title, slug: '', domain: location.hostname, currency: 'INR' },
    user: { id: '', name: '', email: '', role: 'STAFF' },
  };
  try {
    const data = JSON.parse(
      doc.getElementById(ADMIN_BOOT_ID)?.textContent ?? '{}',
    ) as Partial<AdminBoot>;
    return {
      workspace: { ...fallback.workspace, ...data.workspace },
      user: { ...fallback.user, ...data.user },
    };
  } catch {
    return fallback;
  }
}
