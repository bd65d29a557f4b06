import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrders } from '../../scripts/seed-orders';
import { seedDemoReviews } from '../../scripts/seed-reviews';
import { REVIEWS_PAGE_SIZE } from '../../shared/orders';
import { createUsers } from '../../server/accounts/users';
import { createOrdersRepo } from '../../server/orders/repo';
import { PAID_STATUSES } from '../../server/orders/states';
import { createTestApp, type TestApp } from '../support/app';
import { workspaceIdOf } from '../support/catalogue-builders';

describe('the demo orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the shop a month of orders in every waiting status, once', async () => {
    const db = t.testDb.db;
    const shopId = await workspaceIdOf(db, 'shop.localhost');
    const now = Date.parse('2026-11-24T15:00:00.000Z');
    const seed = () => seedDemoOrders(db, createUsers({ db }), createOrdersRepo(db), shopId, now);
    expect(await seed()).toBe(42);
    expect(await seed()).toBe(0);
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'status', 'created_at', 'total', 'subtotal', 'shipping'])
      .where('workspace_id', '=', shopId)
      .execute();
    expect(rows).toHaveLength(42);
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of [
      'PAID',
      'SHIPPED',
      'DELIVERED',
      'CANCEL_REQUESTED',
      'RETURN_REQUESTED',
      'REFUNDED',
    ])
      expect(statuses).toContain(s);
    for (const r of rows) {
      expect(Date.parse(r.created_at)).toBeLessThanOrEqual(now);
      expect(Date.parse(r.created_at)).toBeGreaterThan(now - 31 * 86_400_000);
      expect(Number(r.total)).toBe(Number(r.subtotal) + Number(r.shipping));
    }
    // Paid orders have a paid payment of exactly their total; the history ends at the status.
    const repo = createOrdersRepo(db);
    for (const r of rows.filter((o) => PAID_STATUSES.includes(o.status as never))) {
      const order = (await repo.order(shopId, r.id))!;
      expect(order.history.at(-1)?.status).toBe(r.status);
      const payment = (await repo.paymentOfOrder(shopId, r.id))!;
      expect(payment.amount).toBe(order.total);
    }
    // The shop has a GSTIN: each paid order has its invoice, numbered 1..N in the order paid,
    // and each refunded one a credit note.
    const paid = rows.filter((o) => PAID_STATUSES.includes(o.status as never));
    const invoices = await db
      .selectFrom('invoices as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.kind', 'i.seq', 'o.paid_at', 'o.status'])
      .where('i.workspace_id', '=', shopId)
      .orderBy('i.kind', 'desc')
      .orderBy('i.seq')
      .execute();
    const issued = invoices.filter((i) => i.kind === 'invoice');
    expect(issued.map((i) => Number(i.seq))).toEqual(paid.map((_, k) => k + 1));
    const paidAt = issued.map((i) => i.paid_at!);
    expect(paidAt).toEqual([...paidAt].sort());
    expect(invoices.filter((i) => i.kind === 'credit_note')).toHaveLength(
      paid.filter((o) => o.status === 'REFUNDED').length,
    );
    // Another workspace has none.
    const eventsId = await workspaceIdOf(db, 'events.localhost');
    expect(
      await db.selectFrom('orders').select('id').where('workspace_id', '=', eventsId).execute(),
    ).toHaveLength(0);

    // Their customers review what was delivered, once; a product with options has a page of
    // reviews and more, newest first, each after its order.
    expect(await seedDemoReviews(db, shopId, now)).toBeGreaterThan(15);
    expect(await seedDemoReviews(db, shopId, now)).toBe(0);
    const reviewed = await db
      .selectFrom('product_reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['p.id', 'p.options', 'r.created_at', 'o.created_at as ordered', 'o.status'])
      .where('r.workspace_id', '=', shopId)
      .execute();
    for (const r of reviewed) {
      expect(['DELIVERED', 'RETURN_REQUESTED', 'RETURNED']).toContain(r.status);
      expect(Date.parse(r.created_at)).toBeGreaterThan(Date.parse(r.ordered));
      expect(Date.parse(r.created_at)).toBeLessThan(now);
    }
    const withOptions = reviewed.filter((r) => r.options !== '[]');
    const counts = new Map<string, number>();
    for (const r of withOptions) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(REVIEWS_PAGE_SIZE);
  });
});
