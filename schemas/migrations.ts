import type { PageDocument } from './types';

/** One step of the stored page format; ids are named so history reads as a changelog. */
export type PageMigration = {
  id: string;
  from: number;
  up: (doc: Record<string, unknown>) => Record<string, unknown>;
};

/**
 * Ordered migrations of the stored page JSON (tldraw's migration ids, Puck's migrate.ts).
 * The format is at version 1; a change to it appends a step here and bumps the version.
 */
export const PAGE_MIGRATIONS: readonly PageMigration[] = [];

export const CURRENT_PAGE_VERSION = 1 + PAGE_MIGRATIONS.length;

/** Brings a stored page up to the current version by applying each pending step in order. */
export function migratePage(
  doc: Record<string, unknown>,
  migrations: readonly PageMigration[] = PAGE_MIGRATIONS,
): PageDocument {
  let out = doc;
  let version = typeof out.version === 'number' ? out.version : 1;
  for (const m of migrations) {
    if (m.from !== version) continue;
    out = { ...m.up(out), version: version + 1 };
    version += 1;
  }
  return out as PageDocument;
}
