// The shape of an issued document as stored (invoices.snapshot): everything the PDF and the CSV
// print, frozen at issue, so a later change of settings, products or the order alters nothing.
import type { InvoiceKind } from '../../shared/gst';
import type { TaxedLine, TaxTotals } from './rules';

export type InvoiceParty = {
  name: string;
  /** Printed lines of the address. */
  address: string[];
  gstin: string | null;
  stateName: string;
  stateCode: string;
};

export type InvoiceSnapshot = {
  kind: InvoiceKind;
  number: string;
  financialYear: string;
  issuedAt: string;
  /** The shop's name as customers know it (the PDF's heading). */
  shopName: string;
  seller: InvoiceParty;
  buyer: InvoiceParty & { email: string };
  /** "Karnataka (29)". */
  placeOfSupply: string;
  intraState: boolean;
  pricesIncludeTax: boolean;
  orderNumber: number;
  orderDate: string | null;
  lines: TaxedLine[];
  totals: TaxTotals;
  amountInWords: string;
  /**
   * The order's discount, already taken off the lines it applies to (their totals are after it);
   * absent without one (and on documents issued before discounts).
   */
  discount?: { amount: number; code: string | null };
  /** A credit note's invoice. */
  against: { number: string; issuedAt: string } | null;
};

export type StoredInvoice = {
  id: string;
  orderId: string;
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  snapshot: InvoiceSnapshot;
};
