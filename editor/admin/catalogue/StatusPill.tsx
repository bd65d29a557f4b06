import { PRODUCT_STATUS_LABELS, type ProductStatus } from '../../../shared/admin-catalogue';

const TONE: Record<ProductStatus, string> = { active: 'ok', draft: 'info', archived: 'neutral' };

/** A product's status as a pill: Active (green), Draft (blue), Archived (grey). */
export function StatusPill({ status }: { status: ProductStatus }) {
  return (
    <span className={`swa-status swa-status--${TONE[status]}`} data-status={status}>
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}

/** Stock as a person reads it: units, or a warning when out, or how many variants run low. */
export function StockText({
  units,
  inStock,
  lowVariants,
}: {
  units: number;
  inStock: boolean;
  lowVariants: number;
}) {
  if (!inStock) return <span className="swc-stock swc-stock--out">Out of stock</span>;
  if (lowVariants === 0) return <span className="swc-stock">{units} in stock</span>;
  const variants = lowVariants === 1 ? '1 variant' : `${lowVariants} variants`;
  return (
    <span
      className="swc-stock swc-stock--low"
      title={`${variants} at or below the low-stock alert`}
    >
      {units} in stock · {variants} low
    </span>
  );
}
