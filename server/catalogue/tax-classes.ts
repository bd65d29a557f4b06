// Each product's GST class for invoices: its own HSN code and rate, else its category's, else
// none (the invoices domain then applies its default). Read in the caller's transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db';

export type TaxClass = { hsn: string | null; rate: number | null };

export async function taxClassesOf(
  trx: Kysely<Database> | Transaction<Database>,
  workspaceId: string,
  productIds: readonly string[],
): Promise<Map<string, TaxClass>> {
  const out = new Map<string, TaxClass>();
  if (productIds.length === 0) return out;
  const rows = await trx
    .selectFrom('products as p')
    .leftJoin('categories as c', (j) =>
      j.onRef('c.id', '=', 'p.category_id').on('c.workspace_id', '=', workspaceId),
    )
    .select([
      'p.id',
      'p.hsn_code as p_hsn',
      'p.gst_rate as p_rate',
      'c.hsn_code as c_hsn',
      'c.gst_rate as c_rate',
    ])
    .where('p.workspace_id', '=', workspaceId)
    .where('p.id', 'in', [...new Set(productIds)])
    .execute();
  for (const r of rows)
    out.set(r.id, {
      hsn: r.p_hsn || r.c_hsn || null,
      rate: r.p_rate ?? r.c_rate ?? null,
    });
  return out;
}
