import { useEffect, useRef, type MouseEvent } from 'react';
import { MAX_LINE_QUANTITY, stockMessage, type CartLine } from '../../shared/cart';
import { productHref } from '../../shared/catalogue';
import { TAX_NOTES } from '../../shared/gst';
import { CHECKOUT_MESSAGES, CHECKOUT_PATH } from '../../shared/orders';
import { useRuntime } from '../context';
import { usePopup } from '../hooks/use-popup';
import { Drawer } from '../sections/_shop/Drawer';
import { ShopIcon } from '../sections/_shop/icons';
import { Price, useMoney } from '../sections/_shop/Price';
import { ProductImage } from '../sections/_shop/CardParts';
import { cartStore, type CartState } from './cart-store';
import { useStoreState } from './use-store';

export const CART_TITLE = 'Your bag';
export const CLOSE_CART_LABEL = 'Close bag';
export const EMPTY_CART_TEXT = 'Your bag is empty.';
export const CONTINUE_SHOPPING_TEXT = 'Continue shopping';
export const CART_LOADING_TEXT = 'Loading your bag…';
export const CART_LOAD_FAILED_TEXT = 'Your bag could not be loaded.';
export const SUBTOTAL_TEXT = 'Subtotal';
export const SHIPPING_TEXT = 'Shipping';
export const CHECKOUT_TEXT = 'Checkout';
export const REMOVE_TEXT = 'Remove';

/** The largest quantity a line's stepper allows: its stock, at most MAX_LINE_QUANTITY. */
export function lineMax(line: Pick<CartLine, 'stock'>): number {
  return Math.max(0, Math.min(line.stock, MAX_LINE_QUANTITY));
}

