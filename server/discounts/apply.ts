// The discounts' work inside another domain's transaction: what discount a bag gets (the shopper's
// code, else the best automatic discount), claiming its use when the order is placed, and giving
// the use back when an unpaid order is given up. Orders call these with their transaction.
import { DISCOUNT_MESSAGES } from '../../shared/discounts';
import { productCategories } from '../catalogue';
import {
  claimUse,
  customerUses,
  discountByCode,
  liveAutomatic,
  reclaimUse,
  recordUse,
  type DiscountUse,
  releaseUse,
  type Trx,
} from './repo';
import {
  type BagDiscount,
  checkDiscount,
  type DiscountRules,
  type PricedLine,
  rankAutomatic,
} from './rules';

/** A bag line as the discount needs it: its product and its amount (price × quantity). */
export type DiscountLine = { productId: string; amount: number };

export type DiscountAsk = {
  /** The shopper's code; null or '' for none (then the best automatic discount applies). */
  code: string | null;
  userId: string;
  lines: readonly DiscountLine[];
  currency: string;
  /** The customer has no paid order yet (orders decide). */
  firstOrder: boolean;
  now: number;
};

/** One discount that fits the bag: its rules and what it takes off each line. */
export type DiscountFit = { rules: DiscountRules } & BagDiscount;

/** What a bag gets: a code's refusal, the fits in the order to try them, or nothing. */
export type DiscountQuote =
  { kind: 'refused'; reason: string; code: string } | { kind: 'fits'; fits: DiscountFit[] };

async function pricedLines(
  trx: Trx,
  workspaceId: string,
  lines: readonly DiscountLine[],
): Promise<PricedLine[]> {
  const cats = await productCategories(trx, workspaceId, [
    ...new Set(lines.map((l) => l.productId)),
  ]);
  return lines.map((l) => ({ ...l, categoryIds: cats.get(l.productId) ?? [] }));
}

/**
 * The discount of a bag: with a code, that code or the reason it does not apply; without one, the
 * automatic discounts that apply, best first (placing an order claims the first it can).
 */
export async function quoteDiscount(
  trx: Trx,
  workspaceId: string,
  ask: DiscountAsk,
): Promise<DiscountQuote> {
  const code = (ask.code ?? '').trim();
  const lines = await pricedLines(trx, workspaceId, ask.lines);
  const ctx = { now: ask.now, lines, currency: ask.currency, firstOrder: ask.firstOrder };
  if (code !== '') {
    const rules = await discountByCode(trx, workspaceId, code);
    if (!rules) return { kind: 'refused', reason: DISCOUNT_MESSAGES.notValid, code };
    const mine = await customerUses(trx, workspaceId, ask.userId, [rules.id]);
    const v = checkDiscount(rules, { ...ctx, customerUses: mine.get(rules.id) ?? 0 });
    return v.ok ? { kind: 'fits', fits: [v] } : { kind: 'refused', reason: v.reason, code };
  }
  const automatic = await liveAutomatic(trx, workspaceId, new Date(ask.now).toISOString());
  const mine = await customerUses(
    trx,
    workspaceId,
    ask.userId,
    automatic.map((a) => a.id),
  );
  return {
    kind: 'fits',
    fits: rankAutomatic(
      automatic.map((rules) => ({ rules, customerUses: mine.get(rules.id) ?? 0 })),
      ctx,
    ),
  };
}

/**
 * Claims the first fit whose limits still allow one more use (inside the order's transaction):
 * a code has one fit, so a code used up meanwhile is refused with its reason; automatic
 * discounts fall back to the next best, or to none. The caller writes the order with the fit's
 * amounts, then `recordDiscountUse`.
 */
export async function claimDiscount(
  trx: Trx,
  workspaceId: string,
  userId: string,
  fits: readonly DiscountFit[],
): Promise<{ ok: true; fit: DiscountFit | null } | { ok: false; reason: string }> {
  for (const fit of fits) {
    const r = await claimUse(trx, workspaceId, {
      discountId: fit.rules.id,
      userId,
      perCustomerLimit: fit.rules.perCustomerLimit,
    });
    if (r === true) return { ok: true, fit };
    if (fit.rules.code !== null) return { ok: false, reason: DISCOUNT_MESSAGES[r] };
  }
  return { ok: true, fit: null };
}

/** Names the order a claimed use belongs to (after the order row is written). */
export async function recordDiscountUse(trx: Trx, workspaceId: string, use: DiscountUse) {
  await recordUse(trx, workspaceId, use);
}

/** An unpaid order given up (expired, payment failed) gives its discount's use back. */
export async function releaseDiscountUse(
  trx: Trx,
  workspaceId: string,
  orderId: string,
  at: string,
) {
  await releaseUse(trx, workspaceId, orderId, at);
}

/** An order paid after it was given up holds its use again (it paid the discounted price). */
export async function reclaimDiscountUse(trx: Trx, workspaceId: string, orderId: string) {
  await reclaimUse(trx, workspaceId, orderId);
}
