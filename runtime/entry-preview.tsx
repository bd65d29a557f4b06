import { createRoot } from 'react-dom/client';
import type { PageDocument, SiteDocument } from '../schemas/types';
import { SECTION_METAS } from '../schemas/section-metas';
import { currencySymbol } from '../shared/format';
import { createHtmlSanitizer } from '../shared/sanitize';
import { createSectionValidator } from '../shared/validate';
import { PreviewPage } from './preview/PreviewPage';
import { sectionRegistry } from './registry';

type SiteResponse = {
  data: { name: string; settings: { defaultCurrency?: string }; site: SiteDocument };
};

/**
 * Builder mode in the preview iframe: loads the draft site and page and renders them fully
 * client-side with real React. Links do not navigate away; forms do not send.
 */
async function main(): Promise<void> {
  const root = document.getElementById('sw-preview-root');
  if (!root) return;
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
  document.addEventListener(
    'click',
    (e) => {
      if ((e.target as Element | null)?.closest?.('a[href]')) e.preventDefault();
    },
    true,
  );
  document.addEventListener('submit', (e) => e.preventDefault(), true);
  createRoot(root).render(
    <PreviewPage
      site={site.site}
      page={page}
      ctx={{
        mode: 'builder',
        siteName: site.name,
        currencySymbol: currencySymbol(site.settings.defaultCurrency),
        path,
      }}
      registry={sectionRegistry}
      validate={createSectionValidator(SECTION_METAS)}
      sanitize={createHtmlSanitizer(window)}
    />,
  );
}

void main();
