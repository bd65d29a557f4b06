// The builder's server API (issue 4), registered from this one place: every route sits behind
// the admin guard, and a change needs the x-app-platform header. Each concern has its file:
// pages, drafts, publish, history (page-routes.ts); the site document (site-routes.ts); reusable
// sections (reusable-routes.ts); the catalogue search and the editor's shell (editor-routes.ts).
// What they share is built once here (scope.ts). See docs/api.md.
import type { FastifyInstance } from 'fastify';
import { catalogueSearchRoutes, editorShellRoutes } from './editor-routes';
import type { CatalogueSource } from './link-source';
import { pageRoutes } from './page-routes';
import { reusableRoutes } from './reusable-routes';
import { createBuilderScope } from './scope';
import { siteRoutes } from './site-routes';
import { createAdminGuard, fail, type PagePurge, type RequestContext } from '../http';

export type BuilderRoutesOptions = {
  ctx: RequestContext;
  pageCache: PagePurge;
  /** Built client files; the editor's manifest is read from here. */
  clientDir: string;
  catalogue: CatalogueSource;
};

export { PUBLISH_REFUSED_MESSAGE } from './route-kit';
export const PLATFORM_HEADER_MESSAGE =
  'This request must come from the builder: the x-app-platform header is missing.';

export async function builderRoutes(app: FastifyInstance, opts: BuilderRoutesOptions) {
  const { ctx, pageCache } = opts;
  const requireAdmin = createAdminGuard(ctx);

  // JSON only: no text/plain (the one body type a cross-site form can send without a preflight).
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (req, reply) => {
    // Another site's changes were refused before this, by the app's origin check.
    if (req.routeOptions.config.changesData && req.headers['x-app-platform'] !== 'WEB')
      return fail(reply, 403, PLATFORM_HEADER_MESSAGE);
    // The guard runs before the body is read: strangers never get their body parsed.
    return requireAdmin(req, reply);
  });

  const scope = createBuilderScope(ctx, pageCache);
  pageRoutes(app, scope);
  siteRoutes(app, scope);
  reusableRoutes(app, scope);
  catalogueSearchRoutes(app, scope, opts.catalogue);
  editorShellRoutes(app, scope, opts.clientDir);
}
