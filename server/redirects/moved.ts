// What other domains call when something an owner published moves: a page's path (builder), a
// product's path (catalogue), a post's slug (blog). Inside their own transaction, so the move
// and its redirect are kept or lost together.
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { changeRedirects } from './repo';

/**
 * Adds a permanent, automatic redirect from `from` to `to` (both paths of the shop) in `trx`:
 * a redirect from `to` would hide what now lives there, so it goes; the redirects that led to
 * `from` now lead to `to`. A path no redirect can start from (a reserved one) adds nothing.
 * Callers purge the page cache after the transaction, which drops the storefront's maps.
 */
export async function addMovedRedirect(
  trx: Kysely<Database>,
  workspaceId: string,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await changeRedirects(trx, workspaceId, (set) => set.moved(from, to));
}