function Line({ line, state }: { line: CartLine; state: CartState }) {
  const busy = Boolean(state.busy[line._id]);
  // The server's refusal, else a warning when the stock fell below the quantity.
  const error =
    state.lineErrors[line._id] ?? (line.quantity > line.stock ? stockMessage(line.stock) : null);
  const max = lineMax(line);
  const href = productHref(line.path);
  return (
    <li className="sw-cart-panel__line" data-testid="cart-line">
      <a className="sw-cart-panel__thumb" href={href} tabIndex={-1} aria-hidden="true">
        {line.image ? (
          <ProductImage media={line.image} alt="" className="sw-cart-panel__img" />
        ) : (
          <span className="sw-product-card__placeholder">
            <ShopIcon name="image" size={24} />
          </span>
        )}
      </a>
      <div className="sw-cart-panel__line-body">
        <a className="sw-cart-panel__name" href={href}>
          {line.name}
        </a>
        {line.variantTitle ? (
          <p className="sw-cart-panel__variant sw-muted">{line.variantTitle}</p>
        ) : null}
        <Price price={line.price} mrp={line.mrp} className="sw-cart-panel__price" />
        <div className="sw-cart-panel__controls">
          <div className="sw-stepper" role="group" aria-label={`Quantity of ${line.name}`}>
            <button
              type="button"
              className="sw-stepper__btn"
              aria-label={`Decrease quantity of ${line.name}`}
              disabled={busy || line.quantity <= 1}
              onClick={() => void cartStore.setQuantity(line._id, line.quantity - 1)}
            >
              <ShopIcon name="minus" size={18} />
            </button>
            <span className="sw-stepper__value" aria-live="polite" data-testid="cart-quantity">
              {String(line.quantity)}
            </span>
            <button
              type="button"
              className="sw-stepper__btn"
              aria-label={`Increase quantity of ${line.name}`}
              // At the bound the press still goes to the store, which says why it stops there.
              aria-disabled={line.quantity >= max || undefined}
              disabled={busy}
              onClick={() => void cartStore.setQuantity(line._id, line.quantity + 1)}
            >
              <ShopIcon name="plus" size={18} />
            </button>
          </div>
          <button
            type="button"
            className="sw-cart-panel__remove"
            aria-label={`${REMOVE_TEXT} ${line.name}`}
            disabled={busy}
            onClick={() => void cartStore.remove(line._id)}
          >
            {REMOVE_TEXT}
          </button>
        </div>
        {error ? (
          <p className="sw-cart-panel__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The Checkout link closes the panel; on /checkout itself (Edit bag) that is all it does, and the
 * checkout screen prices the changed bag again.
 */
function goToCheckout(e: MouseEvent<HTMLAnchorElement>, close: () => void): void {
  close();
  if (window.location.pathname === CHECKOUT_PATH) e.preventDefault();
}

/**
 * The side cart (SPEC §2: slides in from the right after Add to bag): its lines with image, name,
 * variant, a quantity stepper bounded by stock, remove, the subtotal, and a link to /checkout. A modal dialog
 * through usePopup (200 ms close, page scroll locked, Escape) with focus kept inside.
 */
export function CartPanel() {
  const state = useStoreState(cartStore, 'live');
  const popup = usePopup();
  const money = useMoney();
  const { pricesExcludeTax } = useRuntime();
  const { open, close } = popup;

  // The store says open or closed (Add to bag, the header's bag)...
  useEffect(() => {
    if (state.panelOpen) open();
    else close();
  }, [state.panelOpen, open, close]);
  // ...and Escape, the overlay or the close button close it here: tell the store.
  const wasVisible = useRef(false);
  useEffect(() => {
    if (wasVisible.current && !popup.visible) cartStore.closePanel();
    wasVisible.current = popup.visible;
  }, [popup.visible]);

  let body;
  if (state.lines.length > 0) {
    body = (
      <ul className="sw-cart-panel__lines">
        {state.lines.map((line) => (
          <Line key={line._id} line={line} state={state} />
        ))}
      </ul>
    );
  } else if (state.status === 'loading' || state.status === 'idle') {
    body = (
      <div className="sw-cart-panel__state" role="status">
        <span className="sw-spinner" aria-hidden="true" />
        <p>{CART_LOADING_TEXT}</p>
      </div>
    );
  } else {
    body = (
      <div className="sw-cart-panel__state">
        <p>{state.status === 'failed' ? CART_LOAD_FAILED_TEXT : EMPTY_CART_TEXT}</p>
        <button type="button" className="sw-btn sw-btn--secondary" onClick={close}>
          {CONTINUE_SHOPPING_TEXT}
        </button>
      </div>
    );
  }

  return (
    <Drawer
      popup={popup}
      side="right"
      labelledBy="sw-cart-panel-title"
      testId="cart-panel"
      className="sw-cart-panel"
    >
      <div className="sw-drawer__head">
        <h2 id="sw-cart-panel-title" className="sw-drawer__title">
          {state.count > 0 ? `${CART_TITLE} (${state.count})` : CART_TITLE}
        </h2>
        <button type="button" className="sw-icon-btn" aria-label={CLOSE_CART_LABEL} onClick={close}>
          <ShopIcon name="close" size={22} />
        </button>
      </div>
      <div className="sw-drawer__body">{body}</div>
      {state.lines.length > 0 ? (
        <div className="sw-drawer__foot sw-cart-panel__foot">
          <p className="sw-cart-panel__subtotal">
            <span>{SUBTOTAL_TEXT}</span>
            <strong data-testid="cart-subtotal">{money(state.subtotal)}</strong>
          </p>
          {state.shipping !== undefined ? (
            <p className="sw-cart-panel__shipping sw-muted" data-testid="cart-shipping">
              <span>{SHIPPING_TEXT}</span>
              <span>
                {state.shipping === null
                  ? CHECKOUT_MESSAGES.shippingPending
                  : state.shipping === 0
                    ? 'Free'
                    : money(state.shipping)}
              </span>
            </p>
          ) : null}
          {pricesExcludeTax ? (
            <p className="sw-cart-panel__shipping sw-muted" data-testid="cart-tax">
              {TAX_NOTES.bag}
            </p>
          ) : null}
          <a
            className="sw-btn sw-btn--primary sw-cart-panel__checkout"
            href={CHECKOUT_PATH}
            data-testid="cart-checkout"
            onClick={(e) => goToCheckout(e, close)}
          >
            {CHECKOUT_TEXT}
          </a>
        </div>
      ) : null}
    </Drawer>
  );
}
