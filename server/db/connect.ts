import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';

export type Db = Kysely<Schema>;

/**
 * How long a query may wait for the database before it fails (and its request answers 503):
 * PostgreSQL's default; SQLite keeps better-sqlite3's own 5 s, as its wait holds the process.
 */
const DB_TIMEOUT_MS = { postgres: 10_000, sqlite: 5000 };

/**
 * PostgreSQL when the URL is postgres://…, else an SQLite file (created with its folder).
 * SQLite runs in WAL mode so reads never wait behind a write.
 *
 * `timeoutMs` bounds a database that is down or slow: on PostgreSQL, getting a connection, each
 * statement on the server and each answer on the wire; on SQLite, waiting for another
 * connection's lock (busy_timeout). NOTE: better-sqlite3 is synchronous, so that wait holds the
 * whole process.
 */
export function connectDb(opts: {
  databaseUrl?: string;
  sqliteFile: string;
  timeoutMs?: number;
  /** Where a pooled connection's failure while idle is reported (default console.warn). */
  warn?: (message: string) => void;
}): Db {
  const url = opts.databaseUrl?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const timeoutMs = opts.timeoutMs ?? DB_TIMEOUT_MS.postgres;
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs,
      keepAlive: true,
    });
    // A connection the server drops (a restart, pg_terminate_backend, the network) is an
    // 'error' event on its client, which unheard would end the process: while idle the pool
    // hears it (and forgets the client); while checked out, between or during queries, nobody
    // does, so every client gets a listener. The query fails (503) and the next one reconnects.
    pool.on('connect', (client) => client.on('error', () => undefined));
    pool.on('error', (err) =>
      (opts.warn ?? console.warn)(`PostgreSQL: an idle connection failed: ${err.message}`),
    );
    return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  }
  if (opts.sqliteFile !== ':memory:') mkdirSync(dirname(opts.sqliteFile), { recursive: true });
  const sqlite = new Database(opts.sqliteFile, { timeout: opts.timeoutMs ?? DB_TIMEOUT_MS.sqlite });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Resolves when the database answers a trivial query (what /readyz checks). */
export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
