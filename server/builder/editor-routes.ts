// The editor app's side of the builder's API: the catalogue search of the button-action picker
// (SPEC §7) and the editor's shell at /admin/builder, with the documents it opens on. Registered
// by builderRoutes inside its scope, behind the admin guard. See docs/api.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE_MODELS, type CatalogueModel, type CatalogueSource } from './link-source';
import { strictObject } from './route-kit';
import type { BuilderScope } from './scope';
import {
  builderNotBuiltPage,
  builderShell,
  createEditorAssetsReader,
  type EditorBoot,
} from './shell';
import { adminOf, fail } from '../http';

export const UNKNOWN_MODEL_MESSAGE = (model: string) =>
  `Nothing to search called "${model}". Search ${CATALOGUE_MODELS.join(', ')}.`;

const searchQuery = {
  type: 'object',
  properties: {
    query: { type: 'string', maxLength: 200, default: '' },
    category: { type: 'string', maxLength: 200 },
  },
  additionalProperties: false,
} as const;

/** The catalogue search of the button-action picker and the category picker. */
export function catalogueSearchRoutes(
  app: FastifyInstance,
  scope: BuilderScope,
  catalogue: CatalogueSource,
) {
  const { wsOf } = scope;
  app.get<{ Params: { model: string }; Querystring: { query: string; category?: string } }>(
    '/api/io/crm/search/model/:model',
    {
      schema: {
        params: strictObject({ model: { type: 'string', maxLength: 64 } }, ['model']),
        querystring: searchQuery,
      },
    },
    async (req, reply) => {
      const model = req.params.model;
      if (!(CATALOGUE_MODELS as readonly string[]).includes(model))
        return fail(reply, 404, UNKNOWN_MODEL_MESSAGE(model));
      const items = await catalogue.search(wsOf(req).id, model as CatalogueModel, {
        query: req.query.query.trim(),
        category: req.query.category,
        limit: 20,
      });
      return { data: items };
    },
  );

  app.get<{ Querystring: { query: string } }>(
    '/api/io/crm/admin/product/category/search',
    {
      schema: {
        querystring: {
          ...searchQuery,
          properties: { query: searchQuery.properties.query },
        },
      },
    },
    async (req) => ({
      data: await catalogue.search(wsOf(req).id, 'categories', {
        query: req.query.query.trim(),
        limit: 20,
      }),
    }),
  );
}

/** The editor app's shell: its boot data and the documents it opens on, in the page. */
export function editorShellRoutes(app: FastifyInstance, scope: BuilderScope, clientDir: string) {
  const { isPlatform, siteAnswer, pageList, pageDetail, reusables } = scope;
  const editorAssets = createEditorAssetsReader(clientDir);

  const shell = async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const assets = editorAssets();
    if (!assets) return reply.status(503).send(builderNotBuiltPage());
    const { workspace, user } = adminOf(req);
    const boot: EditorBoot = {
      workspace: {
        id: workspace.id,
        name: workspace.name,
        slug: workspace.slug,
        domain: workspace.domain,
        platform: isPlatform(workspace),
      },
      user: {
        id: user.id,
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        email: user.email,
        userType: user.userType,
      },
      previewPath: '/admin/preview',
      chooseStarter: workspace.settings.starter === null,
    };
    // The documents go in the page, so the editor opens without waiting for three requests.
    const [site, pages, library] = await Promise.all([
      siteAnswer(req),
      pageList(workspace),
      reusables.list(workspace.id),
    ]);
    if (site) {
      const wanted = (req.query as { page?: unknown }).page;
      const first =
        pages.find((p) => p.path === wanted) ?? pages.find((p) => p.path === '/') ?? pages[0];
      const page = first ? await pageDetail(workspace, first.id) : null;
      boot.documents = { site, pages, page, reusables: library };
    }
    return reply.send(builderShell(assets, boot));
  };
  app.get('/admin/builder', { config: { securityPolicy: 'app' } }, shell);
  app.get('/admin/builder/*', { config: { securityPolicy: 'app' } }, shell);
}
