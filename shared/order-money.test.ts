import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MoneyLine, orderMoney, taxOf } from './order-money';

const rate = fc.constantFrom(0, 5, 12, 18, 28);

/** Lines with a discount share each no larger than its line's amount. */
const lines = fc.array(
  fc
    .record({
      price: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      off: fc.double({ min: 0, max: 1, noNaN: true }),
      rate,
    })
    .map(({ price, quantity, off, rate: r }): MoneyLine => ({
      price,
      quantity,
      discount: Math.floor(price * quantity * off),
      rate: r,
    })),
  { minLength: 1, maxLength: 8 },
);

describe('orderMoney', () => {
  it('adds nothing when prices include tax: the total is what it always was', () => {
    const m = orderMoney({
      lines: [{ price: 104_900, quantity: 2, discount: 20_980, rate: 5 }],
      shipping: 4_900,
      codFee: 3_000,
      tax: null,
    });
    expect(m).toMatchObject({ tax: 0, lineTax: [0], shippingTax: 0, codFeeTax: 0 });
    expect(m.total).toBe(2 * 104_900 - 20_980 + 4_900 + 3_000);
  });

  it('taxes each line after its discount share, shipping and the fee at shipping’s rate', () => {
    const m = orderMoney({
      lines: [
        // 999 × 3 − 300 = 2,697 at 5 % = 134.85 → 135 (half up).
        { price: 999, quantity: 3, discount: 300, rate: 5 },
        // 2,360.00 at 18 % = 424.80.
        { price: 236_000, quantity: 1, discount: 0, rate: 18 },
      ],
      shipping: 4_900,
      codFee: 2_500,
      tax: { shippingRate: 18 },
    });
    expect(m.lineTax).toEqual([135, 42_480]);
    expect(m.shippingTax).toBe(882);
    expect(m.codFeeTax).toBe(450);
    expect(m.tax).toBe(135 + 42_480 + 882 + 450);
    expect(m.total).toBe(2_997 - 300 + 236_000 + 4_900 + 2_500 + m.tax);
  });

  it('rounds half up to the paisa, as the invoice does', () => {
    // 10 × 5 % = 0.5 paise → 1; 9 × 5 % = 0.45 → 0.
    expect(
      orderMoney({
        lines: [{ price: 10, quantity: 1, discount: 0, rate: 5 }],
        shipping: 0,
        codFee: 0,
        tax: { shippingRate: 18 },
      }).tax,
    ).toBe(1);
    expect(
      orderMoney({
        lines: [{ price: 9, quantity: 1, discount: 0, rate: 5 }],
        shipping: 0,
        codFee: 0,
        tax: { shippingRate: 18 },
      }).tax,
    ).toBe(0);
  });

  it('has a tax that is the exact sum of its parts, never negative, each the invoice’s', () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        rate,
        (ls, shipping, codFee, shippingRate) => {
          const m = orderMoney({ lines: ls, shipping, codFee, tax: { shippingRate } });
          const parts = m.lineTax.reduce((a, b) => a + b, 0) + m.shippingTax + m.codFeeTax;
          expect(m.tax).toBe(parts);
          for (const t of [...m.lineTax, m.shippingTax, m.codFeeTax]) {
            expect(t).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(t)).toBe(true);
          }
          // Each line's tax is the invoice's exclusive tax of its taxable value, within half a
          // paisa of the exact figure.
          ls.forEach((l, i) => {
            const taxable = l.price * l.quantity - l.discount;
            expect(m.lineTax[i]).toBe(taxOf(taxable, l.rate, 'exclusive').tax);
            expect(Math.abs(m.lineTax[i]! - (taxable * l.rate) / 100)).toBeLessThanOrEqual(0.5);
          });
          expect(m.total).toBe(m.subtotal - m.discount + shipping + codFee + m.tax);
        },
      ),
    );
  });
});
