import type { PageDocument, Section, SiteDocument } from '../schemas/types';
import { FAVICON_LINK } from '../shared/favicon';
import { escapeHtml } from '../shared/escape';
import { jsonHash } from '../shared/hash';
import type { HtmlSanitizer } from '../shared/sanitize';
import { FONT_FILES, fontFaceCss, themeFontFaceCss, themePreloadFonts } from '../shared/fonts';
import { sectionStyleAttrs, wrapStyled } from '../shared/section-style';
import { themeToCss } from '../shared/theme-css';
import type { RuntimeContextValue } from './context';
import { EARLY_INPUT_SCRIPT } from './early-input';
import { demoteEagerImages, prioritizeFirstImage } from './lcp-image';
import { mediaFirstClasses } from './page-flags';
import { PREVIEW_CSS } from './preview/preview-css';
import { PREVIEW_DATA_ID, type PreloadedSection } from './preview/preview-data';
import { renderSection, type RenderedSection, type SectionValidator } from './render-section';
import type { SectionRegistry } from './define-section';
import { sectionRegistry } from './registry';

export type { SectionValidator };

/** Built client files the page links: the stylesheet, the island loader, island chunks by type. */
export type ClientAssets = {
  css: string[];
  /** woff2 files by family slug, subset and weight, e.g. 'inter-latin-400' (shared/fonts.ts). */
  fonts: Record<string, string>;
  islandEntry: string | null;
  islandChunks: Record<string, string[]>;
  /**
   * The URL of one module holding the page's set of islands, which imports the entry (the server
   * bundles it: server/storefront/island-sets.ts); absent or null, the entry loads each island's
   * chunk itself.
   */
  islandSet?: (types: readonly string[]) => string | null;
  /**
   * The URL of the stylesheet of a page of these section types: the base styles and theirs
   * (server/storefront/page-styles.ts); absent or null, the page links `css`, the whole sheet.
   */
  pageStyles?: (types: readonly string[]) => string | null;
};

export type RenderPageInput = {
  site: SiteDocument;
  page: PageDocument;
  ctx: RuntimeContextValue;
  validate: SectionValidator;
  sanitize: HtmlSanitizer;
  assets: ClientAssets;
  status?: number;
  onProblem?: (sectionId: string, problem: string) => void;
  /** Pre-loaded data by section id (SectionProps.data). */
  sectionData?: Readonly<Record<string, unknown>>;
  /** Extra tags for the head (structured data, Open Graph of a product), already escaped. */
  headExtra?: string;
};

export type RenderedPage = { html: string; islandTypes: string[] };

/**
 * Starts the page's island scripts once the page has loaded (its stylesheet, fonts and first
 * image) and painted its largest element (or its first content, where a browser does not tell
 * the largest), or after 3 s whatever happened (a slow image elsewhere, a hidden tab): before,
 * they would share a phone's bandwidth and main thread with what the visitor sees first (on a
 * fast connection the load event comes before the first paint). Clicks meanwhile are held
 * (early-input). The runtime's and the set's URLs are on `#sw-data`.
 */
