import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { PurgeBus } from './purge-bus';

export type CachedPage = {
  status: number;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  expires: number;
};

/**
 * How long past its lifetime a page is still served when it cannot be rendered again because
 * the database is down or slow (RFC 5861's stale-if-error).
 */
export const STALE_IF_ERROR_MS = 60 * 60_000;

/**
 * Rendered public pages per workspace and path, kept for `ttlMs` (SPEC: revalidation value 10 s).
 * Bytes are stored ready to send, plain and gzipped, so a hit costs a map lookup.
 *
 * With a `bus` (Redis pub/sub, server/storefront/purge-bus.ts) a purge here is announced to every
 * other instance, and theirs purge this one: a publish on one instance is served new by all.
 */
export function createPageCache(ttlMs: number, opts: { maxEntries?: number; bus?: PurgeBus } = {}) {
  const maxEntries = opts.maxEntries ?? 5000;
  const entries = new Map<string, CachedPage>();
  const key = (workspaceId: string, path: string) => `${workspaceId}\u0000${path}`;
  // A render that began before a purge must not store what it read: `stamp()` is taken before
  // the render, and `set` refuses a stamp older than the workspace's last purge (or a clear).
  let seq = 0;
  let clearedAt = 0;
  const purgedAt = new Map<string, number>();
  const watchers: Array<(workspaceId?: string) => void> = [];

  function purgeHere(workspaceId: string, path?: string) {
    purgedAt.set(workspaceId, ++seq);
    for (const watcher of watchers) watcher(workspaceId);
    // A path's entries include its listings by query (`/c/apparel?sort=name`).
    if (path !== undefined) {
      const exact = key(workspaceId, path);
      for (const k of entries.keys())
        if (k === exact || k.startsWith(`${exact}?`)) entries.delete(k);
    } else
      for (const k of entries.keys()) if (k.startsWith(`${workspaceId}\u0000`)) entries.delete(k);
  }
  function clear() {
    clearedAt = ++seq;
    entries.clear();
    for (const watcher of watchers) watcher();
  }
  opts.bus?.subscribe((notice) =>
    notice === 'everything' ? clear() : purgeHere(notice.workspaceId, notice.path),
  );

  return {
    get(workspaceId: string, path: string, at = Date.now()): CachedPage | undefined {
      const k = key(workspaceId, path);
      const hit = entries.get(k);
      if (!hit) return undefined;
      if (hit.expires <= at) {
        // Kept for stale() while it may still stand in for a page that cannot be rendered.
        if (hit.expires + STALE_IF_ERROR_MS <= at) entries.delete(k);
        return undefined;
      }
      return hit;
    },
    /** The last good copy of a page, even past its lifetime, for STALE_IF_ERROR_MS after it. */
    stale(workspaceId: string, path: string, at = Date.now()): CachedPage | undefined {
      const hit = entries.get(key(workspaceId, path));
      return hit && hit.expires + STALE_IF_ERROR_MS > at ? hit : undefined;
    },
    /** Taken before reading what a page shows; handed to `set` with the rendered page. */
    stamp: (): number => seq,
    /**
     * Stores the page (unless a purge of its workspace came after `since`) and answers it ready
     * to send either way.
     */
    set(
      workspaceId: string,
      path: string,
      status: number,
      html: string,
      at = Date.now(),
      since = seq,
    ): CachedPage {
      const body = Buffer.from(html);
      const page: CachedPage = {
        status,
        html: body,
        gzip: gzipSync(body, { level: 6 }),
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        expires: at + ttlMs,
      };
      if (Math.max(clearedAt, purgedAt.get(workspaceId) ?? 0) > since) return page;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key(workspaceId, path), page);
      return page;
    },
    /**
     * Drops one page, or every page of a workspace (publish of site-level settings), here and,
     * with a bus, on every other instance.
     */
    purge(workspaceId: string, path?: string): void {
      purgeHere(workspaceId, path);
      opts.bus?.publish(workspaceId, path);
    },
    clear,
    /**
     * Calls `watcher` on every purge of this instance's copy, made here or announced by another
     * instance (the workspace's id; none when everything was dropped): what else is kept per
     * workspace beside the pages (the redirect maps) goes with them.
     */
    onPurge(watcher: (workspaceId?: string) => void): void {
      watchers.push(watcher);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
