import {
  LOW_STOCK,
  PRODUCT_STATUS_LABELS,
  type ProductStatus,
} from '../../../shared/admin-catalogue';

const TONE: Record<ProductStatus, string> = { active: 'ok', draft: 'info', archived: 'neutral' };

/** A product's status as a pill: Active (green), Draft (blue), Archived (grey). */
export function StatusPill({ status }: { status: ProductStatus }) {
  return (
    <span className={`swa-status swa-status--${TONE[status]}`} data-status={status}>
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}

/** Stock as a person reads it: units, or a warning when out or low. */
export function StockText({
  units,
  inStock,
  low,
}: {
  units: number;
  inStock: boolean;
  low: boolean;
}) {
  if (!inStock) return <span className="swc-stock swc-stock--out">Out of stock</span>;
  if (!low) return <span className="swc-stock">{units} in stock</span>;
  return (
    <span className="swc-stock swc-stock--low" title={`A variant has ${LOW_STOCK} or fewer left`}>
      {units} in stock · low
    </span>
  );
}
