import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectDb, type Db } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrations';

/** PostgreSQL for tests: DATABASE_URL, else the local server of the dev machine and CI. */
export const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers; tests of that path skip (and say so) when it does not. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type TestDb = {
  db: Db;
  kind: 'sqlite' | 'postgres';
  /** Where it is, for another process: the SQLite file, or the PostgreSQL URL with its schema. */
  url: string;
  drop: () => Promise<void>;
};

/**
 * How the server reaches its test database: through another port (a TCP proxy a test cuts) and
 * with a shorter wait for a database that is down, locked or slow.
 */
export type TestDbOptions = { port?: number; timeoutMs?: number };

/** A fresh, migrated database: an SQLite file in a temp folder, or a throwaway PostgreSQL schema. */
export async function createTestDb(
  kind: 'sqlite' | 'postgres',
  opts: TestDbOptions = {},
): Promise<TestDb> {
  const timeout = opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {};
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'sw-test-'));
    const file = join(dir, 'test.db');
    const db = connectDb({ sqliteFile: file, ...timeout });
    await migrateToLatest(db);
    return { db, kind, url: file, drop: () => db.destroy() };
  }
  const schema = `sw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  if (opts.port) url.port = String(opts.port);
  const db = connectDb({ databaseUrl: url.toString(), sqliteFile: '', ...timeout });
  await migrateToLatest(db);
  return {
    db,
    kind,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/** Bare workspaces, each named by its id (slug, name, `{id}.localhost`), for per-workspace rows. */
export async function insertWorkspaces(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await db
      .insertInto('workspaces')
      .values({
        id,
        slug: id,
        domain: `${id}.localhost`,
        name: id,
        settings: '{}',
        created_at: '2030-01-01T00:00:00.000Z',
      })
      .execute();
  }
}
