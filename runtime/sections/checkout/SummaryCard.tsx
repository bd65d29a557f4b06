import { type ReactNode, useState } from 'react';
import { TAX_NOTES } from '../../../shared/gst';
import { CHECKOUT_MESSAGES } from '../../../shared/orders';
import { LineThumb, Skeleton } from '../_shop/OrderParts';
import type { CheckoutSummaryData } from '../_shop/orders-api';
import { formatMoney } from '../_shop/order-view';

export const EDIT_BAG_TEXT = 'Edit bag';
export const SUBTOTAL_TEXT = 'Subtotal';
export const SHIPPING_TEXT = 'Shipping';
export const TOTAL_TEXT = 'Total';
export const FREE_TEXT = 'Free';
export const COD_FEE_TEXT = 'Cash on delivery fee';
export const PROBLEMS_TEXT = 'Some items in your bag need a change:';

/** 'Discount (SAVE10)': the code, or an automatic discount's name. */
export function discountRowText(title: string): string {
  return `Discount (${title})`;
}

/** 'Show order summary' / 'Hide order summary' on phones, with the item count. */
export function summaryToggleText(open: boolean, count: number): string {
  return `${open ? 'Hide' : 'Show'} order summary (${count} ${count === 1 ? 'item' : 'items'})`;
}

/** 'Free shipping on orders of ₹999 or more.' */
export function freeShippingText(freeFrom: number, currency: string): string {
  return `Free shipping on orders of ${formatMoney(freeFrom, currency)} or more.`;
}

/**
 * The bag as the server priced it: each line (picture, name, variant, quantity, amount), what
 * stops the order (problems), subtotal, shipping and total, and a way back to the bag. Phones see
 * the total with a button that opens the lines; wide screens see everything, sticky.
 */
export function SummaryCard({
  id,
  heading,
  summary,
  codFee,
  onEditBag,
  discountField,
}: {
  id: string;
  heading: string;
  /** Null while it loads. */
  summary: CheckoutSummaryData | null;
  /** Cash on delivery is chosen: its fee, added to the total. */
  codFee: number | null;
  onEditBag: () => void;
  /** The discount code box, shown under the lines on wide screens and always on phones. */
  discountField?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const titleId = `${id}-summary-title`;
  const bodyId = `${id}-summary-body`;
  const count = summary ? summary.lines.reduce((n, l) => n + l.quantity, 0) : 0;
  const money = (minor: number) => (summary ? formatMoney(minor, summary.currency) : '');
  // Cash on delivery chosen: its fee and, with prices before tax, the fee's GST.
  const codTax = codFee && summary?.cod?.tax ? summary.cod.tax : 0;
  const total = summary ? summary.total + (codFee ?? 0) + codTax : 0;

  return (
    <aside
      className="sw-checkout__card sw-checkout__summary"
      aria-labelledby={titleId}
      aria-busy={summary ? undefined : true}
      data-testid="checkout-summary"
    >
      <div className="sw-checkout__summary-head">
        <h2 id={titleId} className="sw-checkout__step-title">
          {heading}
        </h2>
        <button
          type="button"
          className="sw-auth__link sw-checkout__edit-bag"
          disabled={!summary}
          onClick={onEditBag}
        >
          {EDIT_BAG_TEXT}
        </button>
      </div>
      {summary ? (
        <button
          type="button"
          className="sw-checkout__summary-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{summaryToggleText(open, count)}</span>
          <strong>{money(total)}</strong>
        </button>
      ) : null}
      {summary && discountField ? (
        <div className="sw-checkout__discount-slot">{discountField}</div>
      ) : null}
      {summary && summary.problems.length > 0 ? (
        <div className="sw-checkout__problems" role="alert" data-testid="checkout-problems">
          <p>{PROBLEMS_TEXT}</p>
          <ul>
            {summary.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div id={bodyId} className={`sw-checkout__summary-body${open ? ' is-open' : ''}`}>
        {summary ? (
          <>
            <ul className="sw-checkout__lines">
              {summary.lines.map((line) => (
                <li
                  key={line.productVariantId}
                  className="sw-checkout__line"
                  data-testid="checkout-line"
                >
                  <span className="sw-checkout__line-pic">
                    <LineThumb image={line.image} />
                    <span className="sw-checkout__qty" aria-hidden="true">
                      {String(line.quantity)}
                    </span>
                  </span>
                  <span className="sw-checkout__line-text">
                    <span className="sw-checkout__line-name">{line.name}</span>
                    {line.variantTitle ? (
                      <span className="sw-muted">{line.variantTitle}</span>
                    ) : null}
                    <span className="sw-muted">{`Qty ${line.quantity} × ${money(line.price)}`}</span>
                  </span>
                  <span className="sw-checkout__line-amount">
                    {money(line.price * line.quantity)}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="sw-checkout__totals">
              <div>
                <dt>{SUBTOTAL_TEXT}</dt>
                <dd>{money(summary.subtotal)}</dd>
              </div>
              {summary.discount ? (
                <div className="sw-checkout__saving" data-testid="checkout-discount">
                  <dt>{discountRowText(summary.discount.code ?? summary.discount.title)}</dt>
                  <dd>{`−${money(summary.discount.amount)}`}</dd>
                </div>
              ) : null}
              <div>
                <dt>{SHIPPING_TEXT}</dt>
                <dd data-testid="checkout-shipping">
                  {summary.shippingPending
                    ? CHECKOUT_MESSAGES.shippingPending
                    : summary.shipping === 0
                      ? FREE_TEXT
                      : money(summary.shipping)}
                </dd>
              </div>
              {codFee ? (
                <div>
                  <dt>{COD_FEE_TEXT}</dt>
                  <dd data-testid="checkout-cod-fee">{money(codFee)}</dd>
                </div>
              ) : null}
              {summary.taxesExcluded ? (
                <div>
                  <dt>{TAX_NOTES.row}</dt>
                  <dd data-testid="checkout-tax">
                    {summary.taxPending
                      ? CHECKOUT_MESSAGES.shippingPending
                      : money((summary.tax ?? 0) + codTax)}
                  </dd>
                </div>
              ) : null}
              <div className="sw-checkout__total">
                <dt>{TOTAL_TEXT}</dt>
                <dd data-testid="checkout-total">{money(total)}</dd>
              </div>
            </dl>
            {summary.shipping > 0 && summary.shippingFreeAbove !== null ? (
              <p className="sw-muted sw-checkout__free-note">
                {freeShippingText(summary.shippingFreeAbove, summary.currency)}
              </p>
            ) : null}
          </>
        ) : (
          <div className="sw-checkout__skeleton" data-testid="checkout-summary-loading">
            {[0, 1].map((i) => (
              <div key={i} className="sw-checkout__line">
                <Skeleton className="sw-skeleton--thumb" />
                <span className="sw-checkout__line-text">
                  <Skeleton width="70%" />
                  <Skeleton width="40%" />
                </span>
              </div>
            ))}
            <Skeleton width="100%" />
            <Skeleton width="60%" />
          </div>
        )}
      </div>
    </aside>
  );
}
