// The builder's API of reusable sections (issue 32): list with where each is placed, create from
// a config, save the draft, publish, history, rollback, rename, delete. Registered by
// builderRoutes inside its scope, so the admin guard, the platform header and the app's Origin
// check apply as to the page routes. See docs/api.md, "Reusable sections".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SECTION_METAS } from '../../schemas/section-metas';
import { fail } from '../http';
import {
  configShapeProblems,
  reusableNameTakenMessage,
  sectionProblems,
  STALE_DRAFT_MESSAGE,
  PUBLISH_RACE_MESSAGE,
} from './checks';
import type { ReusableRefusal } from './reusables';
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
import type { BuilderScope } from './scope';

const NAME_MAX = 80;
export const noReusable = (reusableId: string) =>
  `No reusable section with id ${reusableId} in this site.`;
export const inUseMessage = (n: number) =>
  `This reusable section is placed on ${n} ${n === 1 ? 'page' : 'pages'}. Delete it with force to remove it from them too.`;
const notReusableTypeMessage = (label: string) =>
  `${label} belongs in the site's header or footer slot and cannot be a reusable section.`;
const EMPTY_NAME_MESSAGE = 'Give the reusable section a name.';

const name = { type: 'string', minLength: 1, maxLength: NAME_MAX } as const;
const idQuery = strictObject({ id }, ['id']);
const metas = new Map(SECTION_METAS.map((m) => [m.type, m]));

function refusal(reply: FastifyReply, r: ReusableRefusal, what: { id: string; name?: string }) {
  switch (r.reason) {
    case 'not-found':
      return fail(reply, 404, noReusable(what.id));
    case 'conflict':
      return fail(reply, 409, STALE_DRAFT_MESSAGE);
    case 'name-taken':
      return fail(reply, 409, reusableNameTakenMessage(what.name ?? ''));
    case 'in-use':
      return fail(reply, 409, inUseMessage(r.pages.length), { pages: r.pages });
    case 'race':
      return fail(reply, 409, PUBLISH_RACE_MESSAGE);
    default:
      return fail(reply, 400, 'This cannot be done to a reusable section.');
  }
}