const LOAD_ISLANDS_SCRIPT =
  "<script>(function(){var done,loaded,painted,P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[],type=types.indexOf('largest-contentful-paint')>=0?'largest-contentful-paint':types.indexOf('paint')>=0?'paint':null;function go(){if(done)return;done=1;var d=document.getElementById('sw-data'),l=document.createElement('link'),s=document.createElement('script');l.rel='modulepreload';l.href=d.getAttribute('data-sw-runtime');document.head.appendChild(l);s.type='module';s.src=d.getAttribute('data-sw-set');s.setAttribute('data-sw-set','');document.body.appendChild(s)}function check(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(go,0)})}if(type)new P(function(){painted=1;check()}).observe({type:type,buffered:true});else painted=1;function onload(){loaded=1;check()}if(document.readyState==='complete')onload();else addEventListener('load',onload);setTimeout(go,3000)})()</script>";

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The theme's preloads, @font-face rules and custom properties, for a page's head. */
function themeHead(site: SiteDocument, fonts: Record<string, string>, allFonts = false) {
  const preload = themePreloadFonts(site.theme, fonts).map(
    (href) =>
      `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
  );
  // The builder's preview can switch to any bundled font without a reload; a face costs
  // nothing until text uses it.
  const faces = allFonts
    ? fontFaceCss(Object.keys(FONT_FILES), fonts)
    : themeFontFaceCss(site.theme, fonts);
  return { preload, faces };
}

/** The context with the site's menus, which its header and footer read (useMainMenu, FooterColumns). */
function withMenus(ctx: RuntimeContextValue, site: SiteDocument): RuntimeContextValue {
  return site.menus ? { ...ctx, menus: site.menus } : ctx;
}

/** Server-renders a whole public page: head, theme variables, header, sections, footer, islands. */
export function renderPage(input: RenderPageInput): RenderedPage {
  const { site, page } = input;
  const ctx = withMenus(input.ctx, site);
  const opts = {
    registry: sectionRegistry,
    ctx,
    validate: input.validate,
    sanitize: input.sanitize,
  };
  // The types of the sections shown, whose styles the page links.
  const shown = new Set<string>();
  const render = (s: Section | null): RenderedSection | null => {
    if (!s || s.hidden) return null;
    const out = renderSection(s, { ...opts, data: input.sectionData?.[s.id] });
    if (out.problem) input.onProblem?.(String(s.id), out.problem);
    if (out.problem) return out;
    shown.add(s.type);
    return { ...out, html: wrapStyled(s.style, out.html) };
  };
  const header = render(site.header);
  const body = (Array.isArray(page.sections) ? page.sections : []).map(render);
  // The first section's first image is the likely LCP element: fetched first, preloaded.
  const first = body.findIndex((b) => b && !b.problem);
  const lcp = first >= 0 ? prioritizeFirstImage(body[first]!.html) : { html: '', preload: [] };
  if (first >= 0) body[first] = { ...body[first]!, html: lcp.html };
  for (let i = first + 1; first >= 0 && i < body.length; i++) {
    const b = body[i];
    if (b && !b.problem) body[i] = { ...b, html: demoteEagerImages(b.html) };
  }
  const footer = render(site.footer);
  const all = [header, ...body, footer].filter((x): x is RenderedSection => x !== null);
  const islands = all.flatMap((r) => (r.island ? [r.island] : []));
  const islandTypes = [...new Set(islands.map((i) => i.type))];
  const islandEntry = islands.length > 0 ? input.assets.islandEntry : null;

  const fontHead = themeHead(site, input.assets.fonts);
  const pageCss = input.assets.pageStyles?.([...shown]) ?? null;
  const title = page.seo?.title || (page.title ? `${page.title} | ${ctx.siteName}` : ctx.siteName);
  const description = page.seo?.description ?? '';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    page.seo?.image ? `<meta property="og:image" content="${escapeHtml(page.seo.image)}">` : '',
    input.headExtra?.includes('property="og:title"')
      ? ''
      : `<meta property="og:title" content="${escapeHtml(title)}">`,
    input.headExtra ?? '',
    FAVICON_LINK,
    // Above the stylesheets, which an inline script below them would wait for.
    islandEntry ? EARLY_INPUT_SCRIPT : '',
    ...lcp.preload,
    ...fontHead.preload,
    ...(pageCss ? [pageCss] : input.assets.css).map(
      (href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`,
    ),
    `<style>${fontHead.faces}${themeToCss(site.theme)}</style>`,
  ];
  let scripts = '';
  // The islands' context is what they read: the headers read the main menu; the footer menu is
  // the (static) footers' alone, already in the markup.
  const clientCtx = ctx.menus ? { ...ctx, menus: { main: ctx.menus.main, footer: [] } } : ctx;
  const islandSet = islandEntry ? input.assets.islandSet?.(islandTypes) : null;
  if (islandEntry && islandSet) {
    // Two scripts, the runtime and the page's islands in one module that imports it, started
    // once the page has loaded (LOAD_ISLANDS_SCRIPT).
    scripts =
      `<script type="application/json" id="sw-data" data-sw-runtime="${escapeHtml(islandEntry)}" data-sw-set="${escapeHtml(islandSet)}">${scriptJson({ ctx: clientCtx, islands })}</script>` +
      LOAD_ISLANDS_SCRIPT;
  } else if (islandEntry) {
    const chunks = new Set(islandTypes.flatMap((t) => input.assets.islandChunks[t] ?? []));
    head.push(
      ...[...chunks].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    );
    scripts =
      `<script type="application/json" id="sw-data">${scriptJson({ ctx: clientCtx, islands })}</script>` +
      `<script type="module" src="${escapeHtml(islandEntry)}"></script>`;
  }
  const html =
    `<!doctype html><html lang="en"><head>${head.filter(Boolean).join('')}</head>` +
    `<body><div class="${siteClass(page.sections ?? [])}">${header?.html ?? ''}<main id="main" class="sw-main">${body
      .map((b) => b?.html ?? '')
      .join('')}</main>${footer?.html ?? ''}</div>${scripts}</body></html>`;
  return { html, islandTypes };
}

