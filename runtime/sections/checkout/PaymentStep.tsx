import type { PaymentMode } from '../../../shared/orders';
import { formatMoney } from '../_shop/order-view';
import { Skeleton } from '../_shop/OrderParts';
import { paymentModeLabel } from '../_shop/order-view';
import { StepCard } from './StepCard';

/** What the test mode says under its label: plainly, no real money moves. */
export const TEST_MODE_HINT =
  'A test payment: no real money is taken. On the next page you choose whether it succeeds or fails.';

/** What cash on delivery says under its label, with its fee when there is one. */
export function codHint(fee: number, currency: string): string {
  return fee > 0
    ? `Pay in cash when your order arrives. A fee of ${formatMoney(fee, currency)} is added.`
    : 'Pay in cash when your order arrives.';
}

/**
 * Step 2 of checkout: the ways to pay the shop offers, as radio cards; cash on delivery with its
 * fee, or, when the bag is over its limit, the reason it is not offered.
 */
export function PaymentStep({
  id,
  heading,
  modes,
  cod,
  selected,
  noModesText,
  onSelect,
}: {
  id: string;
  heading: string;
  /** Null while the summary loads. */
  modes: readonly PaymentMode[] | null;
  /** The shop's cash on delivery (fee, refusal) when it takes it. */
  cod: { fee?: number; refusal?: string | null; currency: string } | null;
  selected: PaymentMode | null;
  noModesText: string;
  onSelect: (mode: PaymentMode) => void;
}) {
  const titleId = `${id}-payment-title`;
  let content;
  if (!modes) {
    content = (
      <div className="sw-checkout__modes" aria-busy="true">
        <div className="sw-checkout__mode">
          <Skeleton width="55%" />
        </div>
      </div>
    );
  } else if (modes.length === 0 && !cod?.refusal) {
    content = <p className="sw-muted">{noModesText}</p>;
  } else {
    content = (
      <div className="sw-checkout__modes" role="radiogroup" aria-labelledby={titleId}>
        {modes.map((m) => {
          const checked = m === selected;
          const hintId = `${id}-mode-${m}-hint`;
          const hint =
            m === 'TEST'
              ? TEST_MODE_HINT
              : m === 'COD' && cod
                ? codHint(cod.fee ?? 0, cod.currency)
                : null;
          return (
            <label
              key={m}
              className={`sw-checkout__mode sw-checkout__choice${checked ? ' is-selected' : ''}`}
              data-testid="checkout-payment-mode"
            >
              <input
                type="radio"
                name={`${id}-payment`}
                value={m}
                checked={checked}
                aria-describedby={hint ? hintId : undefined}
                onChange={() => onSelect(m)}
              />
              <span className="sw-checkout__mode-text">
                <span className="sw-checkout__mode-label">{paymentModeLabel(m)}</span>
                {hint ? (
                  <span id={hintId} className="sw-muted sw-checkout__mode-hint">
                    {hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
        {cod?.refusal ? (
          <p className="sw-muted sw-checkout__mode-hint" data-testid="checkout-cod-refusal">
            {cod.refusal}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <StepCard titleId={titleId} number={2} heading={heading}>
      {content}
    </StepCard>
  );
}
