import { useCallback, useEffect, useState } from 'react';
import type { CheckoutConfig } from '../../../schemas/sections/checkout';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  CHECKOUT_MESSAGES,
  type Address,
  type AddressInput,
  type PaymentMode,
} from '../../../shared/orders';
import { returnPolicyText } from '../../../shared/shipping';
import { commerceApi, failureText, isStatus } from '../../commerce/api';
import { cartStore } from '../../commerce/cart-store';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { navigate } from '../../ui/account';
import { FormAlert } from '../../ui/AuthForm';
import { requireSignIn, signInAgainOn401 } from '../_shop/account-guard';
import {
  addAddress,
  applyDiscountCode,
  loadAddresses,
  loadSummary,
  safeRedirect,
  startCheckout,
  type CheckoutSummaryData,
} from '../_shop/orders-api';
import { formatMoney } from '../_shop/order-view';
import { RetryCard } from '../_shop/RetryCard';
import { SAMPLE_ADDRESSES, SAMPLE_SUMMARY } from '../_shop/samples';
import { AddressStep } from './AddressStep';
import { DiscountField } from './DiscountField';
import { PaymentStep } from './PaymentStep';
import { SummaryCard } from './SummaryCard';

export const EMPTY_BAG_TEXT = CHECKOUT_MESSAGES.emptyBag;
export const CONTINUE_SHOPPING_TEXT = 'Continue shopping';
export const SUMMARY_FAILED_TEXT = 'Your bag could not be loaded for checkout.';
export { RETRY_TEXT } from '../_shop/RetryCard';
export const FIX_BAG_TEXT = 'Please fix the items marked in your bag before paying.';
export const NO_PAYMENT_MODES_TEXT = 'This shop does not take payments yet.';
export const REDIRECTING_TEXT = 'Taking you to the payment page…';
export const PLACE_ORDER_TEXT = 'Place order';
export const PLACING_TEXT = 'Placing your order…';

type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: string };

/** Where the applied code is kept for this tab, so a reload keeps it. */
const CODE_KEY = 'sw-discount-code';

function storedCode(): string | null {
  try {
    return sessionStorage.getItem(CODE_KEY);
  } catch {
    return null;
  }
}

function storeCode(code: string | null) {
  try {
    if (code) sessionStorage.setItem(CODE_KEY, code);
    else sessionStorage.removeItem(CODE_KEY);
  } catch {
    // Storage off (private mode): the code lasts as long as the page.
  }
}

/** The address checkout starts with: the default, else the first. */
export function preferredAddress(addresses: readonly Address[]): string | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?._id ?? null;
}

/**
 * The checkout screen (/checkout, built in): the delivery address (a saved one, or a new one
 * saved through the shared address form), the bag as the server prices it, the way to pay, and
 * "Pay ₹…", which makes the order (GET checkout/init) and sends the whole page to the payment
 * page. Signed-out visitors go to /login?from=/checkout. Builder mode shows sample data and calls
 * nothing. Two columns from 960 px (summary on the right, sticky), one below it (summary first,
 * collapsed to its total).
 */
