// The visitor's side of a workspace: its public pages, server-rendered and cached per workspace,
// path and listing query; the sitemap, robots.txt and the blog's RSS; and the answer to a page's
// form sent without script.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtInPage, isBareScreen, type SiteDocuments } from '../builder';
import { CATEGORY_TEMPLATE_PATH, PRODUCT_TEMPLATE_PATH } from '../../shared/builder-api';
import type { BlogRepo } from '../blog';
import type { CatalogueRepo } from '../catalogue';
import type { RedirectLookup } from '../redirects';
import { redirectLocation } from '../../shared/redirects';
import { hostName, isDatabaseUnavailable, normalizePath, type Workspace } from '../http';
import {
  BLOG_RSS_PATH,
  BLOG_RSS_SIZE,
  blogPostHead,
  blogPostPage,
  blogRssXml,
  blogSlugOf,
} from './blog-pages';
import { createOutagePages } from './outage';
import type { CachedPage, PageCache } from './page-cache';
import type { ProductDetail } from '../../shared/catalogue';
import type { PageCategoryBinding } from '../../shared/template-binding';
import {
  categoryBinding,
  categoryPage,
  categoryPageFrom,
  categorySlugOf,
  productHead,
  productPage,
  productBinding,
  productPageFrom,
  type CategoryPageInfo,
  searchPage,
  productPathOf,
  robotsTxt,
  sitemapXml,
} from './pages';
import { listingCacheKey, loadSectionData, type StorefrontSearch } from './section-data';
import { SEARCH_PAGE_PATH } from '../../shared/search';
import { PAGE_UNREACHABLE_MESSAGE, plainPage, type Renderer } from './ssr';

export type StorefrontOptions = {
  documents: SiteDocuments;
  catalogue: CatalogueRepo;
  blog: BlogRepo;
  search: StorefrontSearch;
  /** The workspace's redirects, answered before any page is looked up (server/redirects). */
  redirects: RedirectLookup;
  cache: PageCache;
  renderer: Renderer;
  /** The stylesheets of the plain pages (no site here, something went wrong). */
  css: string[];
  workspaceOf: (req: FastifyRequest) => Promise<Workspace | null>;
  platformHost: string;
  production: boolean;
};