export function reusableRoutes(app: FastifyInstance, scope: BuilderScope) {
  const { reusables, wsOf, userOf, isPlatform, purgePage, purgePlacements } = scope;

  /** A reusable section's config checked against its type, as a page's section at publish. */
  const configChecks =
    (ws: { domain: string }, reusableName: string) =>
    (type: string, config: Record<string, unknown>) =>
      sectionProblems([{ id: 'reusable', type, config }], {
        platform: isPlatform(ws),
        place: `reusable “${reusableName}”`,
      });

  app.get(`${API}/reusables`, async (req) => ({ data: await reusables.list(wsOf(req).id) }));

  app.get<{ Querystring: { id: string } }>(
    `${API}/reusable`,
    { schema: { querystring: idQuery } },
    async (req, reply) => {
      const found = await reusables.get(wsOf(req).id, req.query.id);
      if (!found) return fail(reply, 404, noReusable(req.query.id));
      return { data: found };
    },
  );

  app.post<{ Body: { name: string; type: string; config: Record<string, unknown> } }>(
    `${API}/reusable`,
    {
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: {
        body: strictObject(
          {
            name,
            type: { type: 'string', minLength: 1, maxLength: 64 },
            config: { type: 'object' },
          },
          ['name', 'type', 'config'],
        ),
      },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const title = req.body.name.trim();
      if (!title) return fail(reply, 400, EMPTY_NAME_MESSAGE);
      const { type, config } = req.body;
      const meta = metas.get(type);
      if (meta?.placement && meta.placement !== 'body')
        return fail(reply, 400, notReusableTypeMessage(meta.label));
      const shape = configShapeProblems(config);
      if (shape) return fail(reply, 400, shape);
      // Saved from a placed section: its config must already be one visitors could get.
      const problems = configChecks(ws, title)(type, config);
      if (problems.length)
        return fail(
          reply,
          400,
          problems.map((p) => p.defaultMessage),
        );
      const made = await reusables.create(ws.id, { name: title, type, config });
      if (!made.ok) return refusal(reply, made, { id: '', name: title });
      return { data: made.value };
    },
  );

  // Autosave. PUT as for pages; POST too, since shared/api-client only sends GET and POST.
  app.route<{ Body: { id: string; config: unknown; baseUpdatedAt?: string } }>({
    method: ['PUT', 'POST'],
    url: `${API}/reusable/draft`,
    bodyLimit: DRAFT_BODY_LIMIT,
    schema: {
      body: strictObject({ id, config: { type: 'object' }, baseUpdatedAt: stamp }, [
        'id',
        'config',
      ]),
    },
    handler: async (req, reply) => {
      const { id: reusableId, config, baseUpdatedAt } = req.body;
      const shape = configShapeProblems(config);
      if (shape) return fail(reply, 400, shape);
      const saved = await reusables.saveDraft(
        wsOf(req).id,
        reusableId,
        config as Record<string, unknown>,
        baseUpdatedAt,
      );
      if (!saved.ok) return refusal(reply, saved, { id: reusableId });
      return { data: saved.value };
    },
  });

  /** Publish, or with `version` roll back; purges every page showing it. */
  async function publish(req: FastifyRequest, reply: FastifyReply, reusableId: string, v?: number) {
    const ws = wsOf(req);
    const found = await reusables.get(ws.id, reusableId);
    if (!found) return fail(reply, 404, noReusable(reusableId));
    const checks = configChecks(ws, found.name);
    const done = await reusables.publish(ws.id, reusableId, userOf(req).id, checks, v);
    if (!done.ok) {
      if (done.reason === 'invalid') return refusePublish(reply, done.problems);
      if (done.reason === 'not-found' && v !== undefined)
        return fail(reply, 404, `This reusable section has no published version ${v}.`);
      return refusal(reply, done, { id: reusableId });
    }
    await purgePlacements(ws.id, [reusableId]);
    return { data: done.value };
  }

  app.post<{ Body: { id: string } }>(
    `${API}/reusable/publish`,
    { bodyLimit: SMALL_BODY_LIMIT, schema: { body: idQuery } },
    async (req, reply) => publish(req, reply, req.body.id),
  );

  app.post<{ Body: { id: string; version: number } }>(
    `${API}/reusable/rollback`,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: strictObject({ id, version }, ['id', 'version']) },
    },
    async (req, reply) => publish(req, reply, req.body.id, req.body.version),
  );

  app.get<{ Querystring: { id: string } }>(
    `${API}/reusable/history`,
    { schema: { querystring: idQuery } },
    async (req, reply) => {
      const list = await reusables.history(wsOf(req).id, req.query.id);
      if (!list) return fail(reply, 404, noReusable(req.query.id));
      return { data: list };
    },
  );

  app.get<{ Querystring: { id: string; version: number } }>(
    `${API}/reusable/version`,
    { schema: { querystring: strictObject({ id, version }, ['id', 'version']) } },
    async (req, reply) => {
      const config = await reusables.version(wsOf(req).id, req.query.id, req.query.version);
      if (!config)
        return fail(
          reply,
          404,
          `This reusable section has no published version ${req.query.version}.`,
        );
      return { data: config };
    },
  );

  app.post<{ Body: { id: string; name: string } }>(
    `${API}/reusable/rename`,
    { bodyLimit: SMALL_BODY_LIMIT, schema: { body: strictObject({ id, name }, ['id', 'name']) } },
    async (req, reply) => {
      const title = req.body.name.trim();
      if (!title) return fail(reply, 400, EMPTY_NAME_MESSAGE);
      const done = await reusables.rename(wsOf(req).id, req.body.id, title);
      if (!done.ok) return refusal(reply, done, { id: req.body.id, name: title });
      return { data: done.value };
    },
  );

  // In use, refused with the pages placing it unless `force` (body) or `?force=1`.
  app.post<{ Body: { id: string; force?: boolean }; Querystring: { force?: '1' } }>(
    `${API}/reusable/delete`,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        body: strictObject({ id, force: { type: 'boolean' } }, ['id']),
        querystring: strictObject({ force: { type: 'string', enum: ['1'] } }, []),
      },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const force = req.body.force === true || req.query.force === '1';
      const gone = await reusables.delete(ws.id, req.body.id, force);
      if (!gone.ok) return refusal(reply, gone, { id: req.body.id });
      // Live pages placing it now show nothing there.
      for (const path of gone.value.livePaths) purgePage(ws.id, path);
      return { data: { id: req.body.id, removedFrom: gone.value.draftPages } };
    },
  );
}
