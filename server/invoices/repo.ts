// The invoices repo: the only code that writes `invoices` and `invoice_counters`. A document is
// numbered inside the transaction that writes it (the caller's: the order's payment or refund),
// from a counter row per workspace, kind and financial year that the same transaction
// increments; a rollback takes the number back with the document, so the series has no gap, and
// the counter row's lock (PostgreSQL) or the database's write lock (SQLite) orders concurrent
// payments. docs/gst.md has the rules.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_GOODS_RATE,
  GST_RATES,
  type GstRate,
  type GstSettings,
  gstSettingsOf,
  type InvoiceKind,
  type InvoiceSummary,
  stateCodeOf,
  stateName,
} from '../../shared/gst';
import type { OrderAddress } from '../../shared/orders';
import { taxClassesOf } from '../catalogue';
import type { Database, Db } from '../db';
import { type InvoiceSource, invoiceSourceOf } from '../orders';
import { createWorkspacesRepo } from '../workspaces';
import {
  documentNumber,
  financialYearOf,
  rupeesInWords,
  shareByAmount,
  type TaxInput,
  taxLines,
} from './rules';
import type { InvoiceSnapshot, StoredInvoice } from './types';

export type Trx = Kysely<Database> | Transaction<Database>;

const asRate = (r: number | null | undefined, fallback: number): GstRate =>
  ((GST_RATES as readonly number[]).includes(r ?? -1) ? r : fallback) as GstRate;

