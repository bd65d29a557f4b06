// The dashboard's read-only queries. Each is bounded: a date range on orders_workspace_created,
// a status list on orders_workspace_status with a LIMIT, the low-stock variants with a LIMIT.
import { sql } from 'kysely';
import type { AdminOrderRow } from '../../shared/admin-orders';
import type { DashboardAnswer, DashboardFigures } from '../../shared/admin-api';
import type { Db } from '../db';
import {
  ACTION_STATUSES,
  keptTotal,
  ORDER_ROW_COLUMNS,
  PAID_STATUSES,
  toAdminOrderRow,
} from '../orders';
import { chartDays, dayStart, earlierDay, monthStartDay, utcDay } from './rules';

type Dashboard = DashboardAnswer['data'];

const WAITING_SHOWN = 8;
const LOW_STOCK_SHOWN = 10;

/** Revenue: what paid orders kept (not the cancelled, returned or refunded ones). */
const revenueExpr = keptTotal;

export function createReportsRepo(db: Db) {
  /** Paid orders placed per UTC day from `fromDay` on (days without orders are absent). */
  async function paidByDay(workspaceId: string, fromDay: string) {
    const day = sql<string>`substr(created_at, 1, 10)`;
    const rows = await db
      .selectFrom('orders')
      .select([day.as('day'), sql<number>`count(*)`.as('orders'), revenueExpr.as('revenue')])
      .where('workspace_id', '=', workspaceId)
      .where('created_at', '>=', dayStart(fromDay))
      .where('status', 'in', [...PAID_STATUSES])
      // Paid: a cash-on-delivery order is not until the cash is collected.
      .where('paid_at', 'is not', null)
      .groupBy(day)
      .execute();
    return new Map(
      rows.map((r) => [
        r.day,
        { orders: Number(r.orders), revenue: Number(r.revenue ?? 0) } satisfies DashboardFigures,
      ]),
    );
  }

  async function waiting(workspaceId: string): Promise<Dashboard['waiting']> {
    const [counts, rows] = await Promise.all([
      db
        .selectFrom('orders')
        .select(['status', sql<number>`count(*)`.as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('status', 'in', [...ACTION_STATUSES])
        .groupBy('status')
        .execute(),
      db
        .selectFrom('orders')
        .select([...ORDER_ROW_COLUMNS])
        .where('workspace_id', '=', workspaceId)
        .where('status', 'in', [...ACTION_STATUSES])
        .orderBy('created_at', 'asc')
        .orderBy('number', 'asc')
        .limit(WAITING_SHOWN)
        .execute(),
    ]);
    const byStatus = ACTION_STATUSES.map((status) => ({
      status,
      count: Number(counts.find((c) => c.status === status)?.n ?? 0),
    }));
    return {
      total: byStatus.reduce((n, s) => n + s.count, 0),
      byStatus,
      orders: rows.map(toAdminOrderRow) as AdminOrderRow[],
    };
  }

  async function lowStock(workspaceId: string, threshold: number): Promise<Dashboard['lowStock']> {
    const base = db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .where('v.workspace_id', '=', workspaceId)
      .where('p.workspace_id', '=', workspaceId)
      .where('v.stock', '<=', threshold)
      .where('p.status', '=', 'active');
    const [count, rows] = await Promise.all([
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
      base
        .select([
          'p.id as productId',
          'p.name as productName',
          'v.id as variantId',
          'v.title as variantTitle',
          'v.stock as stock',
        ])
        .orderBy('v.stock', 'asc')
        .orderBy('p.name', 'asc')
        .orderBy('v.position', 'asc')
        .limit(LOW_STOCK_SHOWN)
        .execute(),
    ]);
    return {
      threshold,
      total: Number(count?.n ?? 0),
      items: rows.map((r) => ({ ...r, stock: Number(r.stock) })),
    };
  }

  return {
    async dashboard(
      workspaceId: string,
      opts: { now: number; currency: string; lowStockThreshold: number },
    ): Promise<Dashboard> {
      const days = chartDays(opts.now);
      const today = utcDay(opts.now);
      const monthStart = monthStartDay(opts.now);
      // One range covers both the chart and the month (a month may be longer than the chart).
      const [byDay, waitingOrders, low] = await Promise.all([
        paidByDay(workspaceId, earlierDay(days[0]!, monthStart)),
        waiting(workspaceId),
        lowStock(workspaceId, opts.lowStockThreshold),
      ]);
      const none: DashboardFigures = { orders: 0, revenue: 0 };
      const month = { ...none };
      for (const [day, f] of byDay) {
        if (day < monthStart || day > today) continue;
        month.orders += f.orders;
        month.revenue += f.revenue;
      }
      return {
        currency: opts.currency,
        today,
        todayFigures: byDay.get(today) ?? none,
        month,
        waiting: waitingOrders,
        lowStock: low,
        days: days.map((date) => ({ date, ...(byDay.get(date) ?? none) })),
      };
    },
  };
}
