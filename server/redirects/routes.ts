// The owner's redirects (docs/api.md, "Admin API: redirects"; contract in shared/redirects.ts):
// the list with search and pages, add or change one, delete, and the whole set as CSV out and
// in (merged). Owner and staff of the Host's workspace (the admin guard, before the body is
// read); every query keyed by workspace. Every change purges the workspace's cached pages, which
// also drops every instance's redirect map (server/storefront/setup.ts).
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_REDIRECT_PATHS,
  type AdminRedirect,
  REDIRECT_FIELD_MESSAGES,
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_MESSAGES,
  REDIRECT_PAGE_SIZE,
  REDIRECT_QUERY_SCHEMA,
  REDIRECT_SAVE_SCHEMA,
  type RedirectInput,
  type RedirectQuery,
} from '../../shared/redirects';
import { mergeRedirectRows, readRedirectCsv, redirectsToCsv } from './csv';
import type { RedirectsRepo } from './repo';
import {
  acceptCsvBodies,
  ADMIN_ID_SCHEMA,
  adminOf,
  CSV_IMPORT_SCHEMA,
  type CsvImportBody,
  csvImportText,
  fail,
  failFields,
  listFilter,
  type PagePurge,
  prepareAdminApi,
  refuseInvalid,
  type RequestContext,
  sendCsvDownload,
} from '../http';

export type RedirectRoutesOptions = {
  ctx: RequestContext;
  repo: RedirectsRepo;
  pageCache: PagePurge;
};

/** The import's body: the CSV as text/csv, or JSON { csv }, whose escapes may double its size. */
const IMPORT_BODY_LIMIT = 2 * REDIRECT_IMPORT_MAX_BYTES;
const IMPORT_MESSAGES = {
  '(form)': REDIRECT_MESSAGES.importBody,
  csv: REDIRECT_MESSAGES.importBody,
};

export async function redirectRoutes(app: FastifyInstance, opts: RedirectRoutesOptions) {
  prepareAdminApi(app, opts.ctx);
  const { repo, pageCache } = opts;
  acceptCsvBodies(app);

  app.post<{ Body: RedirectQuery }>(
    ADMIN_REDIRECT_PATHS.list,
    { attachValidation: true, schema: { body: REDIRECT_QUERY_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, REDIRECT_FIELD_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      return repo.list(workspace.id, listFilter(req.body ?? {}, REDIRECT_PAGE_SIZE));
    },
  );

  app.post<{ Body: RedirectInput }>(
    ADMIN_REDIRECT_PATHS.save,
    { attachValidation: true, schema: { body: REDIRECT_SAVE_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, REDIRECT_FIELD_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      const { id, from, to, status = 301 } = req.body;
      const done = await repo.change(workspace.id, (set) =>
        set.apply({ ...(id ? { id } : {}), from, to, status, automatic: false }),
      );
      if (!done.ok)
        return done.field
          ? failFields(reply, { [done.field]: done.message }, done.status)
          : fail(reply, done.status, done.message);
      pageCache.purge(workspace.id);
      const data: AdminRedirect | null = await repo.get(workspace.id, done.row.id);
      return { data };
    },
  );

  app.post<{ Body: { id: string } }>(
    ADMIN_REDIRECT_PATHS.delete,
    { attachValidation: true, schema: { body: ADMIN_ID_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, REDIRECT_FIELD_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      const gone = await repo.change(workspace.id, (set) => set.delete(req.body.id));
      if (!gone) return fail(reply, 404, REDIRECT_MESSAGES.notFound);
      pageCache.purge(workspace.id);
      return { data: { _id: req.body.id } };
    },
  );

  app.get(ADMIN_REDIRECT_PATHS.export, async (req, reply) => {
    const { workspace } = adminOf(req);
    return sendCsvDownload(reply, 'redirects', redirectsToCsv(await repo.all(workspace.id)));
  });

  app.post<{ Body: CsvImportBody }>(
    ADMIN_REDIRECT_PATHS.import,
    { attachValidation: true, bodyLimit: IMPORT_BODY_LIMIT, schema: { body: CSV_IMPORT_SCHEMA } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, IMPORT_MESSAGES)) return reply;
      const { workspace } = adminOf(req);
      const text = csvImportText(req.body);
      if (Buffer.byteLength(text) > REDIRECT_IMPORT_MAX_BYTES)
        return fail(reply, 413, REDIRECT_MESSAGES.importTooLarge);
      const read = readRedirectCsv(text);
      if (!read.ok) return fail(reply, 400, read.message);
      const report = await repo.change(workspace.id, (set) => mergeRedirectRows(set, read.rows));
      if (report.added + report.updated > 0) pageCache.purge(workspace.id);
      return { data: report };
    },
  );
}
