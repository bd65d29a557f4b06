// The catalogue domain's wiring, as app.ts calls it: the public catalogue API and the owner's
// products, categories and CSV, over the repo app.ts built (search, the storefront and the link
// picker read it too).
import type { FastifyInstance } from 'fastify';
import { catalogueAdminRoutes, type CatalogueAdminRoutesOptions } from './admin-routes';
import { catalogueRoutes } from './routes';

export async function registerCatalogue(app: FastifyInstance, opts: CatalogueAdminRoutesOptions) {
  await app.register(catalogueRoutes, { ctx: opts.ctx, catalogue: opts.catalogue });
  await app.register(catalogueAdminRoutes, opts);
}
