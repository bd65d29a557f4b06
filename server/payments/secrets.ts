// Workspace secrets (payment gateway keys) sealed at rest with AES-256-GCM under a key derived
// from the server secret. Only the server opens them; no route ever answers a secret's value.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db';

const INFO = 'sitewright workspace secrets v1';

export type Secrets = {
  /** The opened value, or null when unset (or sealed under another server secret). */
  get(workspaceId: string, name: string): Promise<string | null>;
  /** Seals and stores a value; an empty value removes it. */
  set(workspaceId: string, name: string, value: string): Promise<void>;
  /** Names of the secrets a workspace has set (to show "set" without the value). */
  names(workspaceId: string): Promise<string[]>;
};

/** The 32-byte sealing key of a server secret. */
export function secretsKey(serverSecret: Buffer | string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'sitewright', INFO, 32));
}

/** base64url(iv | tag | ciphertext); the workspace and name are bound as associated data. */
export function seal(key: Buffer, aad: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value, or null when the box was sealed under another key or for another name. */
export function open(key: Buffer, aad: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function createSecrets(db: Db, key: Buffer, now: () => number = Date.now): Secrets {
  const aad = (workspaceId: string, name: string) => `${workspaceId}\u0000${name}`;
  return {
    async get(workspaceId, name) {
      const row = await db
        .selectFrom('workspace_secrets')
        .select('sealed')
        .where('workspace_id', '=', workspaceId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? open(key, aad(workspaceId, name), row.sealed) : null;
    },
    async set(workspaceId, name, value) {
      if (!value) {
        await db
          .deleteFrom('workspace_secrets')
          .where('workspace_id', '=', workspaceId)
          .where('name', '=', name)
          .execute();
        return;
      }
      const row = {
        workspace_id: workspaceId,
        name,
        sealed: seal(key, aad(workspaceId, name), value),
        updated_at: new Date(now()).toISOString(),
      };
      await db
        .insertInto('workspace_secrets')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['workspace_id', 'name'])
            .doUpdateSet({ sealed: row.sealed, updated_at: row.updated_at }),
        )
        .execute();
    },
    async names(workspaceId) {
      const rows = await db
        .selectFrom('workspace_secrets')
        .select('name')
        .where('workspace_id', '=', workspaceId)
        .orderBy('name')
        .execute();
      return rows.map((r) => r.name);
    },
  };
}
