import { randomUUID } from 'node:crypto';
import type { User } from '../http';
import type { Db, UsersTable, UserType } from '../db';
import { hashPassword } from './passwords';
import { normalizeEmail } from './tokens';

export type NewUser = {
  workspaceId: string;
  email: string;
  /** Plain password, hashed here with argon2id; null for a password-less account. */
  password: string | null;
  firstName?: string;
  lastName?: string;
  userType: UserType;
  mobile?: string | null;
  callingCode?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  profilePic?: string | null;
};

export type ProfilePatch = Partial<
  Pick<
    User,
    'firstName' | 'lastName' | 'mobile' | 'callingCode' | 'gender' | 'birthDate' | 'profilePic'
  >
>;

function toUser(r: UsersTable): User {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    userType: r.user_type,
    mobile: r.mobile,
    callingCode: r.calling_code,
    gender: r.gender,
    birthDate: r.birth_date,
    profilePic: r.profile_pic,
    createdAt: r.created_at,
  };
}

/** Thrown by createUser when the email is already registered in the workspace. */
export class EmailTakenError extends Error {
  constructor() {
    super('Email is not unique');
    this.name = 'EmailTakenError';
  }
}

/** Accounts, every query scoped to a workspace; emails trimmed and lower-cased. */
export function createUsers(opts: { db: Db; now?: () => number }) {
  const { db } = opts;
  const now = opts.now ?? Date.now;
  const iso = () => new Date(now()).toISOString();

  async function userById(workspaceId: string, id: string): Promise<User | null> {
    const r = await db
      .selectFrom('users')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? toUser(r) : null;
  }

  function rowByEmail(workspaceId: string, email: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
  }

  async function userByEmail(workspaceId: string, email: string): Promise<User | null> {
    const r = await rowByEmail(workspaceId, email);
    return r ? toUser(r) : null;
  }

  return {
    userById,
    userByEmail,

    /** Hashes the password; throws EmailTakenError when the email is registered in the workspace. */
    async createUser(input: NewUser): Promise<User> {
      const email = normalizeEmail(input.email);
      const at = iso();
      const row: UsersTable = {
        id: randomUUID(),
        workspace_id: input.workspaceId,
        email,
        password_hash: input.password === null ? null : await hashPassword(input.password),
        first_name: input.firstName ?? '',
        last_name: input.lastName ?? '',
        user_type: input.userType,
        mobile: input.mobile ?? null,
        calling_code: input.callingCode ?? null,
        gender: input.gender ?? null,
        birth_date: input.birthDate ?? null,
        profile_pic: input.profilePic ?? null,
        created_at: at,
        updated_at: at,
      };
      try {
        await db.insertInto('users').values(row).execute();
      } catch (err) {
        if (await userByEmail(input.workspaceId, email)) throw new EmailTakenError();
        throw err;
      }
      return toUser(row);
    },

    /** For sign-in: the user and stored hash (null user when unknown; use checkPassword anyway). */
    async credentials(
      workspaceId: string,
      email: string,
    ): Promise<{ user: User | null; passwordHash: string | null }> {
      const r = await rowByEmail(workspaceId, email);
      return { user: r ? toUser(r) : null, passwordHash: r?.password_hash ?? null };
    },

    /** Deletes a staff account (its sessions go with it; uploads and orders keep no link). */
    async deleteStaff(workspaceId: string, id: string): Promise<boolean> {
      const r = await db
        .deleteFrom('users')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .where('user_type', '=', 'STAFF')
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** Stores a new argon2id hash. Callers also revoke the user's sessions (revokeAllForUser). */
    async setPassword(workspaceId: string, id: string, password: string): Promise<boolean> {
      const r = await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password), updated_at: iso() })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async updateProfile(
      workspaceId: string,
      id: string,
      patch: ProfilePatch,
    ): Promise<User | null> {
      const set: Partial<UsersTable> = { updated_at: iso() };
      if (patch.firstName !== undefined) set.first_name = patch.firstName;
      if (patch.lastName !== undefined) set.last_name = patch.lastName;
      if (patch.mobile !== undefined) set.mobile = patch.mobile;
      if (patch.callingCode !== undefined) set.calling_code = patch.callingCode;
      if (patch.gender !== undefined) set.gender = patch.gender;
      if (patch.birthDate !== undefined) set.birth_date = patch.birthDate;
      if (patch.profilePic !== undefined) set.profile_pic = patch.profilePic;
      await db
        .updateTable('users')
        .set(set)
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .execute();
      return userById(workspaceId, id);
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
