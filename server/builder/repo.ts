// The builder's queries: pages and the site document with their drafts, publishes and history.
// Every query is scoped by workspace id. A refusal writes nothing.
import { randomUUID } from 'node:crypto';
import { migratePage } from '../../schemas/migrations';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { type Db, isUniqueViolation } from '../db';
import type { PageDetail, PageSummary, SiteState, VersionEntry } from '../../shared/builder-api';

export type PageItem = PageSummary;
export type { PageDetail };
export type SiteDetail = SiteState;
export type HistoryEntry = VersionEntry;

export type Refusal =
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'conflict' }
  | { ok: false; reason: 'path-taken' }
  | { ok: false; reason: 'home' }
  | { ok: false; reason: 'race' };
export type Result<T> = { ok: true; value: T } | Refusal;
/** A document refused at publish time: the problems go back to the editor. */
export type Invalid<P> = { ok: false; reason: 'invalid'; problems: P[] };

const refuse = <R extends Refusal['reason']>(reason: R) => ({ ok: false as const, reason });
const ok = <T>(value: T) => ({ ok: true as const, value });

/**
 * A timestamp later than `prev`: updatedAt doubles as the draft's revision, so two saves within
 * one millisecond must still differ.
 */
function nextStamp(prev: string | undefined): string {
  const now = Date.now();
  const last = prev ? Date.parse(prev) : NaN;
  return new Date(Number.isFinite(last) && last >= now ? last + 1 : now).toISOString();
}

