import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES } from '../../shared/discounts';
import {
  checkDiscount,
  type DiscountRules,
  discountTotal,
  priceBag,
  type PricedLine,
  rankAutomatic,
  spread,
} from './rules';

const NOW = Date.parse('2026-11-29T06:00:00Z');

function rules(over: Partial<DiscountRules> = {}): DiscountRules {
  return {
    id: 'd1',
    code: 'SAVE10',
    title: 'SAVE10',
    kind: 'percent',
    value: 10,
    minSubtotal: 0,
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    scope: 'all',
    scopeIds: [],
    firstOrderOnly: false,
    paused: false,
    used: 0,
    created: '2026-01-01T00:00:00Z',
    ...over,
  };
}

const line = (amount: number, productId = 'p1', categoryIds: string[] = []): PricedLine => ({
  productId,
  categoryIds,
  amount,
});

const ctx = (lines: PricedLine[], over = {}) => ({
  now: NOW,
  lines,
  currency: 'INR',
  customerUses: 0,
  firstOrder: true,
  ...over,
});

describe('discountTotal', () => {
  it('rounds a percentage half up on the total, to the paisa', () => {
    expect(discountTotal('percent', 10, 99_95)).toBe(1000); // 999.5 → 1000
    expect(discountTotal('percent', 15, 333)).toBe(50); // 49.95 → 50
    expect(discountTotal('percent', 15, 33)).toBe(5); // 4.95 → 5
    expect(discountTotal('percent', 10, 4)).toBe(0); // 0.4 → 0
    expect(discountTotal('percent', 100, 12_345)).toBe(12_345);
  });

  it('caps a fixed amount at the eligible subtotal', () => {
    expect(discountTotal('fixed', 50_000, 30_000)).toBe(30_000);
    expect(discountTotal('fixed', 10_000, 30_000)).toBe(10_000);
    expect(discountTotal('fixed', 10_000, 0)).toBe(0);
  });
});

describe('spread', () => {
  it('gives the leftover paise to the largest remainders, earlier line first on a tie', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(10, [333, 667])).toEqual([3, 7]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(5, [0, 10])).toEqual([0, 5]);
  });

  it('sums exactly, is never negative and never above a line, for any bag', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, f) => {
          const sum = amounts.reduce((n, a) => n + a, 0);
          const total = Math.floor(sum * f);
          const shares = spread(total, amounts);
          expect(shares.reduce((n, s) => n + s, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(amounts[i]!);
            expect(Number.isInteger(s)).toBe(true);
          });
        },
      ),
    );
  });
});

describe('priceBag', () => {
  it('covers only the lines in scope', () => {
    const lines = [line(10_000, 'a', ['shoes']), line(30_000, 'b', ['shirts'])];
    expect(priceBag(rules({ scope: 'categories', scopeIds: ['shoes'] }), lines)).toEqual({
      total: 1000,
      shares: [1000, 0],
      eligible: 10_000,
    });
    expect(priceBag(rules({ scope: 'products', scopeIds: ['b'] }), lines).shares).toEqual([
      0, 3000,
    ]);
  });

  it('never makes a total negative, and its shares add up, for any rules and bag', () => {
    const arbLine = fc.record({
      productId: fc.constantFrom('a', 'b', 'c'),
      categoryIds: fc.subarray(['x', 'y']),
      amount: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('percent' as const, 'fixed' as const),
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.constantFrom('all' as const, 'categories' as const, 'products' as const),
        fc.subarray(['a', 'b', 'x', 'y']),
        (lines, kind, raw, scope, scopeIds) => {
          const value = kind === 'percent' ? (raw % 100) + 1 : raw;
          const p = priceBag({ kind, value, scope, scopeIds }, lines);
          const subtotal = lines.reduce((n, l) => n + l.amount, 0);
          expect(p.shares.reduce((n, s) => n + s, 0)).toBe(p.total);
          expect(p.total).toBeLessThanOrEqual(p.eligible);
          expect(subtotal - p.total).toBeGreaterThanOrEqual(0);
          p.shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(lines[i]!.amount);
          });
        },
      ),
    );
  });
});

describe('checkDiscount', () => {
  const bag = [line(50_000)];

  it('says why a code does not apply, in order', () => {
    const reason = (r: Partial<DiscountRules>, c = {}, lines = bag) => {
      const v = checkDiscount(rules(r), ctx(lines, c));
      return v.ok ? 'ok' : v.reason;
    };
    expect(reason({ paused: true, endsAt: '2026-02-01T00:00:00Z' })).toBe(DISCOUNT_MESSAGES.paused);
    expect(reason({ startsAt: '2026-12-05T00:00:00Z' })).toBe(
      'This code starts on 5 December 2026',
    );
    expect(reason({ endsAt: '2026-02-01T00:00:00Z' })).toBe('This code has expired');
    expect(reason({ usageLimit: 5, used: 5 })).toBe('This code has been used up');
    expect(reason({ perCustomerLimit: 1 }, { customerUses: 1 })).toBe(
      'You have already used this code',
    );
    expect(reason({ firstOrderOnly: true }, { firstOrder: false })).toBe(
      'This code is for your first order only',
    );
    expect(reason({ scope: 'products', scopeIds: ['zz'] })).toBe(
      'This code does not apply to anything in your bag',
    );
    expect(reason({ minSubtotal: 75_000 })).toBe('Add ₹250 more to use this code');
    expect(reason({ minSubtotal: 50_050 })).toBe('Add ₹0.50 more to use this code');
    expect(reason({ minSubtotal: 50_000 })).toBe('ok');
  });

  it('compares the minimum with the eligible lines only', () => {
    const lines = [line(40_000, 'a'), line(40_000, 'b')];
    const v = checkDiscount(
      rules({ scope: 'products', scopeIds: ['a'], minSubtotal: 50_000 }),
      ctx(lines),
    );
    expect(v).toEqual({ ok: false, reason: 'Add ₹100 more to use this code' });
  });
});

describe('rankAutomatic', () => {
  it('puts the largest saving first, the older discount first on a tie', () => {
    const a = rules({ id: 'a', code: null, kind: 'fixed', value: 5000, created: '2026-02-01' });
    const b = rules({ id: 'b', code: null, kind: 'percent', value: 20, created: '2026-03-01' });
    const c = rules({ id: 'c', code: null, kind: 'fixed', value: 10_000, created: '2026-01-01' });
    const gone = rules({
      id: 'd',
      code: null,
      kind: 'fixed',
      value: 40_000,
      usageLimit: 1,
      used: 1,
    });
    const ranked = rankAutomatic(
      [a, b, c, gone].map((r) => ({ rules: r, customerUses: 0 })),
      { now: NOW, lines: [line(50_000)], currency: 'INR', firstOrder: true },
    );
    expect(ranked.map((f) => f.rules.id)).toEqual(['c', 'b', 'a']);
  });
});
