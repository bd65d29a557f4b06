import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';

export type Db = Kysely<Schema>;

/**
 * PostgreSQL when the URL is postgres://…, else an SQLite file (created with its folder).
 * SQLite runs in WAL mode so reads never wait behind a write.
 */
export function connectDb(opts: { databaseUrl?: string; sqliteFile: string }): Db {
  const url = opts.databaseUrl?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    return new Kysely<Schema>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    });
  }
  if (opts.sqliteFile !== ':memory:') mkdirSync(dirname(opts.sqliteFile), { recursive: true });
  const sqlite = new Database(opts.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Resolves when the database answers a trivial query (what /readyz checks). */
export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
