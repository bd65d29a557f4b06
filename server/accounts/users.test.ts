import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDb,
  insertWorkspaces,
  postgresReachable,
  type TestDb,
} from '../../tests/support/db';
import { checkPassword } from './passwords';
import { createUsers, EmailTakenError, type Users } from './users';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL user tests are skipped.');

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`users on ${kind}`, () => {
    let testDb: TestDb;
    let users: Users;

    beforeAll(async () => {
      testDb = await createTestDb(kind);
      await insertWorkspaces(testDb.db, ['ws-a', 'ws-b']);
      users = createUsers({ db: testDb.db });
    });
    afterAll(async () => testDb?.drop());

    it('stores the email lower-cased, the password as argon2id, never the password itself', async () => {
      const u = await users.createUser({
        workspaceId: 'ws-a',
        email: '  Jane.Doe@Example.COM ',
        password: 'Secret#123',
        firstName: 'Jane',
        lastName: 'Doe',
        userType: 'CUSTOMER',
        callingCode: '+91',
        mobile: '9876543210',
        gender: 'FEMALE',
        birthDate: '1990-05-01',
      });
      expect(u).toMatchObject({
        email: 'jane.doe@example.com',
        workspaceId: 'ws-a',
        userType: 'CUSTOMER',
        callingCode: '+91',
      });
      expect(JSON.stringify(u)).not.toContain('argon2');
      const row = await testDb.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(row)).not.toContain('Secret#123');
      const { user, passwordHash } = await users.credentials('ws-a', 'JANE.DOE@example.com');
      expect(user?.id).toBe(u.id);
      expect(await checkPassword(passwordHash, 'Secret#123')).toBe(true);
    });

    it('keeps emails unique per workspace, not across workspaces', async () => {
      await users.createUser({
        workspaceId: 'ws-a',
        email: 'dup@example.com',
        password: null,
        userType: 'OWNER',
      });
      await expect(
        users.createUser({
          workspaceId: 'ws-a',
          email: 'DUP@example.com',
          password: null,
          userType: 'CUSTOMER',
        }),
      ).rejects.toBeInstanceOf(EmailTakenError);
      const other = await users.createUser({
        workspaceId: 'ws-b',
        email: 'dup@example.com',
        password: null,
        userType: 'OWNER',
      });
      expect(other.workspaceId).toBe('ws-b');
      expect(await users.userByEmail('ws-b', 'dup@example.com')).toMatchObject({ id: other.id });
      expect(await users.userById('ws-a', other.id)).toBeNull();
    });

    it('refuses an unknown user type at the database', async () => {
      await expect(
        testDb.db
          .insertInto('users')
          .values({
            id: 'bad',
            workspace_id: 'ws-a',
            email: 'bad@example.com',
            password_hash: null,
            first_name: '',
            last_name: '',
            user_type: 'ADMIN' as 'OWNER',
            mobile: null,
            calling_code: null,
            gender: null,
            birth_date: null,
            profile_pic: null,
            created_at: '',
            updated_at: '',
          })
          .execute(),
      ).rejects.toThrow();
    });

    it('changes the password and the profile within the workspace only', async () => {
      const u = await users.createUser({
        workspaceId: 'ws-a',
        email: 'p@example.com',
        password: 'Old#12345',
        userType: 'OWNER',
      });
      expect(await users.setPassword('ws-b', u.id, 'New#12345')).toBe(false);
      expect(await users.setPassword('ws-a', u.id, 'New#12345')).toBe(true);
      const { passwordHash } = await users.credentials('ws-a', 'p@example.com');
      expect(await checkPassword(passwordHash, 'Old#12345')).toBe(false);
      expect(await checkPassword(passwordHash, 'New#12345')).toBe(true);
      const updated = await users.updateProfile('ws-a', u.id, {
        firstName: 'Pat',
        profilePic: '/uploads/p.png',
      });
      expect(updated).toMatchObject({
        firstName: 'Pat',
        profilePic: '/uploads/p.png',
        lastName: '',
      });
      expect(await users.updateProfile('ws-b', u.id, { firstName: 'X' })).toBeNull();
    });
  });
}
