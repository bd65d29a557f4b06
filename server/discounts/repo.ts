// The discounts repo: the only SQL for discounts and discount_uses. Every query is keyed by the
// workspace. A use is claimed with an update of the discount's `used` counter conditioned on its
// limit (PostgreSQL locks the row for the rest of the transaction, SQLite runs one write
// transaction at a time), so racing checkouts can never pass the limit; it is given back by
// marking the use released and lowering the counter, in the order's transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  type AdminDiscount,
  codeKey,
  type DiscountKind,
  type DiscountScope,
  discountStatus,
} from '../../shared/discounts';
import { knownCatalogueIds } from '../catalogue';
import { type Database, type Db, isUniqueViolation } from '../db';
import type { DiscountRules } from './rules';
import type { CheckedDiscount } from './validate';

export type Trx = Kysely<Database> | Transaction<Database>;
type DiscountRow = Selectable<Database['discounts']>;

/** A row's rules as the pricing reads them. */
export function rulesOf(row: DiscountRow): DiscountRules {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind as DiscountKind,
    value: Number(row.value),
    minSubtotal: Number(row.min_subtotal),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
    perCustomerLimit: row.per_customer_limit === null ? null : Number(row.per_customer_limit),
    scope: row.scope as DiscountScope,
    scopeIds: JSON.parse(row.scope_ids) as string[],
    firstOrderOnly: Number(row.first_order_only) === 1,
    paused: Number(row.paused) === 1,
    used: Number(row.used),
    created: row.created_at,
  };
}

/** The discount a shopper's code names (matched without regard to case), or undefined. */
export async function discountByCode(trx: Trx, workspaceId: string, code: string) {
  const row = await trx
    .selectFrom('discounts')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('code_key', '=', codeKey(code))
    .executeTakeFirst();
  return row ? rulesOf(row) : undefined;
}

/** The automatic discounts live at `nowIso` (not paused, started, not ended). */
export async function liveAutomatic(trx: Trx, workspaceId: string, nowIso: string) {
  const rows = await trx
    .selectFrom('discounts')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('code_key', 'is', null)
    .where('paused', '=', 0)
    .where('starts_at', '<=', nowIso)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]))
    .execute();
  return rows.map(rulesOf);
}

