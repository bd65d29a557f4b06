// What the storefront's routes need, built once per process: the page cache (purged on every
// instance through Redis when there is one) and the renderer over the built client files; and
// the public pages' registration, as app.ts calls it.
import type { FastifyInstance } from 'fastify';
import type { BlogRepo } from '../blog';
import type { CatalogueRepo } from '../catalogue';
import type { RequestContext } from '../http';
import { readClientAssets } from './assets';
import { createIslandSets, islandSetRoutes } from './island-sets';
import type { ReadinessCheck } from './health-routes';
import { createPageCache } from './page-cache';
import { createPageStyles, pageStylesRoutes } from './page-styles';
import { createRedisPurgeBus } from './purge-bus';
import { createPreviewRender, type StorefrontOptions, storefrontRoutes } from './routes';
import { createRenderer } from './ssr';

/** The page cache; with Redis, a purge on this instance purges every instance's copy. */
export function createInstancePageCache(
  app: FastifyInstance,
  opts: { ttlMs: number; redisUrl: string | undefined },
) {
  const redisUrl = opts.redisUrl?.trim();
  const bus = redisUrl
    ? createRedisPurgeBus({ redisUrl, warn: (m) => app.log.warn(m) })
    : undefined;
  if (bus) app.addHook('onClose', () => bus.close());
  return {
    pageCache: createPageCache(opts.ttlMs, { bus }),
    /** Redis's readiness check, when the cache is shared through it. */
    redisCheck: (bus ? { redis: () => bus.ping() } : {}) as Record<string, ReadinessCheck>,
  };
}

/** The built client files, the visitor's renderer and the builder's preview render. */
export async function createPageRendering(opts: {
  clientDir: string;
  catalogue: CatalogueRepo;
  blog: BlogRepo;
  app: FastifyInstance;
}) {
  const assets = readClientAssets(opts.clientDir);
  const sets = await createIslandSets(opts.clientDir, { warn: (m) => opts.app.log.warn(m) });
  islandSetRoutes(opts.app, sets);
  const styles = createPageStyles(opts.clientDir);
  pageStylesRoutes(opts.app, styles);
  const renderer = createRenderer({
    assets: {
      ...assets,
      ...(sets ? { islandSet: (types) => sets.urlFor(types) } : {}),
      ...(styles ? { pageStyles: (types) => styles.urlFor(types) } : {}),
    },
    previewEntry: assets.previewEntry,
    previewPreload: assets.previewPreload,
    log: opts.app.log,
  });
  const preview = createPreviewRender({
    renderer,
    catalogue: opts.catalogue,
    blog: opts.blog,
    css: assets.css,
    available: Boolean(assets.previewEntry),
  });
  return { css: assets.css, renderer, preview };
}

type Forgets = { forget: (workspaceId?: string) => void };

/**
 * The public pages, on the platform host and production switch of the request context. The
 * redirect maps and the resolved workspaces kept beside the pages go with them on every purge
 * (here or, over Redis, on another instance): a change of redirects or of settings purges the
 * pages.
 */
export async function registerStorefront(
  app: FastifyInstance,
  opts: Omit<StorefrontOptions, 'platformHost' | 'production' | 'redirects' | 'workspaceOf'> & {
    ctx: Pick<RequestContext, 'platformHost' | 'production'>;
    redirects: StorefrontOptions['redirects'] & Forgets;
    workspaceOf: StorefrontOptions['workspaceOf'] & Forgets;
  },
) {
  const { ctx, ...pages } = opts;
  opts.cache.onPurge((workspaceId) => {
    opts.redirects.forget(workspaceId);
    opts.workspaceOf.forget(workspaceId);
  });
  await storefrontRoutes(app, {
    ...pages,
    platformHost: ctx.platformHost,
    production: ctx.production,
  });
}
