// One draft / publish / history mechanism for the builder's three kinds of document: a page (a
// row of `pages` keyed by id, with its `page_versions`), the site (the workspace's one row of
// `sites`, with its `site_versions`) and a reusable section's config (a row of
// `reusable_sections` keyed by id, with its `reusable_section_versions`). Every query is scoped by workspace id. A refusal writes
// nothing.
import type { ColumnType, Kysely } from 'kysely';
import { migratePage, migrateSite } from '../../schemas/migrations';
import { migrateTheme } from '../../schemas/theme';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { type Database, type Db, isUniqueViolation } from '../db';
import type { VersionEntry } from '../../shared/builder-api';

export type Refusal =
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'conflict' }
  | { ok: false; reason: 'path-taken' }
  | { ok: false; reason: 'home' }
  | { ok: false; reason: 'race' };
export type Result<T> = { ok: true; value: T } | Refusal;
/** A document refused at publish time: the problems go back to the editor. */
export type Invalid<P> = { ok: false; reason: 'invalid'; problems: P[] };

export const refuse = <R extends Refusal['reason']>(reason: R) => ({ ok: false as const, reason });
export const ok = <T>(value: T) => ({ ok: true as const, value });

/**
 * A timestamp later than `prev`: updatedAt doubles as the draft's revision, so two saves within
 * one millisecond must still differ.
 */
