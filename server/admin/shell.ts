// The HTML of the admin app (/admin/dashboard, /admin/orders, …): its entry and CSS from the
// admin build's manifest (entry `editor/admin/main.tsx`, docs/admin.md), the boot blob, and a
// plain server-rendered frame (navigation, the screen's title, sign-out form) that the app
// replaces when it starts and that still works without JavaScript or without a build.
import {
  ADMIN_APP_PATHS,
  ADMIN_BOOT_ID,
  ADMIN_ROOT_ID,
  type AdminBoot,
} from '../../shared/admin-api';
import { escapeHtml } from '../../shared/escape';
import { FAVICON_LINK } from '../../shared/favicon';
import { createManifestAssetsReader, type EditorAssets, scriptJson } from '../builder';

export const ADMIN_ENTRY = 'editor/admin/main.tsx';
export const ADMIN_NOT_BUILT_MESSAGE = 'The admin app is not built. Run npm run build.';

export type AdminAssets = EditorAssets;

/** The admin entry's files from `{clientDir}/.vite/admin-manifest.json` (its own build), or null. */
export function createAdminAssetsReader(clientDir: string): () => AdminAssets | null {
  return createManifestAssetsReader(clientDir, 'admin-manifest.json', ADMIN_ENTRY);
}

/** The navigation, in the app's order (editor/admin/shell/nav.ts says the same). */
const NAV: { href: string; label: string }[] = [
  { href: ADMIN_APP_PATHS.dashboard, label: 'Dashboard' },
  { href: ADMIN_APP_PATHS.orders, label: 'Orders' },
  { href: ADMIN_APP_PATHS.products, label: 'Products' },
  { href: ADMIN_APP_PATHS.categories, label: 'Categories' },
  { href: ADMIN_APP_PATHS.customers, label: 'Customers' },
  { href: ADMIN_APP_PATHS.discounts, label: 'Discounts' },
  { href: ADMIN_APP_PATHS.blog, label: 'Blog' },
  { href: ADMIN_APP_PATHS.comments, label: 'Comments' },
  { href: ADMIN_APP_PATHS.newsletter, label: 'Newsletter' },
  { href: ADMIN_APP_PATHS.enquiries, label: 'Enquiries' },
  { href: ADMIN_APP_PATHS.builder, label: 'Website' },
  { href: ADMIN_APP_PATHS.redirects, label: 'Redirects' },
  { href: ADMIN_APP_PATHS.settings, label: 'Settings' },
];

/** The screen a path shows: the nav item it is under, else the dashboard. */
export function screenTitle(path: string): string {
  const p = path.split(/[?#]/)[0] ?? '';
  const hit = NAV.find((n) => p === n.href || p.startsWith(`${n.href}/`));
  return hit?.label ?? 'Dashboard';
}

/** The frame before the app starts (or without it): links, who is signed in, sign-out. */
function staticFrame(boot: AdminBoot, title: string, notice: string): string {
  const e = escapeHtml;
  const current = (href: string) =>
    screenTitle(href) === title && href !== ADMIN_APP_PATHS.builder ? ' aria-current="page"' : '';
  return (
    `<div class="swa-app swa-static"><nav class="swa-nav" aria-label="Admin">` +
    `<div class="swa-brand"><span class="swa-brand-mark" aria-hidden="true">${e(boot.workspace.name.slice(0, 1).toUpperCase())}</span>` +
    `<span class="swa-brand-name" data-testid="workspace-name">${e(boot.workspace.name)}</span></div><ul>` +
    NAV.map(
      (n) =>
        `<li><a class="swa-nav-link" href="${n.href}"${current(n.href)}>${e(n.label)}</a></li>`,
    ).join('') +
    `<li><a class="swa-nav-link" href="/">View site</a></li></ul>` +
    `<div class="swa-nav-foot"><div class="swa-me"><div class="swa-me-name">${e(boot.user.name)}</div>` +
    `<div class="swa-me-email">${e(boot.user.email)}</div><span class="swa-role">${boot.user.role === 'OWNER' ? 'Owner' : 'Staff'}</span></div>` +
    `<form method="post" action="${ADMIN_APP_PATHS.logout}"><button type="submit" class="swa-btn swa-btn--secondary">Sign out</button></form></div></nav>` +
    `<main class="swa-main"><h1>${e(title)}</h1><p class="swa-muted">${e(notice)}</p></main></div>`
  );
}

/** The document up to the page's own head elements: charset, viewport, title, favicon. */
function headStart(boot: AdminBoot, title: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} · ${escapeHtml(boot.workspace.name)}</title>` +
    FAVICON_LINK
  );
}

export function adminShell(assets: AdminAssets, boot: AdminBoot, path: string): string {
  const attr = escapeHtml;
  const title = screenTitle(path);
  return (
    headStart(boot, title) +
    assets.css.map((h) => `<link rel="stylesheet" href="${attr(h)}">`).join('') +
    `<link rel="modulepreload" href="${attr(assets.entry)}">` +
    assets.preload.map((h) => `<link rel="modulepreload" href="${attr(h)}">`).join('') +
    `</head><body><div id="${ADMIN_ROOT_ID}">${staticFrame(boot, title, 'Loading…')}</div>` +
    `<script type="application/json" id="${ADMIN_BOOT_ID}">${scriptJson(boot)}</script>` +
    `<script type="module" src="${attr(assets.entry)}"></script></body></html>`
  );
}

/** Without a build: the same frame (it works without the app) and what to do about it. */
export function adminNotBuiltPage(boot: AdminBoot, path: string): string {
  const title = screenTitle(path);
  return (
    headStart(boot, title) +
    `<style>body{font:15px/1.5 system-ui,sans-serif;color:#111827;margin:0}.swa-app{display:flex;flex-wrap:wrap;gap:2rem;padding:1.5rem}` +
    `.swa-nav ul{list-style:none;padding:0}.swa-nav a{color:#4338ca}.swa-muted{color:#4b5563}.swa-role{font-size:12px;color:#4b5563}` +
    `button{font:inherit;padding:.4rem .9rem;border-radius:.5rem;border:1px solid #4f46e5;background:#4f46e5;color:#fff;cursor:pointer}</style>` +
    `</head><body>${staticFrame(boot, title, ADMIN_NOT_BUILT_MESSAGE)}</body></html>`
  );
}
