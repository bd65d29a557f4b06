// The starters' routes in the builder's API (docs/api.md, "Starters"): the list the picker
// shows and applying one. Behind the admin guard; applying changes data (the Origin check and
// the builder's x-app-platform header).
import type { FastifyInstance } from 'fastify';
import { STARTER_IDS, starters } from '../../fixtures/starters/index';
import {
  adminOf,
  fail,
  PLATFORM_HEADER_MESSAGE,
  prepareAdminApi,
  type RequestContext,
  strictObject,
} from '../http';
import type { StarterList } from '../../shared/builder-api';
import { applyStarter, isStarterId } from './apply';

const API = '/api/io/crm/admin/website';

export const UNKNOWN_STARTER_MESSAGE = (id: string) =>
  `There is no starter called "${id}". Choose one of: ${STARTER_IDS.join(', ')}.`;
const BODY_MESSAGE = `Send { "starter": one of ${STARTER_IDS.join(', ')} }.`;

/** Where a starter's picture of its home page is served (fixtures/images/starters, at /demo/). */
export const starterThumbnail = (id: string) => `/demo/starters/${id}.webp`;

export async function starterRoutes(app: FastifyInstance, { ctx }: { ctx: RequestContext }) {
  prepareAdminApi(app, ctx);

  app.get(`${API}/starters`, async (req): Promise<{ data: StarterList }> => {
    const chosen = adminOf(req).workspace.settings.starter;
    return {
      data: {
        // null: a new workspace that has not chosen (the builder asks); absent: the demo
        // workspaces and those made before starters, which count as chosen.
        chosen: typeof chosen === 'string' ? chosen : null,
        ask: chosen === null,
        starters: starters().map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          thumbnail: starterThumbnail(s.id),
        })),
      },
    };
  });

  app.post<{ Body: { starter: string } }>(
    `${API}/starter`,
    {
      config: { changesData: true },
      bodyLimit: 1024,
      attachValidation: true,
      schema: { body: strictObject({ starter: { type: 'string', maxLength: 64 } }, ['starter']) },
    },
    async (req, reply) => {
      if (req.headers['x-app-platform'] !== 'WEB') return fail(reply, 403, PLATFORM_HEADER_MESSAGE);
      if (req.validationError) return fail(reply, 400, BODY_MESSAGE);
      const id = req.body.starter;
      if (!isStarterId(id)) return fail(reply, 400, UNKNOWN_STARTER_MESSAGE(id));
      // Drafts only: nothing visitors see changes, so no page is purged from the cache.
      return { data: await applyStarter(ctx.db, adminOf(req).workspace, id) };
    },
  );
}
