import { JSDOM } from 'jsdom';
import type { FastifyBaseLogger } from 'fastify';
import {
  createSectionMemo,
  renderPage,
  renderPreviewPage,
  type ClientAssets,
} from '../../runtime/entry-server';
import { SECTION_METAS } from '../../schemas/section-metas';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import type { PageCategoryBinding } from '../../shared/template-binding';
import { PAGE_UNREACHABLE_MESSAGE } from '../../shared/constants';
import { escapeHtml } from '../../shared/escape';
import { FAVICON_LINK } from '../../shared/favicon';
import { contactOf } from '../../shared/admin-api';
import { currencySymbol } from '../../shared/format';
import { taxOnTop } from '../../shared/gst';
import { createHtmlSanitizer } from '../../shared/sanitize';
import { createSectionValidator } from '../../shared/validate';
import type { Workspace } from '../http';

const NOT_FOUND_PAGE: PageDocument = {
  version: 1,
  title: 'Page not found',
  seo: {},
  sections: [{ id: 'not-found', type: 'not-found', config: {} }],
};

/** Server-side rendering of public pages with one validator, one sanitizer and the built assets. */
export function createRenderer(opts: {
  assets: ClientAssets;
  previewEntry?: string | null;
  /** The preview entry's static imports, for modulepreload. */
  previewPreload?: string[];
  log: FastifyBaseLogger;
}) {
  const previewMemo = createSectionMemo(PREVIEW_CACHE_SECTIONS);
  const validate = createSectionValidator(SECTION_METAS);
  const sanitize = createHtmlSanitizer(new JSDOM('').window);
  const ctxFor = (ws: Workspace, path: string) => ({
    mode: 'public' as const,
    siteName: ws.name,
    currencySymbol: currencySymbol(ws.settings.defaultCurrency),
    path,
    // Absent (the shop's floor) unless the workspace reads discounts as the events site does.
    ...(ws.settings.discountRounding === 'round' ? { discountRounding: 'round' as const } : {}),
    // The store's contact details, which sections' empty contact fields show (Settings).
    ...storeContact(ws.settings),
    // Prices before tax: product pages and the bag say GST is added at checkout.
    ...(taxOnTop(ws.settings) ? { pricesExcludeTax: true as const } : {}),
  });
  return {
    page(
      ws: Workspace,
      site: SiteDocument,
      page: PageDocument | null,
      path: string,
      extra: { sectionData?: Record<string, unknown>; headExtra?: string } = {},
    ): { status: number; html: string } {
      const status = page ? 200 : 404;
      const { html } = renderPage({
        ...extra,
        site,
        page: page ?? NOT_FOUND_PAGE,
        ctx: ctxFor(ws, path),
        validate,
        sanitize,
        assets: opts.assets,
        onProblem: (sectionId, problem) =>
          opts.log.warn(
            { workspace: ws.slug, path, sectionId, problem },
            'section rendered as placeholder',
          ),
      });
      return { status, html };
    },
    /**
     * The builder's preview of a draft (runtime/entry-server.tsx renderPreviewPage). Sections
     * are memoised by their JSON and the context, so reopening the builder, or a page after an
     * edit, renders only what changed.
     */
    preview(
      ws: Workspace,
      site: SiteDocument,
      page: PageDocument | null,
      path: string,
      embedded: boolean,
      sectionData?: Record<string, unknown>,
      templateListings?: Readonly<Record<string, PageCategoryBinding>>,
    ): { status: number; html: string } {
      const ctx = {
        ...ctxFor(ws, path),
        mode: 'builder' as const,
        ...(templateListings && Object.keys(templateListings).length ? { templateListings } : {}),
      };
      const html = renderPreviewPage({
        sectionData,
        site,
        page: page ?? NOT_FOUND_PAGE,
        ctx,
        validate,
        sanitize,
        assets: opts.assets,
        previewEntry: opts.previewEntry ?? '',
        previewPreload: opts.previewPreload ?? [],
        embedded,
        memo: previewMemo,
      });
      return { status: page ? 200 : 404, html };
    },
    validate,
  };
}

/** How many rendered preview sections the server keeps (least recently used go first). */
const PREVIEW_CACHE_SECTIONS = 2000;

export type Renderer = ReturnType<typeof createRenderer>;

/** `{ contact }` when the store has any contact detail in Settings, else nothing. */
function storeContact(settings: Record<string, unknown>) {
  const contact = contactOf(settings);
  return contact.email || contact.phone || contact.address ? { contact } : {};
}

/** A plain page for hosts that match no workspace, and for failures outside any site. */
export function plainPage(title: string, message: string, css: string[]): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>${FAVICON_LINK}${css.map((h) => `<link rel="stylesheet" href="${escapeHtml(h)}">`).join('')}` +
    `<style>:root{--sw-accent:#4f46e5;--sw-text:#111827;--sw-text-2:#4b5563;--sw-bg:#fff;--sw-link:#4338ca;--sw-font-body:system-ui,sans-serif;--sw-font-heading:system-ui,sans-serif}</style></head>` +
    `<body><main class="sw-notfound"><div class="sw-notfound__code">${title.startsWith('404') ? '404' : '!'}</div>` +
    `<h1>${escapeHtml(title.replace(/^404 · /, ''))}</h1><p class="sw-muted">${escapeHtml(message)}</p></main></body></html>`
  );
}

export { PAGE_UNREACHABLE_MESSAGE };
/** The inline scripts of public pages and previews, for the Content-Security-Policy's hashes. */
export { INLINE_SCRIPTS as PAGE_INLINE_SCRIPTS } from '../../runtime/entry-server';