/** Registers the public pages on `app` itself (their catch-all is the app's last resort). */
export async function storefrontRoutes(app: FastifyInstance, opts: StorefrontOptions) {
  const { documents, catalogue, blog, search, cache, renderer, css, workspaceOf } = opts;

  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    void reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', 'Accept-Encoding');
    if (page.status === 200 && req.headers['if-none-match'] === page.etag)
      return reply.status(304).send();
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };

  /**
   * The site's own origin as the visitor reached it, for absolute links (sitemap, Open Graph):
   * the host name that matched the workspace and a numeric port, nothing else of the Host header
   * (`shop.localhost:1@evil.test` must not reach a cached page's links).
   */
  const originOf = (req: FastifyRequest) => {
    const port = /:(\d{1,5})$/.exec(req.headers.host ?? '')?.[1];
    const host = hostName(req.headers.host) || 'localhost';
    return `${opts.production ? 'https' : 'http'}://${host}${port ? `:${port}` : ''}`;
  };

  app.get('/sitemap.xml', async (req, reply) => {
    const ws = await workspaceOf(req);
    if (!ws) return reply.status(404).type('text/plain').send('No site at this address.');
    const [pages, entries, posts] = await Promise.all([
      documents.publishedPages(ws.id),
      catalogue.sitemap(ws.id),
      blog.sitemap(ws.id),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(originOf(req), { pages, ...entries, posts }));
  });

  app.get(BLOG_RSS_PATH, async (req, reply) => {
    const ws = await workspaceOf(req);
    if (!ws) return reply.status(404).type('text/plain').send('No site at this address.');
    const posts = await blog.newest(ws.id, BLOG_RSS_SIZE);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(blogRssXml(originOf(req), { name: ws.name }, posts));
  });

  app.get('/robots.txt', async (req, reply) => {
    const ws = await workspaceOf(req);
    if (!ws) return reply.status(404).type('text/plain').send('No site at this address.');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(req)));
  });

  /**
   * A page and what it needs before rendering: the stored page, else a catalogue page
   * (/c/{slug}, /p/{path}: from the owner's template stored at /c or /p when published), else a
   * built-in screen; the data of its listing and product sections; the product's head tags.
   * Null page: not found (the templates themselves are not pages).
   */
  async function publicPage(
    req: FastifyRequest,
    ws: Workspace,
    path: string,
    query: URLSearchParams,
  ) {
    const template = path === PRODUCT_TEMPLATE_PATH || path === CATEGORY_TEMPLATE_PATH;
    const stored = template ? null : await documents.page(ws.id, path, 'published');
    let page = stored ?? builtInPage(path, ws.domain === opts.platformHost);
    let headExtra: string | undefined;
    let product = null;
    let post = null;
    if (!page) {
      const slug = categorySlugOf(path);
      const productPath = productPathOf(path);
      const postSlug = blogSlugOf(path);
      if (path === SEARCH_PAGE_PATH) {
        page = searchPage();
      } else if (postSlug) {
        post = await blog.livePostBySlug(ws.id, postSlug);
        if (post) {
          page = blogPostPage(post);
          headExtra = blogPostHead(post, { origin: originOf(req), siteName: ws.name });
        }
      } else if (slug) {
        const [category, own] = await Promise.all([
          catalogue.categoryBySlug(ws.id, slug),
          documents.page(ws.id, CATEGORY_TEMPLATE_PATH, 'published'),
        ]);
        if (category) page = own ? categoryPageFrom(own, category) : categoryPage(category);
      } else if (productPath) {
        const [found, own] = await Promise.all([
          catalogue.productByPath(ws.id, productPath),
          documents.page(ws.id, PRODUCT_TEMPLATE_PATH, 'published'),
        ]);
        product = found;
        if (product) {
          page = own ? productPageFrom(own, product) : productPage(product);
          headExtra = productHead(product, {
            origin: originOf(req),
            siteName: ws.name,
            currency: (ws.settings.defaultCurrency ?? 'INR').toUpperCase(),
          });
        }
      }
    }
    const sectionData = page
      ? await loadSectionData(catalogue, ws.id, page, {
          query,
          productPath: productPathOf(path) ?? undefined,
          ...(product ? { product } : {}),
          blog,
          search,
        })
      : undefined;
    // The post page's one section gets the post as its data (as product-detail its product).
    if (post && sectionData) sectionData[page!.sections[0]!.id] = { post };
    // The admin's sign-in is not a page of the shop: no header (bag, wishlist) nor footer.
    const bare = !stored && isBareScreen(path);
    return { page, sectionData, headExtra, bare };
  }

  const outage = createOutagePages({ renderer, css });
  /**
   * The database is down, locked or too slow: the last good copy of the page however old
   * (within STALE_IF_ERROR_MS), else a 503 saying the page is unreachable.
   */
  const unavailable = (
    req: FastifyRequest,
    reply: FastifyReply,
    err: unknown,
    at: { ws: Workspace | null; path: string; cacheKey: string },
  ) => {
    const stale = at.ws && cache.stale(at.ws.id, at.cacheKey);
    req.log.warn({ err, path: at.path, stale: Boolean(stale) }, 'database unavailable');
    if (stale) return sendPage(req, reply, stale);
    return reply
      .status(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('retry-after', '5')
      .send(outage.page(at.ws, at.path));
  };

  /**
   * The owner's redirect of this path, if any; `down` when the database could not say (and no
   * map was in memory): then a cached page may still answer, else the outage answer does, with
   * no second wait for the database.
   */
  const redirectOf = async (ws: Workspace, path: string) => {
    try {
      return { moved: await opts.redirects.find(ws.id, path) };
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      return { moved: null, down: err };
    }
  };

  // Public pages, server-rendered and cached per workspace, path and listing query; a path the
  // owner redirected is answered with its redirect first.
  app.get('/*', async (req, reply) => {
    const path = normalizePath(safeDecode(req.url));
    let ws: Workspace | null;
    try {
      ws = await workspaceOf(req);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      return unavailable(req, reply, err, { ws: null, path, cacheKey: path });
    }
    if (!ws) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          plainPage(
            '404 · No site here',
            `There is no Sitewright site at ${hostName(req.headers.host)}.`,
            css,
          ),
        );
    }
    const rawQuery = req.url.split('?')[1] ?? '';
    const { moved, down } = await redirectOf(ws, path);
    if (moved)
      return reply
        .header('cache-control', 'no-cache')
        .redirect(redirectLocation(moved.to, rawQuery), moved.status);
    const query = new URLSearchParams(rawQuery);
    const cacheKey = `${path}${listingCacheKey(query)}`;
    const hit = cache.get(ws.id, cacheKey);
    if (hit) return sendPage(req, reply, hit);
    if (down) return unavailable(req, reply, down, { ws, path, cacheKey });
    const since = cache.stamp();
    try {
      const [site, { page, sectionData, headExtra, bare }] = await Promise.all([
        documents.site(ws.id, 'published'),
        publicPage(req, ws, path, query),
      ]);
      if (!site) throw new Error(`workspace ${ws.slug} has no site`);
      const shown = bare ? { ...site, header: null, footer: null } : site;
      const out = renderer.page(ws, shown, page, path, { sectionData, headExtra });
      outage.remember(ws.id, site);
      return sendPage(
        req,
        reply,
        cache.set(ws.id, cacheKey, out.status, out.html, Date.now(), since),
      );
    } catch (err) {
      if (isDatabaseUnavailable(err)) return unavailable(req, reply, err, { ws, path, cacheKey });
      req.log.error({ err, path }, 'page render failed');
      return reply
        .status(500)
        .type('text/html; charset=utf-8')
        .send(plainPage('Something went wrong', PAGE_UNREACHABLE_MESSAGE, css));
    }
  });

  // A page's form sent the browser's way: only when no script of the page ran, as each section
  // sends its own form with fetch, and a form typed into before its island runs is held for it
  // (runtime/early-input.ts). The forms with a visitor's details say method="post", so nothing
  // of them lands in a URL; this sends the browser back to the page, dropping what came, rather
  // than answering a page's address with JSON. Unknown /api/ and /admin paths stay JSON 404s.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_r, _b, done) =>
      done(null, undefined),
    );
    scope.post('/*', async (req, reply) => {
      const path = req.url.split('?')[0]!;
      if (/^\/(api|admin)(\/|$)/.test(path)) return reply.callNotFound();
      // Only to a path of this host: not `//host` or `/\host`, which a browser reads as another.
      return reply.redirect(/^\/(?![/\\])/.test(path) ? req.url : '/', 303);
    });
  });
}

