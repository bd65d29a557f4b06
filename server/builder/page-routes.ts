// The builder's API of pages (issue 4): list, create, read, autosave the draft, move, delete,
// delete a section (SPEC §7), publish, history, one version, rollback; a built-in screen or
// template is stored the first time it is edited. Registered by builderRoutes inside its scope,
// behind the admin guard, the platform header and the app's Origin check. See docs/api.md.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGE_PATH_MAX, PAGE_TITLE_MAX } from '../../schemas/documents';
import { CURRENT_PAGE_VERSION } from '../../schemas/migrations';
import type { PageDocument, Section } from '../../schemas/types';
import {
  pageDraftProblems,
  pathProblem,
  type PublishProblem,
  sectionProblems,
  unplacedMessage,
} from './checks';
import { isBuiltInPath, templateProblems } from './built-in-pages';
import {
  API,
  DRAFT_BODY_LIMIT,
  id,
  refusePublish,
  SMALL_BODY_LIMIT,
  stamp,
  strictObject,
  version,
} from './route-kit';
import { type BuilderScope, noPage, refusal } from './scope';
import { fail } from '../http';

/** A new page: a template's few sections (schemas/page-templates.ts) are a few KB at most. */
const NEW_PAGE_BODY_LIMIT = 256 * 1024;

export const BUILT_IN_UNCHANGED_MESSAGE =
  'This built-in screen has no changes of yours to publish: edit it first.';
export const BUILT_IN_MOVE_MESSAGE =
  'This page is a built-in screen made yours, so its path stays. Use “Reset to built-in” to drop it.';

const pagePath = { type: 'string', minLength: 1, maxLength: PAGE_PATH_MAX } as const;

const idQuery = strictObject({ id }, ['id']);

/** A placement whose reusable section is gone, as a publish problem. */
const unplaced = (s: Section, index: number): PublishProblem => ({
  defaultMessage: unplacedMessage(`section ${index + 1}, #${s.id}`),
  sectionId: s.id,
  field: '',
});

export function pageRoutes(app: FastifyInstance, scope: BuilderScope) {
  const { repo, pageCache, wsOf, userOf, isPlatform, pageList, unstoredBuiltIn, pageDetail } =
    scope;
  const { purgePage, purgePlacements } = scope;

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
}
