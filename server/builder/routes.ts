// The builder's server API (issue 4): pages, drafts, publishing, history and rollback of pages
// and of the site document, the catalogue search of the button-action picker, and the editor
// app's shell at /admin/builder. Everything sits behind the admin guard. See docs/api.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_PATH_MAX, PAGE_TITLE_MAX } from '../../schemas/documents';
import { CURRENT_PAGE_VERSION } from '../../schemas/migrations';
import type { PageDocument, Section, SiteDocument } from '../../schemas/types';
import { CATEGORY_TEMPLATE_PATH, PRODUCT_TEMPLATE_PATH } from '../../shared/builder-api';
import {
  HOME_DELETE_MESSAGE,
  pageDraftProblems,
  pathProblem,
  pathTakenMessage,
  PUBLISH_RACE_MESSAGE,
  type PublishProblem,
  sectionProblems,
  siteDraftProblems,
  STALE_DRAFT_MESSAGE,
  STALE_SITE_MESSAGE,
  unplacedMessage,
} from './checks';
import {
  builtInDocument,
  builtInPageId,
  designableBuiltIns,
  isBuiltInPath,
  templateProblems,
} from './built-in-pages';
import { createBuilderRepo, type PageDetail, type PageItem, type Refusal } from './repo';
import { createReusablesRepo } from './reusables';
import {
  API,
  DRAFT_BODY_LIMIT,
  id,
  PUBLISH_REFUSED_MESSAGE,
  refusePublish,
  SMALL_BODY_LIMIT,
  stamp,
  strictObject,
  version,
} from './route-kit';
import { reusableRoutes } from './reusable-routes';
import { CATALOGUE_MODELS, type CatalogueModel, type CatalogueSource } from './link-source';
import {
  builderNotBuiltPage,
  builderShell,
  createEditorAssetsReader,
  type EditorBoot,
} from './shell';
import { adminOf, createAdminGuard, fail, type PagePurge, type RequestContext } from '../http';

export type BuilderRoutesOptions = {
  ctx: RequestContext;
  pageCache: PagePurge;
  /** Built client files; the editor's manifest is read from here. */
  clientDir: string;
  catalogue: CatalogueSource;
};

/** A new page: a template's few sections (schemas/page-templates.ts) are a few KB at most. */
const NEW_PAGE_BODY_LIMIT = 256 * 1024;

export { DRAFT_BODY_LIMIT, PUBLISH_REFUSED_MESSAGE };
export const PLATFORM_HEADER_MESSAGE =
  'This request must come from the builder: the x-app-platform header is missing.';
export const UNKNOWN_MODEL_MESSAGE = (model: string) =>
  `Nothing to search called "${model}". Search ${CATALOGUE_MODELS.join(', ')}.`;

const pagePath = { type: 'string', minLength: 1, maxLength: PAGE_PATH_MAX } as const;

const idQuery = strictObject({ id }, ['id']);

const noPage = (pageId: string) => `No page with id ${pageId} in this site.`;
export const BUILT_IN_UNCHANGED_MESSAGE =
  'This built-in screen has no changes of yours to publish: edit it first.';
export const BUILT_IN_MOVE_MESSAGE =
  'This page is a built-in screen made yours, so its path stays. Use “Reset to built-in” to drop it.';

/** A refusal of the repository as a readable 4xx. */
function refusal(reply: FastifyReply, r: Refusal, what: { id?: string; path?: string } = {}) {
  switch (r.reason) {
    case 'not-found':
      return fail(reply, 404, what.id ? noPage(what.id) : 'Not found.');
    case 'conflict':
      return fail(reply, 409, what.id ? STALE_DRAFT_MESSAGE : STALE_SITE_MESSAGE);
    case 'path-taken':
      return fail(reply, 409, pathTakenMessage(what.path ?? ''));
    case 'home':
      return fail(reply, 400, HOME_DELETE_MESSAGE);
    case 'race':
      return fail(reply, 409, PUBLISH_RACE_MESSAGE);
  }
}

