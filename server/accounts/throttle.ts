import { Redis } from 'ioredis';
import { normalizeEmail, sha256 } from './tokens';

/** At most `limit` hits per key in a window of `windowMs` starting at the key's first hit. */
export type ThrottleRule = { limit: number; windowMs: number };

export type ThrottleResult = {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  remaining: number;
  /** 0 when allowed; else how long until the window ends. */
  retryAfterMs: number;
};

/** A fixed-window counter store: in-process, or Redis when REDIS_URL is set (shared by instances). */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit for the key and says whether it is within the rule. */
  hit(key: string, rule: ThrottleRule): Promise<ThrottleResult>;
  /** The key's state without counting a hit. */
  peek(key: string, rule: ThrottleRule): Promise<ThrottleResult>;
  /** Forgets the key (e.g. the account's counter after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function result(count: number, rule: ThrottleRule, ttlMs: number): ThrottleResult {
  const allowed = count <= rule.limit;
  return {
    allowed,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterMs: allowed ? 0 : Math.max(1, ttlMs),
  };
}

/** In-process fixed windows. Expired keys are dropped as the map is used. */
export function createMemoryRateLimiter(opts: { now?: () => number; maxKeys?: number } = {}) {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sinceSweep = 0;

  function sweep(t: number) {
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }

  const limiter: RateLimiter = {
    kind: 'memory',
    async hit(key, rule) {
      const t = now();
      if (++sinceSweep >= 1000 || windows.size >= maxKeys) {
        sinceSweep = 0;
        sweep(t);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return result(w.count, rule, w.resetAt - t);
    },
    async peek(key, rule) {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t) return result(0, rule, 0);
      return { ...result(w.count, rule, w.resetAt - t), allowed: w.count < rule.limit };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
  return limiter;
}

const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {c, ttl}
`;

/**
 * Redis fixed windows (INCR + PEXPIRE in one Lua script, so concurrent hits count exactly).
 * Keys are stored as `prefix + sha256(key)`: no emails or addresses in Redis.
 * Redis errors are thrown to the caller (routes should answer 503 rather than skip throttling).
 */
export function createRedisRateLimiter(opts: {
  redis: Redis | string;
  prefix?: string;
  onError?: (message: string) => void;
}): RateLimiter & { redis: Redis } {
  const owned = typeof opts.redis === 'string';
  const redis =
    typeof opts.redis === 'string'
      ? new Redis(opts.redis, { maxRetriesPerRequest: 2, enableAutoPipelining: true })
      : opts.redis;
  if (owned) {
    // Connection trouble surfaces as rejected hits; log it once per outage, not per retry.
    let reported = false;
    redis.on('error', (err: Error) => {
      if (!reported) (opts.onError ?? console.warn)(`Redis throttle: ${err.message}`);
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
  }
  const prefix = opts.prefix ?? 'sw:throttle:';
  const k = (key: string) => prefix + sha256(key);

  return {
    kind: 'redis',
    redis,
    async hit(key, rule) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, k(key), String(rule.windowMs))) as [
        number,
        number,
      ];
      return result(Number(count), rule, Number(ttl));
    },
    async peek(key, rule) {
      const [[, value], [, ttl]] = (await redis.multi().get(k(key)).pttl(k(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      const count = Number(value ?? 0);
      return { ...result(count, rule, Number(ttl)), allowed: count < rule.limit };
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      if (owned) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** How long Redis is left alone after a command failed, before the next try. */
const REDIS_RETRY_MS = 5000;
/** How long a Redis command may take before its hit is counted in-process instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Redis while it answers, else in-process counters, so that Redis down or hung slows no request
 * and refuses none: a command waits for no reconnection (no offline queue) and at most
 * REDIS_COMMAND_TIMEOUT_MS, and after a failure Redis is tried again after REDIS_RETRY_MS or
 * when it reconnects. One warning when Redis is lost, one when it is back. Counts made
 * in-process during an outage are not carried over to Redis.
 */
function createFallbackRateLimiter(opts: {
  redisUrl: string;
  prefix?: string;
  now?: () => number;
  warn?: (message: string) => void;
}): RateLimiter {
  const warn = opts.warn ?? console.warn;
  const redis = new Redis(opts.redisUrl, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableAutoPipelining: true,
  });
  const shared = createRedisRateLimiter({
    redis,
    ...(opts.prefix ? { prefix: opts.prefix } : {}),
  });
  const local = createMemoryRateLimiter({ ...(opts.now ? { now: opts.now } : {}) });
  let lost = false;
  let retryAt = 0;
  const lose = (why: string) => {
    retryAt = Date.now() + REDIS_RETRY_MS;
    if (!lost)
      warn(`Redis unreachable (${why}): rate limits are counted in-process until it is back.`);
    lost = true;
  };
  const found = () => {
    retryAt = 0;
    if (lost) warn('Redis is back: rate limits are counted in Redis again.');
    lost = false;
  };
  redis.on('error', (err: Error) => lose(err.message));
  redis.on('ready', found);

  /** The call on Redis, or in-process while Redis is out or when it fails. */
  async function either<T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (redis.status !== 'ready' || Date.now() < retryAt) return call(local);
    try {
      const out = await call(shared);
      if (lost) found();
      return out;
    } catch (err) {
      lose((err as Error).message);
      return call(local);
    }
  }
  return {
    kind: 'redis',
    hit: (key, rule) => either((l) => l.hit(key, rule)),
    peek: (key, rule) => either((l) => l.peek(key, rule)),
    reset: (key) => either((l) => l.reset(key)),
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when a URL is given (REDIS_URL), falling back to in-process while it is out; else in-process. */
export function createRateLimiter(opts: {
  redisUrl?: string;
  now?: () => number;
  warn?: (message: string) => void;
}): RateLimiter {
  const url = opts.redisUrl?.trim();
  return url
    ? createFallbackRateLimiter({ ...opts, redisUrl: url })
    : createMemoryRateLimiter({ now: opts.now });
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** An action's two limits, per account and per IP, counted over the same window. */
const perWindow = (windowMs: number, account: number, ip: number) => ({
  account: { limit: account, windowMs },
  ip: { limit: ip, windowMs },
});

/**
 * An action's rules: per account (email or user id) and per client address; and for sign-in and
 * code entry, the lock-out, per account *and* client address (`source`). An attacker who fails
 * an owner's password from one address locks that address out of that account, not the owner
 * signing in from anywhere else (OWASP's Authentication Cheat Sheet); `account` is then a much
 * higher ceiling against guesses spread over many addresses.
 */
type ActionRules = { account: ThrottleRule; ip: ThrottleRule; source?: ThrottleRule };

/** Limits per action: per account, per client address, and the sign-in lock-out per both. */
export const THROTTLE_RULES = {
  /** Password sign-in and customer login attempts, and the current password of a change. */
  signin: {
    source: { limit: 10, windowMs: FIFTEEN_MINUTES },
    account: { limit: 100, windowMs: FIFTEEN_MINUTES },
    ip: { limit: 50, windowMs: FIFTEEN_MINUTES },
  },
  /** One-time code entry (on top of the five tries each code allows). */
  code: {
    source: { limit: 10, windowMs: FIFTEEN_MINUTES },
    account: { limit: 100, windowMs: FIFTEEN_MINUTES },
    ip: { limit: 50, windowMs: FIFTEEN_MINUTES },
  },
  /**
   * Code, link and reset-mail requests, and reset submissions: per account (this bounds the
   * mails a stranger can send a mailbox, from however many addresses) and per IP.
   */
  reset: {
    account: { limit: 5, windowMs: FIFTEEN_MINUTES },
    ip: { limit: 20, windowMs: FIFTEEN_MINUTES },
  },
  /**
   * Newsletter subscribe, change-status and one-click unsubscribe: per address (each new
   * subscription mails it, so this bounds the mails a stranger can send it) and per IP.
   */
  newsletter: perWindow(FIFTEEN_MINUTES, 10, 30),
  /** Contact enquiries: each one mails the owner, so fewer and over an hour. */
  enquiry: perWindow(4 * FIFTEEN_MINUTES, 5, 10),
  /** Blog comments, per signed-in user and per IP: a minute's burst… */
  comment: perWindow(60_000, 5, 10),
  /** …and an hour's total. */
  commentHour: perWindow(4 * FIFTEEN_MINUTES, 30, 60),
} as const satisfies Record<string, ActionRules>;

export type ThrottleAction = keyof typeof THROTTLE_RULES;

type Counter = 'source' | 'account' | 'ip';

/** The keys an action is counted under: per account, per IP, and per both (the lock-out). */
export function throttleKeys(action: string, who: { account?: string; ip?: string }) {
  const account = who.account ? normalizeEmail(who.account) : undefined;
  return {
    account: account ? `${action}:account:${account}` : undefined,
    ip: who.ip ? `${action}:ip:${who.ip}` : undefined,
    source: account && who.ip ? `${action}:source:${account}|${who.ip}` : undefined,
  };
}

export type ThrottleVerdict =
  { ok: true } | { ok: false; by: Counter; retryAfterMs: number; message: string };

export function throttleMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts one attempt of `action` on every counter its rules have (the account, the IP, and the
 * pair of both when the action has a lock-out) and refuses when any is over its rule. The
 * message is the same whether or not the account exists.
 */
export async function throttle(
  limiter: RateLimiter,
  action: ThrottleAction,
  who: { account?: string; ip?: string },
  rules: ActionRules = THROTTLE_RULES[action],
): Promise<ThrottleVerdict> {
  const keys = throttleKeys(action, who);
  const counters: Counter[] = ['source', 'account', 'ip'];
  const results = await Promise.all(
    counters.map(async (by) => {
      const key = keys[by];
      const rule = rules[by];
      return key && rule ? { by, r: await limiter.hit(key, rule) } : null;
    }),
  );
  const refused = results.filter(
    (x): x is { by: Counter; r: ThrottleResult } => x !== null && !x.r.allowed,
  );
  if (refused.length === 0) return { ok: true };
  const worst = refused.reduce((a, b) => (b.r.retryAfterMs > a.r.retryAfterMs ? b : a));
  return {
    ok: false,
    by: worst.by,
    retryAfterMs: worst.r.retryAfterMs,
    message: throttleMessage(worst.r.retryAfterMs),
  };
}

/**
 * After a successful sign-in (or a password reset): clear the account's counters for the
 * action, its ceiling and this source's lock-out (not the IP's counter, nor other sources').
 */
export async function clearThrottle(
  limiter: RateLimiter,
  action: ThrottleAction,
  who: { account: string; ip?: string },
): Promise<void> {
  const keys = throttleKeys(action, who);
  await Promise.all(
    [keys.account, keys.source].flatMap((key) => (key ? [limiter.reset(key)] : [])),
  );
}
