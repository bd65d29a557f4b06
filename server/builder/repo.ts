// The builder's queries: pages and the site document with their drafts, publishes and history.
// Every query is scoped by workspace id. A refusal writes nothing. Drafts, publish and history
// are one mechanism for both (./document-store.ts); what is here is what only pages have.
import { randomUUID } from 'node:crypto';
import type { PageDocument, Section, SiteDocument } from '../../schemas/types';
import { type Db, isUniqueViolation } from '../db';
import { addMovedRedirect } from '../redirects';
import type { PageDetail, PageSummary, SiteState, VersionEntry } from '../../shared/builder-api';
import {
  createDocumentStore,
  type Invalid,
  isPublishRace,
  nextStamp,
  ok,
  parseSite,
  PAGE_KIND,
  REUSABLE_KIND,
  type Refusal,
  refuse,
  type Result,
  sameDocument,
  SITE_KIND,
} from './document-store';
import { insertUnpublishedPage } from './documents';
import { type PlacedConfig, placedRefs, resolvePlacements } from './placements';

export type { Invalid, Refusal, Result };
export type PageItem = PageSummary;
export type { PageDetail };
export type SiteDetail = SiteState;
export type HistoryEntry = VersionEntry;

const parsePage = PAGE_KIND.parse;

const byHomeThenPath = (a: { path: string }, b: { path: string }) =>
  a.path === b.path ? 0 : a.path === '/' ? -1 : b.path === '/' ? 1 : a.path < b.path ? -1 : 1;

type PageRow = {
  id: string;
  path: string;
  draft: string;
  published: string | null;
  published_version: number | null;
  updated_at: string;
  published_at: string | null;
};

function pageItem(r: PageRow): PageItem {
  return {
    id: r.id,
    path: r.path,
    title: parsePage(r.draft).title,
    updatedAt: r.updated_at,
    publishedVersion: r.published_version,
    publishedAt: r.published_at,
    changed: !sameDocument(r.draft, r.published),
  };
}

function pageDetail(r: PageRow): PageDetail {
  return { ...pageItem(r), draft: parsePage(r.draft) };
}