export async function builderRoutes(app: FastifyInstance, opts: BuilderRoutesOptions) {
  const { ctx, pageCache, catalogue } = opts;
  const repo = createBuilderRepo(ctx.db);
  const reusables = createReusablesRepo(ctx.db);
  const requireAdmin = createAdminGuard(ctx);
  const editorAssets = createEditorAssetsReader(opts.clientDir);

  // JSON only: no text/plain (the one body type a cross-site form can send without a preflight).
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (req, reply) => {
    // Another site's changes were refused before this, by the app's origin check.
    if (req.routeOptions.config.changesData && req.headers['x-app-platform'] !== 'WEB')
      return fail(reply, 403, PLATFORM_HEADER_MESSAGE);
    // The guard runs before the body is read: strangers never get their body parsed.
    return requireAdmin(req, reply);
  });

  const wsOf = (req: FastifyRequest) => adminOf(req).workspace;
  const userOf = (req: FastifyRequest) => adminOf(req).user;
  const isPlatform = (ws: { domain: string }) => ws.domain === ctx.platformHost;

  // ---- built-in screens and templates ----

  /** The workspace's built-in screens and templates, each with the id its page has or will have. */
  const builtInsOf = (ws: { id: string; domain: string }) =>
    designableBuiltIns(isPlatform(ws)).map((b) => ({ ...b, id: builtInPageId(ws.id, b.path) }));

  /**
   * The pages list: the stored pages, then every built-in screen and template in their own
   * order: the owner's stored one marked so, else an entry the editor can open and edit.
   */
  async function pageList(ws: { id: string; domain: string }): Promise<PageItem[]> {
    const stored = await repo.listPages(ws.id);
    const builtIns = builtInsOf(ws);
    const byPath = new Map(stored.map((p) => [p.path, p]));
    const builtInPaths = new Set(builtIns.map((b) => b.path));
    return [
      ...stored.filter((p) => !builtInPaths.has(p.path)),
      ...builtIns.map((b) => {
        const own = byPath.get(b.path);
        return own ? { ...own, builtIn: { kind: b.kind, stored: true } } : builtInItem(b);
      }),
    ];
  }

  function builtInItem(b: ReturnType<typeof builtInsOf>[number]): PageItem {
    return {
      id: b.id,
      path: b.path,
      title: b.title,
      updatedAt: '',
      publishedVersion: null,
      publishedAt: null,
      changed: false,
      builtIn: { kind: b.kind, stored: false },
    };
  }

  /** The built-in screen this workspace's page id stands for, while it is not stored. */
  const unstoredBuiltIn = (ws: { id: string; domain: string }, pageId: string) =>
    builtInsOf(ws).find((b) => b.id === pageId);

  /** A page with its draft: the stored one, else the built-in screen its id stands for. */
  async function pageDetail(
    ws: { id: string; domain: string },
    pageId: string,
  ): Promise<PageDetail | null> {
    const page = await repo.page(ws.id, pageId);
    const builtIn = page ? undefined : unstoredBuiltIn(ws, pageId);
    if (page) {
      const kind = builtInsOf(ws).find((b) => b.path === page.path)?.kind;
      return kind ? { ...page, builtIn: { kind, stored: true } } : page;
    }
    const draft = builtIn && builtInDocument(builtIn.path, isPlatform(ws));
    return builtIn && draft ? { ...builtInItem(builtIn), draft } : null;
  }

  /** Purges what a page is shown on: a template is every product's or category's page. */
  const purgePage = (workspaceId: string, path: string) =>
    path === PRODUCT_TEMPLATE_PATH || path === CATEGORY_TEMPLATE_PATH
      ? pageCache.purge(workspaceId)
      : pageCache.purge(workspaceId, path);

  // ---- pages ----

  app.get(`${API}/pages`, async (req) => ({ data: await pageList(wsOf(req)) }));

  app.post<{ Body: { path: string; title: string; copyFrom?: string; sections?: Section[] } }>(
    `${API}/page`,
    {
      bodyLimit: NEW_PAGE_BODY_LIMIT,
      schema: {
        body: strictObject(
          {
            path: pagePath,
            title: { type: 'string', minLength: 1, maxLength: PAGE_TITLE_MAX },
            copyFrom: id,
            // A page template's sections (the builder's "New page").
            sections: { type: 'array', maxItems: 50, items: { type: 'object' } },
          },
          ['path', 'title'],
        ),
      },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const { path, copyFrom, sections = [] } = req.body;
      const title = req.body.title.trim();
      if (!title) return fail(reply, 400, 'Give the page a title.');
      const bad = pathProblem(path);
      if (bad) return fail(reply, 400, bad);
      let draft: PageDocument = { version: CURRENT_PAGE_VERSION, title, seo: {}, sections };
      const problems = pageDraftProblems(draft);
      if (problems) return fail(reply, 400, problems);
      if (copyFrom !== undefined) {
        const source = await repo.page(ws.id, copyFrom);
        if (!source) return fail(reply, 404, noPage(copyFrom));
        draft = { ...source.draft, title };
      }
      const made = await repo.createPage(ws.id, path, draft);
      if (!made.ok) return refusal(reply, made, { path });
      // A built-in screen or a cached 404 may have been served at this path.
      pageCache.purge(ws.id, path);
      return { data: made.value };
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${API}/page`,
    { schema: { querystring: idQuery } },
    async (req, reply) => {
      const page = await pageDetail(wsOf(req), req.query.id);
      if (!page) return fail(reply, 404, noPage(req.query.id));
      return { data: page };
    },
  );

  // Autosave. PUT as specified; POST too, since shared/api-client only sends GET and POST.
  app.route<{ Body: { id: string; draft: unknown; baseUpdatedAt?: string } }>({
    method: ['PUT', 'POST'],
    url: `${API}/page/draft`,
    bodyLimit: DRAFT_BODY_LIMIT,
    schema: {
      body: strictObject({ id, draft: { type: 'object' }, baseUpdatedAt: stamp }, ['id', 'draft']),
    },
    handler: async (req, reply) => {
      const { id: pageId, draft, baseUpdatedAt } = req.body;
      const problems = pageDraftProblems(draft);
      if (problems) return fail(reply, 400, problems);
      const ws = wsOf(req);
      const saved = await repo.saveDraft(ws.id, pageId, draft as PageDocument, baseUpdatedAt);
      if (!saved.ok && saved.reason === 'not-found') {
        // The first edit of a built-in screen stores it at its path, under the id it was opened as.
        const builtIn = unstoredBuiltIn(ws, pageId);
        if (!builtIn) return refusal(reply, saved, { id: pageId });
        const made = await repo.createPage(ws.id, builtIn.path, draft as PageDocument, pageId);
        if (!made.ok) return refusal(reply, made, { path: builtIn.path });
        return { data: { updatedAt: made.value.updatedAt } };
      }
      if (!saved.ok) return refusal(reply, saved, { id: pageId });
      return { data: saved.value };
    },
  });

  app.post<{ Body: { id: string; path: string } }>(
    `${API}/page/path`,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: strictObject({ id, path: pagePath }, ['id', 'path']) },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const { id: pageId, path } = req.body;
      const bad = pathProblem(path);
      if (bad) return fail(reply, 400, bad);
      const page = await repo.page(ws.id, pageId);
      if (page && isBuiltInPath(page.path) && page.path !== path)
        return fail(reply, 400, BUILT_IN_MOVE_MESSAGE);
      const moved = await repo.movePage(ws.id, pageId, path);
      if (!moved.ok) return refusal(reply, moved, { id: pageId, path });
      pageCache.purge(ws.id, moved.value.from);
      pageCache.purge(ws.id, path);
      return { data: moved.value.page };
    },
  );

  app.post<{ Body: { id: string } }>(
    `${API}/page/delete`,
    { bodyLimit: SMALL_BODY_LIMIT, schema: { body: idQuery } },
    async (req, reply) => {
      const ws = wsOf(req);
      const gone = await repo.deletePage(ws.id, req.body.id);
      if (!gone.ok) return refusal(reply, gone, { id: req.body.id });
      // A built-in screen made the owner's: the built-in one shows again at once.
      purgePage(ws.id, gone.value.path);
      return { data: { id: req.body.id, path: gone.value.path } };
    },
  );

  // SPEC §7: GET website/page/section/delete with id and pageId (a GET that changes the draft).
  app.get<{ Querystring: { id: string; pageId: string } }>(
    '/api/io/crm/website/page/section/delete',
    {
      config: { changesData: true },
      schema: { querystring: strictObject({ id, pageId: id }, ['id', 'pageId']) },
    },
    async (req, reply) => {
      const { id: sectionId, pageId } = req.query;
      const done = await repo.deleteSection(wsOf(req).id, pageId, sectionId);
      if (!done.ok) {
        if (done.reason === 'not-found') {
          const page = await repo.page(wsOf(req).id, pageId);
          return fail(
            reply,
            404,
            page ? `No section with id ${sectionId} on this page.` : noPage(pageId),
          );
        }
        return refusal(reply, done, { id: pageId });
      }
      return { data: done.value };
    },
  );

  /**
   * A page's publish checks on this workspace: platform-only sections pass on the platform's; a
   * template must keep the section its product or category is bound to.
   */
  const pageChecksOf = (ws: { domain: string }, path: string) => (doc: PageDocument) => {
    const shape = pageDraftProblems(doc);
    if (shape) return shape.map((m) => ({ defaultMessage: m, sectionId: '', field: '' }));
    return [
      ...templateProblems(path, doc),
      ...sectionProblems(doc.sections, { platform: isPlatform(ws) }),
    ];
  };

  /** A placement whose reusable section is gone, as a publish problem. */
  const unplaced = (s: Section, index: number): PublishProblem => ({
    defaultMessage: unplacedMessage(`section ${index + 1}, #${s.id}`),
    sectionId: s.id,
    field: '',
  });

  /** Purges every live page placing one of the reusable sections `ids`. */
  async function purgePlacements(workspaceId: string, ids: readonly string[]) {
    if (!ids.length) return;
    const uses = await reusables.uses(workspaceId);
    const paths = new Set(ids.flatMap((r) => (uses.get(r)?.live ?? []).map((p) => p.path)));
    for (const path of paths) purgePage(workspaceId, path);
  }

  /** The stored page's path for its checks; a 4xx already sent when there is no such page. */
  async function pathForPublish(
    reply: FastifyReply,
    ws: { id: string; domain: string },
    pageId: string,
  ): Promise<string | null> {
    const page = await repo.page(ws.id, pageId);
    if (page) return page.path;
    if (unstoredBuiltIn(ws, pageId)) void fail(reply, 400, BUILT_IN_UNCHANGED_MESSAGE);
    else void fail(reply, 404, noPage(pageId));
    return null;
  }

  app.post<{ Body: { id: string } }>(
    `${API}/page/publish`,
    { bodyLimit: SMALL_BODY_LIMIT, schema: { body: idQuery } },
    async (req, reply) => {
      const ws = wsOf(req);
      const path = await pathForPublish(reply, ws, req.body.id);
      if (path === null) return reply;
      const checks = pageChecksOf(ws, path);
      const done = await repo.publishPage(ws.id, req.body.id, userOf(req).id, checks, unplaced);
      if (!done.ok) {
        if (done.reason === 'invalid') return refusePublish(reply, done.problems);
        return refusal(reply, done, { id: req.body.id });
      }
      // At once: the next visitor gets the new version, not a cached copy of the old one.
      purgePage(ws.id, done.value.page.path);
      // Reusable sections it placed went live too: so did every page placing them.
      await purgePlacements(ws.id, done.value.reusables);
      const { draft: _draft, ...item } = done.value.page;
      return { data: item };
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${API}/page/history`,
    { schema: { querystring: idQuery } },
    async (req, reply) => {
      const list = await repo.pageHistory(wsOf(req).id, req.query.id);
      // A built-in screen not made the owner's yet has no history.
      if (!list && unstoredBuiltIn(wsOf(req), req.query.id)) return { data: [] };
      if (!list) return fail(reply, 404, noPage(req.query.id));
      return { data: list };
    },
  );

  app.get<{ Querystring: { id: string; version: number } }>(
    `${API}/page/version`,
    { schema: { querystring: strictObject({ id, version }, ['id', 'version']) } },
    async (req, reply) => {
      const doc = await repo.pageVersion(wsOf(req).id, req.query.id, req.query.version);
      if (!doc) return fail(reply, 404, `This page has no published version ${req.query.version}.`);
      return { data: doc };
    },
  );

  app.post<{ Body: { id: string; version: number } }>(
    `${API}/page/rollback`,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: strictObject({ id, version }, ['id', 'version']) },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const { id: pageId, version: v } = req.body;
      const path = await pathForPublish(reply, ws, pageId);
      if (path === null) return reply;
      const checks = pageChecksOf(ws, path);
      const done = await repo.publishPage(ws.id, pageId, userOf(req).id, checks, unplaced, v);
      if (!done.ok) {
        if (done.reason === 'invalid') return refusePublish(reply, done.problems);
        if (done.reason === 'not-found' && (await repo.page(ws.id, pageId)))
          return fail(reply, 404, `This page has no published version ${v}.`);
        return refusal(reply, done, { id: pageId });
      }
      purgePage(ws.id, done.value.page.path);
      return { data: done.value.page };
    },
  );

  // ---- the site document: theme, header, footer ----

  const siteAnswer = async (req: FastifyRequest) => {
    const ws = wsOf(req);
    const site = await repo.site(ws.id);
    return site && { name: ws.name, domain: ws.domain, ...site };
  };

  app.get(`${API}/site`, async (req, reply) => {
    const site = await siteAnswer(req);
    if (!site) return fail(reply, 404, 'This workspace has no site.');
    return { data: site };
  });

  app.route<{ Body: { draft: unknown; baseUpdatedAt?: string } }>({
    method: ['PUT', 'POST'],
    url: `${API}/site/draft`,
    bodyLimit: DRAFT_BODY_LIMIT,
    schema: { body: strictObject({ draft: { type: 'object' }, baseUpdatedAt: stamp }, ['draft']) },
    handler: async (req, reply) => {
      const problems = siteDraftProblems(req.body.draft);
      if (problems) return fail(reply, 400, problems);
      const saved = await repo.saveSiteDraft(
        wsOf(req).id,
        req.body.draft as SiteDocument,
        req.body.baseUpdatedAt,
      );
      if (!saved.ok) return refusal(reply, saved);
      return { data: saved.value };
    },
  });

  const checkSite = (doc: SiteDocument) => {
    const shape = siteDraftProblems(doc);
    if (shape) return shape.map((m) => ({ defaultMessage: m, sectionId: '', field: '' }));
    const slot = (s: Section | null, where: 'header' | 'footer') =>
      s ? sectionProblems([s], { slot: where }) : [];
    return [...slot(doc.header, 'header'), ...slot(doc.footer, 'footer')];
  };

  // The body is optional ({} or none): there is one site per workspace.
  const emptyBody = { type: ['object', 'null'], additionalProperties: false } as const;

  app.post(
    `${API}/site/publish`,
    { bodyLimit: SMALL_BODY_LIMIT, schema: { body: emptyBody } },
    async (req, reply) => {
      const ws = wsOf(req);
      const done = await repo.publishSite(ws.id, userOf(req).id, checkSite);
      if (!done.ok) {
        if (done.reason === 'invalid') return refusePublish(reply, done.problems);
        return refusal(reply, done);
      }
      // Header, footer and theme are on every page.
      pageCache.purge(ws.id);
      return { data: { name: ws.name, domain: ws.domain, ...done.value } };
    },
  );

  app.get(`${API}/site/history`, async (req) => ({
    data: await repo.siteHistory(wsOf(req).id),
  }));

  app.get<{ Querystring: { version: number } }>(
    `${API}/site/version`,
    { schema: { querystring: strictObject({ version }, ['version']) } },
    async (req, reply) => {
      const doc = await repo.siteVersion(wsOf(req).id, req.query.version);
      if (!doc) return fail(reply, 404, `The site has no published version ${req.query.version}.`);
      return { data: doc };
    },
  );

  app.post<{ Body: { version: number } }>(
    `${API}/site/rollback`,
    { bodyLimit: SMALL_BODY_LIMIT, schema: { body: strictObject({ version }, ['version']) } },
    async (req, reply) => {
      const ws = wsOf(req);
      const v = req.body.version;
      const done = await repo.publishSite(ws.id, userOf(req).id, checkSite, v);
      if (!done.ok) {
        if (done.reason === 'invalid') return refusePublish(reply, done.problems);
        if (done.reason === 'not-found')
          return fail(reply, 404, `The site has no published version ${v}.`);
        return refusal(reply, done);
      }
      pageCache.purge(ws.id);
      return { data: { name: ws.name, domain: ws.domain, ...done.value } };
    },
  );

  // ---- reusable sections ----

  await reusableRoutes(app, { reusables, isPlatform, purgePage, purgePlacements });

  // ---- catalogue search for the button-action picker (SPEC §7) ----

  const searchQuery = {
    type: 'object',
    properties: {
      query: { type: 'string', maxLength: 200, default: '' },
      category: { type: 'string', maxLength: 200 },
    },
    additionalProperties: false,
  } as const;

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

  // ---- the editor app ----

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
        platform: workspace.domain === ctx.platformHost,
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
