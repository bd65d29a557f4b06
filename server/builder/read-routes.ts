// The read API the runtime uses: a workspace's site and page documents. Published documents are
// public; drafts (builder mode) need an owner or staff session of the workspace, answered
// 401/403 like the admin guard.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizePath, type Workspace } from '../http';
import type { SiteDocuments } from './documents';

export type ReadRoutesOptions = {
  documents: SiteDocuments;
  workspaceOf: (req: FastifyRequest) => Promise<Workspace | null>;
  requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

const versionQuery = {
  type: 'object',
  properties: { version: { type: 'string', enum: ['published', 'draft'], default: 'published' } },
  additionalProperties: false,
} as const;

export async function readRoutes(app: FastifyInstance, opts: ReadRoutesOptions) {
  const { documents, workspaceOf, requireAdmin } = opts;

  // A draft needs the admin guard, asked before the query is validated: a stranger learns
  // nothing but 401.
  app.addHook('onRequest', async (req, reply) => {
    if ((req.query as { version?: unknown }).version === 'draft') await requireAdmin(req, reply);
    return reply.sent ? reply : undefined;
  });

  app.get(
    '/api/public/website/site',
    { schema: { querystring: versionQuery } },
    async (req, reply) => {
      const ws = await workspaceOf(req);
      if (!ws) return reply.status(404).send({ status: 404, msg: 'No site at this address.' });
      const { version } = req.query as { version: 'published' | 'draft' };
      const site = await documents.site(ws.id, version);
      return { data: { name: ws.name, slug: ws.slug, settings: ws.settings, site } };
    },
  );

  app.get(
    '/api/public/website/page',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['path'],
          properties: {
            ...versionQuery.properties,
            path: { type: 'string', minLength: 1, maxLength: 512 },
          },
          additionalProperties: false,
        },
      },
    },
    async (req, reply) => {
      const ws = await workspaceOf(req);
      if (!ws) return reply.status(404).send({ status: 404, msg: 'No site at this address.' });
      const { path, version } = req.query as { path: string; version: 'published' | 'draft' };
      const page = await documents.page(ws.id, path, version);
      if (!page)
        return reply.status(404).send({ status: 404, msg: `No page at ${normalizePath(path)}.` });
      return { data: page };
    },
  );

  // Published pages only, with their published titles: anyone may ask.
  app.get('/api/public/website/pages', async (req, reply) => {
    const ws = await workspaceOf(req);
    if (!ws) return reply.status(404).send({ status: 404, msg: 'No site at this address.' });
    return { data: await documents.publishedPages(ws.id) };
  });
}