export type RenderPreviewInput = Omit<RenderPageInput, 'status' | 'onProblem'> & {
  previewEntry: string;
  /** The entry's static imports, preloaded beside it. */
  previewPreload?: readonly string[];
  /** In the editor's iframe the editor sends the documents; opened alone they are embedded. */
  embedded: boolean;
  /** Defaults to the runtime's registry (tests pass their own). */
  registry?: SectionRegistry;
  /** Rendered sections kept between requests (createSectionMemo). */
  memo?: SectionMemo;
};

/** Rendered preview sections by context and JSON; the least recently used go first. */
export type SectionMemo = { entries: Map<string, RenderedSection>; limit: number };

export function createSectionMemo(limit: number): SectionMemo {
  return { entries: new Map(), limit };
}

// Before any script loads, links in the draft do not navigate and its forms do not send.
const INERT_SCRIPT =
  "<script>document.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('a[href]'))e.preventDefault()},true);document.addEventListener('submit',function(e){e.preventDefault()},true)</script>";

/**
 * The inline scripts the rendered pages carry, each a constant (the server's Content-Security-
 * Policy allows them by hash): a public page's and a preview's.
 */
export const INLINE_SCRIPTS = {
  page: [EARLY_INPUT_SCRIPT, LOAD_ISLANDS_SCRIPT],
  preview: [INERT_SCRIPT],
} as const;

/**
 * Server-renders a draft for the builder's preview (builder mode): each visible section in a
 * `[data-sw-section]` wrapper stamped with the hash of the section it rendered, which the
 * preview compares with the editor's copy to keep this markup wherever they are the same
 * (runtime/preview/views.ts). No islands: the preview runtime takes sections over,
 * and gets the `sectionData` of the sections shown from `#sw-preview-data` (by id, with the
 * hash each was rendered from; runtime/preview/preview-data.ts).
 */
