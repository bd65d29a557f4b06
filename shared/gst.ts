// GST: the shop's tax settings as the admin edits them, their validation (GSTIN format and check
// digit), the rates, and the invoices' API paths. The tax arithmetic itself is the server's
// (server/invoices/rules.ts); docs/gst.md has the rules.
import { INDIA_STATES } from './india';

/** The GST rates a product, a category or shipping may carry, in per cent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The SACs shipping may be invoiced under: goods transport, courier. */
export const SHIPPING_SACS = ['9965', '996812'] as const;

/** The shop's GST settings (workspaces.settings.gst). No GSTIN: no invoices are issued. */
export type GstSettings = {
  legalName: string;
  gstin: string;
  address: string;
  /** The registered state's GST code ('29'), '' when unset. */
  stateCode: string;
  pricesIncludeTax: boolean;
  shippingRate: GstRate;
  shippingSac: (typeof SHIPPING_SACS)[number];
};

export const DEFAULT_GST_SETTINGS: GstSettings = {
  legalName: '',
  gstin: '',
  address: '',
  stateCode: '',
  pricesIncludeTax: true,
  shippingRate: 18,
  shippingSac: '9965',
};

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** The GST settings stored in a workspace's settings JSON, defaults filled in. */
export function gstSettingsOf(settings: Record<string, unknown>): GstSettings {
  const g = (settings.gst ?? {}) as Record<string, unknown>;
  const rate = Number(g.shippingRate);
  return {
    legalName: str(g.legalName, 160),
    gstin: str(g.gstin, 15),
    address: str(g.address, 400),
    stateCode: stateName(str(g.stateCode, 2)) ? str(g.stateCode, 2) : '',
    pricesIncludeTax: g.pricesIncludeTax !== false,
    shippingRate: (GST_RATES as readonly number[]).includes(rate)
      ? (rate as GstRate)
      : DEFAULT_GST_SETTINGS.shippingRate,
    shippingSac: g.shippingSac === '996812' ? '996812' : '9965',
  };
}

/** The name of the state with this GST code, or undefined. */
export function stateName(code: string): string | undefined {
  return INDIA_STATES.find((s) => s.code === code)?.name;
}

/** The GST code of a state named as the address form names it, or undefined. */
export function stateCodeOf(name: string): string | undefined {
  const n = name.trim().toLowerCase();
  return INDIA_STATES.find((s) => s.name.toLowerCase() === n)?.code;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (the standard mod-36 checksum): each
 * character's value (0-9, A-Z = 10-35) times 1 or 2 alternately, the product's quotient and
 * remainder by 36 summed, and the check the value that brings the sum to a multiple of 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GSTIN_CHARS.indexOf(first14[i] ?? '');
    const p = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  length: 'A GSTIN has 15 characters.',
  state: 'A GSTIN starts with a state code (01 to 38).',
  pan: 'Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits, a letter.',
  entity: 'Character 13 of a GSTIN is the registration number: 1 to 9 or a letter.',
  z: 'Character 14 of a GSTIN is the letter Z.',
  check: 'This GSTIN’s last character (its check digit) does not match: please check for a typo.',
} as const;

/** Why a GSTIN is not valid, or null when it is (upper case expected; trim first). */
export function gstinProblem(gstin: string): string | null {
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return GSTIN_MESSAGES.length;
  if (!stateName(gstin.slice(0, 2)) && gstin.slice(0, 2) !== '97') return GSTIN_MESSAGES.state;
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.pan;
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return GSTIN_MESSAGES.entity;
  if (gstin[13] !== 'Z') return GSTIN_MESSAGES.z;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.check;
  return null;
}

export const GST_SETTINGS_MESSAGES = {
  legalName: 'Enter the business’s legal name (up to 160 characters).',
  address: 'Enter the registered address (up to 400 characters).',
  state: 'Choose the state the business is registered in.',
  gstinState: 'The GSTIN’s first two digits must be the registered state’s code',
  shippingRate: 'Shipping’s GST rate is one of 0, 5, 12, 18 or 28 %.',
  shippingSac: 'Shipping’s SAC is 9965 (goods transport) or 996812 (courier).',
  exclusive:
    'Prices before tax need a GSTIN: only a GST-registered business may add GST at checkout.',
  includeTax: 'Say whether prices include tax (true or false).',
  needed: 'A GSTIN needs the legal name, registered address and state too.',
} as const;