/** Live uses of discounts by one customer, by discount id. */
export async function customerUses(
  trx: Trx,
  workspaceId: string,
  userId: string,
  discountIds: readonly string[],
): Promise<Map<string, number>> {
  if (discountIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('discount_uses')
    .select(['discount_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('discount_id', 'in', [...discountIds])
    .where('released_at', 'is', null)
    .groupBy('discount_id')
    .execute();
  return new Map(rows.map((r) => [r.discount_id, Number(r.n)]));
}

/**
 * Claims one use of a discount inside the order's transaction: the counter goes up only while
 * under the total limit, then the customer's own uses are counted behind that row's lock (on
 * PostgreSQL a racing checkout of the same discount waits for this transaction). Which limit
 * stops it otherwise, with the counter as it was. `recordUse` then names the order.
 */
export async function claimUse(
  trx: Trx,
  workspaceId: string,
  use: { discountId: string; userId: string; perCustomerLimit: number | null },
): Promise<true | 'usedUp' | 'alreadyUsed'> {
  const bumped = await trx
    .updateTable('discounts')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', use.discountId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  if (Number(bumped.numUpdatedRows) === 0) return 'usedUp';
  if (use.perCustomerLimit !== null) {
    const mine = await customerUses(trx, workspaceId, use.userId, [use.discountId]);
    if ((mine.get(use.discountId) ?? 0) >= use.perCustomerLimit) {
      await trx
        .updateTable('discounts')
        .set((eb) => ({ used: eb('used', '-', 1) }))
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', use.discountId)
        .execute();
      return 'alreadyUsed';
    }
  }
  return true;
}

/** A claimed use of a discount, named by its order. */
export type DiscountUse = {
  discountId: string;
  orderId: string;
  userId: string;
  amount: number;
  orderTotal: number;
  at: string;
};

/** Writes the use a claim made, once its order exists. */
export async function recordUse(trx: Trx, workspaceId: string, use: DiscountUse) {
  await trx
    .insertInto('discount_uses')
    .values({
      id: randomUUID(),
      workspace_id: workspaceId,
      discount_id: use.discountId,
      order_id: use.orderId,
      user_id: use.userId,
      amount: use.amount,
      order_total: use.orderTotal,
      released_at: null,
      created_at: use.at,
    })
    .execute();
}

/** Gives an order's use back (its counter goes down); nothing when it holds none. */
export async function releaseUse(trx: Trx, workspaceId: string, orderId: string, at: string) {
  const use = await trx
    .updateTable('discount_uses')
    .set({ released_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning('discount_id')
    .executeTakeFirst();
  if (!use) return;
  await trx
    .updateTable('discounts')
    .set((eb) => ({ used: eb('used', '-', 1) }))
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', use.discount_id)
    .execute();
}

/**
 * Takes a released use back for an order paid after all (a late payment): the customer paid the
 * discounted price, so the use counts again, past the limit if need be.
 */
export async function reclaimUse(trx: Trx, workspaceId: string, orderId: string) {
  const use = await trx
    .updateTable('discount_uses')
    .set({ released_at: null })
    .where('workspace_id', '=', workspaceId)
    .where('order_id', '=', orderId)
    .where('released_at', 'is not', null)
    .returning('discount_id')
    .executeTakeFirst();
  if (!use) return;
  await trx
    .updateTable('discounts')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', use.discount_id)
    .execute();
}

export type SaveOutcome =
  | { ok: true; discount: AdminDiscount }
  | { ok: false; status: 400 | 404 | 409; field: 'code' | 'id' | 'scopeIds' };

/** The owner's reads and writes of one workspace's discounts. */
export function createDiscountsRepo(db: Db, now: () => number = Date.now) {
  async function stats(workspaceId: string, ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, { revenue: number; discounted: number }>();
    const rows = await db
      .selectFrom('discount_uses')
      .select((eb) => [
        'discount_id',
        eb.fn.sum<number | string>('order_total').as('revenue'),
        eb.fn.sum<number | string>('amount').as('discounted'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where('discount_id', 'in', [...ids])
      .where('released_at', 'is', null)
      .groupBy('discount_id')
      .execute();
    return new Map(
      rows.map((r) => [
        r.discount_id,
        { revenue: Number(r.revenue ?? 0), discounted: Number(r.discounted ?? 0) },
      ]),
    );
  }

  async function toAdmin(workspaceId: string, rows: DiscountRow[]): Promise<AdminDiscount[]> {
    const s = await stats(
      workspaceId,
      rows.map((r) => r.id),
    );
    const at = now();
    return rows.map((row) => {
      const r = rulesOf(row);
      return {
        _id: r.id,
        code: r.code,
        title: r.title,
        kind: r.kind,
        value: r.value,
        minSubtotal: r.minSubtotal,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        usageLimit: r.usageLimit,
        perCustomerLimit: r.perCustomerLimit,
        scope: r.scope,
        scopeIds: [...r.scopeIds],
        firstOrderOnly: r.firstOrderOnly,
        paused: r.paused,
        status: discountStatus(r, at),
        uses: r.used,
        revenue: s.get(r.id)?.revenue ?? 0,
        discounted: s.get(r.id)?.discounted ?? 0,
        created: row.created_at,
        updated: row.updated_at,
      };
    });
  }

  const repo = {
    async list(workspaceId: string): Promise<AdminDiscount[]> {
      const rows = await db
        .selectFrom('discounts')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return toAdmin(workspaceId, rows);
    },

    async get(workspaceId: string, id: string): Promise<AdminDiscount | undefined> {
      const row = await db
        .selectFrom('discounts')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? (await toAdmin(workspaceId, [row]))[0] : undefined;
    },

    /** Creates (no id) or updates a discount; a code another discount has is refused. */
    async save(workspaceId: string, input: CheckedDiscount): Promise<SaveOutcome> {
      if (input.scope !== 'all') {
        const known = await knownCatalogueIds(db, workspaceId, input.scope, input.scopeIds);
        if (input.scopeIds.some((id) => !known.has(id)))
          return { ok: false, status: 400, field: 'scopeIds' };
      }
      const at = new Date(now()).toISOString();
      const columns = {
        code: input.code,
        code_key: input.code === null ? null : codeKey(input.code),
        title: input.title,
        kind: input.kind,
        value: input.value,
        min_subtotal: input.minSubtotal,
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        usage_limit: input.usageLimit,
        per_customer_limit: input.perCustomerLimit,
        scope: input.scope,
        scope_ids: JSON.stringify(input.scope === 'all' ? [] : input.scopeIds),
        first_order_only: input.firstOrderOnly ? 1 : 0,
        paused: input.paused ? 1 : 0,
        updated_at: at,
      };
      let id = input.id;
      try {
        if (id) {
          const r = await db
            .updateTable('discounts')
            .set(columns)
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) === 0) return { ok: false, status: 404, field: 'id' };
        } else {
          id = randomUUID();
          await db
            .insertInto('discounts')
            .values({ ...columns, id, workspace_id: workspaceId, created_at: at })
            .execute();
        }
      } catch (err) {
        if (isUniqueViolation(err)) return { ok: false, status: 409, field: 'code' };
        throw err;
      }
      return { ok: true, discount: (await repo.get(workspaceId, id))! };
    },

    async setPaused(workspaceId: string, id: string, paused: boolean) {
      const r = await db
        .updateTable('discounts')
        .set({ paused: paused ? 1 : 0, updated_at: new Date(now()).toISOString() })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 0 ? undefined : repo.get(workspaceId, id);
    },

    /** Deletes a discount no order ever used: 'used' when one did, 'missing' when none such. */
    async remove(workspaceId: string, id: string): Promise<'deleted' | 'used' | 'missing'> {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .selectFrom('discount_uses')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('discount_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (used) return 'used';
        const r = await trx
          .deleteFrom('discounts')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(r.numDeletedRows) === 0 ? 'missing' : 'deleted';
      });
    },
  };
  return repo;
}

export type DiscountsRepo = ReturnType<typeof createDiscountsRepo>;