export function renderPreviewPage(input: RenderPreviewInput): string {
  const { site, page } = input;
  const ctx = withMenus(input.ctx, site);
  const opts = {
    registry: input.registry ?? sectionRegistry,
    ctx,
    validate: input.validate,
    sanitize: input.sanitize,
  };
  const memo = input.memo;
  const ctxKey = JSON.stringify(ctx);
  const renderOne = (section: Section): RenderedSection => {
    const data = input.sectionData?.[section.id];
    const one = () => renderSection(section, { ...opts, data });
    if (!memo) return one();
    const key = `${ctxKey}\n${JSON.stringify(section)}${data === undefined ? '' : `\n${JSON.stringify(data)}`}`;
    const hit = memo.entries.get(key);
    // Most recently used last: a Map keeps insertion order.
    if (hit) memo.entries.delete(key);
    const out = hit ?? one();
    memo.entries.set(key, out);
    if (memo.entries.size > memo.limit) memo.entries.delete(memo.entries.keys().next().value!);
    return out;
  };
  const seen = new Set<string>();
  // What the server pre-loaded for the sections shown, with the hash each was rendered from: the
  // preview hands it to a section taken over unchanged, so it does not load it again.
  const preloaded: Record<string, PreloadedSection> = {};
  const wrap = (s: Section | null, slot?: 'header' | 'footer'): string => {
    if (!s || s.hidden || typeof s.id !== 'string' || seen.has(s.id)) return '';
    seen.add(s.id);
    const hash = jsonHash(s);
    const data = input.sectionData?.[s.id];
    if (data !== undefined) preloaded[s.id] = { hash, data };
    const styled = sectionStyleAttrs(s.style);
    return (
      `<div class="sw-preview-section${styled ? ` ${styled.className}` : ''}"${styled?.css ? ` style="${escapeHtml(styled.css)}"` : ''} data-sw-section="${escapeHtml(s.id)}" data-sw-hash="${hash}"${slot ? ` data-sw-slot="${slot}"` : ''}${opts.registry.get(s.type)?.interactive ? ' data-sw-interactive' : ''}>` +
      `${renderOne(s).html}</div>`
    );
  };
  const sections = Array.isArray(page.sections) ? page.sections : [];
  const header = wrap(site.header, 'header');
  const body = sections.map((s) => wrap(s)).join('');
  const footer = wrap(site.footer, 'footer');
  const fontHead = themeHead(site, input.assets.fonts, true);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Preview · ${escapeHtml(page.title || ctx.siteName)}</title>`,
    FAVICON_LINK,
    ...fontHead.preload,
    ...input.assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    fontHead.faces ? `<style>${fontHead.faces}</style>` : '',
    `<style id="sw-preview-theme">${themeToCss(site.theme)}</style>`,
    `<style>${PREVIEW_CSS}</style>`,
    INERT_SCRIPT,
    ...(input.previewPreload ?? []).map(
      (href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`,
    ),
  ];
  const docs =
    (input.embedded
      ? ''
      : `<script type="application/json" id="sw-preview-doc">${scriptJson({ site, page })}</script>`) +
    (Object.keys(preloaded).length
      ? `<script type="application/json" id="${PREVIEW_DATA_ID}">${scriptJson(preloaded)}</script>`
      : '');
  return (
    `<!doctype html><html lang="en"><head>${head.join('')}</head><body>` +
    `<div id="sw-preview-root" data-site-name="${escapeHtml(ctx.siteName)}" data-currency-symbol="${escapeHtml(ctx.currencySymbol)}" data-path="${escapeHtml(ctx.path)}"${ctx.discountRounding ? ` data-discount-rounding="${ctx.discountRounding}"` : ''}${ctx.templateListings ? ` data-template-listings="${escapeHtml(JSON.stringify(ctx.templateListings))}"` : ''}${ctx.contact ? ` data-contact="${escapeHtml(JSON.stringify(ctx.contact))}"` : ''}${ctx.pricesExcludeTax ? ' data-prices-exclude-tax="1"' : ''}>` +
    `<div class="${siteClass(sections)}">${header}<main id="main" class="sw-main">${body}</main>${footer}</div></div>` +
    `${docs}<script type="module" src="${escapeHtml(input.previewEntry)}"></script></body></html>`
  );
}

/** The site root's class: `sw-site` and the header-over-media flags (runtime/page-flags). */
function siteClass(sections: readonly Section[]): string {
  return ['sw-site', ...mediaFirstClasses(sections)].join(' ');
}
