// The public face of server/storefront: the visitor's pages (rendering, the page cache, the
// built-in screens), sitemap, robots, RSS and the static files.
export { readClientAssets } from './assets';
export { healthRoutes } from './health-routes';
export { createPageCache, type PageCache } from './page-cache';
export { createRedisPurgeBus } from './purge-bus';
export { createPreviewRender, storefrontRoutes } from './routes';
export { createRenderer, PAGE_INLINE_SCRIPTS } from './ssr';
export { staticRoutes } from './static-routes';
