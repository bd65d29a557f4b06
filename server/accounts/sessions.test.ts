import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDb,
  insertWorkspaces,
  postgresReachable,
  type TestDb,
} from '../../tests/support/db';
import { createSessions, SESSION_TTL_MS, sessionKindFor, type Sessions } from './sessions';
import { createUsers } from './users';
import type { UserType } from '../db';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL session tests are skipped.');

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`sessions on ${kind}`, () => {
    let testDb: TestDb;
    let sessions: Sessions;
    let clock: number;
    let owner: string;
    let customer: string;
    let otherOwner: string;

    beforeAll(async () => {
      testDb = await createTestDb(kind);
      await insertWorkspaces(testDb.db, ['ws-a', 'ws-b']);
      const users = createUsers({ db: testDb.db });
      const userIn = async (workspaceId: string, email: string, userType: UserType) =>
        (await users.createUser({ workspaceId, email, password: null, userType })).id;
      owner = await userIn('ws-a', 'o@a.test', 'OWNER');
      customer = await userIn('ws-a', 'c@a.test', 'CUSTOMER');
      otherOwner = await userIn('ws-b', 'o@b.test', 'OWNER');
      sessions = createSessions({ db: testDb.db, now: () => clock });
    });
    afterAll(async () => testDb?.drop());

    /** A new session of the ws-a owner or customer. */
    const ownerSession = () =>
      sessions.createSession({ workspaceId: 'ws-a', userId: owner, kind: 'owner' });
    const customerSession = () =>
      sessions.createSession({ workspaceId: 'ws-a', userId: customer, kind: 'customer' });

    beforeEach(() => {
      clock = Date.parse('2030-01-01T00:00:00.000Z');
    });

    it('gives a new 256-bit base64url token at each login and stores only its SHA-256', async () => {
      const a = await ownerSession();
      const b = await ownerSession();
      expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
      expect(a.token).not.toBe(b.token);
      const rows = await testDb.db.selectFrom('sessions').selectAll().execute();
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(a.token);
      expect(dump).not.toContain(b.token);
      expect(rows.find((r) => r.id === a.session.id)?.workspace_id).toBe('ws-a');
    });

    it('finds a live session only in its own workspace', async () => {
      const { token, session } = await customerSession();
      expect(await sessions.findSession(token, 'ws-a')).toEqual(session);
      expect(await sessions.findSession(token, 'ws-b')).toBeNull();
      expect(await sessions.findSession(`${token}x`, 'ws-a')).toBeNull();
      expect(await sessions.findSession('', 'ws-a')).toBeNull();
    });

    it('expires owner sessions after 12 hours', async () => {
      const { token, session } = await ownerSession();
      expect(session.expiresAt.getTime() - clock).toBe(12 * 3_600_000);
      clock += SESSION_TTL_MS.owner - 1;
      expect(await sessions.findSession(token, 'ws-a')).not.toBeNull();
      clock += 1;
      expect(await sessions.findSession(token, 'ws-a')).toBeNull();
    });

    it('expires customer sessions after 30 days', async () => {
      const { token } = await customerSession();
      clock += 13 * 3_600_000;
      expect(await sessions.findSession(token, 'ws-a')).not.toBeNull();
      clock = Date.parse('2030-01-31T00:00:00.000Z') - 1;
      expect(await sessions.findSession(token, 'ws-a')).not.toBeNull();
      clock += 1;
      expect(await sessions.findSession(token, 'ws-a')).toBeNull();
    });

    it('logout revokes the session of the token, in its workspace only', async () => {
      const { token } = await customerSession();
      expect(await sessions.revokeSession(token, 'ws-b')).toBe(false);
      expect(await sessions.findSession(token, 'ws-a')).not.toBeNull();
      expect(await sessions.revokeSession(token, 'ws-a')).toBe(true);
      expect(await sessions.findSession(token, 'ws-a')).toBeNull();
      expect(await sessions.revokeSession(token, 'ws-a')).toBe(false);
    });

    it('a password change revokes every session of the user (optionally but the current one)', async () => {
      const one = await ownerSession();
      const two = await ownerSession();
      const three = await ownerSession();
      const other = await sessions.createSession({
        workspaceId: 'ws-b',
        userId: otherOwner,
        kind: 'owner',
      });
      const cust = await customerSession();
      expect(
        await sessions.revokeAllForUser('ws-a', owner, three.session.id),
      ).toBeGreaterThanOrEqual(2);
      expect(await sessions.findSession(one.token, 'ws-a')).toBeNull();
      expect(await sessions.findSession(two.token, 'ws-a')).toBeNull();
      expect(await sessions.findSession(three.token, 'ws-a')).not.toBeNull();
      expect(await sessions.findSession(other.token, 'ws-b')).not.toBeNull();
      expect(await sessions.findSession(cust.token, 'ws-a')).not.toBeNull();
      expect(await sessions.revokeAllForUser('ws-a', owner)).toBe(1);
      expect(await sessions.findSession(three.token, 'ws-a')).toBeNull();
    });

    it('prunes sessions that ended long ago', async () => {
      const { session } = await ownerSession();
      clock += SESSION_TTL_MS.owner + 25 * 3_600_000;
      expect(await sessions.prune()).toBeGreaterThanOrEqual(1);
      const row = await testDb.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', session.id)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });
  });
}

describe('sessionKindFor', () => {
  it('gives owners and staff admin sessions and customers shop sessions', () => {
    expect(sessionKindFor('OWNER')).toBe('owner');
    expect(sessionKindFor('STAFF')).toBe('owner');
    expect(sessionKindFor('CUSTOMER')).toBe('customer');
  });
});
