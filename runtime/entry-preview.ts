import type { PageDocument, SiteDocument } from '../schemas/types';
import { readPreloadedData } from './preview/preview-data';
import type { PreviewWorkspace } from './preview/views';
import { createPreviewDocument } from './preview/preview-state';
import { startBridgedPreview, startStandalonePreview } from './preview/start-bridged-preview';

/**
 * Builder mode. The server has rendered the draft into the page (links and forms already inert,
 * by a script in its head); this takes it over. In the editor's iframe it shows what the editor
 * sends (runtime/preview/bridge.ts); opened on its own, it brings the draft's interactive
 * sections to life. This entry carries no React and no section: it answers the editor's first
 * `init` from the server's markup, and the React half (runtime/preview/mount.tsx, with one chunk
 * per section type) loads once the preview is live or a change needs a render.
 */
/** A JSON object the server's shell put in a data attribute, if it is one. */
function readObject<T>(text: string | undefined): T | undefined {
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as T) : undefined;
  } catch {
    return undefined;
  }
}

function main(): void {
  const root = document.getElementById('sw-preview-root');
  if (!root) return;
  const mount = () => import('./preview/mount').then((m) => m.createPreviewMounter(window));
  // The server's shell names the workspace: the protocol's documents do not carry it. The
  // editor's origin is the preview's own unless the server names another (a preview on a
  // custom domain framed by the builder elsewhere): then every message is posted.
  const { siteName, currencySymbol, path, discountRounding, editorOrigin, pricesExcludeTax } =
    root.dataset;
  // The templates' sample categories and the store's contact details (shared/template-binding.ts,
  // Settings), which sections read from the runtime context.
  const binding = readObject<PreviewWorkspace['templateListings']>(root.dataset.templateListings);
  const contact = readObject<PreviewWorkspace['contact']>(root.dataset.contact);
  const workspace = {
    siteName: siteName ?? '',
    currencySymbol: currencySymbol ?? '',
    ...(discountRounding === 'round' ? { discountRounding: 'round' as const } : {}),
    ...(binding ? { templateListings: binding } : {}),
    ...(contact ? { contact } : {}),
    ...(pricesExcludeTax === '1' ? { pricesExcludeTax: true as const } : {}),
  };
  const preloaded = readPreloadedData(document);
  if (window.parent === window) {
    const data = document.getElementById('sw-preview-doc')?.textContent;
    if (!data) return;
    const { site, page } = JSON.parse(data) as { site: SiteDocument; page: PageDocument };
    const serverPath = path ?? '/';
    startStandalonePreview({
      win: window,
      container: root,
      workspace,
      mount,
      serverPath,
      preloaded,
      doc: createPreviewDocument(site, page, serverPath, 0),
    });
    return;
  }
  startBridgedPreview({
    win: window,
    parent: window.parent,
    ...(editorOrigin ? { editorOrigin } : {}),
    container: root,
    workspace,
    mount,
    serverPath: path ?? null,
    preloaded,
  });
}

main();
