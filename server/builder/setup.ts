// The builder domain's wiring, as app.ts calls it: the builder's API and the editor's shell, the
// read API and the preview route, over the services app.ts built (the site documents, the
// storefront's draft renderer, the catalogue source of the link picker).
import type { FastifyInstance } from 'fastify';
import { previewRoutes, type PreviewRoutesOptions } from './preview-routes';
import { readRoutes } from './read-routes';
import { builderRoutes, type BuilderRoutesOptions } from './routes';

export type BuilderDomainOptions = BuilderRoutesOptions &
  Omit<PreviewRoutesOptions, 'platformHost'>;

export async function registerBuilder(app: FastifyInstance, opts: BuilderDomainOptions) {
  const { ctx, pageCache, clientDir, catalogue, documents, preview, workspaceOf } = opts;
  const { requireAdmin } = opts;
  await app.register(builderRoutes, { ctx, pageCache, clientDir, catalogue });
  await app.register(readRoutes, { documents, workspaceOf, requireAdmin });
  const platformHost = ctx.platformHost;
  await app.register(previewRoutes, {
    documents,
    preview,
    workspaceOf,
    requireAdmin,
    platformHost,
  });
}
