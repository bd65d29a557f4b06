// The workspace's own settings (name, currency, contact details, payment keys' public halves in
// workspaces.settings, written through server/workspaces) and the list of its admin accounts
// (OWNER and STAFF users, which server/accounts writes). Secret halves of payment keys are not
// here: they go through server/payments/secrets.ts.
import { sql } from 'kysely';
import type { StaffMember, StoreSettingsInput } from '../../shared/admin-api';
import type { ShippingSettings } from '../../shared/shipping';
import type { Db } from '../db';
import type { PaymentSettings } from '../payments';
import { createWorkspacesRepo } from '../workspaces';

export function createSettingsRepo(db: Db) {
  const { updateSettings } = createWorkspacesRepo(db);
  return {
    async saveStore(workspaceId: string, input: StoreSettingsInput) {
      return updateSettings(
        workspaceId,
        (s) => ({
          ...s,
          defaultCurrency: input.defaultCurrency,
          contact: input.contact,
          ...(input.lowStockThreshold === undefined
            ? {}
            : { lowStockThreshold: input.lowStockThreshold }),
        }),
        input.name,
      );
    },

    /** Saves settings.payments; a form without `cod` keeps the stored cash-on-delivery settings. */
    async savePayments(workspaceId: string, payments: PaymentSettings) {
      return updateSettings(workspaceId, (s) => {
        const before = (s.payments ?? {}) as PaymentSettings;
        return {
          ...s,
          payments: { ...payments, ...(payments.cod || !before.cod ? {} : { cod: before.cod }) },
        };
      });
    },

    async saveShipping(workspaceId: string, shipping: ShippingSettings) {
      return updateSettings(workspaceId, (s) => ({ ...s, shipping }));
    },

    /** The owner(s) first, then staff by name; `passwordSet` says whether they chose one yet. */
    async staff(workspaceId: string, meId: string): Promise<StaffMember[]> {
      const rows = await db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'first_name',
          'last_name',
          'user_type',
          'created_at',
          sql<number>`case when password_hash is null then 0 else 1 end`.as('has_password'),
        ])
        .where('workspace_id', '=', workspaceId)
        .where('user_type', 'in', ['OWNER', 'STAFF'])
        .orderBy(sql`case when user_type = 'OWNER' then 0 else 1 end`)
        .orderBy('first_name')
        .orderBy('last_name')
        .orderBy('email')
        .limit(500)
        .execute();
      return rows.map((r) => ({
        _id: r.id,
        name: `${r.first_name} ${r.last_name}`.trim() || r.email,
        email: r.email,
        role: r.user_type === 'OWNER' ? 'OWNER' : 'STAFF',
        created: r.created_at,
        passwordSet: Number(r.has_password) === 1,
        you: r.id === meId,
      }));
    },

    /** An OWNER or STAFF user of the workspace, or null (customers and strangers are not staff). */
    async adminUser(workspaceId: string, id: string) {
      const r = await db
        .selectFrom('users')
        .select(['id', 'user_type'])
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .where('user_type', 'in', ['OWNER', 'STAFF'])
        .executeTakeFirst();
      return r ? { id: r.id, role: r.user_type } : null;
    },
  };
}
