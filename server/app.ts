import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CACHE_SECONDS } from '../shared/constants';
import { FAVICON_PATH, FAVICON_SVG } from '../shared/favicon';
import { readClientAssets } from './assets';
import type { RateLimiter } from './auth/throttle';
import type { Db } from './db/connect';
import type { Mailer } from './mail/mailer';
import { builtInPage } from './built-in-pages';
import { cartRoutes } from './cart/routes';
import { createPageCache, type CachedPage, type PageCache } from './page-cache';
import { createRepo, hostName, normalizePath, type Repo, type Workspace } from './repo';
import { accountContextOf, accountRoutes } from './routes/accounts';
import { createAdminGuard } from './routes/admin-guard';
import { builderRoutes } from './routes/builder-routes';
import { adminAppRoutes } from './admin/routes';
import { customersRoutes } from './customers/routes';
import { reportsRoutes } from './reports/routes';
import { settingsRoutes } from './settings/routes';
import type { GoogleSignInOptions } from './routes/google-routes';
import { createCatalogueRepo } from './catalogue/repo';
import { catalogueAdminRoutes } from './catalogue/admin-routes';
import { catalogueRoutes } from './catalogue/routes';
import { type CatalogueSource, withModels } from './catalogue/source';
import { createRenderer, PAGE_UNREACHABLE_MESSAGE, plainPage } from './ssr';
import { loadSectionData, listingCacheKey } from './storefront/section-data';
import {
  categoryPage,
  categorySlugOf,
  productHead,
  productPage,
  productPathOf,
  robotsTxt,
  sitemapXml,
} from './storefront/pages';
import { wishlistRoutes } from './wishlist/routes';
import { blogAdminRoutes } from './blog/admin-routes';
import { createBlogRepo } from './blog/repo';
import { blogRoutes } from './blog/routes';
import {
  BLOG_RSS_PATH,
  BLOG_RSS_SIZE,
  blogPostHead,
  blogPostPage,
  blogRssXml,
  blogSlugOf,
} from './storefront/blog-pages';
import { newsletterAdminRoutes } from './newsletter/admin-routes';
import { createNewsletterRepo } from './newsletter/repo';
import { newsletterRoutes } from './newsletter/routes';
import { enquiryAdminRoutes } from './enquiries/admin-routes';
import { createEnquiriesRepo } from './enquiries/repo';
import { enquiryRoutes } from './enquiries/routes';
import { checkoutRoutes } from './checkout/routes';
import { orderAdminRoutes } from './orders/admin-routes';
import { createOrdersRepo } from './orders/repo';
import { orderRoutes } from './orders/routes';
import { gatewayRoutes } from './payments/gateway-routes';
import { createPaymentsService, type PaymentsService } from './payments/service';
import type { GatewayUrls } from './payments/types';
import { createSecrets, type Secrets, secretsKey } from './settings/secrets';
import { createHmac, randomBytes } from 'node:crypto';

export type AppOptions = {
  db: Db;
  /** Built client files (Vite's outDir). */
  clientDir: string;
  /** Generated demo images served under /demo/. */
  demoImagesDir: string;
  /** Demo external forms (for the embedded-form section) served under /forms/. */
  demoFormsDir?: string;
  logger?: boolean | object;
  cacheTtlMs?: number;
  /** Account mail: SMTP or the outbox (an outbox in a temporary folder when not given). */
  mailer?: Mailer;
  /** Server secret, the pepper of one-time codes (random per process when not given). */
  authSecret?: Buffer | string;
  /** Throttling of sign-in, code and reset attempts (in-process when not given). */
  rateLimiter?: RateLimiter;
  /** Production: Secure cookies, https links in mails, no /api/dev/mail. */
  production?: boolean;
  /** Host name of the platform site, where owners register (default localhost). */
  platformHost?: string;
  /** Uploaded images, a folder per workspace (default `data/uploads` in the working directory). */
  uploadsDir?: string;
  /**
   * Products, categories, brands and blog categories for the builder's link picker (default:
   * the catalogue tables, server/catalogue/repo.ts).
   */
  catalogue?: CatalogueSource;
  /** Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL); off without a client id. */
  google?: GoogleSignInOptions;
  /**
   * Payments: the gateways' API base URLs (tests point them at local servers speaking the same
   * protocol), how long an unpaid order keeps its stock, and how often lapsed ones are swept.
   */
  payments?: {
    urls?: Partial<GatewayUrls>;
    fetch?: typeof fetch;
    reservationMs?: number;
    sweepEveryMs?: number;
  };
};

const versionQuery = {
  type: 'object',
  properties: { version: { type: 'string', enum: ['published', 'draft'], default: 'published' } },
  additionalProperties: false,
} as const;