export function Checkout({ id, config }: SectionProps<CheckoutConfig>) {
  const { mode } = useRuntime();
  const builder = mode === 'builder';
  const [summary, setSummary] = useState<Loadable<CheckoutSummaryData>>(
    builder ? { status: 'ready', data: SAMPLE_SUMMARY } : { status: 'loading' },
  );
  const [addresses, setAddresses] = useState<Loadable<Address[]>>(
    builder ? { status: 'ready', data: SAMPLE_ADDRESSES } : { status: 'loading' },
  );
  const [addressId, setAddressId] = useState<string | null>(
    builder ? preferredAddress(SAMPLE_ADDRESSES) : null,
  );
  const [adding, setAdding] = useState(false);
  const [paymentMode, setPaymentMode] = useState<PaymentMode | null>(
    builder ? (SAMPLE_SUMMARY.paymentModes[0] ?? null) : null,
  );
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The discount code in use (the server said it applies), and why the last one did not. */
  const [code, setCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeBusy, setCodeBusy] = useState(false);

  const applySummary = useCallback((data: CheckoutSummaryData) => {
    setSummary({ status: 'ready', data });
    // A code that stopped applying (the bag changed, it ran out): say why and drop it.
    if (data.discountRefusal) {
      setCodeError(data.discountRefusal);
      setCode(null);
      storeCode(null);
    }
    setPaymentMode((m) =>
      m && data.paymentModes.includes(m) ? m : (data.paymentModes[0] ?? null),
    );
  }, []);

  /**
   * Reads the summary again (after a refusal, a change in the bag or of the address: shipping
   * is priced for the chosen address), keeping the old one shown.
   */
  const refreshSummary = useCallback(async () => {
    try {
      applySummary(await loadSummary(commerceApi(), { discountCode: storedCode(), addressId }));
    } catch (err) {
      if (!signInAgainOn401(err)) setPayError(failureText(err, SUMMARY_FAILED_TEXT));
    }
  }, [applySummary, addressId]);

  // A chosen address prices the shipping for its state.
  useEffect(() => {
    if (!builder && addressId) void refreshSummary();
  }, [builder, addressId, refreshSummary]);

  useEffect(() => {
    if (builder || !requireSignIn()) return undefined;
    let live = true;
    const api = commerceApi();
    const kept = storedCode();
    loadSummary(api, { discountCode: kept }).then(
      (data) => {
        if (!live) return;
        applySummary(data);
        if (kept && !data.discountRefusal) setCode(kept);
      },
      (err: unknown) => {
        if (!live || signInAgainOn401(err)) return;
        setSummary({ status: 'failed', error: failureText(err, SUMMARY_FAILED_TEXT) });
      },
    );
    loadAddresses(api).then(
      (list) => {
        if (!live) return;
        setAddresses({ status: 'ready', data: list });
        setAddressId((current) =>
          current && list.some((a) => a._id === current) ? current : preferredAddress(list),
        );
        // Nothing saved yet: the form is the step.
        if (list.length === 0) setAdding(true);
      },
      (err: unknown) => {
        if (!live || signInAgainOn401(err)) return;
        setAddresses({ status: 'failed', error: failureText(err, INTERNAL_ERROR_MESSAGE) });
      },
    );
    return () => {
      live = false;
    };
  }, [builder, attempt, applySummary]);

  // The bag changed in the side cart (Edit bag): price it again.
  useEffect(() => {
    if (builder) return undefined;
    return cartStore.subscribe((next, prev) => {
      if (next.lines !== prev.lines && prev.status === 'ready') void refreshSummary();
    });
  }, [builder, refreshSummary]);

  const saveAddress = async (input: AddressInput) => {
    if (builder) {
      setAdding(false);
      return;
    }
    const api = commerceApi();
    const saved = await addAddress(api, input);
    const before = addresses.status === 'ready' ? addresses.data : [];
    const list = await loadAddresses(api);
    setAddresses({ status: 'ready', data: list });
    // The new address: the one the answer named, else the one that was not there before.
    const fresh = saved?._id ?? list.find((a) => !before.some((b) => b._id === a._id))?._id;
    setAddressId(fresh ?? preferredAddress(list));
    setAdding(false);
    setPayError(null);
  };

  const applyCode = async (next: string) => {
    if (builder) return;
    setCodeBusy(true);
    setCodeError(null);
    try {
      const data = await applyDiscountCode(commerceApi(), next, addressId);
      const applied = data.discount?.code ?? next.toUpperCase();
      storeCode(applied);
      setCode(applied);
      applySummary(data);
    } catch (err) {
      if (!signInAgainOn401(err)) setCodeError(failureText(err, INTERNAL_ERROR_MESSAGE));
    } finally {
      setCodeBusy(false);
    }
  };

  const removeCode = async () => {
    storeCode(null);
    setCode(null);
    setCodeError(null);
    await refreshSummary();
  };

  const pay = async () => {
    if (paying || summary.status !== 'ready') return;
    setPayError(null);
    if (!addressId) {
      setPayError(CHECKOUT_MESSAGES.address);
      return;
    }
    if (!paymentMode) {
      setPayError(CHECKOUT_MESSAGES.paymentMode);
      return;
    }
    if (builder) return;
    setPaying(true);
    try {
      const start = await startCheckout(commerceApi(), addressId, paymentMode, code);
      const url = safeRedirect(start.redirectUrl);
      // Cash on delivery is confirmed already: the redirect is to the receipt.
      if (!url) throw new Error(INTERNAL_ERROR_MESSAGE);
      // The button stays busy while the browser leaves for the payment page.
      navigate(url);
    } catch (err) {
      setPaying(false);
      if (signInAgainOn401(err)) return;
      setPayError(failureText(err, INTERNAL_ERROR_MESSAGE));
      // The stock or the prices moved under the customer: show the bag as it is now.
      if (isStatus(err, 409)) void refreshSummary();
      if (isStatus(err, 404) && addresses.status === 'ready') {
        const list = await loadAddresses(commerceApi()).catch(() => null);
        if (list) {
          setAddresses({ status: 'ready', data: list });
          setAddressId(preferredAddress(list));
        }
      }
    }
  };

  const headingId = `${id}-heading`;
  let body;
  if (summary.status === 'failed') {
    body = (
      <RetryCard
        className="sw-checkout__card sw-checkout__state"
        error={summary.error}
        onRetry={() => {
          setSummary({ status: 'loading' });
          setAddresses({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else if (summary.status === 'ready' && summary.data.lines.length === 0) {
    body = (
      <div className="sw-checkout__card sw-checkout__state" data-testid="checkout-empty">
        <p>{EMPTY_BAG_TEXT}</p>
        <a className="sw-btn sw-btn--primary" href="/">
          {CONTINUE_SHOPPING_TEXT}
        </a>
      </div>
    );
  } else {
    const data = summary.status === 'ready' ? summary.data : null;
    const blocked = Boolean(data && data.problems.length > 0);
    const noModes = Boolean(data && data.paymentModes.length === 0);
    const cod = paymentMode === 'COD';
    // The fee, and its GST when prices exclude tax, join the total when COD is chosen.
    const codExtra = cod && data?.cod ? data.cod.fee + (data.cod.tax ?? 0) : 0;
    const buttonWord = cod ? PLACE_ORDER_TEXT : config.payButtonText;
    const payText = data
      ? `${buttonWord} ${formatMoney(data.total + codExtra, data.currency)}`
      : buttonWord;
    body = (
      <div className="sw-checkout__layout">
        <SummaryCard
          id={id}
          heading={config.summaryHeading}
          summary={data}
          codFee={cod && data?.cod ? data.cod.fee : null}
          onEditBag={() => {
            if (!builder) cartStore.openPanel();
          }}
          discountField={
            <DiscountField
              applied={code}
              error={codeError}
              busy={codeBusy}
              onApply={(next) => void applyCode(next)}
              onRemove={() => void removeCode()}
            />
          }
        />
        <div className="sw-checkout__main">
          <AddressStep
            id={id}
            heading={config.addressHeading}
            addresses={addresses}
            selected={addressId}
            adding={adding}
            full={
              addresses.status === 'ready' && addresses.data.length >= ADDRESS_LIMITS.perCustomer
            }
            fullText={ADDRESS_MESSAGES.full}
            onSelect={(next) => {
              setAddressId(next);
              setPayError(null);
            }}
            onAdd={() => setAdding(true)}
            onCancelAdd={() => setAdding(false)}
            onSave={saveAddress}
            onRetry={() => {
              setAddresses({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          />
          <PaymentStep
            id={id}
            heading={config.paymentHeading}
            modes={data ? data.paymentModes : null}
            cod={data ? { ...data.cod, currency: data.currency } : null}
            selected={paymentMode}
            noModesText={NO_PAYMENT_MODES_TEXT}
            onSelect={(m) => {
              setPaymentMode(m);
              setPayError(null);
            }}
          />
          <div className="sw-checkout__pay-block">
            <FormAlert>{payError}</FormAlert>
            {blocked ? <p className="sw-checkout__blocked">{FIX_BAG_TEXT}</p> : null}
            <button
              type="button"
              className="sw-btn sw-btn--primary sw-checkout__pay"
              data-testid="checkout-pay"
              disabled={!data || blocked || noModes || paying}
              aria-busy={paying || !data || undefined}
              onClick={() => void pay()}
            >
              {paying || !data ? <span className="sw-auth__spinner" aria-hidden="true" /> : null}
              {payText}
            </button>
            {data ? (
              <p className="sw-muted sw-checkout__note" data-testid="checkout-return-policy">
                {returnPolicyText(data.returnWindowDays)}
              </p>
            ) : null}
            {paying ? (
              <p className="sw-muted sw-checkout__note" role="status">
                {cod ? PLACING_TEXT : REDIRECTING_TEXT}
              </p>
            ) : config.note && !cod ? (
              <p className="sw-muted sw-checkout__note">{config.note}</p>
            ) : null}
          </div>
        </div>
      </div>
    );
  }

  return (
    <section className="sw-section sw-checkout" aria-labelledby={headingId} data-testid="checkout">
      <div className="sw-container">
        <h1 id={headingId} className="sw-checkout__title">
          {config.heading}
        </h1>
        {body}
      </div>
    </section>
  );
}
