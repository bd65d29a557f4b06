import type { Address, AddressInput } from '../../../shared/orders';
import { FormAlert } from '../../ui/AuthForm';
import { AddressForm } from '../_shop/AddressForm';
import { AddressBlock, Skeleton } from '../_shop/OrderParts';
import { StepCard } from './StepCard';

export const ADD_ADDRESS_TEXT = 'Add a new address';
export const SAVE_ADDRESS_TEXT = 'Save and deliver here';
export const DEFAULT_BADGE_TEXT = 'Default';
export const NEW_ADDRESS_HEADING = 'New address';

type AddressesState =
  | { status: 'loading' }
  | { status: 'ready'; data: Address[] }
  | { status: 'failed'; error: string };

/**
 * Step 1 of checkout: the saved addresses as radio cards (the default chosen first), and "Add a
 * new address", which opens the shared address form; a saved new address is chosen at once.
 */
export function AddressStep({
  id,
  heading,
  addresses,
  selected,
  adding,
  full,
  fullText,
  onSelect,
  onAdd,
  onCancelAdd,
  onSave,
  onRetry,
}: {
  id: string;
  heading: string;
  addresses: AddressesState;
  selected: string | null;
  adding: boolean;
  /** The customer keeps as many addresses as allowed. */
  full: boolean;
  fullText: string;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onCancelAdd: () => void;
  onSave: (input: AddressInput) => Promise<void>;
  onRetry: () => void;
}) {
  const titleId = `${id}-address-title`;
  let content;
  if (addresses.status === 'loading') {
    content = (
      <div
        className="sw-checkout__addresses"
        aria-busy="true"
        data-testid="checkout-addresses-loading"
      >
        {[0, 1].map((i) => (
          <div key={i} className="sw-checkout__address">
            <Skeleton width="45%" />
            <Skeleton width="80%" />
            <Skeleton width="60%" />
          </div>
        ))}
      </div>
    );
  } else if (addresses.status === 'failed') {
    content = (
      <div className="sw-checkout__inline-state">
        <FormAlert>{addresses.error}</FormAlert>
        <button type="button" className="sw-btn sw-btn--secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  } else {
    const list = addresses.data;
    content = (
      <>
        {list.length > 0 ? (
          <div className="sw-checkout__addresses" role="radiogroup" aria-labelledby={titleId}>
            {list.map((a) => {
              const checked = a._id === selected;
              return (
                <label
                  key={a._id}
                  className={`sw-checkout__address sw-checkout__choice${checked ? ' is-selected' : ''}`}
                  data-testid="checkout-address"
                >
                  <input
                    type="radio"
                    name={`${id}-address`}
                    value={a._id}
                    checked={checked}
                    onChange={() => onSelect(a._id)}
                  />
                  <AddressBlock address={a} />
                  {a.isDefault ? <span className="sw-tag">{DEFAULT_BADGE_TEXT}</span> : null}
                </label>
              );
            })}
          </div>
        ) : null}
        {adding ? (
          <div className="sw-checkout__new-address">
            {list.length > 0 ? (
              <h3 className="sw-checkout__subheading">{NEW_ADDRESS_HEADING}</h3>
            ) : null}
            <AddressForm
              id={`${id}-new-address`}
              testId="checkout-address-form"
              submitText={SAVE_ADDRESS_TEXT}
              initial={{ isDefault: list.length === 0 }}
              onSubmit={onSave}
              onCancel={list.length > 0 ? onCancelAdd : undefined}
            />
          </div>
        ) : full ? (
          <p className="sw-muted">{fullText}</p>
        ) : (
          <button
            type="button"
            className="sw-btn sw-btn--secondary sw-checkout__add"
            data-testid="checkout-add-address"
            onClick={onAdd}
          >
            <span aria-hidden="true">+</span>
            {ADD_ADDRESS_TEXT}
          </button>
        )}
      </>
    );
  }
  return (
    <StepCard titleId={titleId} number={1} heading={heading}>
      {content}
    </StepCard>
  );
}