/** Builds the HTTP server: static assets, the read API the runtime uses, and SSR of public pages. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: true } },
  });
  const repo = createRepo(opts.db);
  const catalogue = createCatalogueRepo(opts.db);
  const blog = createBlogRepo(opts.db);
  const assets = readClientAssets(opts.clientDir);
  const renderer = createRenderer({
    assets,
    previewEntry: assets.previewEntry,
    previewPreload: assets.previewPreload,
    log: app.log,
  });
  const cache = createPageCache(opts.cacheTtlMs ?? PAGE_CACHE_SECONDS * 1000);
  const platformHost = opts.platformHost ?? 'localhost';
  const hosts = new Map<string, { ws: Workspace | null; expires: number }>();

  app.decorate('pageCache', cache);
  app.decorate('repo', repo);

  async function workspaceFor(req: FastifyRequest): Promise<Workspace | null> {
    const name = hostName(req.headers.host);
    const hit = hosts.get(name);
    if (hit && hit.expires > Date.now()) return hit.ws;
    const ws =
      (await repo.workspaceByDomain(name)) ??
      (name === '127.0.0.1' ? await repo.workspaceByDomain('localhost') : null);
    hosts.set(name, { ws, expires: Date.now() + 10_000 });
    return ws;
  }

  // Readable 4xx for every bad request; never a stack trace to the client.
  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const message = status >= 500 ? 'Internal server error. Please try again later.' : err.message;
    void reply.status(status).send({ status, msg: message, errors: [{ defaultMessage: message }] });
  });

  app.setNotFoundHandler((req, reply) => {
    void reply
      .status(404)
      .send({ status: 404, msg: `No route for ${req.method} ${req.url.split('?')[0]}` });
  });

  if (existsSync(opts.clientDir)) {
    await app.register(fastifyStatic, {
      root: join(opts.clientDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
    });
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/static/',
      decorateReply: false,
      preCompressed: true,
      index: false,
      allowedPath: (path) => !path.startsWith('/.vite'),
    });
  }
  if (existsSync(opts.demoImagesDir)) {
    await app.register(fastifyStatic, {
      root: opts.demoImagesDir,
      prefix: '/demo/',
      decorateReply: false,
      maxAge: '1d',
      cacheControl: true,
    });
  }

  if (opts.demoFormsDir && existsSync(opts.demoFormsDir)) {
    await app.register(fastifyStatic, {
      root: opts.demoFormsDir,
      prefix: '/forms/',
      decorateReply: false,
      maxAge: '1h',
      cacheControl: true,
    });
  }

  app.get(FAVICON_PATH, async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG),
  );
  // Clients that ask for the classic name without reading the page get the same icon.
  app.get('/favicon.ico', async (_req, reply) => reply.redirect(FAVICON_PATH, 301));

  app.get('/healthz', async () => ({ ok: true }));

  // One server secret: the pepper of one-time codes, the key that seals workspace secrets and
  // the test gateway's signing key (random per process when not given).
  const serverSecret = opts.authSecret ?? randomBytes(32);
  // One account context: the account routes, the builder and the draft reads share its sessions.
  const accountCtx = accountContextOf({ ...opts, authSecret: serverSecret, repo }, app.log);
  const requireAdmin = createAdminGuard(accountCtx);
  const secrets = createSecrets(opts.db, secretsKey(serverSecret));
  const orders = createOrdersRepo(opts.db);
  const payments = createPaymentsService({
    ctx: accountCtx,
    orders,
    secrets,
    ...(opts.payments?.urls ? { urls: opts.payments.urls } : {}),
    ...(opts.payments?.fetch ? { fetch: opts.payments.fetch } : {}),
    testKey: createHmac('sha256', serverSecret).update('sitewright test gateway').digest(),
  });
  app.decorate('secrets', secrets);
  app.decorate('payments', payments);
  await app.register(accountRoutes, { ...opts, repo, ctx: accountCtx });
  await app.register(builderRoutes, {
    ctx: accountCtx,
    pageCache: cache,
    clientDir: opts.clientDir,
    catalogue:
      opts.catalogue ?? withModels(catalogue, { 'blog-categories': blog.searchCategories }),
  });
  // The owner's admin app and its API (docs/admin.md; docs/api.md, "Admin API").
  await app.register(adminAppRoutes, { ctx: accountCtx, clientDir: opts.clientDir });
  await app.register(reportsRoutes, { ctx: accountCtx });
  await app.register(customersRoutes, { ctx: accountCtx });
  await app.register(settingsRoutes, { ctx: accountCtx, secrets, pageCache: cache });
  // The public catalogue: listing and product (docs/api.md, "Catalogue API").
  await app.register(catalogueRoutes, { ctx: accountCtx, catalogue });
  // The owner's products and categories (docs/api.md, "Admin API: catalogue").
  await app.register(catalogueAdminRoutes, {
    ctx: accountCtx,
    catalogue,
    requireAdmin,
    pageCache: cache,
  });
  // The customer's bag and wishlist (docs/api.md, "Cart and wishlist").
  await app.register(cartRoutes, { ctx: accountCtx });
  await app.register(wishlistRoutes, { ctx: accountCtx });
  // Addresses, checkout, the test gateway, orders and reviews (docs/api.md, "Checkout and
  // payments"; "Addresses, orders and reviews"; "Admin: orders").
  await app.register(orderRoutes, { ctx: accountCtx, orders });
  await app.register(checkoutRoutes, {
    ctx: accountCtx,
    orders,
    payments,
    ...(opts.payments?.reservationMs ? { reservationMs: opts.payments.reservationMs } : {}),
  });
  await app.register(orderAdminRoutes, { ctx: accountCtx, orders, payments, requireAdmin });
  // Razorpay, Cashfree and PhonePe: verify routes, notifications, hand-over pages.
  await app.register(gatewayRoutes, { ctx: accountCtx, payments });
  // The newsletter and contact enquiries, public and the owner's (docs/api.md, "Newsletter and
  // enquiries API"). One-click unsubscribe tokens are HMACs under a key of the server secret.
  const newsletter = createNewsletterRepo(opts.db, {
    tokenKey: createHmac('sha256', serverSecret).update('sitewright newsletter').digest(),
  });
  await app.register(newsletterRoutes, { ctx: accountCtx, repo: newsletter });
  await app.register(newsletterAdminRoutes, { ctx: accountCtx, repo: newsletter });
  const enquiries = createEnquiriesRepo(opts.db);
  await app.register(enquiryRoutes, { ctx: accountCtx, repo: enquiries });
  await app.register(enquiryAdminRoutes, { ctx: accountCtx, repo: enquiries });

  // The blog: posts, categories and comments, public and the owner's (docs/api.md, "Blog API").
  await app.register(blogRoutes, { ctx: accountCtx, blog, pageCache: cache });
  await app.register(blogAdminRoutes, { ctx: accountCtx, blog, requireAdmin, pageCache: cache });

  // Unpaid orders past their reservation give their stock back, swept in the background.
  const sweep = setInterval(() => {
    orders.expireDue().then(
      (done) => {
        for (const { workspaceId } of done) cache.purge(workspaceId);
      },
      (err: unknown) => app.log.error({ err }, 'expiring unpaid orders failed'),
    );
  }, opts.payments?.sweepEveryMs ?? 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Builder mode: the draft, server-rendered for the editor's preview iframe (or opened alone),
  // which the preview runtime then takes over. Drafts are the owner's: behind the admin guard
  // (no session: redirect to /admin/login).
  app.get(
    '/admin/preview',
    {
      preHandler: requireAdmin,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            path: { type: 'string', minLength: 1, maxLength: 512 },
            embed: { type: 'string', enum: ['1'] },
          },
          additionalProperties: false,
        },
      },
    },
    async (req, reply) => {
      const ws = await workspaceFor(req);
      if (!ws || !assets.previewEntry)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(plainPage('404 · Not found', 'No preview here.', assets.css));
      const query = req.query as { path?: string; embed?: '1' };
      const path = normalizePath(query.path ?? '/');
      const [site, page] = await Promise.all([
        repo.site(ws.id, 'draft'),
        repo.page(ws.id, path, 'draft'),
      ]);
      if (!site)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(plainPage('404 · Not found', 'This workspace has no site yet.', assets.css));
      const sectionData = page
        ? await loadSectionData(catalogue, ws.id, page, { blog })
        : undefined;
      const { status, html } = renderer.preview(
        ws,
        site,
        page,
        path,
        query.embed === '1',
        sectionData,
      );
      return (
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // Only the builder on this same host may frame the preview (clickjacking).
          .header('content-security-policy', "frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN')
          .send(html)
      );
    },
  );

  // Read API the runtime uses. Published documents are public; drafts (builder mode) need an
  // owner or staff session of the workspace, answered 401/403 like the admin guard.
  const draftAllowed = async (req: FastifyRequest, reply: FastifyReply) => {
    if ((req.query as { version?: string }).version !== 'draft') return true;
    await requireAdmin(req, reply);
    return !reply.sent;
  };

  app.get(
    '/api/public/website/site',
    { schema: { querystring: versionQuery } },
    async (req, reply) => {
      const ws = await workspaceFor(req);
      if (!ws) return reply.status(404).send({ status: 404, msg: 'No site at this address.' });
      const { version } = req.query as { version: 'published' | 'draft' };
      if (!(await draftAllowed(req, reply))) return reply;
      const site = await repo.site(ws.id, version);
      return { data: { name: ws.name, slug: ws.slug, settings: ws.settings, site } };
    },
  );

  app.get(
    '/api/public/website/page',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['path'],
          properties: {
            ...versionQuery.properties,
            path: { type: 'string', minLength: 1, maxLength: 512 },
          },
          additionalProperties: false,
        },
      },
    },
    async (req, reply) => {
      const ws = await workspaceFor(req);
      if (!ws) return reply.status(404).send({ status: 404, msg: 'No site at this address.' });
      const { path, version } = req.query as { path: string; version: 'published' | 'draft' };
      if (!(await draftAllowed(req, reply))) return reply;
      const page = await repo.page(ws.id, path, version);
      if (!page)
        return reply.status(404).send({ status: 404, msg: `No page at ${normalizePath(path)}.` });
      return { data: page };
    },
  );

  app.get('/api/public/website/pages', async (req, reply) => {
    const ws = await workspaceFor(req);
    if (!ws) return reply.status(404).send({ status: 404, msg: 'No site at this address.' });
    return { data: await repo.listPages(ws.id) };
  });

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
    const ws = await workspaceFor(req);
    if (!ws) return reply.status(404).type('text/plain').send('No site at this address.');
    const [pages, entries, posts] = await Promise.all([
      repo.listPages(ws.id),
      catalogue.sitemap(ws.id),
      blog.sitemap(ws.id),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(originOf(req), { pages, ...entries, posts }));
  });

  app.get(BLOG_RSS_PATH, async (req, reply) => {
    const ws = await workspaceFor(req);
    if (!ws) return reply.status(404).type('text/plain').send('No site at this address.');
    const posts = await blog.newest(ws.id, BLOG_RSS_SIZE);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(blogRssXml(originOf(req), { name: ws.name }, posts));
  });

  app.get('/robots.txt', async (req, reply) => {
    const ws = await workspaceFor(req);
    if (!ws) return reply.status(404).type('text/plain').send('No site at this address.');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(req)));
  });

  /**
   * A page and what it needs before rendering: the stored page, else a catalogue page
   * (/c/{slug}, /p/{path}), else a built-in screen; the data of its listing and product sections;
   * the product's head tags. Null page: not found.
   */
  async function publicPage(
    req: FastifyRequest,
    ws: Workspace,
    path: string,
    query: URLSearchParams,
  ) {
    const stored = await repo.page(ws.id, path, 'published');
    let page = stored ?? builtInPage(path, ws.domain === platformHost);
    let headExtra: string | undefined;
    let product = null;
    let post = null;
    if (!page) {
      const slug = categorySlugOf(path);
      const productPath = productPathOf(path);
      const postSlug = blogSlugOf(path);
      if (postSlug) {
        post = await blog.livePostBySlug(ws.id, postSlug);
        if (post) {
          page = blogPostPage(post);
          headExtra = blogPostHead(post, { origin: originOf(req), siteName: ws.name });
        }
      } else if (slug) {
        const category = await catalogue.categoryBySlug(ws.id, slug);
        if (category) page = categoryPage(category);
      } else if (productPath) {
        product = await catalogue.productByPath(ws.id, productPath);
        if (product) {
          page = productPage(product);
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
        })
      : undefined;
    // The post page's one section gets the post as its data (as product-detail its product).
    if (post && sectionData) sectionData[page!.sections[0]!.id] = { post };
    return { page, sectionData, headExtra };
  }

  // Public pages, server-rendered and cached per workspace, path and listing query.
  app.get('/*', async (req, reply) => {
    const ws = await workspaceFor(req);
    if (!ws) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          plainPage(
            '404 · No site here',
            `There is no Sitewright site at ${hostName(req.headers.host)}.`,
            assets.css,
          ),
        );
    }
    const path = normalizePath(safeDecode(req.url));
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const cacheKey = `${path}${listingCacheKey(query)}`;
    const hit = cache.get(ws.id, cacheKey);
    if (hit) return sendPage(req, reply, hit);
    try {
      const [site, { page, sectionData, headExtra }] = await Promise.all([
        repo.site(ws.id, 'published'),
        publicPage(req, ws, path, query),
      ]);
      if (!site) throw new Error(`workspace ${ws.slug} has no site`);
      const out = renderer.page(ws, site, page, path, { sectionData, headExtra });
      return sendPage(req, reply, cache.set(ws.id, cacheKey, out.status, out.html));
    } catch (err) {
      req.log.error({ err, path }, 'page render failed');
      return reply
        .status(500)
        .type('text/html; charset=utf-8')
        .send(plainPage('Something went wrong', PAGE_UNREACHABLE_MESSAGE, assets.css));
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

  return app;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
    repo: Repo;
    secrets: Secrets;
    payments: PaymentsService;
  }
}
