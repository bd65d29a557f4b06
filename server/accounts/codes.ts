import { randomInt, randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { CodePurpose, Database, Db } from '../db';
import { hmac, normalizeEmail, randomToken, safeEqual } from './tokens';

/** OWASP ASVS 5.0 figures for one-time codes. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_SEND_LIMIT = 3;
export const CODE_SEND_WINDOW_MS = 15 * 60_000;
/** Long single-use tokens: the reset link's requestId and the post-registration login hand-off. */
export const TOKEN_TTL_MS: Record<'reset' | 'first-login', number> = {
  reset: 30 * 60_000,
  'first-login': 5 * 60_000,
};

/** What a code is bound to. `workspaceId` is null for platform codes (owner registration). */
export type CodeScope = { workspaceId: string | null; email: string; purpose: CodePurpose };

export type CodeRefusal = {
  ok: false;
  reason: 'too-many-sends' | 'invalid' | 'expired' | 'used' | 'too-many-attempts' | 'missing';
  /** A readable sentence for the person; safe to show as is. */
  message: string;
  /** For too-many-sends: when a new send will be accepted. */
  retryAfterMs?: number;
  /** For invalid: wrong tries left before the code is voided. */
  attemptsLeft?: number;
};

export type IssueResult =
  | { ok: true; id: string; code: string; expiresAt: Date }
  | (CodeRefusal & { reason: 'too-many-sends'; retryAfterMs: number });

export type VerifyResult = { ok: true; id: string } | CodeRefusal;

export type ConsumeResult =
  { ok: true; id: string; email: string; workspaceId: string | null } | CodeRefusal;

export const CODE_MESSAGES = {
  invalid: 'That code is not correct.',
  missing: 'That code is not correct.',
  expired: 'That code has expired. Please request a new code.',
  used: 'That code has already been used. Please request a new code.',
  tooManyAttempts: 'Too many wrong tries: that code no longer works. Please request a new code.',
  badToken: 'This link is not valid or has expired. Please request a new one.',
  tooManySends: (ms: number) => {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    return `Too many codes were sent to this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
} as const;

/** Purposes whose codes or links are mailed, and so count against the send limit. */
const MAILED: readonly CodePurpose[] = ['signup', 'signin', 'reset'];

export type CodesOptions = {
  db: Db;
  /** The server secret: codes are stored as HMAC-SHA-256 under it. */
  pepper: Buffer | string;
  /** Injected clock (ms since epoch) for tests. */
  now?: () => number;
};

/**
 * One-time codes (six digits) and single-use tokens (256-bit), stored only as keyed hashes.
 *
 * No enumeration: routes should issue (and simply not mail) a code for an email that has no
 * account, so send limits, timing and every later answer are the same as for a real one.
 */
export function createCodes(opts: CodesOptions) {
  const { db, pepper } = opts;
  const now = opts.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();

  const codeHash = (s: CodeScope, code: string) =>
    hmac(pepper, `code\n${s.purpose}\n${s.workspaceId ?? ''}\n${normalizeEmail(s.email)}\n${code}`);
  const tokenHash = (purpose: CodePurpose, token: string) =>
    hmac(pepper, `token\n${purpose}\n${token}`);

  const inScope =
    (workspaceId: string | null) => (eb: ExpressionBuilder<Database, 'one_time_codes'>) =>
      workspaceId === null ? eb('workspace_id', 'is', null) : eb('workspace_id', '=', workspaceId);

  /** Sends in the window to this address (per workspace scope, all mailed purposes). */
  async function sendRefusal(s: CodeScope): Promise<IssueResult | null> {
    if (!MAILED.includes(s.purpose)) return null;
    const t = now();
    const rows = await db
      .selectFrom('one_time_codes')
      .select('created_at')
      .where(inScope(s.workspaceId))
      .where('email', '=', normalizeEmail(s.email))
      .where('purpose', 'in', MAILED)
      .where('created_at', '>', iso(t - CODE_SEND_WINDOW_MS))
      .orderBy('created_at', 'asc')
      .execute();
    if (rows.length < CODE_SEND_LIMIT) return null;
    const oldest = Date.parse(rows[0]!.created_at);
    const retryAfterMs = Math.max(1000, oldest + CODE_SEND_WINDOW_MS - t);
    return {
      ok: false,
      reason: 'too-many-sends',
      message: CODE_MESSAGES.tooManySends(retryAfterMs),
      retryAfterMs,
    };
  }

  /** Stores a new hash and voids every earlier open code of the same scope. */
  async function store(s: CodeScope, hash: string, ttlMs: number) {
    const t = now();
    const id = randomUUID();
    const email = normalizeEmail(s.email);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('one_time_codes')
        .set({ voided_at: iso(t) })
        .where(inScope(s.workspaceId))
        .where('email', '=', email)
        .where('purpose', '=', s.purpose)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .execute();
      await trx
        .insertInto('one_time_codes')
        .values({
          id,
          workspace_id: s.workspaceId,
          email,
          purpose: s.purpose,
          code_hash: hash,
          created_at: iso(t),
          expires_at: iso(t + ttlMs),
          used_at: null,
          voided_at: null,
        })
        .execute();
    });
    return { id, expiresAt: new Date(t + ttlMs) };
  }

  return {
    /**
     * A new six-digit code (mail it), valid 10 minutes; earlier codes of the same scope stop
     * working. Refused (with a readable message) after 3 sends in 15 minutes to the address.
     */
    async issueCode(s: CodeScope): Promise<IssueResult> {
      const refusal = await sendRefusal(s);
      if (refusal) return refusal;
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const { id, expiresAt } = await store(s, codeHash(s, code), CODE_TTL_MS);
      return { ok: true, id, code, expiresAt };
    },

    /**
     * Checks a code against the scope's open code. Single use; every try counts, and the fifth
     * wrong one voids the code. At most CODE_MAX_ATTEMPTS comparisons happen per code, even
     * under concurrent requests (an attempt is reserved before the comparison).
     */
    async verifyCode(s: CodeScope & { code: string }): Promise<VerifyResult> {
      const t = now();
      const email = normalizeEmail(s.email);
      const rows = await db
        .selectFrom('one_time_codes')
        .selectAll()
        .where(inScope(s.workspaceId))
        .where('email', '=', email)
        .where('purpose', '=', s.purpose)
        .orderBy('created_at', 'desc')
        .limit(5)
        .execute();
      const open = rows.find((r) => r.used_at === null && r.voided_at === null);
      if (!open) {
        const last = rows[0];
        if (last?.used_at) return refuse('used');
        if (last && last.attempts >= CODE_MAX_ATTEMPTS) return refuse('too-many-attempts');
        return refuse('missing');
      }
      if (Date.parse(open.expires_at) <= t) return refuse('expired');

      const reserved = await db
        .updateTable('one_time_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', open.id)
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      if (Number(reserved.numUpdatedRows) === 0) return refuse('too-many-attempts');
      const attempts = open.attempts + 1;

      const given = s.code.trim();
      const matches =
        /^\d+$/.test(given) &&
        given.length === CODE_LENGTH &&
        safeEqual(codeHash(s, given), open.code_hash);
      if (matches) {
        const used = await db
          .updateTable('one_time_codes')
          .set({ used_at: iso(t) })
          .where('id', '=', open.id)
          .where('used_at', 'is', null)
          .where('voided_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) return refuse('used');
        return { ok: true, id: open.id };
      }
      if (attempts >= CODE_MAX_ATTEMPTS) {
        await db
          .updateTable('one_time_codes')
          .set({ voided_at: iso(t) })
          .where('id', '=', open.id)
          .where('voided_at', 'is', null)
          .execute();
        return refuse('too-many-attempts');
      }
      return { ...refuse('invalid'), attemptsLeft: CODE_MAX_ATTEMPTS - attempts };
    },

    /**
     * A 256-bit single-use token (base64url) for a link: the reset link's requestId (mailed, so
     * send-limited like codes) or the post-registration `first-login` hand-off (not mailed).
     */
    async issueToken(
      s: CodeScope & { purpose: 'reset' | 'first-login'; ttlMs?: number },
    ): Promise<IssueResult> {
      const refusal = await sendRefusal(s);
      if (refusal) return refusal;
      const token = randomToken();
      const { id, expiresAt } = await store(
        s,
        tokenHash(s.purpose, token),
        s.ttlMs ?? TOKEN_TTL_MS[s.purpose],
      );
      return { ok: true, id, code: token, expiresAt };
    },

    /**
     * Uses a token once. When `workspaceId` or `email` is given the token must belong to it
     * (an owner's hand-off token does not open another workspace).
     */
    async consumeToken(input: {
      purpose: 'reset' | 'first-login';
      token: string;
      workspaceId?: string | null;
      email?: string;
    }): Promise<ConsumeResult> {
      const t = now();
      const bad = (): CodeRefusal => ({
        ok: false,
        reason: 'invalid',
        message: CODE_MESSAGES.badToken,
      });
      if (typeof input.token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(input.token)) return bad();
      const row = await db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('code_hash', '=', tokenHash(input.purpose, input.token))
        .where('purpose', '=', input.purpose)
        .executeTakeFirst();
      if (!row) return bad();
      if (input.workspaceId !== undefined && row.workspace_id !== input.workspaceId) return bad();
      if (input.email !== undefined && row.email !== normalizeEmail(input.email)) return bad();
      if (row.used_at) return { ...bad(), reason: 'used' };
      if (row.voided_at) return bad();
      if (Date.parse(row.expires_at) <= t) return { ...bad(), reason: 'expired' };
      const used = await db
        .updateTable('one_time_codes')
        .set({ used_at: iso(t) })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) return { ...bad(), reason: 'used' };
      return { ok: true, id: row.id, email: row.email, workspaceId: row.workspace_id };
    },

    /** Deletes rows that expired more than `keepMs` ago (send-limit history stays intact). */
    async prune(keepMs = 24 * 60 * 60_000): Promise<number> {
      const r = await db
        .deleteFrom('one_time_codes')
        .where('expires_at', '<', iso(now() - Math.max(keepMs, CODE_SEND_WINDOW_MS)))
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

function refuse(reason: Exclude<CodeRefusal['reason'], 'too-many-sends'>): CodeRefusal {
  const message =
    reason === 'too-many-attempts'
      ? CODE_MESSAGES.tooManyAttempts
      : reason === 'expired'
        ? CODE_MESSAGES.expired
        : reason === 'used'
          ? CODE_MESSAGES.used
          : CODE_MESSAGES.invalid;
  return { ok: false, reason, message };
}

export type Codes = ReturnType<typeof createCodes>;
