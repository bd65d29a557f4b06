import type { PaymentMode } from '../../../shared/orders';
import { Skeleton } from '../_shop/OrderParts';
import { paymentModeLabel } from '../_shop/order-view';
import { StepCard } from './StepCard';

/** What the test mode says under its label: plainly, no real money moves. */
export const TEST_MODE_HINT =
  'A test payment: no real money is taken. On the next page you choose whether it succeeds or fails.';

/** Step 2 of checkout: the ways to pay the shop offers, as radio cards. */
export function PaymentStep({
  id,
  heading,
  modes,
  selected,
  noModesText,
  onSelect,
}: {
  id: string;
  heading: string;
  /** Null while the summary loads. */
  modes: readonly PaymentMode[] | null;
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
  } else if (modes.length === 0) {
    content = <p className="sw-muted">{noModesText}</p>;
  } else {
    content = (
      <div className="sw-checkout__modes" role="radiogroup" aria-labelledby={titleId}>
        {modes.map((m) => {
          const checked = m === selected;
          const hintId = `${id}-mode-${m}-hint`;
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
                aria-describedby={m === 'TEST' ? hintId : undefined}
                onChange={() => onSelect(m)}
              />
              <span className="sw-checkout__mode-text">
                <span className="sw-checkout__mode-label">{paymentModeLabel(m)}</span>
                {m === 'TEST' ? (
                  <span id={hintId} className="sw-muted sw-checkout__mode-hint">
                    {TEST_MODE_HINT}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    );
  }
  return (
    <StepCard titleId={titleId} number={2} heading={heading}>
      {content}
    </StepCard>
  );
}
