// Builder mode: the draft, server-rendered for the editor's preview iframe (or opened alone),
// which the preview runtime then takes over. Drafts are the owner's: behind the admin guard (no
// session: redirect to /admin/login). The rendering is the storefront's, handed in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { normalizePath, type Workspace } from '../http';
import { builtInDocument } from './built-in-pages';
import type { SiteDocuments } from './documents';

/** The storefront's renderer of a draft in builder mode; null when no preview can be built. */
export type PreviewRender = {
  available: boolean;
  render(
    ws: Workspace,
    site: SiteDocument,
    page: PageDocument | null,
    path: string,
    embed: boolean,
  ): Promise<{ status: number; html: string }>;
  notFoundPage(title: string, message: string): string;
};

export type PreviewRoutesOptions = {
  documents: SiteDocuments;
  preview: PreviewRender;
  workspaceOf: (req: FastifyRequest) => Promise<Workspace | null>;
  requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** The platform's own host: its workspace has the owner sign-in and registration screens. */
  platformHost: string;
};

export async function previewRoutes(app: FastifyInstance, opts: PreviewRoutesOptions) {
  const { documents, preview, workspaceOf } = opts;
  const notFound = (reply: FastifyReply, message: string) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(preview.notFoundPage('404 · Not found', message));

  app.get(
    '/admin/preview',
    {
      // Only the builder on this same host may frame the preview (clickjacking).
      config: { securityPolicy: 'framed' },
      onRequest: opts.requireAdmin,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            path: { type: 'string', minLength: 1, maxLength: 512 },
            embed: { type: 'string', enum: ['1'] },
          },
          additionalProperties: false,
        },
      },
    },
    async (req, reply) => {
      const ws = await workspaceOf(req);
      if (!ws || !preview.available) return notFound(reply, 'No preview here.');
      const query = req.query as { path?: string; embed?: '1' };
      const path = normalizePath(query.path ?? '/');
      const [site, stored] = await Promise.all([
        documents.site(ws.id, 'draft'),
        documents.page(ws.id, path, 'draft'),
      ]);
      if (!site) return notFound(reply, 'This workspace has no site yet.');
      // A built-in screen or template the owner has not made theirs: the built-in one.
      const page = stored ?? builtInDocument(path, ws.domain === opts.platformHost);
      const { status, html } = await preview.render(ws, site, page, path, query.embed === '1');
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    },
  );
}
