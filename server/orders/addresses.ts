// The customer's saved addresses (at most ADDRESS_LIMITS.perCustomer, one of them the default).
// Every query is keyed by the workspace and the customer.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { ADDRESS_LIMITS, trimAddress, type Address, type AddressInput } from '../../shared/orders';
import type { Database, Db } from '../db';
import type { Trx } from './types';

const toAddress = (r: Selectable<Database['addresses']>): Address => ({
  _id: r.id,
  name: r.name,
  phone: r.phone,
  line1: r.line1,
  line2: r.line2,
  landmark: r.landmark,
  city: r.city,
  state: r.state,
  pincode: r.pincode,
  isDefault: Number(r.is_default) === 1,
});

async function addressRows(trx: Trx, workspaceId: string, userId: string) {
  return trx
    .selectFrom('addresses')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function clearDefault(trx: Trx, workspaceId: string, userId: string) {
  await trx
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .execute();
}

/** The address book of one database; `iso` is the repo's clock. */
export function createAddresses(db: Db, iso: () => string) {
  return {
    async addresses(workspaceId: string, userId: string): Promise<Address[]> {
      return (await addressRows(db, workspaceId, userId)).map(toAddress);
    },

    async address(workspaceId: string, userId: string, id: string): Promise<Address | null> {
      const r = await db
        .selectFrom('addresses')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? toAddress(r) : null;
    },

    /** Adds an address; the first one, or one marked default, becomes the default. */
    async addAddress(
      workspaceId: string,
      userId: string,
      input: AddressInput,
    ): Promise<Address | 'full'> {
      return db.transaction().execute(async (trx) => {
        const existing = await addressRows(trx, workspaceId, userId);
        if (existing.length >= ADDRESS_LIMITS.perCustomer) return 'full';
        const isDefault = existing.length === 0 || input.isDefault === true;
        if (isDefault) await clearDefault(trx, workspaceId, userId);
        const at = iso();
        const row = {
          id: randomUUID(),
          workspace_id: workspaceId,
          user_id: userId,
          ...trimAddress(input),
          is_default: isDefault ? 1 : 0,
          created_at: at,
          updated_at: at,
        };
        await trx.insertInto('addresses').values(row).execute();
        return toAddress(row);
      });
    },

    async editAddress(
      workspaceId: string,
      userId: string,
      id: string,
      input: AddressInput,
    ): Promise<Address | null> {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('addresses')
          .select(['id', 'is_default'])
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!found) return null;
        // Unticking the default does not leave the customer without one.
        const isDefault = input.isDefault === true || Number(found.is_default) === 1;
        if (input.isDefault === true) await clearDefault(trx, workspaceId, userId);
        await trx
          .updateTable('addresses')
          .set({ ...trimAddress(input), is_default: isDefault ? 1 : 0, updated_at: iso() })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .execute();
        const row = await trx
          .selectFrom('addresses')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return toAddress(row);
      });
    },

    /** Deletes an address; when it was the default, the oldest remaining one becomes default. */
    async deleteAddress(workspaceId: string, userId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('addresses')
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returning(['is_default'])
          .executeTakeFirst();
        if (!gone) return false;
        if (Number(gone.is_default) === 1) {
          const next = (await addressRows(trx, workspaceId, userId))[0];
          if (next)
            await trx
              .updateTable('addresses')
              .set({ is_default: 1 })
              .where('workspace_id', '=', workspaceId)
              .where('id', '=', next.id)
              .execute();
        }
        return true;
      });
    },
  };
}
