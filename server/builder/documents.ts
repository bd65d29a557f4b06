// The site document and the pages, draft and published, with a version kept for every publish:
// what the public pages and the builder's preview read. The builder's drafts, publish and
// history (./repo.ts) write the same tables; nothing outside server/builder does.
import { randomUUID } from 'node:crypto';
import { migratePage } from '../../schemas/migrations';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import type { Db } from '../db';
import { normalizePath } from '../http';

const now = () => new Date().toISOString();

/** Site and page documents of a workspace; every query is scoped by workspace id. */
export function createSiteDocuments(db: Db) {
  return {
    /** A new workspace's site, draft and published as version 1 (inside the caller's transaction). */
    async insertSite(workspaceId: string, site: SiteDocument, at: string): Promise<void> {
      const doc = JSON.stringify(site);
      await db
        .insertInto('sites')
        .values({ workspace_id: workspaceId, draft: doc, published: doc, updated_at: at })
        .execute();
      await db
        .insertInto('site_versions')
        .values({
          workspace_id: workspaceId,
          version: 1,
          document: doc,
          published_at: at,
          published_by: null,
        })
        .execute();
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

export type SiteDocuments = ReturnType<typeof createSiteDocuments>;