/** Takes the next number of a series, in the caller's transaction. */
async function nextSeq(trx: Trx, workspaceId: string, kind: InvoiceKind, fy: string) {
  const r = await trx
    .insertInto('invoice_counters')
    .values({ workspace_id: workspaceId, kind, financial_year: fy, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'kind', 'financial_year']).doUpdateSet((eb) => ({
        last_number: eb('invoice_counters.last_number', '+', 1),
      })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(r.last_number);
}

function addressLines(a: OrderAddress): string[] {
  return [
    a.line1,
    a.line2,
    a.landmark,
    `${a.city}, ${a.state} ${a.pincode}`.trim(),
    a.phone ? `Phone: ${a.phone}` : '',
  ].filter((l): l is string => Boolean(l?.trim()));
}

/**
 * The order's taxable lines: goods at their class's rate, shipping and the COD fee at shipping's.
 * An order whose GST was added at checkout is taxed at the rates stored with it, so the invoice's
 * tax is the order's to the paisa even if a rate changed since (the same taxOf, same amounts).
 */
async function taxInputs(
  trx: Trx,
  workspaceId: string,
  src: InvoiceSource,
  gst: GstSettings,
): Promise<TaxInput[]> {
  const classes = await taxClassesOf(
    trx,
    workspaceId,
    src.lines.map((l) => l.productId),
  );
  // Before the discounts land per line, an order discount not yet shared is shared here.
  const gross = src.lines.map((l) => l.price * l.quantity);
  const shared = src.lines.reduce((a, l) => a + l.discount, 0);
  const extra = shareByAmount(gross, Math.max(0, src.discount - shared));
  const out: TaxInput[] = src.lines.map((l, i) => {
    const c = classes.get(l.productId);
    return {
      description: l.variantTitle ? `${l.name} (${l.variantTitle})` : l.name,
      hsn: c?.hsn ?? '',
      quantity: l.quantity,
      unitPrice: l.price,
      amount: gross[i]! - l.discount - extra[i]!,
      rate: asRate(l.rate ?? c?.rate, DEFAULT_GOODS_RATE),
    };
  });
  for (const [description, amount] of [
    ['Shipping', src.shipping],
    ['Cash on delivery fee', src.codFee],
  ] as const)
    if (amount > 0)
      out.push({
        description,
        hsn: gst.shippingSac,
        quantity: 1,
        unitPrice: amount,
        amount,
        rate: asRate(src.shippingRate, gst.shippingRate),
      });
  return out;
}

const summaryOf = (r: {
  id: string;
  kind: string;
  number: string;
  issued_at: string;
  total: number;
}): InvoiceSummary => ({
  _id: r.id,
  kind: r.kind as InvoiceKind,
  number: r.number,
  issuedAt: r.issued_at,
  total: Number(r.total),
});

async function insertDocument(
  trx: Trx,
  workspaceId: string,
  orderId: string,
  snap: Omit<InvoiceSnapshot, 'number' | 'financialYear'>,
  againstId: string | null,
): Promise<StoredInvoice> {
  const fy = financialYearOf(snap.issuedAt);
  const seq = await nextSeq(trx, workspaceId, snap.kind, fy);
  const number = documentNumber(snap.kind, fy, seq);
  const snapshot: InvoiceSnapshot = { ...snap, number, financialYear: fy };
  const id = randomUUID();
  await trx
    .insertInto('invoices')
    .values({
      id,
      workspace_id: workspaceId,
      order_id: orderId,
      kind: snap.kind,
      financial_year: fy,
      seq,
      number,
      against_id: againstId,
      issued_at: snap.issuedAt,
      buyer_name: snap.buyer.name,
      place_of_supply: snap.placeOfSupply,
      taxable: snap.totals.taxable,
      cgst: snap.totals.cgst,
      sgst: snap.totals.sgst,
      igst: snap.totals.igst,
      total: snap.totals.total,
      snapshot: JSON.stringify(snapshot),
    })
    .execute();
  return { id, orderId, kind: snap.kind, number, issuedAt: snap.issuedAt, snapshot };
}

async function documentOf(
  trx: Trx,
  workspaceId: string,
  orderId: string,
  kind: InvoiceKind,
): Promise<StoredInvoice | null> {
  const r = await trx
    .selectFrom('invoices')
    .select(['id', 'order_id', 'kind', 'number', 'issued_at', 'snapshot'])
    .where('workspace_id', '=', workspaceId)
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return r
    ? {
        id: r.id,
        orderId: r.order_id,
        kind: r.kind as InvoiceKind,
        number: r.number,
        issuedAt: r.issued_at,
        snapshot: JSON.parse(r.snapshot) as InvoiceSnapshot,
      }
    : null;
}

/**
 * Issues the order's GST invoice inside `trx` (the transaction that marks it paid, or, for cash
 * on delivery, dispatched): numbered from the workspace's series for the financial year of
 * `issuedAt`. Answers the invoice (the existing one when already issued), or null when the
 * workspace has no GSTIN (no invoices) or no such order.
 */
export async function issueInvoice(
  trx: Trx,
  workspaceId: string,
  orderId: string,
  issuedAt: string = new Date().toISOString(),
): Promise<StoredInvoice | null> {
  const ws = await createWorkspacesRepo(trx as Db).workspaceById(workspaceId);
  if (!ws) return null;
  const gst = gstSettingsOf(ws.settings);
  if (!gst.gstin) return null;
  const existing = await documentOf(trx, workspaceId, orderId, 'invoice');
  if (existing) return existing;
  const src = await invoiceSourceOf(trx, workspaceId, orderId);
  if (!src) return null;
  const buyerCode = stateCodeOf(src.address.state) ?? '';
  const intraState = buyerCode === gst.stateCode;
  // The order's own mode: a switch of the setting after checkout changes nothing it was charged.
  const { lines, totals } = taxLines(await taxInputs(trx, workspaceId, src, gst), {
    intraState,
    mode: src.pricesIncludeTax ? 'inclusive' : 'exclusive',
  });
  return insertDocument(
    trx,
    workspaceId,
    orderId,
    {
      kind: 'invoice',
      issuedAt,
      shopName: ws.name,
      seller: {
        name: gst.legalName,
        address: gst.address
          .split(/\n+/)
          .map((l) => l.trim())
          .filter(Boolean),
        gstin: gst.gstin,
        stateName: stateName(gst.stateCode) ?? '',
        stateCode: gst.stateCode,
      },
      buyer: {
        name: src.address.name || src.customerName,
        email: src.customerEmail,
        address: addressLines(src.address),
        gstin: null,
        stateName: src.address.state,
        stateCode: buyerCode,
      },
      placeOfSupply: `${src.address.state} (${buyerCode || '—'})`,
      intraState,
      pricesIncludeTax: src.pricesIncludeTax,
      orderNumber: src.number,
      orderDate: src.paidAt,
      lines,
      totals,
      amountInWords: rupeesInWords(totals.total),
      ...(src.discount > 0 ? { discount: { amount: src.discount, code: src.discountCode } } : {}),
      against: null,
    },
    null,
  );
}

/**
 * Issues a credit note for `amount` (what was refunded) against the order's invoice, inside the
 * refund's transaction: the invoice's lines when the whole of it is refunded, else each line's
 * share of the amount (in proportion, summing exactly) with its tax taken out at its rate.
 * Seller and buyer are the invoice's. Null when the order has no invoice.
 */
export async function issueCreditNote(
  trx: Trx,
  workspaceId: string,
  orderId: string,
  amount: number,
  issuedAt: string = new Date().toISOString(),
): Promise<StoredInvoice | null> {
  const invoice = await documentOf(trx, workspaceId, orderId, 'invoice');
  if (!invoice) return null;
  const existing = await documentOf(trx, workspaceId, orderId, 'credit_note');
  if (existing) return existing;
  const inv = invoice.snapshot;
  const whole = amount >= inv.totals.total;
  const shares = shareByAmount(
    inv.lines.map((l) => l.total),
    Math.min(amount, inv.totals.total),
  );
  const { lines, totals } = whole
    ? { lines: inv.lines, totals: inv.totals }
    : taxLines(
        inv.lines.map((l, i) => ({
          description: l.description,
          hsn: l.hsn,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          amount: shares[i]!,
          rate: l.rate,
        })),
        { intraState: inv.intraState, mode: 'inclusive' },
      );
  return insertDocument(
    trx,
    workspaceId,
    orderId,
    {
      ...inv,
      kind: 'credit_note',
      issuedAt,
      lines,
      totals,
      amountInWords: rupeesInWords(totals.total),
      against: { number: inv.number, issuedAt: inv.issuedAt },
    },
    invoice.id,
  );
}

/** Reads of issued documents; every query is keyed by the workspace. */
export function createInvoicesRepo(db: Db) {
  return {
    document(workspaceId: string, orderId: string, kind: InvoiceKind) {
      return documentOf(db, workspaceId, orderId, kind);
    },

    /** The order's invoice and credit note, oldest first. */
    async ofOrder(workspaceId: string, orderId: string): Promise<InvoiceSummary[]> {
      const rows = await db
        .selectFrom('invoices')
        .select(['id', 'kind', 'number', 'issued_at', 'total'])
        .where('workspace_id', '=', workspaceId)
        .where('order_id', '=', orderId)
        .orderBy('issued_at')
        .orderBy('kind', 'desc')
        .execute();
      return rows.map(summaryOf);
    },

    /** The documents issued in [from, to), in the order of their series. */
    async issuedBetween(workspaceId: string, from: string, to: string) {
      return db
        .selectFrom('invoices as i')
        .innerJoin('orders as o', (j) =>
          j.onRef('o.id', '=', 'i.order_id').on('o.workspace_id', '=', workspaceId),
        )
        .select([
          'i.kind',
          'i.number',
          'i.issued_at',
          'o.number as order_number',
          'i.buyer_name',
          'i.place_of_supply',
          'i.taxable',
          'i.cgst',
          'i.sgst',
          'i.igst',
          'i.total',
          'i.snapshot',
        ])
        .where('i.workspace_id', '=', workspaceId)
        .where('i.issued_at', '>=', from)
        .where('i.issued_at', '<', to)
        .orderBy('i.kind', 'desc')
        .orderBy('i.financial_year')
        .orderBy('i.seq')
        .execute();
    },
  };
}

export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
