/**
 * Shop discount (SPEC §5): floor((mrp - price) / mrp * 100); null when either is not a number,
 * mrp is 0 or less, or the price is not below the mrp.
 */
export function discountPercent(price: number, mrp: number | undefined): number | null {
  if (
    typeof mrp !== 'number' ||
    !Number.isFinite(mrp) ||
    !Number.isFinite(price) ||
    mrp <= 0 ||
    price >= mrp
  )
    return null;
  return Math.floor(((mrp - price) / mrp) * 100);
}
