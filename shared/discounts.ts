// Discounts (docs/discounts.md): codes a shopper types at checkout and automatic discounts with
// the same rules, their refusal texts, and the admin's contract. Money is integers in minor
// units (paise); the server prices, the browser only shows what it was told.
import { formatMoney } from './format';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
/** `percent`: value is a whole percentage (1–100); `fixed`: value is an amount in paise. */
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_SCOPES = ['all', 'categories', 'products'] as const;
/** What a discount applies to: the whole shop, lines in chosen categories, or chosen products. */
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'paused'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  paused: 'Paused',
};

/** A discount's status at `now` (ms): paused wins, then before its start, after its end. */
export function discountStatus(
  d: { paused: boolean; startsAt: string; endsAt: string | null },
  now: number,
): DiscountStatus {
  if (d.paused) return 'paused';
  if (Date.parse(d.startsAt) > now) return 'scheduled';
  if (d.endsAt !== null && Date.parse(d.endsAt) <= now) return 'expired';
  return 'active';
}

/** Codes: letters, digits, '-' and '_', 3 to 32 of them; matched without regard to case. */
export const DISCOUNT_CODE_PATTERN = '^[A-Za-z0-9_-]{3,32}$';
export const DISCOUNT_LIMITS = { title: 80, scopeIds: 200, fixedMax: 100_000_000 } as const;

/** The key a code is stored and looked up by (unique per workspace): trimmed, upper case. */
export function codeKey(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Free shipping compares the bag after its discount (as Shopify does): the one place that says
 * which amount the shipping rule sees. The checkout summary and the placed order both use it.
 */
export function shippingBasis(subtotal: number, discount: number): number {
  return subtotal - discount;
}

function shopDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** Why a code does not apply, exactly as the shopper reads it. */
export const DISCOUNT_MESSAGES = {
  notValid: 'This code is not valid',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  alreadyUsed: 'You have already used this code',
  firstOrderOnly: 'This code is for your first order only',
  nothingApplies: 'This code does not apply to anything in your bag',
  paused: 'This code is paused',
  /** The start date in India's time (the shops are Indian). */
  startsOn: (startsAt: string) => `This code starts on ${shopDate(startsAt)}`,
  /** `short` in minor units, formatted as the shop formats money. */
  addMore: (short: number, currency: string) =>
    `Add ${formatMoney(short, currency)} more to use this code`,
  code: 'Please enter a discount code.',
} as const;

/** The customer's discount API (docs/api.md, "Discounts"). */
export const DISCOUNT_PATHS = {
  /**
   * POST { code } → CheckoutSummary with the code applied, or 400/409 with the reason it does
   * not apply. Checkout init and the summary take the same code as `discountCode`.
   */
  apply: '/api/io/cart/checkout/discount',
} as const;

/** The discount a bag gets, as the checkout summary and the order show it. */
export type AppliedDiscount = {
  /** The code the shopper entered, upper case; null for an automatic discount. */
  code: string | null;
  /** What the shopper reads: the code, or the automatic discount's name. */
  title: string;
  /** The saving in minor units. */
  amount: number;
};

/** The rules of a discount, as the owner edits them. */
export type DiscountInput = {
  id?: string;
  /** Null or absent: an automatic discount (applies without a code). */
  code?: string | null;
  /** The name shoppers read for an automatic discount (optional for a code). */
  title?: string;
  kind: DiscountKind;
  value: number;
  /** The eligible lines' subtotal the bag must reach (minor units; 0 for none). */
  minSubtotal?: number;
  startsAt?: string;
  endsAt?: string | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  scope?: DiscountScope;
  /** Category ids (scope 'categories') or product ids (scope 'products'). */
  scopeIds?: string[];
  firstOrderOnly?: boolean;
  paused?: boolean;
};

/** A discount's rules with every field settled, as a saved discount holds them. */
export type DiscountTerms = {
  code: string | null;
  title: string;
  kind: DiscountKind;
  value: number;
  minSubtotal: number;
  startsAt: string;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  scope: DiscountScope;
  scopeIds: string[];
  firstOrderOnly: boolean;
  paused: boolean;
};

/** A discount as the admin lists and edits it. */
export type AdminDiscount = DiscountTerms & {
  _id: string;
  status: DiscountStatus;
  /** Orders holding a use now (an unpaid order given up gives its use back). */
  uses: number;
  /** The discounted orders' totals (minor units). */
  revenue: number;
  /** The savings given (minor units). */
  discounted: number;
  created: string;
  updated: string;
};

const A = '/api/io/crm/admin/discounts';

/** The owner's discounts API (docs/api.md, "Admin API: discounts"). */
export const ADMIN_DISCOUNT_PATHS = {
  /** GET → { data: AdminDiscount[] } (newest first) */
  list: `${A}/list`,
  /** GET ?id= → { data: AdminDiscount } */
  get: `${A}/get`,
  /** POST DiscountInput (with `id` to update) → { data: AdminDiscount } */
  save: `${A}/save`,
  /** POST ?id= { paused } → { data: AdminDiscount } */
  pause: `${A}/pause`,
  /** POST ?id= → { data: { _id } } (only a discount never used) */
  delete: `${A}/delete`,
} as const;

/** The admin form's messages, field by field (server and client say the same). */
export const DISCOUNT_FORM_MESSAGES = {
  code: 'A code is 3 to 32 letters, digits, dashes or underscores.',
  title: `Please give the discount a name of at most ${DISCOUNT_LIMITS.title} characters.`,
  kind: 'Please choose a percentage or a fixed amount.',
  value: 'Please enter a whole percentage from 1 to 100, or an amount above zero.',
  minSubtotal: 'The minimum bag value must be zero or more.',
  startsAt: 'Please give a valid start date.',
  endsAt: 'The end must be a valid date after the start.',
  usageLimit: 'The total uses must be a whole number of at least 1, or empty for no limit.',
  perCustomerLimit:
    'The uses per customer must be a whole number of at least 1, or empty for no limit.',
  scope: 'Please choose what the discount applies to.',
  scopeIds: 'Please choose at least one category or product.',
  scopeUnknown: 'Some of the chosen categories or products are not in this shop.',
  firstOrderOnly: 'First order only must be true or false.',
  paused: 'Paused must be true or false.',
  id: 'id must name a discount.',
  taken: 'Another discount already has this code.',
  notFound: 'No such discount in this shop.',
  used: 'This discount has been used: pause it instead of deleting it.',
} as const;

/** How an order names its saving: 'Discount (SAVE10)', or 'Discount' for an automatic one. */
export function orderDiscountLabel(code: string | null | undefined): string {
  return code ? `Discount (${code})` : 'Discount';
}
