// The discount rules as plain functions (docs/discounts.md): which bag lines a discount covers,
// how much it takes off and how that is spread over the lines, why a code does not apply, and
// which automatic discount is best. No I/O: the repo reads the rows and the counts, these decide.
import {
  DISCOUNT_MESSAGES,
  type DiscountKind,
  type DiscountTerms,
  discountStatus,
} from '../../shared/discounts';

/** A discount's rules as the pricing reads them. */
export type DiscountRules = Omit<DiscountTerms, 'scopeIds'> & {
  id: string;
  scopeIds: readonly string[];
  /** Live uses now. */
  used: number;
  created: string;
};

/** A bag line as a discount sees it: what it is, where it is listed, what it costs. */
export type PricedLine = {
  productId: string;
  /** The categories the product is listed under, with their ancestors. */
  categoryIds: readonly string[];
  /** Unit price × quantity, minor units. */
  amount: number;
};

/** Whether a line is covered by a discount's scope. */
export function inScope(
  rules: Pick<DiscountRules, 'scope' | 'scopeIds'>,
  line: PricedLine,
): boolean {
  if (rules.scope === 'all') return true;
  if (rules.scope === 'products') return rules.scopeIds.includes(line.productId);
  return line.categoryIds.some((c) => rules.scopeIds.includes(c));
}

/**
 * The discount's total on an eligible subtotal. Percent: `eligible × value / 100` rounded half
 * up to the paisa, on the total (not per line). Fixed: the value, capped at the eligible subtotal
 * so a bag is never paid below zero.
 */
export function discountTotal(kind: DiscountKind, value: number, eligible: number): number {
  if (eligible <= 0 || value <= 0) return 0;
  if (kind === 'fixed') return Math.min(value, eligible);
  const pct = Math.min(value, 100);
  // Integers only: floor((eligible × pct + 50) / 100) is round half up of eligible × pct / 100.
  return Number((BigInt(eligible) * BigInt(pct) + 50n) / 100n);
}

/**
 * Spreads `total` over lines in proportion to their amounts by the largest-remainder method:
 * each line gets floor(total × amount / sum), then the paise left over go one each to the lines
 * with the largest remainders (the earlier line first on a tie). The shares sum to `total`
 * exactly and none exceeds its line's amount while total ≤ sum. Amounts of 0 get 0.
 */
export function spread(total: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((n, a) => n + a, 0);
  if (total <= 0 || sum <= 0) return amounts.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = amounts.map((a, i) => {
    const p = T * BigInt(a);
    return { i, share: Number(p / S), rem: p % S };
  });
  let left = total - parts.reduce((n, p) => n + p.share, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1,
  );
  for (const p of byRemainder) {
    if (left <= 0) break;
    p.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}

/** What a discount takes off a bag: the total and each line's share (0 for lines out of scope). */
export type BagDiscount = { total: number; shares: number[]; eligible: number };

/** The discount of a bag under `rules`, without the conditions (dates, limits, minimum). */
export function priceBag(
  rules: Pick<DiscountRules, 'kind' | 'value' | 'scope' | 'scopeIds'>,
  lines: readonly PricedLine[],
): BagDiscount {
  const amounts = lines.map((l) => (inScope(rules, l) ? l.amount : 0));
  const eligible = amounts.reduce((n, a) => n + a, 0);
  const total = discountTotal(rules.kind, rules.value, eligible);
  return { total, shares: spread(total, amounts), eligible };
}

/** What the conditions of a discount are checked against. */
export type DiscountContext = {
  now: number;
  lines: readonly PricedLine[];
  currency: string;
  /** Live uses of this discount by this customer. */
  customerUses: number;
  /** The customer has no earlier order that counts (docs/discounts.md). */
  firstOrder: boolean;
};

export type DiscountVerdict =
  ({ ok: true; rules: DiscountRules } & BagDiscount) | { ok: false; reason: string };

/**
 * Whether a discount applies to a bag and what it takes off; the first failing condition gives
 * the reason, in this order: paused, not started, ended, used up, used by this customer, first
 * order only, nothing in scope, minimum not reached (on the eligible lines' subtotal).
 */
export function checkDiscount(rules: DiscountRules, ctx: DiscountContext): DiscountVerdict {
  const status = discountStatus(rules, ctx.now);
  if (status === 'paused') return { ok: false, reason: DISCOUNT_MESSAGES.paused };
  if (status === 'scheduled')
    return { ok: false, reason: DISCOUNT_MESSAGES.startsOn(rules.startsAt) };
  if (status === 'expired') return { ok: false, reason: DISCOUNT_MESSAGES.expired };
  if (rules.usageLimit !== null && rules.used >= rules.usageLimit)
    return { ok: false, reason: DISCOUNT_MESSAGES.usedUp };
  if (rules.perCustomerLimit !== null && ctx.customerUses >= rules.perCustomerLimit)
    return { ok: false, reason: DISCOUNT_MESSAGES.alreadyUsed };
  if (rules.firstOrderOnly && !ctx.firstOrder)
    return { ok: false, reason: DISCOUNT_MESSAGES.firstOrderOnly };
  const priced = priceBag(rules, ctx.lines);
  if (priced.eligible === 0) return { ok: false, reason: DISCOUNT_MESSAGES.nothingApplies };
  if (priced.eligible < rules.minSubtotal)
    return {
      ok: false,
      reason: DISCOUNT_MESSAGES.addMore(rules.minSubtotal - priced.eligible, ctx.currency),
    };
  if (priced.total === 0) return { ok: false, reason: DISCOUNT_MESSAGES.nothingApplies };
  return { ok: true, rules, ...priced };
}

/**
 * The automatic discounts that apply to a bag, best first: the largest saving, then the older
 * discount on a tie (so the choice is stable).
 */
export function rankAutomatic(
  candidates: readonly { rules: DiscountRules; customerUses: number }[],
  ctx: Omit<DiscountContext, 'customerUses'>,
): ({ ok: true; rules: DiscountRules } & BagDiscount)[] {
  const fits = [];
  for (const c of candidates) {
    const v = checkDiscount(c.rules, { ...ctx, customerUses: c.customerUses });
    if (v.ok) fits.push(v);
  }
  return fits.sort((a, b) =>
    a.total === b.total ? (a.rules.created < b.rules.created ? -1 : 1) : b.total - a.total,
  );
}
