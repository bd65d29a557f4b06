import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/**
 * One migration set for SQLite and PostgreSQL: only portable types (text, integer) and the
 * dialect-neutral auto-increment helper below.
 */
const migrations: Record<string, Migration> = {
  '0001_workspaces_sites_pages': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('workspaces')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('domain', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sites')
        .addColumn('workspace_id', 'text', (c) =>
          c.primaryKey().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('draft', 'text', (c) => c.notNull())
        .addColumn('published', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('pages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('draft', 'text', (c) => c.notNull())
        .addColumn('published', 'text')
        .addColumn('published_version', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('pages_workspace_path', ['workspace_id', 'path'])
        .execute();
      await db.schema
        .createTable('page_versions')
        .addColumn('id', 'integer', (c) => autoIncrement(db, c))
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('page_id', 'text', (c) => c.notNull().references('pages.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('published_by', 'text')
        .addUniqueConstraint('page_versions_page_version', ['page_id', 'version'])
        .execute();
      await db.schema
        .createIndex('page_versions_workspace')
        .on('page_versions')
        .columns(['workspace_id', 'page_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['page_versions', 'pages', 'sites', 'workspaces'])
        await db.schema.dropTable(t).execute();
    },
  },
};

type ColumnBuilder = Parameters<
  Parameters<ReturnType<Kysely<any>['schema']['createTable']>['addColumn']>[2] & {}
>[0];

function autoIncrement(db: Kysely<any>, c: ColumnBuilder): ColumnBuilder {
  // PostgreSQL wants an identity column; SQLite's INTEGER PRIMARY KEY is already the rowid.
  const isPg =
    (db.getExecutor().adapter as { constructor: { name: string } }).constructor.name ===
    'PostgresAdapter';
  return isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export { sql };
