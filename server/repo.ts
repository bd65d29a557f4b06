import { randomUUID } from 'node:crypto';
import { migratePage } from '../schemas/migrations';
import type { PageDocument, SiteDocument } from '../schemas/types';
import type { Db } from './db/connect';
import { normalizePath, type Workspace } from './http';

const now = () => new Date().toISOString();

function parseWorkspace(row: {
  id: string;
  slug: string;
  domain: string;
  name: string;
  settings: string;
}): Workspace {
  return { ...row, settings: JSON.parse(row.settings) as Workspace['settings'] };
}

/** Data access for workspaces, sites and pages; every query is scoped by workspace id. */
export function createRepo(db: Db) {
  return {
    async workspaceByDomain(domain: string): Promise<Workspace | null> {
      const row = await db
        .selectFrom('workspaces')
        .selectAll()
        .where('domain', '=', domain)
        .executeTakeFirst();
      return row ? parseWorkspace(row) : null;
    },

    async workspaceById(id: string): Promise<Workspace | null> {
      const row = await db
        .selectFrom('workspaces')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? parseWorkspace(row) : null;
    },

    async workspaceBySlug(slug: string): Promise<Workspace | null> {
      const row = await db
        .selectFrom('workspaces')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? parseWorkspace(row) : null;
    },

    async createWorkspace(input: Omit<Workspace, 'id'>, site: SiteDocument): Promise<Workspace> {
      const id = randomUUID();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('workspaces')
          .values({
            id,
            slug: input.slug,
            domain: input.domain,
            name: input.name,
            settings: JSON.stringify(input.settings),
            created_at: at,
          })
          .execute();
        const doc = JSON.stringify(site);
        await trx
          .insertInto('sites')
          .values({ workspace_id: id, draft: doc, published: doc, updated_at: at })
          .execute();
        await trx
          .insertInto('site_versions')
          .values({
            workspace_id: id,
            version: 1,
            document: doc,
            published_at: at,
            published_by: null,
          })
          .execute();
      });
      return { id, ...input };
    },

    async site(workspaceId: string, version: 'draft' | 'published'): Promise<SiteDocument | null> {
      const row = await db
        .selectFrom('sites')
        .select([version])
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row ? (JSON.parse(row[version]) as SiteDocument) : null;
    },

    async page(
      workspaceId: string,
      path: string,
      version: 'draft' | 'published',
    ): Promise<PageDocument | null> {
      const row = await db
        .selectFrom('pages')
        .select([version])
        .where('workspace_id', '=', workspaceId)
        .where('path', '=', normalizePath(path))
        .executeTakeFirst();
      const text = row?.[version];
      return text ? migratePage(JSON.parse(text) as Record<string, unknown>) : null;
    },

    async listPages(
      workspaceId: string,
    ): Promise<{ id: string; path: string; title: string; published: boolean }[]> {
      const rows = await db
        .selectFrom('pages')
        .select(['id', 'path', 'draft', 'published_version'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('path')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        path: r.path,
        title: (JSON.parse(r.draft) as PageDocument).title,
        published: r.published_version !== null,
      }));
    },

    /** Creates or replaces a page's draft and publishes it as a new version (seed and publish). */
    async upsertPublishedPage(
      workspaceId: string,
      path: string,
      doc: PageDocument,
      by: string | null,
    ): Promise<string> {
      const p = normalizePath(path);
      const text = JSON.stringify(doc);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('pages')
          .select(['id', 'published_version'])
          .where('workspace_id', '=', workspaceId)
          .where('path', '=', p)
          .executeTakeFirst();
        const id = existing?.id ?? randomUUID();
        const version = (existing?.published_version ?? 0) + 1;
        if (existing) {
          await trx
            .updateTable('pages')
            .set({ draft: text, published: text, published_version: version, updated_at: at })
            .where('id', '=', id)
            .where('workspace_id', '=', workspaceId)
            .execute();
        } else {
          await trx
            .insertInto('pages')
            .values({
              id,
              workspace_id: workspaceId,
              path: p,
              draft: text,
              published: text,
              published_version: version,
              created_at: at,
              updated_at: at,
            })
            .execute();
        }
        await trx
          .insertInto('page_versions')
          .values({
            workspace_id: workspaceId,
            page_id: id,
            version,
            document: text,
            published_at: at,
            published_by: by,
          })
          .execute();
        return id;
      });
    },

    /** Replaces the draft and published site document (re-seeding), kept as a new version. */
    async setSite(workspaceId: string, doc: SiteDocument): Promise<void> {
      const text = JSON.stringify(doc);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sites')
          .set({ draft: text, published: text, updated_at: at })
          .where('workspace_id', '=', workspaceId)
          .execute();
        const last = await trx
          .selectFrom('site_versions')
          .select((eb) => eb.fn.max('version').as('v'))
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirst();
        await trx
          .insertInto('site_versions')
          .values({
            workspace_id: workspaceId,
            version: Number(last?.v ?? 0) + 1,
            document: text,
            published_at: at,
            published_by: null,
          })
          .execute();
      });
    },
  };
}

export type Repo = ReturnType<typeof createRepo>;