/** JSON with object keys sorted, so key order does not count as a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function sameDocument(a: string, b: string | null): boolean {
  if (b === null) return false;
  if (a === b) return true;
  return canonical(JSON.parse(a)) === canonical(JSON.parse(b));
}

const parsePage = (text: string) => migratePage(JSON.parse(text) as Record<string, unknown>);

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
  type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

  function pageRows(q: Db | Trx, workspaceId: string) {
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

  async function pageRow(q: Db | Trx, workspaceId: string, id: string) {
    return pageRows(q, workspaceId).where('p.id', '=', id).executeTakeFirst();
  }

  async function pathTaken(q: Db | Trx, workspaceId: string, path: string, exceptId?: string) {
    let query = q
      .selectFrom('pages')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('path', '=', path);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return Boolean(await query.executeTakeFirst());
  }

  type HistoryRow = {
    version: number;
    published_at: string;
    user_id: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  };
  const historyEntry =
    (current: number | null) =>
    (r: HistoryRow): HistoryEntry => ({
      version: r.version,
      publishedAt: r.published_at,
      publishedBy: r.user_id
        ? {
            id: r.user_id,
            name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.email ?? ''),
            email: r.email ?? '',
          }
        : null,
      current: r.version === current,
    });

  async function siteDetail(workspaceId: string): Promise<SiteDetail | null> {
    const row = await db
      .selectFrom('sites')
      .select(['draft', 'published', 'updated_at'])
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    if (!row) return null;
    const last = await db
      .selectFrom('site_versions')
      .select(['version', 'published_at'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return {
      draft: JSON.parse(row.draft) as SiteDocument,
      updatedAt: row.updated_at,
      publishedVersion: last?.version ?? null,
      publishedAt: last?.published_at ?? null,
      changed: !sameDocument(row.draft, row.published),
    };
  }

  return {
    async listPages(workspaceId: string): Promise<PageItem[]> {
      const rows = await pageRows(db, workspaceId).execute();
      return rows.map(pageItem).sort(byHomeThenPath);
    },

    async page(workspaceId: string, id: string): Promise<PageDetail | null> {
      const row = await pageRow(db, workspaceId, id);
      return row ? pageDetail(row) : null;
    },

    /** A new unpublished page; `path` must already be checked (pathProblem). */
    async createPage(
      workspaceId: string,
      path: string,
      draft: PageDocument,
    ): Promise<Result<PageDetail>> {
      if (await pathTaken(db, workspaceId, path)) return refuse('path-taken');
      const id = randomUUID();
      const at = nextStamp(undefined);
      try {
        await db
          .insertInto('pages')
          .values({
            id,
            workspace_id: workspaceId,
            path,
            draft: JSON.stringify(draft),
            published: null,
            published_version: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
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
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('pages')
          .select('updated_at')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return refuse('not-found');
        if (baseUpdatedAt !== undefined && baseUpdatedAt !== row.updated_at)
          return refuse('conflict');
        const updatedAt = nextStamp(row.updated_at);
        const res = await trx
          .updateTable('pages')
          .set({ draft: JSON.stringify(draft), updated_at: updatedAt })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .where('updated_at', '=', row.updated_at)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return refuse('conflict');
        return ok({ updatedAt });
      });
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
          await db
            .updateTable('pages')
            .set({ path })
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', id)
            .execute();
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
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('pages')
          .select(['draft', 'updated_at'])
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', pageId)
          .executeTakeFirst();
        if (!row) return refuse('not-found');
        const draft = parsePage(row.draft);
        const sections = draft.sections.filter((s) => s.id !== sectionId);
        if (sections.length === draft.sections.length) return refuse('not-found');
        const updatedAt = nextStamp(row.updated_at);
        const res = await trx
          .updateTable('pages')
          .set({ draft: JSON.stringify({ ...draft, sections }), updated_at: updatedAt })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', pageId)
          .where('updated_at', '=', row.updated_at)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return refuse('conflict');
        return ok({ updatedAt });
      });
    },

    /**
     * Publishes the draft, or with `version` republishes that old version as a new one and makes
     * it the draft too (rollback). `check` sees the exact document that would go live; problems
     * refuse the publish and nothing changes.
     */
    async publishPage<P>(
      workspaceId: string,
      id: string,
      by: string,
      check: (doc: PageDocument) => P[],
      version?: number,
    ): Promise<Result<PageDetail> | Invalid<P>> {
      return db
        .transaction()
        .execute(async (trx) => {
          const row = await pageRow(trx, workspaceId, id);
          if (!row) return refuse('not-found');
          let text = row.draft;
          if (version !== undefined) {
            const old = await trx
              .selectFrom('page_versions')
              .select('document')
              .where('workspace_id', '=', workspaceId)
              .where('page_id', '=', id)
              .where('version', '=', version)
              .executeTakeFirst();
            if (!old) return refuse('not-found');
            text = old.document;
          }
          const doc = parsePage(text);
          const problems = check(doc);
          if (problems.length) return { ok: false as const, reason: 'invalid' as const, problems };
          text = JSON.stringify(doc);
          const next = (row.published_version ?? 0) + 1;
          const at = new Date().toISOString();
          const res = await trx
            .updateTable('pages')
            .set(
              version === undefined
                ? { published: text, published_version: next }
                : {
                    published: text,
                    published_version: next,
                    draft: text,
                    updated_at: nextStamp(row.updated_at),
                  },
            )
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', id)
            .where((eb) =>
              row.published_version === null
                ? eb('published_version', 'is', null)
                : eb('published_version', '=', row.published_version),
            )
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) return refuse('race');
          try {
            await trx
              .insertInto('page_versions')
              .values({
                workspace_id: workspaceId,
                page_id: id,
                version: next,
                document: text,
                published_at: at,
                published_by: by,
              })
              .execute();
          } catch (err) {
            if (isUniqueViolation(err)) throw new PublishRace();
            throw err;
          }
          const out = await pageRow(trx, workspaceId, id);
          return ok(pageDetail(out!));
        })
        .catch((err: unknown) => {
          if (err instanceof PublishRace) return refuse('race');
          throw err;
        });
    },

    async pageHistory(workspaceId: string, id: string): Promise<HistoryEntry[] | null> {
      const row = await pageRow(db, workspaceId, id);
      if (!row) return null;
      const rows = await db
        .selectFrom('page_versions as v')
        .leftJoin('users as u', (j) =>
          j.onRef('u.id', '=', 'v.published_by').on('u.workspace_id', '=', workspaceId),
        )
        .select(historyColumns)
        .where('v.workspace_id', '=', workspaceId)
        .where('v.page_id', '=', id)
        .orderBy('v.version', 'desc')
        .execute();
      return rows.map(historyEntry(row.published_version));
    },

    async pageVersion(
      workspaceId: string,
      id: string,
      version: number,
    ): Promise<PageDocument | null> {
      const row = await db
        .selectFrom('page_versions')
        .select('document')
        .where('workspace_id', '=', workspaceId)
        .where('page_id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return row ? parsePage(row.document) : null;
    },

    site: siteDetail,

    async saveSiteDraft(
      workspaceId: string,
      draft: SiteDocument,
      baseUpdatedAt?: string,
    ): Promise<Result<{ updatedAt: string }>> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('sites')
          .select('updated_at')
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirst();
        if (!row) return refuse('not-found');
        if (baseUpdatedAt !== undefined && baseUpdatedAt !== row.updated_at)
          return refuse('conflict');
        const updatedAt = nextStamp(row.updated_at);
        const res = await trx
          .updateTable('sites')
          .set({ draft: JSON.stringify(draft), updated_at: updatedAt })
          .where('workspace_id', '=', workspaceId)
          .where('updated_at', '=', row.updated_at)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return refuse('conflict');
        return ok({ updatedAt });
      });
    },

    /** Publishes the site draft, or republishes an old version as a new one (rollback). */
    async publishSite<P>(
      workspaceId: string,
      by: string,
      check: (doc: SiteDocument) => P[],
      version?: number,
    ): Promise<Result<SiteDetail> | Invalid<P>> {
      const result = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('sites')
            .select(['draft', 'updated_at'])
            .where('workspace_id', '=', workspaceId)
            .executeTakeFirst();
          if (!row) return refuse('not-found');
          const last = await trx
            .selectFrom('site_versions')
            .select((eb) => eb.fn.max('version').as('v'))
            .where('workspace_id', '=', workspaceId)
            .executeTakeFirst();
          let text = row.draft;
          if (version !== undefined) {
            const old = await trx
              .selectFrom('site_versions')
              .select('document')
              .where('workspace_id', '=', workspaceId)
              .where('version', '=', version)
              .executeTakeFirst();
            if (!old) return refuse('not-found');
            text = old.document;
          }
          const doc = JSON.parse(text) as SiteDocument;
          const problems = check(doc);
          if (problems.length) return { ok: false as const, reason: 'invalid' as const, problems };
          const at = new Date().toISOString();
          await trx
            .updateTable('sites')
            .set(
              version === undefined
                ? { published: text }
                : { published: text, draft: text, updated_at: nextStamp(row.updated_at) },
            )
            .where('workspace_id', '=', workspaceId)
            .execute();
          try {
            await trx
              .insertInto('site_versions')
              .values({
                workspace_id: workspaceId,
                version: Number(last?.v ?? 0) + 1,
                document: text,
                published_at: at,
                published_by: by,
              })
              .execute();
          } catch (err) {
            // Two publishes took the same number: this one is rolled back whole.
            if (isUniqueViolation(err)) throw new PublishRace();
            throw err;
          }
          return ok(null);
        })
        .catch((err: unknown) => {
          if (err instanceof PublishRace) return refuse('race');
          throw err;
        });
      if (!result.ok) return result;
      return ok((await siteDetail(workspaceId))!);
    },

    async siteHistory(workspaceId: string): Promise<HistoryEntry[]> {
      const last = await db
        .selectFrom('site_versions')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      const current = last?.v == null ? null : Number(last.v);
      const rows = await db
        .selectFrom('site_versions as v')
        .leftJoin('users as u', (j) =>
          j.onRef('u.id', '=', 'v.published_by').on('u.workspace_id', '=', workspaceId),
        )
        .select(historyColumns)
        .where('v.workspace_id', '=', workspaceId)
        .orderBy('v.version', 'desc')
        .execute();
      return rows.map(historyEntry(current));
    },

    async siteVersion(workspaceId: string, version: number): Promise<SiteDocument | null> {
      const row = await db
        .selectFrom('site_versions')
        .select('document')
        .where('workspace_id', '=', workspaceId)
        .where('version', '=', version)
        .executeTakeFirst();
      return row ? (JSON.parse(row.document) as SiteDocument) : null;
    },
  };
}

/** Thrown inside a transaction so a lost race rolls back what it already wrote. */
class PublishRace extends Error {}

const historyColumns = [
  'v.version',
  'v.published_at',
  'u.id as user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;
