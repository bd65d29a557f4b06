// The workspaces table: a tenant's identity (slug, the domain that selects it, name) and its
// settings JSON. The only code that writes it; the settings screens and owner registration
// change it through these functions.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { Workspace } from '../http';

/** How many times a settings write retries after another write changed them in between. */
const SETTINGS_RETRIES = 5;

function parseWorkspace(row: {
  id: string;
  slug: string;
  domain: string;
  name: string;
  settings: string;
}): Workspace {
  return { ...row, settings: JSON.parse(row.settings) as Workspace['settings'] };
}

/** Reads and writes of workspaces; `db` may be a transaction (registration creates one). */
export function createWorkspacesRepo(db: Db) {
  /**
   * Changes workspaces.settings with `change` and optionally the name. Optimistic: the UPDATE
   * applies only if the stored JSON is still what was read, so two saves of different parts
   * (store details, payment keys) never undo each other, on SQLite or PostgreSQL.
   */
  async function updateSettings(
    workspaceId: string,
    change: (settings: Record<string, unknown>) => Record<string, unknown>,
    name?: string,
  ): Promise<Record<string, unknown>> {
    for (let attempt = 0; attempt < SETTINGS_RETRIES; attempt++) {
      const row = await db
        .selectFrom('workspaces')
        .select('settings')
        .where('id', '=', workspaceId)
        .executeTakeFirstOrThrow();
      const next = change(JSON.parse(row.settings) as Record<string, unknown>);
      const r = await db
        .updateTable('workspaces')
        .set({ settings: JSON.stringify(next), ...(name !== undefined ? { name } : {}) })
        .where('id', '=', workspaceId)
        .where('settings', '=', row.settings)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) return next;
    }
    throw new Error('workspace settings kept changing during the save');
  }

  /** The workspace of a unique key (its domain, id or slug), or null. */
  async function workspaceWhere(
    key: 'domain' | 'id' | 'slug',
    value: string,
  ): Promise<Workspace | null> {
    const row = await db
      .selectFrom('workspaces')
      .selectAll()
      .where(key, '=', value)
      .executeTakeFirst();
    return row ? parseWorkspace(row) : null;
  }

  return {
    workspaceByDomain(domain: string): Promise<Workspace | null> {
      return workspaceWhere('domain', domain);
    },

    workspaceById(id: string): Promise<Workspace | null> {
      return workspaceWhere('id', id);
    },

    workspaceBySlug(slug: string): Promise<Workspace | null> {
      return workspaceWhere('slug', slug);
    },

    /** Inserts a workspace (inside the caller's transaction when `db` is one). */
    async insertWorkspace(input: Omit<Workspace, 'id'>, at: string): Promise<Workspace> {
      const id = randomUUID();
      await db
        .insertInto('workspaces')
        .values({
          id,
          slug: input.slug,
          domain: input.domain,
          name: input.name,
          settings: JSON.stringify(input.settings),
          created_at: at,
        })
        .execute();
      return { id, ...input };
    },

    updateSettings,
  };
}

export type WorkspacesRepo = ReturnType<typeof createWorkspacesRepo>;
