// The admin app's entry (/admin/*, docs/admin.md): a second entry of the editor's Vite build.
import { createRoot } from 'react-dom/client';
import { ADMIN_ROOT_ID } from '../../shared/admin-api';
import { createAdminApi } from './api';
import { AdminApp } from './App';
import { readAdminBoot } from './boot';
// The admin's typeface, bundled (no font is fetched from elsewhere): the weights admin.css uses.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './admin.css';

const root = document.getElementById(ADMIN_ROOT_ID);
if (root) {
  const boot = readAdminBoot();
  document.documentElement.dataset.swaSite = boot.workspace.name;
  createRoot(root).render(<AdminApp boot={boot} api={createAdminApi()} />);
}
