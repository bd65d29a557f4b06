// Page-cache purges between instances: each process keeps its own cache of rendered pages, and a
// purge on one is announced over Redis pub/sub to the others, which drop the same entries.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** One workspace's pages (one path and its listings, or all), or every page of the process. */
export type PurgeNotice = { workspaceId: string; path?: string } | 'everything';

export type PurgeBus = {
  /** Tells the other instances (not this one: its cache has already purged). */
  publish(workspaceId: string, path?: string): void;
  subscribe(listener: (notice: PurgeNotice) => void): void;
  /** Resolves when Redis answers (what /readyz checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const PURGE_CHANNEL = 'sw:page-purge';

type Message = { from: string; workspaceId: string; path?: string };

/**
 * A bus over Redis at `redisUrl`: one connection publishes, one subscribes. Redis down: purges
 * stay in this process (logged once per outage) and other instances serve their copy until its
 * 10 s end; when a subscriber's connection comes back it drops its whole cache, as it may have
 * missed purges meanwhile.
 */
export function createRedisPurgeBus(opts: {
  redisUrl: string;
  channel?: string;
  warn: (message: string) => void;
}): PurgeBus {
  const channel = opts.channel ?? PURGE_CHANNEL;
  const self = randomUUID();
  const listeners: Array<(notice: PurgeNotice) => void> = [];
  const emit = (notice: PurgeNotice) => {
    for (const listener of listeners) listener(notice);
  };
  // A purge is never queued for later: late, it would only drop fresher pages.
  // Named so an operator (or a test) can tell them apart in CLIENT LIST.
  const pub = new Redis(opts.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: `sw-purge-pub:${channel}`,
  });
  const sub = new Redis(opts.redisUrl, {
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    connectionName: `sw-purge-sub:${channel}`,
  });

  let down = false;
  const onError = (err: Error) => {
    if (!down)
      opts.warn(`Redis page-cache purge: ${err.message}; pages purge on this instance only`);
    down = true;
  };
  pub.on('error', onError);
  sub.on('error', onError);
  pub.on('ready', () => {
    down = false;
  });

  // Subscribed anew on every connection, and only once that is confirmed is the cache dropped:
  // no purge can fall between the two.
  let connections = 0;
  sub.on('ready', () => {
    const first = connections++ === 0;
    sub.subscribe(channel).then(
      () => {
        down = false;
        if (!first) emit('everything');
      },
      (err: Error) => onError(err),
    );
  });
  sub.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message.from === self || typeof message.workspaceId !== 'string') return;
    emit(
      typeof message.path === 'string'
        ? { workspaceId: message.workspaceId, path: message.path }
        : { workspaceId: message.workspaceId },
    );
  });

  return {
    publish(workspaceId, path) {
      const message: Message = { from: self, workspaceId, ...(path !== undefined ? { path } : {}) };
      pub.publish(channel, JSON.stringify(message)).catch(onError);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async ping() {
      await pub.ping();
    },
    // Nothing waits to be sent (a publish is written at once), and quit() would wait for a
    // connection that may never come.
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
