// An order's money, computed in one place for the checkout summary, the order placed and (through
// taxOf) its GST invoice: subtotal − discount + shipping + cash-on-delivery fee + GST = total.
// GST is added only when the shop's prices exclude it (docs/gst.md, "Prices before tax"); with
// prices that include it (the default) the tax is 0 and the total is what it always was.
// Money in integer minor units (paise).

export type TaxMode = 'inclusive' | 'exclusive';

/** Rounds a non-negative ratio n / d to the nearest integer, halves up, in exact integer math. */
function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * The taxable value and tax of an amount at a rate. Inclusive (prices include GST, the default):
 * taxable = round(amount × 100 / (100 + rate)), tax = amount − taxable, so the two always add
 * up to what was paid. Exclusive: taxable = amount, tax = round(amount × rate / 100). Rounding
 * is half up to the paisa; a negative amount (a credit) is the mirror of the positive one.
 */
export function taxOf(
  amount: number,
  rate: number,
  mode: TaxMode,
): { taxable: number; tax: number } {
  const sign = amount < 0 ? -1 : 1;
  const a = Math.abs(amount);
  if (mode === 'inclusive') {
    const taxable = roundDiv(a * 100, 100 + rate);
    return { taxable: sign * taxable, tax: sign * (a - taxable) };
  }
  return { taxable: sign * a, tax: sign * roundDiv(a * rate, 100) };
}

/** A line of an order for its money: unit price, quantity, its share of the discount, GST rate. */
export type MoneyLine = { price: number; quantity: number; discount: number; rate: number };

export type OrderMoneyInput = {
  lines: readonly MoneyLine[];
  shipping: number;
  codFee: number;
  /** GST added on top (prices exclude it), with shipping's rate (also the fee's); null: none. */
  tax: { shippingRate: number } | null;
};

export type OrderMoney = {
  subtotal: number;
  /** The sum of the lines' discount shares. */
  discount: number;
  shipping: number;
  codFee: number;
  /** Each line's GST, in the lines' order (all 0 without tax on top). */
  lineTax: number[];
  shippingTax: number;
  codFeeTax: number;
  /** lineTax summed, plus shipping's and the fee's: what the order stores as `tax`. */
  tax: number;
  total: number;
};

/**
 * The money of an order: each line's taxable value is its amount less its discount share, and
 * its GST that value at its rate (taxOf, exclusive), as the invoice computes it line by line;
 * shipping and the cash-on-delivery fee are taxed at shipping's rate. The tax is the exact sum of
 * the lines' taxes, so the invoice's tax total equals it.
 */
export function orderMoney(input: OrderMoneyInput): OrderMoney {
  const subtotal = input.lines.reduce((n, l) => n + l.price * l.quantity, 0);
  const discount = input.lines.reduce((n, l) => n + l.discount, 0);
  const on = input.tax;
  const taxAt = (amount: number, rate: number) =>
    on && amount > 0 ? taxOf(amount, rate, 'exclusive').tax : 0;
  const lineTax = input.lines.map((l) => taxAt(l.price * l.quantity - l.discount, l.rate));
  const shippingTax = taxAt(input.shipping, on?.shippingRate ?? 0);
  const codFeeTax = taxAt(input.codFee, on?.shippingRate ?? 0);
  const tax = lineTax.reduce((a, b) => a + b, 0) + shippingTax + codFeeTax;
  return {
    subtotal,
    discount,
    shipping: input.shipping,
    codFee: input.codFee,
    lineTax,
    shippingTax,
    codFeeTax,
    tax,
    total: subtotal - discount + input.shipping + input.codFee + tax,
  };
}
