import { createRoot } from 'react-dom/client';
import type { PageDocument, SiteDocument } from '../schemas/types';
import { SECTION_METAS } from '../schemas/section-metas';
import { currencySymbol } from '../shared/format';
import { createHtmlSanitizer } from '../shared/sanitize';
import { createSectionValidator } from '../shared/validate';
import previewCss from './preview/preview.css?inline';
import { PreviewPage, type PreviewDeps } from './preview/PreviewPage';
import { createPreviewDocument } from './preview/preview-state';
import { startBridgedPreview } from './preview/start-bridged-preview';
import { sectionRegistry } from './registry';

type SiteResponse = {
  data: { name: string; settings: { defaultCurrency?: string }; site: SiteDocument };
};

/** Links do not navigate away and forms do not send, whichever section renders them. */
function makeInert(doc: Document): void {
  doc.addEventListener(
    'click',
    (e) => {
      if ((e.target as Element | null)?.closest?.('a[href]')) e.preventDefault();
    },
    true,
  );
  doc.addEventListener('submit', (e) => e.preventDefault(), true);
}

/**
 * Compiles every section schema while the page is idle, so inserting a type the page did not
 * have yet does not pay for it on that edit.
 */
function warmUp(validate: PreviewDeps['validate']): void {
  const run = () => {
    for (const meta of SECTION_METAS) validate({ id: 'warm-up', type: meta.type, config: {} });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** Opened on its own: loads the draft site and page from the read API and renders them. */
async function renderDraft(root: Element, deps: PreviewDeps): Promise<void> {
  const path = new URLSearchParams(location.search).get('path') ?? '/';
  const [siteRes, pageRes] = await Promise.all([
    fetch('/api/public/website/site?version=draft'),
    fetch(`/api/public/website/page?version=draft&path=${encodeURIComponent(path)}`),
  ]);
  const site = ((await siteRes.json()) as SiteResponse).data;
  const page: PageDocument = pageRes.ok
    ? ((await pageRes.json()) as { data: PageDocument }).data
    : {
        version: 1,
        title: 'Page not found',
        seo: {},
        sections: [{ id: 'not-found', type: 'not-found', config: {} }],
      };
  const doc = createPreviewDocument(site.site, page, path, 0);
  createRoot(root).render(
    <PreviewPage
      site={doc.site}
      sections={doc.sections}
      ctx={{
        mode: 'builder',
        siteName: site.name,
        currencySymbol: currencySymbol(site.settings.defaultCurrency),
        path,
      }}
      deps={deps}
    />,
  );
}

/**
 * Builder mode, rendered fully client-side with real React. In the editor's iframe it renders
 * what the editor sends over postMessage (runtime/preview/bridge.ts); opened directly, the draft
 * from the read API.
 */
function main(): void {
  const root = document.getElementById('sw-preview-root');
  if (!root) return;
  makeInert(document);
  const deps: PreviewDeps = {
    registry: sectionRegistry,
    validate: createSectionValidator(SECTION_METAS),
    sanitize: createHtmlSanitizer(window),
  };
  if (window.parent === window) {
    void renderDraft(root, deps);
    return;
  }
  const style = document.createElement('style');
  style.textContent = previewCss;
  document.head.append(style);
  // The server's shell names the workspace: the protocol's documents do not carry it.
  const { siteName, currency } = (root as HTMLElement).dataset;
  startBridgedPreview({
    win: window,
    parent: window.parent,
    container: root,
    workspace: { siteName: siteName ?? '', currencySymbol: currencySymbol(currency || undefined) },
    deps,
  });
  warmUp(deps.validate);
}

main();
