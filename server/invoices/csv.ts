// A month's invoices and credit notes as CSV for the accountant: one row a document, credit
// notes' amounts negative, amounts in rupees with two decimals (no grouping).
import { indianDate } from './rules';
import type { InvoiceSnapshot } from './types';

export const INVOICE_CSV_HEADER = [
  'Number',
  'Date',
  'Type',
  'Order',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];

export type InvoiceCsvRow = {
  kind: string;
  number: string;
  issued_at: string;
  order_number: number;
  buyer_name: string;
  place_of_supply: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  snapshot: string;
};

/** A cell: quoted when it needs it; a leading = + @ or tab is neutralised (spreadsheet formulas). */
function cell(v: string): string {
  const safe = /^[=+@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const rupees = (paise: number) => {
  const sign = paise < 0 ? '-' : '';
  const p = Math.abs(paise);
  return `${sign}${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
};

export function invoicesCsv(rows: readonly InvoiceCsvRow[]): string {
  const lines = [INVOICE_CSV_HEADER.join(',')];
  for (const r of rows) {
    const sign = r.kind === 'credit_note' ? -1 : 1;
    const snap = JSON.parse(r.snapshot) as Pick<InvoiceSnapshot, 'buyer'>;
    lines.push(
      [
        cell(r.number),
        indianDate(r.issued_at),
        r.kind === 'credit_note' ? 'Credit note' : 'Invoice',
        String(Number(r.order_number)),
        cell(r.buyer_name),
        cell(snap.buyer.gstin ?? ''),
        cell(r.place_of_supply),
        ...[r.taxable, r.cgst, r.sgst, r.igst, r.total].map((v) => rupees(sign * Number(v))),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
