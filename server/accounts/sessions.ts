import { randomUUID } from 'node:crypto';
import type { Session } from '../http';
import type { Db, SessionKind } from '../db';
import { randomToken, sha256 } from './tokens';

/** OWASP ASVS 5.0 absolute lifetimes: owner (admin) sessions 12 hours, customers 30 days. */
export const SESSION_TTL_MS: Record<SessionKind, number> = {
  owner: 12 * 60 * 60_000,
  customer: 30 * 24 * 60 * 60_000,
};

export type SessionsOptions = {
  db: Db;
  /** Injected clock (ms since epoch) for tests. */
  now?: () => number;
};

/** The session kind a user type gets: OWNER and STAFF sign in to the admin, CUSTOMER to the shop. */
export function sessionKindFor(userType: 'OWNER' | 'STAFF' | 'CUSTOMER'): SessionKind {
  return userType === 'CUSTOMER' ? 'customer' : 'owner';
}

/**
 * Server-side sessions behind 256-bit opaque bearer tokens. Only the token's SHA-256 is stored,
 * so a database leak yields no usable token. Every look-up is scoped to a workspace.
 */
export function createSessions(opts: SessionsOptions) {
  const { db } = opts;
  const now = opts.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    /** A new session and its token (give it to the client once; it cannot be read back). */
    async createSession(input: {
      workspaceId: string;
      userId: string;
      kind: SessionKind;
    }): Promise<{ token: string; session: Session }> {
      const t = now();
      const token = randomToken();
      const session: Session = {
        id: randomUUID(),
        workspaceId: input.workspaceId,
        userId: input.userId,
        kind: input.kind,
        createdAt: new Date(t),
        expiresAt: new Date(t + SESSION_TTL_MS[input.kind]),
      };
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          workspace_id: session.workspaceId,
          user_id: session.userId,
          token_hash: sha256(token),
          kind: session.kind,
          created_at: iso(t),
          expires_at: session.expiresAt.toISOString(),
          revoked_at: null,
        })
        .execute();
      return { token, session };
    },

    /** The live session for this token in this workspace; null if unknown, expired or revoked. */
    async findSession(token: string, workspaceId: string): Promise<Session | null> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      if (!row || row.revoked_at !== null || Date.parse(row.expires_at) <= now()) return null;
      return {
        id: row.id,
        workspaceId: row.workspace_id,
        userId: row.user_id,
        kind: row.kind,
        createdAt: new Date(row.created_at),
        expiresAt: new Date(row.expires_at),
      };
    },

    /** Logout: ends the session of this token. True when a live session was revoked. */
    async revokeSession(token: string, workspaceId: string): Promise<boolean> {
      const r = await db
        .updateTable('sessions')
        .set({ revoked_at: iso(now()) })
        .where('token_hash', '=', sha256(token))
        .where('workspace_id', '=', workspaceId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /**
     * Password change or reset: ends every session of the user, except `exceptSessionId` (the
     * session that made the change, if it should stay signed in). Returns how many were revoked.
     */
    async revokeAllForUser(
      workspaceId: string,
      userId: string,
      exceptSessionId?: string,
    ): Promise<number> {
      let q = db
        .updateTable('sessions')
        .set({ revoked_at: iso(now()) })
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** Deletes sessions that ended (expired or revoked) more than `keepMs` ago. */
    async prune(keepMs = 24 * 60 * 60_000): Promise<number> {
      const before = iso(now() - keepMs);
      const r = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
