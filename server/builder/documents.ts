// The site document and the pages, draft and published, with a version kept for every publish:
// what the public pages and the builder's preview read. The builder's drafts, publish and
// history (./repo.ts) write the same tables; nothing outside server/builder does. Versions are
// numbered and kept by ./document-store.ts for both.
import { randomUUID } from 'node:crypto';
import { migratePage } from '../../schemas/migrations';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { CATEGORY_TEMPLATE_PATH, PRODUCT_TEMPLATE_PATH } from '../../shared/builder-api';
import type { Db } from '../db';
import { normalizePath } from '../http';
import { createDocumentStore, nextStamp, PAGE_KIND, parseSite, SITE_KIND } from './document-store';
import { withPlacements } from './placements';

const now = () => new Date().toISOString();

/** A new page with only a draft (`path` normalized and free), written at `at`. */
export async function insertUnpublishedPage(
  q: Db,
  page: { id: string; workspaceId: string; path: string; text: string; at: string },
): Promise<void> {
  await q
    .insertInto('pages')
    .values({
      id: page.id,
      workspace_id: page.workspaceId,
      path: page.path,
      draft: page.text,
      published: null,
      published_version: null,
      created_at: page.at,
      updated_at: page.at,
    })
    .execute();
}

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
      await createDocumentStore(db, SITE_KIND).insertVersion(
        { workspaceId, id: null },
        { version: 1, document: doc, at, by: null },
      );
    },

    async site(workspaceId: string, version: 'draft' | 'published'): Promise<SiteDocument | null> {
      const row = await db
        .selectFrom('sites')
        .select([version])
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row ? parseSite(row[version]) : null;
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
      if (!text) return null;
      // Placed reusable sections as they show: the draft's drafts, the live page's live ones.
      return withPlacements(
        db,
        workspaceId,
        migratePage(JSON.parse(text) as Record<string, unknown>),
        version,
      );
    },

    /**
     * The published pages, each with its published title: what anyone may see (the public
     * list, the sitemap). Drafts, unpublished pages and draft titles stay the builder's; the
     * product and category templates are not pages.
     */
    async publishedPages(
      workspaceId: string,
    ): Promise<{ id: string; path: string; title: string }[]> {
      const rows = await db
        .selectFrom('pages')
        .select(['id', 'path', 'published'])
        .where('workspace_id', '=', workspaceId)
        .where('published', 'is not', null)
        .where('path', 'not in', [PRODUCT_TEMPLATE_PATH, CATEGORY_TEMPLATE_PATH])
        .orderBy('path')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        path: r.path,
        title: (JSON.parse(r.published!) as PageDocument).title,
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
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('path', '=', p)
          .executeTakeFirst();
        const id = existing?.id ?? randomUUID();
        // A new page starts unpublished, as createPage makes it; the publish below is the same.
        if (!existing) await insertUnpublishedPage(trx, { id, workspaceId, path: p, text, at });
        await createDocumentStore(trx, PAGE_KIND).replace({ workspaceId, id }, text, at, by);
        return id;
      });
    },

    /**
     * Replaces the site's draft, inside the caller's transaction (a starter applied): what is
     * live, and every published version, stay as they are until the owner publishes.
     */
    async setSiteDraft(workspaceId: string, doc: SiteDocument): Promise<void> {
      const row = await db
        .selectFrom('sites')
        .select('updated_at')
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('sites')
        .set({ draft: JSON.stringify(doc), updated_at: nextStamp(row.updated_at) })
        .where('workspace_id', '=', workspaceId)
        .execute();
    },

    /**
     * Replaces the draft of the page at `path`, or adds it unpublished, inside the caller's
     * transaction; its published versions stay. Answers whether the page is new.
     */
    async setPageDraft(workspaceId: string, path: string, doc: PageDocument): Promise<boolean> {
      const p = normalizePath(path);
      const text = JSON.stringify(doc);
      const existing = await db
        .selectFrom('pages')
        .select(['id', 'updated_at'])
        .where('workspace_id', '=', workspaceId)
        .where('path', '=', p)
        .executeTakeFirst();
      if (!existing) {
        const at = nextStamp(undefined);
        await insertUnpublishedPage(db, { id: randomUUID(), workspaceId, path: p, text, at });
        return true;
      }
      await db
        .updateTable('pages')
        .set({ draft: text, updated_at: nextStamp(existing.updated_at) })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', existing.id)
        .execute();
      return false;
    },

    /** Replaces the draft and published site document (re-seeding), kept as a new version. */
    async setSite(workspaceId: string, doc: SiteDocument): Promise<void> {
      const text = JSON.stringify(doc);
      const at = now();
      await db
        .transaction()
        .execute((trx) =>
          createDocumentStore(trx, SITE_KIND).replace({ workspaceId, id: null }, text, at, null),
        );
    },
  };
}

export type SiteDocuments = ReturnType<typeof createSiteDocuments>;
