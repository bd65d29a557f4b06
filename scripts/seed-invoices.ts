// The demo shop's GST: HSN codes and rates on its categories, and the invoices (and credit
// notes) its seeded paid orders would have been issued, in the order they were paid, so the
// series reads 1, 2, 3… by date. Deterministic: the same orders give the same documents.
import type { Db } from '../server/db';
import { issueCreditNote, issueInvoice } from '../server/invoices';
import { PAID_STATUSES } from '../shared/orders';
import type { OrderStatus } from '../shared/orders';

/** Category slug → HSN code and GST rate (per cent) of the demo catalogue (fixtures/catalogue). */
export const DEMO_TAX_CLASSES: Record<string, { hsn: string; rate: number }> = {
  'home-living': { hsn: '6304', rate: 12 },
  bedding: { hsn: '6304', rate: 12 },
  'kitchen-dining': { hsn: '6912', rate: 12 },
  decor: { hsn: '6913', rate: 12 },
  candles: { hsn: '3406', rate: 12 },
  apparel: { hsn: '6109', rate: 5 },
  women: { hsn: '6204', rate: 5 },
  men: { hsn: '6205', rate: 5 },
  kurtas: { hsn: '6211', rate: 5 },
  scarves: { hsn: '6214', rate: 5 },
  accessories: { hsn: '4202', rate: 18 },
  bags: { hsn: '4202', rate: 18 },
};

/** Sets the categories' classes (where none is set) and issues the missing documents. */
export async function seedDemoInvoices(db: Db, workspaceId: string): Promise<number> {
  for (const [slug, c] of Object.entries(DEMO_TAX_CLASSES))
    await db
      .updateTable('categories')
      .set({ hsn_code: c.hsn, gst_rate: c.rate })
      .where('workspace_id', '=', workspaceId)
      .where('slug', '=', slug)
      .where('hsn_code', 'is', null)
      .execute();
  const paid = await db
    .selectFrom('orders')
    .select(['id', 'status', 'paid_at', 'updated_at', 'total'])
    .where('workspace_id', '=', workspaceId)
    .where('status', 'in', [...PAID_STATUSES])
    .where('paid_at', 'is not', null)
    .orderBy('paid_at')
    .orderBy('id')
    .execute();
  let issued = 0;
  for (const o of paid)
    await db.transaction().execute(async (trx) => {
      if (await issueInvoice(trx, workspaceId, o.id, o.paid_at!)) issued++;
    });
  const refunded = paid
    .filter((p) => (p.status as OrderStatus) === 'REFUNDED')
    .sort((a, b) => (a.updated_at < b.updated_at ? -1 : a.updated_at > b.updated_at ? 1 : 0));
  for (const o of refunded)
    await db.transaction().execute(async (trx) => {
      await issueCreditNote(trx, workspaceId, o.id, Number(o.total), o.updated_at);
    });
  return issued;
}