/** The storefront's builder mode for the preview route (server/builder/preview-routes.ts). */
export function createPreviewRender(opts: {
  renderer: Renderer;
  catalogue: CatalogueRepo;
  blog: BlogRepo;
  css: string[];
  available: boolean;
}) {
  return {
    available: opts.available,
    async render(
      ws: Workspace,
      site: Parameters<Renderer['preview']>[1],
      page: Parameters<Renderer['preview']>[2],
      path: string,
      embed: boolean,
    ) {
      const samples = await templateSamples(opts.catalogue, ws.id);
      const sectionData = page
        ? await templateSample(opts.catalogue, ws.id, page, path, opts.blog, samples)
        : undefined;
      return opts.renderer.preview(ws, site, page, path, embed, sectionData, samples.bindings);
    },
    notFoundPage: (title: string, message: string) => plainPage(title, message, opts.css),
  };
}

type TemplateSamples = {
  product: ProductDetail | null;
  category: CategoryPageInfo | null;
  /** What each template's listings that follow the page's category show, by template path. */
  bindings: Record<string, PageCategoryBinding>;
};

/**
 * The shop's own first product and category, which the templates (/p, /c) show in the builder.
 * Named in every preview, not only a template's: the editor switches pages in the same frame.
 */
async function templateSamples(
  catalogue: CatalogueRepo,
  workspaceId: string,
): Promise<TemplateSamples> {
  const [[firstProduct], [firstCategory]] = await Promise.all([
    catalogue.search(workspaceId, 'products', { query: '', limit: 1 }),
    catalogue.search(workspaceId, 'categories', { query: '', limit: 1 }),
  ]);
  const [product, category] = await Promise.all([
    firstProduct ? catalogue.productByPath(workspaceId, firstProduct.path) : null,
    firstCategory ? catalogue.categoryBySlug(workspaceId, firstCategory.path) : null,
  ]);
  const bindings: Record<string, PageCategoryBinding> = {};
  const related = product && productBinding(product);
  if (related) bindings[PRODUCT_TEMPLATE_PATH] = related;
  if (category) bindings[CATEGORY_TEMPLATE_PATH] = categoryBinding(category);
  return { product, category, bindings };
}

/**
 * The preview's data: a template (/p, /c) shows the shop's own first product or category bound
 * in (the product details' product; the listings that follow the page's category list its
 * products), loaded for the template's own sections so the preview keeps it until they are
 * edited. With no product or category, the product details show their sample.
 */
async function templateSample(
  catalogue: CatalogueRepo,
  workspaceId: string,
  page: NonNullable<Parameters<Renderer['preview']>[2]>,
  path: string,
  blog: BlogRepo,
  { product, category }: TemplateSamples,
): Promise<Record<string, unknown>> {
  if (path === PRODUCT_TEMPLATE_PATH && product)
    return loadSectionData(catalogue, workspaceId, productPageFrom(page, product), {
      product,
      blog,
    });
  if (path === CATEGORY_TEMPLATE_PATH && category)
    return loadSectionData(catalogue, workspaceId, categoryPageFrom(page, category), { blog });
  return loadSectionData(catalogue, workspaceId, page, { blog });
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
