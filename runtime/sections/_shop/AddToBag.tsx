import { ADD_TO_BAG_LABEL } from '../../../shared/cart';
import { cartStore } from '../../commerce/cart-store';
import { useStoreState } from '../../commerce/use-store';
import { useRuntime } from '../../context';

export const ADDING_TEXT = 'Adding…';
export const OUT_OF_STOCK_TEXT = 'Out of stock';

/**
 * 'Add to bag' (SPEC §4): adds one of the variant with a per-product loading flag; success opens
 * the side cart. Signed-out visitors go to login first; builder mode does nothing.
 */
export function AddToBag({
  variantId,
  inStock = true,
  className,
  label = ADD_TO_BAG_LABEL,
}: {
  variantId: string;
  inStock?: boolean;
  className?: string;
  label?: string;
}) {
  const { mode } = useRuntime();
  const { adding } = useStoreState(cartStore);
  const busy = Boolean(adding[variantId]);
  return (
    <button
      type="button"
      className={`sw-btn sw-btn--primary sw-add-to-bag${className ? ` ${className}` : ''}`}
      disabled={!inStock}
      // Busy, not disabled: a disabled button would drop the keyboard focus while it adds.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-testid="add-to-bag"
      onClick={() => {
        if (mode !== 'builder' && !busy) void cartStore.add(variantId);
      }}
    >
      {busy ? <span className="sw-spinner sw-spinner--small" aria-hidden="true" /> : null}
      <span>{!inStock ? OUT_OF_STOCK_TEXT : busy ? ADDING_TEXT : label}</span>
    </button>
  );
}