/** The settings form's fields, validated: the settings, or the problems by field. */
export function validateGstSettings(
  input: Record<string, unknown>,
): { ok: true; value: GstSettings } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const legalName = str(input.legalName, 1000).trim().replace(/\s+/g, ' ');
  const address = str(input.address, 2000).trim();
  const gstin = str(input.gstin, 100).trim().toUpperCase();
  const stateCode = str(input.stateCode, 10);
  const rate = input.shippingRate;
  if (legalName.length > 160) errors.legalName = GST_SETTINGS_MESSAGES.legalName;
  if (address.length > 400) errors.address = GST_SETTINGS_MESSAGES.address;
  if (stateCode && !stateName(stateCode)) errors.stateCode = GST_SETTINGS_MESSAGES.state;
  if (gstin) {
    const problem = gstinProblem(gstin);
    if (problem) errors.gstin = problem;
    else if (stateCode && gstin.slice(0, 2) !== stateCode)
      errors.gstin = `${GST_SETTINGS_MESSAGES.gstinState} (${stateCode}).`;
    if (!legalName) errors.legalName = GST_SETTINGS_MESSAGES.needed;
    if (!address) errors.address = GST_SETTINGS_MESSAGES.needed;
    if (!stateCode) errors.stateCode = GST_SETTINGS_MESSAGES.needed;
  }
  if (typeof rate !== 'number' || !(GST_RATES as readonly number[]).includes(rate))
    errors.shippingRate = GST_SETTINGS_MESSAGES.shippingRate;
  if (!(SHIPPING_SACS as readonly unknown[]).includes(input.shippingSac))
    errors.shippingSac = GST_SETTINGS_MESSAGES.shippingSac;
  // GST on top of the price is charged only by a registered business (it issues the invoice).
  const pricesIncludeTax = input.pricesIncludeTax !== false;
  if (!pricesIncludeTax && !gstin) errors.pricesIncludeTax = GST_SETTINGS_MESSAGES.exclusive;
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: {
      legalName,
      gstin,
      address,
      stateCode,
      pricesIncludeTax,
      shippingRate: rate as GstRate,
      shippingSac: input.shippingSac as GstSettings['shippingSac'],
    },
  };
}

/** The rate applied to goods whose product and category carry none (docs/gst.md). */
export const DEFAULT_GOODS_RATE: GstRate = 18;

/**
 * GST added on top of prices at checkout: when the shop's prices exclude tax and it is registered
 * (a GSTIN), shipping's rate (also the cash-on-delivery fee's); null when prices include it.
 */
export function taxOnTop(settings: Record<string, unknown>): { shippingRate: GstRate } | null {
  const gst = gstSettingsOf(settings);
  return !gst.pricesIncludeTax && gst.gstin ? { shippingRate: gst.shippingRate } : null;
}

/** What shoppers read under a price and in the bag, by whether prices include tax. */
export const TAX_NOTES = {
  included: 'Tax included.',
  atCheckout: 'Taxes calculated at checkout.',
  /** The bag's line (the brief's wording, without a full stop as the shipping line has none). */
  bag: 'Taxes calculated at checkout',
  /** The summary's, order's and mail's row label. */
  row: 'GST',
} as const;

/** The invoices' routes (docs/api.md, "GST invoices"). */
export const INVOICE_PATHS = {
  /** Customer: GET ?orderId=&kind=invoice|credit_note → their own order's document as PDF. */
  customerPdf: '/api/io/crm/cuser/order/invoice',
  /** Owner: GET ?orderId=&kind= → the PDF. */
  adminPdf: '/api/io/crm/admin/shop/invoices/pdf',
  /** Owner: GET ?orderId= → the order's invoice and credit note. */
  adminOfOrder: '/api/io/crm/admin/shop/invoices/of-order',
  /** Owner: GET ?month=YYYY-MM → CSV of the month's invoices and credit notes. */
  adminCsv: '/api/io/crm/admin/shop/invoices/export',
  /** Owner: GET the GST settings; POST to save them (owner only). */
  settings: '/api/io/crm/admin/settings/gst',
} as const;

export type InvoiceKind = 'invoice' | 'credit_note';

/** An issued document as lists show it. */
export type InvoiceSummary = {
  _id: string;
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  total: number;
};

/** The answer of INVOICE_PATHS.adminOfOrder and of the customer's order documents. */
export type OrderInvoicesAnswer = { data: InvoiceSummary[] };

/** The answer of INVOICE_PATHS.settings: the settings, and whether invoices are being issued. */
export type GstSettingsAnswer = { data: GstSettings & { issuing: boolean; canEdit: boolean } };
