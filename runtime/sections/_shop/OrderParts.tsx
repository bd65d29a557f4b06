// Small pieces the checkout, payment and account screens share: a status badge, an address as
// printed lines, a line's thumbnail, and the grey skeleton shown where data is still coming.
import type { ProductMedia } from '../../../shared/catalogue';
import type { OrderAddress } from '../../../shared/orders';
import { ProductImage } from './CardParts';
import { ShopIcon } from './icons';
import { addressLines, statusLabel, statusTone } from './order-view';

/** An order's status as a coloured badge (the label of shared/orders.ts). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`sw-status sw-status--${statusTone(status)}`} data-testid="order-status">
      {statusLabel(status)}
    </span>
  );
}

/** An address: the name, its lines and the phone, as an `<address>`. */
export function AddressBlock({
  address,
  className,
}: {
  address: OrderAddress;
  className?: string;
}) {
  return (
    <address className={`sw-address${className ? ` ${className}` : ''}`}>
      <strong className="sw-address__name">{address.name}</strong>
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      {address.phone ? <span className="sw-muted">{`Phone ${address.phone}`}</span> : null}
    </address>
  );
}

/** A product line's picture, or the image icon on a grey square without one. */
export function LineThumb({
  image,
  className,
}: {
  image: ProductMedia | null;
  className?: string;
}) {
  return (
    <span className={`sw-line-thumb${className ? ` ${className}` : ''}`}>
      {image ? (
        <ProductImage media={image} alt="" className="sw-line-thumb__img" />
      ) : (
        <ShopIcon name="image" size={20} />
      )}
    </span>
  );
}

/** A grey block standing in for text that is loading (hidden from assistive technology). */
export function Skeleton({ width, className }: { width?: string; className?: string }) {
  return (
    <span
      className={`sw-skeleton${className ? ` ${className}` : ''}`}
      style={width ? { width } : undefined}
      aria-hidden="true"
    />
  );
}
