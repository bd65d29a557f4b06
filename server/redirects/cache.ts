// The storefront's look-up of redirects: each workspace's whole map held in memory (one query a
// workspace until it changes), answered before any page is looked up. `forget` drops a
// workspace's map; the storefront calls it on every purge of the page cache (its setup.ts), which
// Redis carries to every instance, and every change of redirects purges the page cache.
import type { RedirectStatus } from '../../shared/redirects';
import type { Db } from '../db';
import { redirectRows } from './repo';

export type RedirectTarget = { to: string; status: RedirectStatus };

/** What the storefront asks of redirects (server/storefront declares no more than this). */
export type RedirectLookup = {
  find(workspaceId: string, path: string): Promise<RedirectTarget | null>;
};

type Entry = { map: Map<string, RedirectTarget>; expires: number };

/**
 * Maps kept `ttlMs` at most (a change on another instance is seen through the purge, and within
 * `ttlMs` even if that is lost). A read that began before a `forget` of its workspace is not
 * stored, so a change made while it ran is never hidden behind it. While the database is down,
 * the last map is used past its lifetime.
 */
export function createRedirectCache(db: Db, opts: { ttlMs: number; maxWorkspaces?: number }) {
  const maxWorkspaces = opts.maxWorkspaces ?? 10_000;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Map<string, RedirectTarget>>>();
  let seq = 0;
  let clearedAt = 0;
  const forgottenAt = new Map<string, number>();

  async function load(workspaceId: string): Promise<Map<string, RedirectTarget>> {
    const since = seq;
    const rows = await redirectRows(db, workspaceId);
    const map = new Map(rows.map((r) => [r.from, { to: r.to, status: r.status }] as const));
    if (Math.max(clearedAt, forgottenAt.get(workspaceId) ?? 0) <= since) {
      if (entries.size >= maxWorkspaces) entries.delete(entries.keys().next().value as string);
      entries.set(workspaceId, { map, expires: Date.now() + opts.ttlMs });
    }
    return map;
  }

  async function mapOf(workspaceId: string): Promise<Map<string, RedirectTarget>> {
    const hit = entries.get(workspaceId);
    if (hit && hit.expires > Date.now()) return hit.map;
    // One query for the many requests that miss at once.
    let pending = loading.get(workspaceId);
    if (!pending) {
      const mine: Promise<Map<string, RedirectTarget>> = load(workspaceId).finally(() => {
        if (loading.get(workspaceId) === mine) loading.delete(workspaceId);
      });
      pending = mine;
      loading.set(workspaceId, mine);
    }
    try {
      return await pending;
    } catch (err) {
      if (hit) return hit.map;
      throw err;
    }
  }

  return {
    async find(workspaceId: string, path: string): Promise<RedirectTarget | null> {
      return (await mapOf(workspaceId)).get(path) ?? null;
    },
    /** Drops a workspace's map (or every map): read again on its next request. */
    forget(workspaceId?: string): void {
      ++seq;
      if (workspaceId === undefined) {
        clearedAt = seq;
        entries.clear();
        loading.clear();
      } else {
        forgottenAt.set(workspaceId, seq);
        entries.delete(workspaceId);
        loading.delete(workspaceId);
      }
    },
  };
}
