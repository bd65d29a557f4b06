// The public face of server/storefront: the visitor's pages (rendering, the page cache, the
// built-in screens), sitemap, robots, RSS and the static files.
export { healthRoutes } from './health-routes';
export { type PageCache } from './page-cache';
export { PAGE_INLINE_SCRIPTS } from './ssr';
export { staticRoutes } from './static-routes';
export { createInstancePageCache, createPageRendering, registerStorefront } from './setup';