export function nextStamp(prev: string | undefined): string {
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

export function sameDocument(a: string, b: string | null): boolean {
  if (b === null) return false;
  if (a === b) return true;
  return canonical(JSON.parse(a)) === canonical(JSON.parse(b));
}

/** How one kind of document is stored. */
export type DocumentKind<Doc> = {
  docs: 'pages' | 'sites' | 'reusable_sections';
  versions: 'page_versions' | 'site_versions' | 'reusable_section_versions';
  /** The versions' column naming their document (unused by the site's). */
  owner: 'page_id' | 'reusable_id';
  /**
   * Pages keep the live version's number in `published_version`, and a publish is refused when
   * it moved meanwhile; the site's live version is its highest kept one.
   */
  versionColumn: boolean;
  parse(text: string): Doc;
  /** The text that goes live: a page as migrated, the site as it was written. */
  live(doc: Doc, text: string): string;
};

export const PAGE_KIND: DocumentKind<PageDocument> = {
  docs: 'pages',
  versions: 'page_versions',
  owner: 'page_id',
  versionColumn: true,
  parse: (text) => migratePage(JSON.parse(text) as Record<string, unknown>),
  live: (doc) => JSON.stringify(doc),
};

/** A stored site document, its theme brought to buttons and links that follow the accent. */
/** A stored site document, moved to the current version (menus) with its theme's colours. */
export function parseSite(text: string): SiteDocument {
  const doc = migrateSite(JSON.parse(text) as Record<string, unknown>);
  return doc?.theme ? { ...doc, theme: migrateTheme(doc.theme) } : doc;
}

/** A reusable section's config: stored as written, live as written. */
export const REUSABLE_KIND: DocumentKind<Record<string, unknown>> = {
  docs: 'reusable_sections',
  versions: 'reusable_section_versions',
  owner: 'reusable_id',
  versionColumn: true,
  parse: (text) => JSON.parse(text) as Record<string, unknown>,
  live: (_doc, text) => text,
};

export const SITE_KIND: DocumentKind<SiteDocument> = {
  docs: 'sites',
  versions: 'site_versions',
  owner: 'page_id',
  versionColumn: false,
  parse: (text) => parseSite(text),
  live: (_doc, text) => text,
};

/** A page's `{ workspaceId, id }`; the site's `{ workspaceId, id: null }`. */
export type DocumentKey = { workspaceId: string; id: string | null };

// NOTE: the columns as pages and page_versions name them; `sites` has no `id` or
// `published_version` and `site_versions` no `page_id`. The store touches those only for a key
// with an id or a kind with `versionColumn`. The versions' `page_id` is `kind.owner` at run time
// (`reusable_id` for reusable sections): see `ownerColumn`.
type DocumentRow = {
  workspace_id: string;
  id: string;
  draft: string;
  published: string | null;
  published_version: number | null;
  updated_at: string;
};
type VersionRow = {
  workspace_id: string;
  page_id: ColumnType<string, string | undefined, string>;
  version: number;
  document: string;
  published_at: string;
  published_by: string | null;
};
type Tables = {
  pages: DocumentRow;
  sites: DocumentRow;
  page_versions: VersionRow;
  site_versions: VersionRow;
  reusable_sections: DocumentRow;
  reusable_section_versions: VersionRow;
  users: Database['users'];
};
const view = (q: Db) => q as unknown as Kysely<Tables>;

/** Thrown inside a transaction so a lost race rolls back what it already wrote. */
class PublishRace extends Error {}

export const isPublishRace = (err: unknown): boolean => err instanceof PublishRace;

/** `db` may be a transaction: the store's reads and writes then take part in it. */
export function createDocumentStore<Doc>(db: Db, kind: DocumentKind<Doc>) {
  // Typed as the pages' column; the kind's own at run time.
  const ownerColumn = kind.owner as 'page_id';
  const vOwnerColumn = `v.${kind.owner}` as 'v.page_id';
  function row(q: Db, key: DocumentKey) {
    return view(q)
      .selectFrom(kind.docs)
      .where('workspace_id', '=', key.workspaceId)
      .$call((qb) => (key.id === null ? qb : qb.where('id', '=', key.id)));
  }

  function versions(q: Db, key: DocumentKey) {
    return view(q)
      .selectFrom(kind.versions)
      .where('workspace_id', '=', key.workspaceId)
      .$call((qb) => (key.id === null ? qb : qb.where(ownerColumn, '=', key.id)));
  }

  function update(q: Db, key: DocumentKey) {
    return view(q)
      .updateTable(kind.docs)
      .where('workspace_id', '=', key.workspaceId)
      .$call((qb) => (key.id === null ? qb : qb.where('id', '=', key.id)));
  }

  /** The highest version kept, with when it was published. */
  function latest(q: Db, key: DocumentKey) {
    return versions(q, key)
      .select(['version', 'published_at'])
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async function versionText(q: Db, key: DocumentKey, version: number) {
    const old = await versions(q, key)
      .select('document')
      .where('version', '=', version)
      .executeTakeFirst();
    return old?.document;
  }

  async function insertVersion(
    q: Db,
    key: DocumentKey,
    v: { version: number; document: string; at: string; by: string | null },
  ): Promise<void> {
    await view(q)
      .insertInto(kind.versions)
      .values({
        workspace_id: key.workspaceId,
        ...(key.id === null ? {} : { [ownerColumn]: key.id }),
        version: v.version,
        document: v.document,
        published_at: v.at,
        published_by: v.by,
      })
      .execute();
  }

  /** The live version's number; undefined when there is no such document. */
  async function current(q: Db, key: DocumentKey): Promise<number | null | undefined> {
    if (!kind.versionColumn) return (await latest(q, key))?.version ?? null;
    const found = await row(q, key).select('published_version').executeTakeFirst();
    return found && found.published_version;
  }

  /**
   * Publishes inside `trx` (see publish). Refusals write nothing of this document; a lost race
   * throws PublishRace, so the caller's whole transaction rolls back.
   */
  async function publishIn<P>(
    trx: Db,
    key: DocumentKey,
    by: string,
    check: (doc: Doc) => P[],
    version: number | undefined,
  ): Promise<Result<null> | Invalid<P>> {
    const found = await row(trx, key)
      .select(['draft', 'updated_at'])
      .$if(kind.versionColumn, (qb) => qb.select('published_version'))
      .executeTakeFirst();
    if (!found) return refuse('not-found');
    const was = kind.versionColumn
      ? (found.published_version ?? null)
      : ((await latest(trx, key))?.version ?? null);
    let text = found.draft;
    if (version !== undefined) {
      const old = await versionText(trx, key, version);
      if (old === undefined) return refuse('not-found');
      text = old;
    }
    const doc = kind.parse(text);
    const problems = check(doc);
    if (problems.length) return { ok: false as const, reason: 'invalid' as const, problems };
    text = kind.live(doc, text);
    const next = (was ?? 0) + 1;
    const at = new Date().toISOString();
    const rollback =
      version === undefined ? {} : { draft: text, updated_at: nextStamp(found.updated_at) };
    const res = await update(trx, key)
      .set({
        published: text,
        ...(kind.versionColumn ? { published_version: next } : {}),
        ...rollback,
      })
      .$if(kind.versionColumn, (qb) =>
        qb.where((eb) =>
          was === null ? eb('published_version', 'is', null) : eb('published_version', '=', was),
        ),
      )
      .executeTakeFirst();
    // Published meanwhile: rolled back whole, as below.
    if (kind.versionColumn && Number(res.numUpdatedRows) !== 1) throw new PublishRace();
    try {
      await insertVersion(trx, key, { version: next, document: text, at, by });
    } catch (err) {
      // Two publishes took the same number: this one is rolled back whole.
      if (isUniqueViolation(err)) throw new PublishRace();
      throw err;
    }
    return ok(null);
  }

  return {
    latest: (key: DocumentKey) => latest(db, key),
    insertVersion: (key: DocumentKey, v: Parameters<typeof insertVersion>[2]) =>
      insertVersion(db, key, v),
    current: (key: DocumentKey) => current(db, key),

    /**
     * Replaces the draft with what `edit` makes of the stored one, unless it refuses. Only when
     * the stored draft is still the one edited: another tab's save in between is a conflict,
     * checked in the same statement.
     */
    async editDraft(
      key: DocumentKey,
      edit: (stored: { draft: string; updated_at: string }) => string | Refusal,
    ): Promise<Result<{ updatedAt: string }>> {
      return db.transaction().execute(async (trx) => {
        const found = await row(trx, key).select(['draft', 'updated_at']).executeTakeFirst();
        if (!found) return refuse('not-found');
        const draft = edit(found);
        if (typeof draft !== 'string') return draft;
        const updatedAt = nextStamp(found.updated_at);
        const res = await update(trx, key)
          .set({ draft, updated_at: updatedAt })
          .where('updated_at', '=', found.updated_at)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return refuse('conflict');
        return ok({ updatedAt });
      });
    },

    /**
     * Publishes the draft, or with `version` republishes that old version as a new one and makes
     * it the draft too (rollback). `check` sees the exact document that would go live; problems
     * refuse the publish and nothing changes. `answer` runs in the publish's transaction.
     */
    async publish<P, T>(
      key: DocumentKey,
      by: string,
      check: (doc: Doc) => P[],
      version: number | undefined,
      answer: (trx: Db) => Promise<T>,
    ): Promise<Result<T> | Invalid<P>> {
      return db
        .transaction()
        .execute(async (trx) => {
          const done = await publishIn(trx, key, by, check, version);
          return done.ok ? ok(await answer(trx)) : done;
        })
        .catch((err: unknown) => {
          if (err instanceof PublishRace) return refuse('race');
          throw err;
        });
    },

    /** publish's work inside the caller's transaction (a lost race throws, rolling it back). */
    publishIn,

    /**
     * Replaces draft and published with `text`, kept as the next version (seeding). Unlike
     * publish nothing is checked and a version published meanwhile is not a race.
     */
    async replace(key: DocumentKey, text: string, at: string, by: string | null): Promise<void> {
      const was = await current(db, key);
      const version = (was ?? 0) + 1;
      await update(db, key)
        .set({
          draft: text,
          published: text,
          ...(kind.versionColumn ? { published_version: version } : {}),
          updated_at: at,
        })
        .execute();
      await insertVersion(db, key, { version, document: text, at, by });
    },

    /** Every version kept, newest first; `live` is the number of the one live now. */
    async history(key: DocumentKey, live: number | null): Promise<VersionEntry[]> {
      const rows = await view(db)
        .selectFrom(`${kind.versions} as v`)
        .leftJoin('users as u', (j) =>
          j.onRef('u.id', '=', 'v.published_by').on('u.workspace_id', '=', key.workspaceId),
        )
        .select([
          'v.version',
          'v.published_at',
          'u.id as user_id',
          'u.first_name',
          'u.last_name',
          'u.email',
        ])
        .where('v.workspace_id', '=', key.workspaceId)
        .$call((qb) => (key.id === null ? qb : qb.where(vOwnerColumn, '=', key.id)))
        .orderBy('v.version', 'desc')
        .execute();
      return rows.map((r) => ({
        version: r.version,
        publishedAt: r.published_at,
        publishedBy: r.user_id
          ? {
              id: r.user_id,
              name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.email ?? ''),
              email: r.email ?? '',
            }
          : null,
        current: r.version === live,
      }));
    },

    async version(key: DocumentKey, version: number): Promise<Doc | null> {
      const text = await versionText(db, key, version);
      return text === undefined ? null : kind.parse(text);
    },
  };
}
