// The GST arithmetic as plain functions (docs/gst.md): a line's taxable value and tax (taxOf, in
// shared/order-money.ts, which the order's own tax uses too), the CGST/SGST or IGST split, totals that are the exact sums of the lines, the financial year
// and the document numbers, and amounts in words in Indian numbering. Money in integer paise.
import type { GstRate, InvoiceKind } from '../../shared/gst';
import { taxOf, type TaxMode } from '../../shared/order-money';

/** A line to be taxed: `amount` is what the customer pays for it (price × qty − discount). */
export type TaxInput = {
  description: string;
  /** HSN code of goods or SAC of a service. */
  hsn: string;
  quantity: number;
  /** The unit price as charged (minor units). */
  unitPrice: number;
  amount: number;
  rate: GstRate;
};

export type TaxedLine = TaxInput & {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + all tax. */
  total: number;
};

export type TaxTotals = {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

/**
 * Splits a line's tax: within the state, half CGST and half SGST, the odd paisa (when the tax
 * is odd) going to CGST; across states, all IGST.
 */
export function splitTax(
  tax: number,
  intraState: boolean,
): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const sgst = tax < 0 ? -Math.floor(-tax / 2) : Math.floor(tax / 2);
  return { cgst: tax - sgst, sgst, igst: 0 };
}

/** Taxes each line on its own; the totals are the sums of the lines, so they add up exactly. */
export function taxLines(
  lines: readonly TaxInput[],
  opts: { intraState: boolean; mode: TaxMode },
): { lines: TaxedLine[]; totals: TaxTotals } {
  const out = lines.map((l): TaxedLine => {
    const { taxable, tax } = taxOf(l.amount, l.rate, opts.mode);
    const split = splitTax(tax, opts.intraState);
    return { ...l, taxable, ...split, total: taxable + tax };
  });
  return { lines: out, totals: sumTotals(out) };
}

export function sumTotals(lines: readonly TaxTotals[]): TaxTotals {
  const t: TaxTotals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const l of lines) {
    t.taxable += l.taxable;
    t.cgst += l.cgst;
    t.sgst += l.sgst;
    t.igst += l.igst;
    t.total += l.total;
  }
  return t;
}

/**
 * Shares `amount` among lines in proportion to their `amount`s (largest remainders, ties to the
 * earlier line), so the shares sum to it exactly: a partial refund's credit note.
 */
export function shareByAmount(amounts: readonly number[], amount: number): number[] {
  const whole = amounts.reduce((a, b) => a + b, 0);
  if (whole <= 0) return amounts.map((_, i) => (i === 0 ? amount : 0));
  const exact = amounts.map((a) => (a * amount) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The financial year (April to March, in India time) of an instant: '2026-27'. */
export function financialYearOf(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The date of an instant in India time, as DD-MM-YYYY (the invoices' date). */
export function indianDate(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const dd = String(ist.getUTCDate()).padStart(2, '0');
  const mm = String(ist.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${ist.getUTCFullYear()}`;
}

/** The UTC instants [from, to) of a month (YYYY-MM) in India time. */
export function indianMonthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1) - IST_OFFSET_MS).toISOString();
  const to = new Date(Date.UTC(y, m, 1) - IST_OFFSET_MS).toISOString();
  return { from, to };
}

/** A document's number: INV/2026-27/000123 or CN/2026-27/000004. */
export function documentNumber(kind: InvoiceKind, financialYear: string, seq: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}/${financialYear}/${String(seq).padStart(6, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 < n < 100 in words: 'Forty-Nine'. */
function twoDigits(n: number): string {
  if (n < 20) return ONES[n]!;
  const t = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${t}-${ONES[n % 10]}` : t;
}

/** 0 < n < 1000 in words. */
function threeDigits(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', rest ? twoDigits(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words in Indian numbering (thousand, lakh, crore): 'One Lakh Five'. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${twoDigits(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${twoDigits(thousand)} Thousand`);
  if (rest) parts.push(threeDigits(rest));
  return parts.join(' ');
}

/** Paise in words: 'Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  const p = Math.abs(paise);
  const rupees = Math.floor(p / 100);
  const rest = p % 100;
  const minus = paise < 0 ? 'Minus ' : '';
  return (
    `${minus}Rupees ${numberInWords(rupees)}` +
    (rest ? ` and ${twoDigits(rest)} Paise` : '') +
    ' Only'
  );
}

/** Paise as the invoice prints them: '1,249.50' (Indian grouping, no symbol). */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const p = Math.abs(paise);
  const rupees = String(Math.floor(p / 100));
  const last3 = rupees.slice(-3);
  const head = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${head ? `${head},` : ''}${last3}.${String(p % 100).padStart(2, '0')}`;
}
