import { toMajor } from '../../../shared/catalogue';
import { formatPrice } from '../../../shared/format';
import { useRuntime } from '../../context';
import { discountLabel, useCardDiscount } from './card-view';

/** A formatted amount from minor units, in the workspace's currency. */
export function useMoney(): (minor: number) => string {
  const { currencySymbol } = useRuntime();
  return (minor) => formatPrice(toMajor(minor), currencySymbol);
}

/** The price, and the list price struck through when it is discounted. */
export function Price({
  price,
  mrp,
  className,
}: {
  price: number;
  mrp: number | null;
  className?: string;
}) {
  const money = useMoney();
  const discounted = useCardDiscount(mrp, price) !== null;
  return (
    <p className={`sw-price${className ? ` ${className}` : ''}`}>
      <span className="sw-price__now">{money(price)}</span>
      {discounted && mrp !== null ? (
        <s className="sw-price__was">
          <span className="sw-visually-hidden">List price </span>
          {money(mrp)}
        </s>
      ) : null}
    </p>
  );
}

/** The discount beside a price ('20% off'), nothing when there is none to show. */
export function OffTag({ price, mrp }: { price: number; mrp: number | null }) {
  const off = useCardDiscount(mrp, price);
  return off !== null ? (
    <span className="sw-off-tag" data-testid="discount-tag">
      {discountLabel(off)}
    </span>
  ) : null;
}
