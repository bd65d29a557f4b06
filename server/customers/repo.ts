// The owner's view of the shop's customers: users of the workspace with user_type CUSTOMER, with
// their paid orders counted and summed. Pages come from users_workspace_type (newest first) and
// the page's figures from orders_user, so a page is two bounded queries whatever the shop's size.
import { sql } from 'kysely';
import type {
  AdminCustomerDetail,
  AdminCustomerRow,
  AdminCustomersAnswer,
} from '../../shared/admin-api';
import { type Db, newestFirstPage } from '../db';
import { keptTotal, ORDER_ROW_COLUMNS, PAID_STATUSES, toAdminOrderRow } from '../orders';
import { containsPattern } from '../http';

const DETAIL_ORDERS = 100;

/** `%` and `_` in a search match themselves. */

type UserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  mobile: string | null;
  created_at: string;
};

const nameOf = (u: { first_name: string; last_name: string; email: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;

export function createCustomersRepo(db: Db) {
  /** Paid order count, spend (less cancelled, returned and refunded orders) and last order. */
  async function figures(workspaceId: string, userIds: string[]) {
    if (userIds.length === 0)
      return new Map<
        string,
        Omit<AdminCustomerRow, '_id' | 'name' | 'email' | 'mobile' | 'created'>
      >();
    const rows = await db
      .selectFrom('orders')
      .select([
        'user_id',
        sql<number>`count(*)`.as('n'),
        keptTotal.as('spent'),
        sql<string>`max(created_at)`.as('last'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where('user_id', 'in', userIds)
      .where('status', 'in', [...PAID_STATUSES])
      // Paid: a cash-on-delivery order is not until the cash is collected.
      .where('paid_at', 'is not', null)
      .groupBy('user_id')
      .execute();
    return new Map(
      rows.map((r) => [
        r.user_id as string,
        { orderCount: Number(r.n), totalSpent: Number(r.spent ?? 0), lastOrderAt: r.last },
      ]),
    );
  }

  function toRow(u: UserRow, f: Awaited<ReturnType<typeof figures>>): AdminCustomerRow {
    const own = f.get(u.id);
    return {
      _id: u.id,
      name: nameOf(u),
      email: u.email,
      mobile: u.mobile,
      orderCount: own?.orderCount ?? 0,
      totalSpent: own?.totalSpent ?? 0,
      lastOrderAt: own?.lastOrderAt ?? null,
      created: u.created_at,
    };
  }

  return {
    /** A page of customers, newest first; `q` matches name, email or mobile, anywhere in them. */
    async list(
      workspaceId: string,
      opts: { q: string; limit: number; offset: number },
    ): Promise<AdminCustomersAnswer> {
      let base = db
        .selectFrom('users')
        .where('workspace_id', '=', workspaceId)
        .where('user_type', '=', 'CUSTOMER');
      const q = opts.q.trim();
      if (q) {
        const like = containsPattern(q);
        const digits = q.replace(/[\s()+-]/g, '');
        const conditions = [
          sql<boolean>`lower(first_name || ' ' || last_name) like ${like} escape '\\'`,
          sql<boolean>`email like ${like} escape '\\'`,
        ];
        if (/^\d+$/.test(digits))
          conditions.push(sql<boolean>`mobile like ${containsPattern(digits)} escape '\\'`);
        base = base.where((eb) => eb.or(conditions));
      }
      const { rows: users, total } = await newestFirstPage(
        base,
        ['id', 'email', 'first_name', 'last_name', 'mobile', 'created_at'],
        opts,
      );
      const f = await figures(
        workspaceId,
        users.map((u) => u.id),
      );
      return { data: users.map((u) => toRow(u, f)), total };
    },

    /** One customer with every order they placed (newest first, at most 100); null if none. */
    async detail(workspaceId: string, id: string): Promise<AdminCustomerDetail | null> {
      const u = await db
        .selectFrom('users')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('user_type', '=', 'CUSTOMER')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!u) return null;
      const [f, orders, count] = await Promise.all([
        figures(workspaceId, [u.id]),
        db
          .selectFrom('orders')
          .select([...ORDER_ROW_COLUMNS])
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', u.id)
          .orderBy('created_at', 'desc')
          .orderBy('number', 'desc')
          .limit(DETAIL_ORDERS)
          .execute(),
        db
          .selectFrom('orders')
          .select(sql<number>`count(*)`.as('n'))
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', u.id)
          .executeTakeFirst(),
      ]);
      return {
        ...toRow(u, f),
        firstName: u.first_name,
        lastName: u.last_name,
        callingCode: u.calling_code,
        gender: u.gender,
        birthDate: u.birth_date,
        orders: orders.map(toAdminOrderRow),
        ordersTotal: Number(count?.n ?? 0),
      };
    },
  };
}
