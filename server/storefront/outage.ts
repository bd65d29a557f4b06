// What a public page answers while the database is down, locked or too slow to render it.
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { PAGE_UNREACHABLE_MESSAGE } from '../../shared/constants';
import type { Workspace } from '../http';
import { plainPage, type Renderer } from './ssr';

/** The body of the 503 inside a site's layout: SPEC §8's page-load text and a way home. */
function unreachablePage(path: string): PageDocument {
  return {
    version: 1,
    title: 'Page unreachable',
    seo: {},
    sections: [
      {
        id: 'unreachable',
        type: 'cta',
        config: {
          variant: 'card',
          heading: 'Page unreachable',
          description: PAGE_UNREACHABLE_MESSAGE,
          buttons: [
            {
              text: 'Try again',
              style: 'primary',
              buttonAction: { navigateTo: 'page', page: path },
            },
          ],
        },
      },
    ],
  };
}

/**
 * The 503 page of a workspace: its site's header and footer around SPEC §8's page-load text
 * when its published site document was read since the process started, else a plain page
 * with that text. Each good render hands its site document to `remember`.
 */
export function createOutagePages(opts: { renderer: Renderer; css: string[]; maxSites?: number }) {
  const sites = new Map<string, SiteDocument>();
  const maxSites = opts.maxSites ?? 1000;
  return {
    remember(workspaceId: string, site: SiteDocument): void {
      if (sites.get(workspaceId) === site) return;
      sites.delete(workspaceId);
      if (sites.size >= maxSites) sites.delete(sites.keys().next().value as string);
      sites.set(workspaceId, site);
    },
    page(ws: Workspace | null, path: string): string {
      const site = ws && sites.get(ws.id);
      if (ws && site) {
        try {
          return opts.renderer.page(ws, site, unreachablePage(path), path).html;
        } catch {
          // The plain page below says the same.
        }
      }
      return plainPage('Page unreachable', PAGE_UNREACHABLE_MESSAGE, opts.css);
    },
  };
}
