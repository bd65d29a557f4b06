// The builder's API of the site document (theme, header, footer): read, autosave the draft,
// publish, history, one version, rollback. Registered by builderRoutes inside its scope, so the
// admin guard, the platform header and the app's Origin check apply. See docs/api.md.
import type { FastifyInstance } from 'fastify';
import type { Section, SiteDocument } from '../../schemas/types';
import { sectionProblems, siteDraftProblems } from './checks';
import {
  API,
  DRAFT_BODY_LIMIT,
  refusePublish,
  SMALL_BODY_LIMIT,
  stamp,
  strictObject,
  version,
} from './route-kit';
import { type BuilderScope, refusal } from './scope';
import { fail } from '../http';

const checkSite = (doc: SiteDocument) => {
  const shape = siteDraftProblems(doc);
  if (shape) return shape.map((m) => ({ defaultMessage: m, sectionId: '', field: '' }));
  const slot = (s: Section | null, where: 'header' | 'footer') =>
    s ? sectionProblems([s], { slot: where }) : [];
  return [...slot(doc.header, 'header'), ...slot(doc.footer, 'footer')];
};

// The body is optional ({} or none): there is one site per workspace.
const emptyBody = { type: ['object', 'null'], additionalProperties: false } as const;

export function siteRoutes(app: FastifyInstance, scope: BuilderScope) {
  const { repo, pageCache, wsOf, userOf, siteAnswer } = scope;

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
}
