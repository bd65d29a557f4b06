// The only SQL of redirects: the owner's list, the whole set of a workspace (the storefront's map,
// the export) and changes made through the rules' working set, in a transaction, written back.
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { AdminRedirect, RedirectStatus } from '../../shared/redirects';
import type { Database, Db } from '../db';
import { containsPattern } from '../http';
import { createRedirectSet, type RedirectRow, type RedirectSet } from './rules';

type Row = {
  id: string;
  from_path: string;
  to_target: string;
  status: number;
  automatic: number;
  created_at: string;
  updated_at: string;
};

const COLUMNS = [
  'id',
  'from_path',
  'to_target',
  'status',
  'automatic',
  'created_at',
  'updated_at',
] as const;

const statusOf = (n: number): RedirectStatus => (n === 302 ? 302 : 301);

const toAdmin = (r: Row): AdminRedirect => ({
  _id: r.id,
  from: r.from_path,
  to: r.to_target,
  status: statusOf(r.status),
  automatic: r.automatic === 1,
  created: r.created_at,
  updated: r.updated_at,
});

const toRule = (r: Pick<Row, 'id' | 'from_path' | 'to_target' | 'status' | 'automatic'>) => ({
  id: r.id,
  from: r.from_path,
  to: r.to_target,
  status: statusOf(r.status),
  automatic: r.automatic === 1,
});

/** Every redirect of a workspace, as the rules and the storefront's map read them. */
export async function redirectRows(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<RedirectRow[]> {
  const rows = await db
    .selectFrom('redirects')
    .select(['id', 'from_path', 'to_target', 'status', 'automatic'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('from_path')
    .execute();
  return rows.map(toRule);
}

/**
 * Applies `work` to the workspace's redirects in the transaction `trx` and writes back what it
 * changed. Two changers of one workspace wait for each other (PostgreSQL: a transaction-scoped
 * advisory lock, which no row lock of other domains can cross; SQLite runs one at a time).
 */
export async function changeRedirects<T>(
  trx: Kysely<Database>,
  workspaceId: string,
  work: (set: RedirectSet) => T,
): Promise<T> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`sw-redirects:${workspaceId}`}))`.execute(
      trx,
    );
  const set = createRedirectSet(await redirectRows(trx, workspaceId));
  const result = work(set);
  const { inserted, updated, deleted } = set.changes();
  const now = new Date().toISOString();
  if (deleted.length > 0)
    await trx
      .deleteFrom('redirects')
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', deleted)
      .execute();
  for (const r of updated)
    await trx
      .updateTable('redirects')
      .set({
        from_path: r.from,
        to_target: r.to,
        status: r.status,
        automatic: r.automatic ? 1 : 0,
        updated_at: now,
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', r.id)
      .execute();
  // Rows per INSERT well under both databases' bound-parameter limits.
  for (let i = 0; i < inserted.length; i += 500)
    await trx
      .insertInto('redirects')
      .values(
        inserted.slice(i, i + 500).map((r) => ({
          id: r.id,
          workspace_id: workspaceId,
          from_path: r.from,
          to_target: r.to,
          status: r.status,
          automatic: r.automatic ? 1 : 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  return result;
}

export function createRedirectsRepo(db: Db) {
  return {
    /** The owner's list: newest change first, searched in from and to. */
    async list(
      workspaceId: string,
      f: { q?: string; limit: number; offset: number },
    ): Promise<{ data: AdminRedirect[]; total: number }> {
      let q = db.selectFrom('redirects').where('workspace_id', '=', workspaceId);
      if (f.q) {
        const pattern = containsPattern(f.q);
        q = q.where(
          sql<boolean>`(lower(from_path) like ${pattern} escape '\\' or lower(to_target) like ${pattern} escape '\\')`,
        );
      }
      const [rows, count] = await Promise.all([
        q
          .select([...COLUMNS])
          .orderBy('updated_at', 'desc')
          .orderBy('from_path')
          .limit(f.limit)
          .offset(f.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toAdmin), total: Number(count.n) };
    },

    async get(workspaceId: string, id: string): Promise<AdminRedirect | null> {
      const row = await db
        .selectFrom('redirects')
        .select([...COLUMNS])
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toAdmin(row) : null;
    },

    all: (workspaceId: string) => redirectRows(db, workspaceId),

    /** `work` over the workspace's redirects in a transaction of its own. */
    change: <T>(workspaceId: string, work: (set: RedirectSet) => T): Promise<T> =>
      db.transaction().execute((trx) => changeRedirects(trx, workspaceId, work)),
  };
}

export type RedirectsRepo = ReturnType<typeof createRedirectsRepo>;