export function createBuilderRepo(db: Db) {
  const pages = createDocumentStore(db, PAGE_KIND);
  const site = createDocumentStore(db, SITE_KIND);
  const pageKey = (workspaceId: string, id: string) => ({ workspaceId, id });
  const siteKey = (workspaceId: string) => ({ workspaceId, id: null });

  function pageRows(q: Db, workspaceId: string) {
    return q
      .selectFrom('pages as p')
      .leftJoin('page_versions as v', (j) =>
        j
          .onRef('v.page_id', '=', 'p.id')
          .onRef('v.version', '=', 'p.published_version')
          .on('v.workspace_id', '=', workspaceId),
      )
      .select([
        'p.id',
        'p.path',
        'p.draft',
        'p.published',
        'p.published_version',
        'p.updated_at',
        'v.published_at',
      ])
      .where('p.workspace_id', '=', workspaceId);
  }

  async function pageRow(q: Db, workspaceId: string, id: string) {
    return pageRows(q, workspaceId).where('p.id', '=', id).executeTakeFirst();
  }

  async function pathTaken(q: Db, workspaceId: string, path: string, exceptId?: string) {
    let query = q
      .selectFrom('pages')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('path', '=', path);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return Boolean(await query.executeTakeFirst());
  }

  async function siteDetail(workspaceId: string): Promise<SiteDetail | null> {
    const row = await db
      .selectFrom('sites')
      .select(['draft', 'published', 'updated_at'])
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    if (!row) return null;
    const last = await site.latest(siteKey(workspaceId));
    return {
      draft: parseSite(row.draft),
      updatedAt: row.updated_at,
      publishedVersion: last?.version ?? null,
      publishedAt: last?.published_at ?? null,
      changed: !sameDocument(row.draft, row.published),
    };
  }

  /** Only when the stored draft is still `baseUpdatedAt`, if given. */
  const unlessMoved =
    (draft: unknown, baseUpdatedAt: string | undefined) => (stored: { updated_at: string }) =>
      baseUpdatedAt !== undefined && baseUpdatedAt !== stored.updated_at
        ? refuse('conflict')
        : JSON.stringify(draft);

  return {
    async listPages(workspaceId: string): Promise<PageItem[]> {
      const rows = await pageRows(db, workspaceId).execute();
      return rows.map(pageItem).sort(byHomeThenPath);
    },

    async page(workspaceId: string, id: string): Promise<PageDetail | null> {
      const row = await pageRow(db, workspaceId, id);
      return row ? pageDetail(row) : null;
    },

    /**
     * A new unpublished page; `path` must already be checked (pathProblem). `id` only for a
     * built-in screen made the owner's (its id is derived from the workspace and the path).
     */
    async createPage(
      workspaceId: string,
      path: string,
      draft: PageDocument,
      id: string = randomUUID(),
    ): Promise<Result<PageDetail>> {
      if (await pathTaken(db, workspaceId, path)) return refuse('path-taken');
      const at = nextStamp(undefined);
      try {
        const text = JSON.stringify(draft);
        await insertUnpublishedPage(db, { id, workspaceId, path, text, at });
      } catch (err) {
        if (isUniqueViolation(err)) return refuse('path-taken');
        throw err;
      }
      const row = await pageRow(db, workspaceId, id);
      return ok(pageDetail(row!));
    },

    /**
     * Replaces the draft. With `baseUpdatedAt`, only when the stored draft is still that one
     * (another tab's save in between is a conflict, checked in the same statement).
     */
    async saveDraft(
      workspaceId: string,
      id: string,
      draft: PageDocument,
      baseUpdatedAt?: string,
    ): Promise<Result<{ updatedAt: string }>> {
      return pages.editDraft(pageKey(workspaceId, id), unlessMoved(draft, baseUpdatedAt));
    },

    /** Moves a page; `path` must already be checked. Answers the old path (for the cache). */
    async movePage(
      workspaceId: string,
      id: string,
      path: string,
    ): Promise<Result<{ from: string; page: PageDetail }>> {
      const row = await pageRow(db, workspaceId, id);
      if (!row) return refuse('not-found');
      if (row.path !== path) {
        if (await pathTaken(db, workspaceId, path, id)) return refuse('path-taken');
        try {
          await db.transaction().execute(async (trx) => {
            await trx
              .updateTable('pages')
              .set({ path })
              .where('workspace_id', '=', workspaceId)
              .where('id', '=', id)
              .execute();
            // Links to a published page's old path keep working (server/redirects).
            if (row.published_version !== null)
              await addMovedRedirect(trx, workspaceId, row.path, path);
          });
        } catch (err) {
          if (isUniqueViolation(err)) return refuse('path-taken');
          throw err;
        }
      }
      const moved = await pageRow(db, workspaceId, id);
      return ok({ from: row.path, page: pageDetail(moved!) });
    },

    /** Deletes a page and its history; the home page `/` stays. Answers its path. */
    async deletePage(workspaceId: string, id: string): Promise<Result<{ path: string }>> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('pages')
          .select('path')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return refuse('not-found');
        if (row.path === '/') return refuse('home');
        await trx
          .deleteFrom('page_versions')
          .where('workspace_id', '=', workspaceId)
          .where('page_id', '=', id)
          .execute();
        await trx
          .deleteFrom('pages')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .execute();
        return ok({ path: row.path });
      });
    },

    /** Removes one section from the draft. */
    async deleteSection(
      workspaceId: string,
      pageId: string,
      sectionId: string,
    ): Promise<Result<{ updatedAt: string }>> {
      return pages.editDraft(pageKey(workspaceId, pageId), (stored) => {
        const draft = parsePage(stored.draft);
        const sections = draft.sections.filter((s) => s.id !== sectionId);
        if (sections.length === draft.sections.length) return refuse('not-found');
        return JSON.stringify({ ...draft, sections });
      });
    },

    /**
     * Publishes the draft, or with `version` republishes that old version as a new one and makes
     * it the draft too (rollback). `check` sees the exact document that would go live, its
     * placements resolved (`unplaced` names those whose reusable section is gone); problems
     * refuse the publish and nothing changes. Publishing the draft publishes, in the same
     * transaction, the reusable sections it places whose drafts changed (what the owner saw is
     * what goes live); answers their ids. A rollback places the live ones as they are.
     */
    async publishPage<P>(
      workspaceId: string,
      id: string,
      by: string,
      check: (doc: PageDocument) => P[],
      unplaced: (section: Section, index: number) => P,
      version?: number,
    ): Promise<Result<{ page: PageDetail; reusables: string[] }> | Invalid<P>> {
      return db
        .transaction()
        .execute(async (trx) => {
          const which = version === undefined ? 'draft' : 'published';
          const reusables = await trx
            .selectFrom('reusable_sections')
            .select(['id', 'type', 'draft', 'published'])
            .where('workspace_id', '=', workspaceId)
            .execute();
          const configs = new Map<string, PlacedConfig>();
          for (const r of reusables) {
            const text = r[which];
            if (text !== null)
              configs.set(r.id, {
                type: r.type,
                config: JSON.parse(text) as Record<string, unknown>,
              });
          }
          let placed: string[] = [];
          const done = await createDocumentStore(trx, PAGE_KIND).publishIn(
            trx,
            pageKey(workspaceId, id),
            by,
            (doc) => {
              placed = placedRefs(doc);
              const missing = doc.sections.flatMap((s, i) =>
                s.ref && !configs.has(s.ref) ? [unplaced(s, i)] : [],
              );
              return [...missing, ...check(resolvePlacements(doc, configs))];
            },
            version,
          );
          if (!done.ok) return done;
          const changed =
            version === undefined
              ? reusables.filter(
                  (r) => placed.includes(r.id) && !sameDocument(r.draft, r.published),
                )
              : [];
          const reusableStore = createDocumentStore(trx, REUSABLE_KIND);
          for (const r of changed) {
            // Checked above as placed on this page.
            const res = await reusableStore.publishIn(
              trx,
              { workspaceId, id: r.id },
              by,
              () => [],
              undefined,
            );
            if (!res.ok) throw new Error(`reusable section ${r.id} could not be published`);
          }
          const page = pageDetail((await pageRow(trx, workspaceId, id))!);
          return ok({ page, reusables: changed.map((r) => r.id) });
        })
        .catch((err: unknown) => {
          if (isPublishRace(err)) return refuse('race');
          throw err;
        });
    },

    async pageHistory(workspaceId: string, id: string): Promise<HistoryEntry[] | null> {
      const key = pageKey(workspaceId, id);
      const live = await pages.current(key);
      return live === undefined ? null : pages.history(key, live);
    },

    async pageVersion(
      workspaceId: string,
      id: string,
      version: number,
    ): Promise<PageDocument | null> {
      return pages.version(pageKey(workspaceId, id), version);
    },

    site: siteDetail,

    async saveSiteDraft(
      workspaceId: string,
      draft: SiteDocument,
      baseUpdatedAt?: string,
    ): Promise<Result<{ updatedAt: string }>> {
      return site.editDraft(siteKey(workspaceId), unlessMoved(draft, baseUpdatedAt));
    },

    /** Publishes the site draft, or republishes an old version as a new one (rollback). */
    async publishSite<P>(
      workspaceId: string,
      by: string,
      check: (doc: SiteDocument) => P[],
      version?: number,
    ): Promise<Result<SiteDetail> | Invalid<P>> {
      const done = await site.publish(siteKey(workspaceId), by, check, version, async () => null);
      if (!done.ok) return done;
      return ok((await siteDetail(workspaceId))!);
    },

    async siteHistory(workspaceId: string): Promise<HistoryEntry[]> {
      const key = siteKey(workspaceId);
      return site.history(key, (await site.current(key)) ?? null);
    },

    async siteVersion(workspaceId: string, version: number): Promise<SiteDocument | null> {
      return site.version(siteKey(workspaceId), version);
    },
  };
}
