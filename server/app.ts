// The composition root: builds each domain's services once and registers each domain's routes.
// No route is written here; docs/api.md lists them by domain, ARCHITECTURE.md says who owns what.
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options';
import { createHmac, randomBytes } from 'node:crypto';
import { PAGE_CACHE_SECONDS } from '../shared/constants';
import { BLOG_CATEGORY_MODEL } from '../shared/content';
import { accountContextOf, accountRoutes } from './accounts';
import { adminAppRoutes } from './admin';
import { createBlogRepo, registerBlog } from './blog';
import {
  BUILDER_INLINE_SCRIPTS,
  createSiteDocuments,
  registerBuilder,
  withModels,
} from './builder';
import { cartRoutes } from './cart';
import { createCatalogueRepo, registerCatalogue } from './catalogue';
import { createSearchRepo, searchRoutes } from './search';
import { checkoutRoutes } from './checkout';
import { customersRoutes } from './customers';
import { pingDb } from './db';
import { createDiscountsRepo, discountAdminRoutes } from './discounts';
import { registerEnquiries } from './enquiries';
import { createAdminGuard, createHttpServer, createWorkspaceResolver } from './http';
import { createTempOutboxMailer, queueMail } from './mail';
import { registerNewsletter } from './newsletter';
import { createOrderDocuments, registerInvoices } from './invoices';
import { createOrdersRepo, registerOrders } from './orders';
import { createPayments, gatewayRoutes, HANDOVER_SCRIPT } from './payments';
import { createMemoryQueue } from './queue';
import { registerRedirects } from './redirects';
import { reportsRoutes } from './reports';
import { settingsRoutes } from './settings';
import { starterRoutes } from './starters';
import {
  createInstancePageCache,
  createPageRendering,
  healthRoutes,
  PAGE_INLINE_SCRIPTS,
  registerStorefront,
  staticRoutes,
} from './storefront';
import { demoRasterRoutes } from './uploads';
import { wishlistRoutes } from './wishlist';

/** Builds the HTTP server: every domain's routes over one database, cache and mailer. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = createHttpServer({
    logger: opts.logger,
    trustProxy: opts.trustProxy,
    headers: {
      inlineScripts: {
        site: PAGE_INLINE_SCRIPTS.page,
        framed: PAGE_INLINE_SCRIPTS.preview,
        app: BUILDER_INLINE_SCRIPTS,
        handover: [HANDOVER_SCRIPT],
      },
      google: Boolean(opts.google?.clientId),
    },
  });
  await staticRoutes(app, opts);
  demoRasterRoutes(app, opts);

  // One server secret: the pepper of one-time codes, the key that seals workspace secrets, the
  // test gateway's and the newsletter's signing keys (random per process when not given).
  const serverSecret = opts.authSecret ?? randomBytes(32);
  const keyOf = (purpose: string) =>
    createHmac('sha256', serverSecret).update(`sitewright ${purpose}`).digest();
  // Background jobs: every mail goes through them (retried while the mail server is away), a
  // gateway's notification, the reservation sweep. Started once every kind is defined.
  const jobs = opts.queue ?? createMemoryQueue();
  const mailer = queueMail(jobs, opts.mailer ?? createTempOutboxMailer());
  // One account context: every domain's routes share its sessions and guards.
  const ctx = accountContextOf({ ...opts, mailer, authSecret: serverSecret }, app.log);
  const requireAdmin = createAdminGuard(ctx);
  const workspaceOf = createWorkspaceResolver(ctx);
  const ttlMs = opts.cacheTtlMs ?? PAGE_CACHE_SECONDS * 1000;
  const { pageCache, redisCheck } = createInstancePageCache(app, {
    ttlMs,
    redisUrl: opts.redisUrl,
  });
  await healthRoutes(app, { checks: { database: () => pingDb(opts.db), ...redisCheck } });
  const documents = createSiteDocuments(opts.db);
  const catalogue = createCatalogueRepo(opts.db);
  const blog = createBlogRepo(opts.db);
  const search = createSearchRepo(opts.db, catalogue);
  // GST invoices are issued in the transactions that mark orders paid and refunded.
  const orders = createOrdersRepo(opts.db, Date.now, createOrderDocuments(opts.db));
  const { reservationMs, sweepEveryMs, ...gateways } = opts.payments ?? {};
  const testKey = keyOf('test gateway');
  const { secrets, payments } = createPayments({
    ...gateways,
    ctx,
    orders,
    jobs,
    serverSecret,
    testKey,
  });
  const { css, renderer, preview } = await createPageRendering({ ...opts, catalogue, blog, app });
  app.decorate('pageCache', pageCache);
  app.decorate('repo', ctx.repo);
  app.decorate('secrets', secrets);
  app.decorate('payments', payments);

  // Accounts and uploads; the builder, its read API and preview; the owner's admin app.
  await app.register(accountRoutes, { ...opts, ctx });
  // The link picker searches the catalogue and the blog's categories.
  const links =
    opts.catalogue ?? withModels(catalogue, { [BLOG_CATEGORY_MODEL]: blog.searchCategories });
  await registerBuilder(app, {
    ctx,
    pageCache,
    documents,
    preview,
    workspaceOf,
    requireAdmin,
    clientDir: opts.clientDir,
    catalogue: links,
  });
  await app.register(starterRoutes, { ctx });
  await app.register(adminAppRoutes, { ctx, clientDir: opts.clientDir });
  await app.register(reportsRoutes, { ctx });
  await app.register(customersRoutes, { ctx });
  await app.register(settingsRoutes, { ctx, secrets, pageCache });
  // The owner's redirects; the storefront's look-up of them, dropped with its pages.
  const redirects = await registerRedirects(app, { ctx, pageCache, ttlMs });
  // The catalogue, search, the bag and the wishlist.
  await registerCatalogue(app, { ctx, catalogue, requireAdmin, pageCache });
  await app.register(searchRoutes, { ctx, search });
  await app.register(cartRoutes, { ctx });
  await app.register(wishlistRoutes, { ctx });
  // Addresses, orders and reviews (lapsed reservations swept), checkout, discounts, invoices; the
  // gateways' verify, notification and hand-over routes.
  await registerOrders(app, { ctx, orders, payments, requireAdmin, jobs, pageCache, sweepEveryMs });
  const reservation = reservationMs ? { reservationMs } : {};
  await app.register(checkoutRoutes, { ctx, orders, payments, ...reservation });
  await app.register(discountAdminRoutes, { ctx, discounts: createDiscountsRepo(opts.db) });
  await registerInvoices(app, { ctx });
  await app.register(gatewayRoutes, { ctx, payments });
  // The newsletter, contact enquiries and the blog, public and the owner's.
  await registerNewsletter(app, { ctx, tokenKey: keyOf('newsletter') });
  await registerEnquiries(app, { ctx });
  await registerBlog(app, { ctx, blog, requireAdmin, pageCache });

  // Last: the public pages, whose catch-all answers every other GET.
  await registerStorefront(app, {
    ctx,
    documents,
    catalogue,
    blog,
    search,
    redirects,
    cache: pageCache,
    renderer,
    css,
    workspaceOf,
  });
  jobs.start(app.log);
  // Running jobs finish (on Redis, one cut short goes back to the queue) before the database
  // closes; in process, jobs not yet run are lost and logged.
  app.addHook('onClose', () => jobs.close());
  return app;
}
