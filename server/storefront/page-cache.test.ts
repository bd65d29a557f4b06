import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, STALE_IF_ERROR_MS } from './page-cache';
import type { PurgeBus, PurgeNotice } from './purge-bus';
import { hostName, normalizePath } from '../http';

describe('createPageCache', () => {
  it('keeps a page for the TTL and drops it after', () => {
    const cache = createPageCache(10_000);
    cache.set('w1', '/', 200, '<p>hi</p>', 1000);
    expect(cache.get('w1', '/', 10_999)?.html.toString()).toBe('<p>hi</p>');
    expect(cache.get('w1', '/', 11_000)).toBeUndefined();
  });

  it('stores gzip bytes of the same page', () => {
    const cache = createPageCache(10_000);
    const page = cache.set('w1', '/', 200, '<p>hello</p>');
    expect(gunzipSync(page.gzip).toString()).toBe('<p>hello</p>');
  });

  it('keeps workspaces apart and purges one workspace without the other', () => {
    const cache = createPageCache(10_000);
    cache.set('w1', '/', 200, 'a');
    cache.set('w2', '/', 200, 'b');
    cache.purge('w1');
    expect(cache.get('w1', '/')).toBeUndefined();
    expect(cache.get('w2', '/')?.html.toString()).toBe('b');
  });

  it('purges a path together with its listings by query, and nothing else', () => {
    const cache = createPageCache(10_000);
    cache.set('w1', '/c/apparel', 200, 'a');
    cache.set('w1', '/c/apparel?sort=name', 200, 'b');
    cache.set('w1', '/c/apparel-sale', 200, 'c');
    cache.purge('w1', '/c/apparel');
    expect(cache.get('w1', '/c/apparel')).toBeUndefined();
    expect(cache.get('w1', '/c/apparel?sort=name')).toBeUndefined();
    expect(cache.get('w1', '/c/apparel-sale')?.html.toString()).toBe('c');
  });

  it('does not store a page rendered from what was read before a purge of its workspace', () => {
    const cache = createPageCache(10_000);
    const since = cache.stamp();
    cache.purge('w1', '/');
    const page = cache.set('w1', '/', 200, '<p>old</p>', Date.now(), since);
    expect(page.html.toString()).toBe('<p>old</p>');
    expect(cache.get('w1', '/')).toBeUndefined();
    // Another workspace's purge does not stop it; a stamp taken after the purge stores.
    cache.set('w2', '/', 200, 'b', Date.now(), since);
    expect(cache.get('w2', '/')).toBeDefined();
    cache.set('w1', '/', 200, '<p>new</p>', Date.now(), cache.stamp());
    expect(cache.get('w1', '/')?.html.toString()).toBe('<p>new</p>');
  });

  it('does not store a page rendered before a clear', () => {
    const cache = createPageCache(10_000);
    const since = cache.stamp();
    cache.clear();
    cache.set('w1', '/', 200, 'a', Date.now(), since);
    expect(cache.get('w1', '/')).toBeUndefined();
  });
});

describe('normalizePath and hostName', () => {
  it('tells its watchers of every purge, one workspace or everything, here or from the bus', () => {
    let remote: ((notice: PurgeNotice) => void) | undefined;
    const bus: PurgeBus = {
      publish: () => undefined,
      subscribe: (listener) => {
        remote = listener;
      },
      ping: async () => undefined,
      close: async () => undefined,
    };
    const cache = createPageCache(10_000, { bus });
    const seen: (string | undefined)[] = [];
    cache.onPurge((workspaceId) => seen.push(workspaceId));
    cache.purge('w1', '/about');
    cache.purge('w2');
    remote!({ workspaceId: 'w3', path: '/x' });
    remote!('everything');
    cache.clear();
    expect(seen).toEqual(['w1', 'w2', 'w3', undefined, undefined]);
  });

  it('normalizes paths and strips the query', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/services/games/?x=1')).toBe('/services/games');
    expect(normalizePath('//a//b')).toBe('/a/b');
  });

  it('reads the host name without port', () => {
    expect(hostName('Shop.Localhost:3000')).toBe('shop.localhost');
    expect(hostName(undefined)).toBe('');
  });
});

describe('createPageCache stale-if-error', () => {
  it('keeps a page past its lifetime for stale() only, for STALE_IF_ERROR_MS', () => {
    const cache = createPageCache(10_000);
    cache.set('w1', '/', 200, 'old', 1000);
    const expired = 11_000;
    expect(cache.get('w1', '/', expired)).toBeUndefined();
    expect(cache.stale('w1', '/', expired)?.html.toString()).toBe('old');
    expect(cache.stale('w1', '/', expired + STALE_IF_ERROR_MS - 1)?.html.toString()).toBe('old');
    expect(cache.stale('w1', '/', expired + STALE_IF_ERROR_MS)).toBeUndefined();
    expect(cache.get('w1', '/', expired + STALE_IF_ERROR_MS)).toBeUndefined();
    expect(cache.stale('w1', '/', expired)).toBeUndefined();
  });

  it('has no stale copy of a purged page', () => {
    const cache = createPageCache(10_000);
    cache.set('w1', '/', 200, 'old', 1000);
    cache.purge('w1', '/');
    expect(cache.stale('w1', '/', 2000)).toBeUndefined();
  });
});
