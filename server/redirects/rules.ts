// The rules of a workspace's redirects as plain functions over its rows in memory: a new or
// changed redirect is checked (its from free, no loop), its target followed to the end of any
// chain, and the redirects that led to its from rewritten to that end, so a visitor is sent once.
// The repo loads the rows, applies changes here and writes back what changed.
import { randomUUID } from 'node:crypto';
import {
  checkRedirectFrom,
  checkRedirectTo,
  REDIRECT_MESSAGES,
  type RedirectStatus,
} from '../../shared/redirects';

export type RedirectRow = {
  id: string;
  from: string;
  to: string;
  status: RedirectStatus;
  automatic: boolean;
};

/** A redirect to add or change, as asked (from and to not yet checked). */
export type RedirectChange = {
  /** The row to change; without it, the row with the same from is changed, else one added. */
  id?: string;
  from: string;
  to: string;
  status: RedirectStatus;
  automatic: boolean;
};

export type ChangeOutcome =
  | { ok: true; row: RedirectRow; outcome: 'added' | 'updated' | 'unchanged' }
  | { ok: false; status: 400 | 404 | 409; field?: 'from' | 'to'; message: string };

/** The path a redirect's target continues from (null for a URL of another site). */
export function targetKey(to: string): string | null {
  const checked = checkRedirectTo(to);
  return checked.ok ? checked.key : null;
}

/**
 * The working set of one workspace's redirects: changes applied in memory in order (one save, a
 * whole import), and the rows to write back (`written()`, `removed()`).
 */
export function createRedirectSet(rows: readonly RedirectRow[]) {
  const byId = new Map<string, RedirectRow>();
  const byFrom = new Map<string, RedirectRow>();
  for (const r of rows) {
    byId.set(r.id, { ...r });
    byFrom.set(r.from, byId.get(r.id)!);
  }
  const added = new Set<string>();
  const changed = new Set<string>();
  const removed = new Set<string>();

  const touch = (row: RedirectRow) => {
    if (!added.has(row.id)) changed.add(row.id);
  };

  /** Where `to` leads in the end, following the redirects that start at its path. */
  function follow(
    from: string,
    to: string,
    own: RedirectRow | undefined,
  ): { to: string } | { loop: true } {
    let end = to;
    let key = targetKey(to);
    const seen = new Set<string>();
    while (key !== null) {
      const next = byFrom.get(key);
      // The row being changed no longer starts where it did.
      if (!next || next === own || seen.has(key)) break;
      seen.add(key);
      end = next.to;
      key = targetKey(end);
      if (key === from) return { loop: true };
    }
    return { to: end };
  }

  function remove(row: RedirectRow) {
    byId.delete(row.id);
    if (byFrom.get(row.from) === row) byFrom.delete(row.from);
    if (added.delete(row.id)) return;
    changed.delete(row.id);
    removed.add(row.id);
  }

  return {
    /** Checks and applies one change; the set is untouched when it is refused. */
    apply(change: RedirectChange): ChangeOutcome {
      const from = checkRedirectFrom(change.from);
      if (!from.ok) return { ok: false, status: 400, field: 'from', message: from.message };
      const to = checkRedirectTo(change.to);
      if (!to.ok) return { ok: false, status: 400, field: 'to', message: to.message };
      if (to.key === from.from)
        return { ok: false, status: 400, field: 'to', message: REDIRECT_MESSAGES.same };
      const own = change.id !== undefined ? byId.get(change.id) : byFrom.get(from.from);
      if (change.id !== undefined && !own)
        return { ok: false, status: 404, message: REDIRECT_MESSAGES.notFound };
      const holder = byFrom.get(from.from);
      if (holder && holder !== own)
        return {
          ok: false,
          status: 409,
          field: 'from',
          message: REDIRECT_MESSAGES.taken(from.from),
        };
      const end = follow(from.from, to.to, own);
      if ('loop' in end)
        return {
          ok: false,
          status: 400,
          field: 'to',
          message: REDIRECT_MESSAGES.loop(from.from, to.to),
        };
      if (
        own &&
        own.from === from.from &&
        own.to === end.to &&
        own.status === change.status &&
        own.automatic === change.automatic
      )
        return { ok: true, row: own, outcome: 'unchanged' };

      let row: RedirectRow;
      if (own) {
        if (own.from !== from.from) byFrom.delete(own.from);
        Object.assign(own, {
          from: from.from,
          to: end.to,
          status: change.status,
          automatic: change.automatic,
        });
        row = own;
        touch(row);
      } else {
        row = {
          id: randomUUID(),
          from: from.from,
          to: end.to,
          status: change.status,
          automatic: change.automatic,
        };
        byId.set(row.id, row);
        added.add(row.id);
      }
      byFrom.set(row.from, row);
      // The redirects that led to this from now lead where it leads.
      for (const other of byId.values())
        if (other !== row && targetKey(other.to) === row.from) {
          other.to = row.to;
          touch(other);
        }
      return { ok: true, row, outcome: own ? 'updated' : 'added' };
    },

    /**
     * A page, product or post moved from `from` to `to`: a redirect from its new path would hide
     * it, so that one goes; then old → new is a permanent, automatic redirect (chains collapsed).
     */
    moved(from: string, to: string): ChangeOutcome {
      const landing = checkRedirectFrom(to);
      if (landing.ok) {
        const hiding = byFrom.get(landing.from);
        if (hiding) remove(hiding);
      }
      return this.apply({ from, to, status: 301, automatic: true });
    },

    /** Deletes the row; false when there is none with this id. */
    delete(id: string): boolean {
      const row = byId.get(id);
      if (!row) return false;
      remove(row);
      return true;
    },

    /** The rows to insert and to update, and the ids to delete, since the set was made. */
    changes() {
      return {
        inserted: [...added].map((id) => byId.get(id)!),
        updated: [...changed].map((id) => byId.get(id)!),
        deleted: [...removed],
      };
    },
  };
}

export type RedirectSet = ReturnType<typeof createRedirectSet>;
