// The bag in the browser (SPEC §4 add-to-cart, §7 cart calls, §8 toasts): a vanilla store shared
// by every island of the page (islands are chunks of one entry, so this module is one instance).
// The server prices every line; the browser only asks for variants and quantities.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../../shared/api-client';
import {
  CART_ADDED_MESSAGE,
  CART_FAILED_MESSAGE,
  CART_PATHS,
  MAX_LINE_QUANTITY,
  stockMessage,
  type CartAnswer,
  type CartLine,
} from '../../shared/cart';
import type { ToastMessage } from '../ui/Toast';
import { commerceApi, failureText, goToLogin, isRecord, isSignedIn, isStatus } from './api';
import { createLoadOnce } from './load-once';
import { showToast } from './toast-store';
import { ensureCommerceUi } from './ui';

/** SPEC §9: Add to bag adds one. */
export const ADD_TO_BAG_QUANTITY = 1;
/** Ours: the refusal when a quantity asks for more than MAX_LINE_QUANTITY of one line. */
export const MAX_QUANTITY_MESSAGE = `You can have at most ${MAX_LINE_QUANTITY} of one item.`;

export type CartState = {
  /** `idle` until loaded (and always for signed-out visitors). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  lines: readonly CartLine[];
  /** Units over all lines: the header's bag count. */
  count: number;
  /** Minor units. */
  subtotal: number;
  /** The bag's shipping (null: calculated at checkout); undefined until the server says. */
  shipping?: number | null;
  /** Variants being added: Add to bag's per-product loading flag (SPEC §4). */
  adding: Readonly<Record<string, true>>;
  /** Lines being changed or removed. */
  busy: Readonly<Record<string, true>>;
  /** A line's message after a refused quantity (the server's stock message). */
  lineErrors: Readonly<Record<string, string>>;
  panelOpen: boolean;
};

/** What the store needs from the outside world; tests pass fakes. */
export type CartDeps = {
  api: () => ApiClient;
  signedIn: () => boolean;
  goToLogin: () => void;
  toast: (text: string, tone: ToastMessage['tone']) => void;
  /** Makes sure the panel is mounted (a lazy chunk). */
  showUi: () => void;
};

export type CartStore = StoreApi<CartState> & {
  /** cart_items/all, once (again with `force`); nothing for signed-out visitors. */
  load(force?: boolean): Promise<void>;
  /** Adds one of a variant; signed-out visitors go to login. True when added. */
  add(variantId: string): Promise<boolean>;
  /** Sets a line's quantity within 1 … min(stock, MAX_LINE_QUANTITY). */
  setQuantity(lineId: string, quantity: number): Promise<void>;
  remove(lineId: string): Promise<void>;
  openPanel(): void;
  closePanel(): void;
  /** Back to the empty, unloaded bag (sign-out, tests). */
  reset(): void;
};

const INITIAL: CartState = {
  status: 'idle',
  lines: [],
  count: 0,
  subtotal: 0,
  adding: {},
  busy: {},
  lineErrors: {},
  panelOpen: false,
};

/**
 * The toast of a failed add: the server's reason when it refused for one the customer can act on
 * (409 stock, 404 a product no longer on sale, 403 an owner's session), else SPEC §8's text.
 */
export function refusalText(err: unknown): string {
  const explained = isStatus(err, 409) || isStatus(err, 404) || isStatus(err, 403);
  return explained ? failureText(err, CART_FAILED_MESSAGE) : CART_FAILED_MESSAGE;
}

const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** The bag in an answer (`{ data: lines, count, subtotal }`, or that inside `data`), else null. */
export function readCartAnswer(body: unknown): CartAnswer | null {
  if (!isRecord(body)) return null;
  if (!Array.isArray(body.data)) return isRecord(body.data) ? readCartAnswer(body.data) : null;
  const lines = body.data.filter(
    (l): l is CartLine =>
      isRecord(l) && typeof l._id === 'string' && typeof l.quantity === 'number',
  );
  return {
    data: lines,
    total: num(body.total, lines.length),
    count: num(
      body.count,
      lines.reduce((n, l) => n + l.quantity, 0),
    ),
    subtotal: num(
      body.subtotal,
      lines.reduce((n, l) => n + l.price * l.quantity, 0),
    ),
    ...(isRecord(body.shipping)
      ? {
          shipping: {
            amount: typeof body.shipping.amount === 'number' ? body.shipping.amount : null,
          },
        }
      : {}),
  };
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** A cart store over the given dependencies (the page's one is `cartStore`). */
export function createCartStore(deps: CartDeps): CartStore {
  const store = createStore<CartState>(() => INITIAL);
  const { getState, setState } = store;

  const apply = (answer: CartAnswer) =>
    setState({
      status: 'ready',
      lines: answer.data,
      count: answer.count,
      subtotal: answer.subtotal,
      ...(answer.shipping ? { shipping: answer.shipping.amount } : {}),
    });

  // A write that answers something else than the bag: read the bag again.
  const applyOrReload = async (body: unknown) => {
    const answer = readCartAnswer(body);
    if (answer) apply(answer);
    else await load(true);
  };

  const onFailure = (err: unknown, text: string) => {
    if (isStatus(err, 401)) deps.goToLogin();
    else deps.toast(text, 'error');
  };

  const load = createLoadOnce(
    store,
    () => deps.signedIn(),
    () => deps.api().post(CART_PATHS.all, { s: 100, p: 0 }),
    (body) => {
      const answer = readCartAnswer(body);
      if (answer) apply(answer);
      else setState({ status: 'failed' });
    },
  );

  async function add(variantId: string): Promise<boolean> {
    if (!deps.signedIn()) {
      deps.goToLogin();
      return false;
    }
    if (getState().adding[variantId]) return false;
    setState((s) => ({ adding: { ...s.adding, [variantId]: true } }));
    try {
      const body = await deps
        .api()
        .post(CART_PATHS.add, { productVariantId: variantId, quantity: ADD_TO_BAG_QUANTITY });
      await applyOrReload(body);
      deps.toast(CART_ADDED_MESSAGE, 'success');
      openPanel();
      return true;
    } catch (err) {
      onFailure(err, refusalText(err));
      return false;
    } finally {
      setState((s) => ({ adding: without(s.adding, variantId) }));
    }
  }

  async function setQuantity(lineId: string, quantity: number): Promise<void> {
    const line = getState().lines.find((l) => l._id === lineId);
    if (!line || getState().busy[lineId] || !Number.isFinite(quantity)) return;
    let q = Math.floor(quantity);
    if (q < 1 || q === line.quantity) return;
    const bound = Math.min(line.stock, MAX_LINE_QUANTITY);
    if (q > bound) {
      // Going down from above the stock (it fell since): straight to what there is.
      if (q < line.quantity && bound >= 1) q = bound;
      else {
        const text = q > line.stock ? stockMessage(line.stock) : MAX_QUANTITY_MESSAGE;
        setState((s) => ({ lineErrors: { ...s.lineErrors, [lineId]: text } }));
        return;
      }
    }
    setState((s) => ({ busy: { ...s.busy, [lineId]: true } }));
    try {
      const body = await deps
        .api()
        .post(
          CART_PATHS.edit,
          { productVariantId: line.productVariantId, quantity: q },
          { id: lineId },
        );
      setState((s) => ({ lineErrors: without(s.lineErrors, lineId) }));
      await applyOrReload(body);
    } catch (err) {
      if (isStatus(err, 409)) {
        // The stock changed under the customer: say so, and read the bag for the new bound.
        const text = failureText(err, stockMessage(line.stock));
        setState((s) => ({ lineErrors: { ...s.lineErrors, [lineId]: text } }));
        await load(true);
      } else onFailure(err, CART_FAILED_MESSAGE);
    } finally {
      setState((s) => ({ busy: without(s.busy, lineId) }));
    }
  }

  async function remove(lineId: string): Promise<void> {
    if (getState().busy[lineId]) return;
    setState((s) => ({ busy: { ...s.busy, [lineId]: true } }));
    try {
      const body = await deps.api().get(CART_PATHS.delete, { id: lineId });
      setState((s) => ({ lineErrors: without(s.lineErrors, lineId) }));
      await applyOrReload(body);
    } catch (err) {
      onFailure(err, CART_FAILED_MESSAGE);
    } finally {
      setState((s) => ({ busy: without(s.busy, lineId) }));
    }
  }

  function openPanel(): void {
    setState({ panelOpen: true });
    deps.showUi();
    void load();
  }

  return {
    ...store,
    load,
    add,
    setQuantity,
    remove,
    openPanel,
    closePanel: () => setState({ panelOpen: false }),
    reset: () => setState(INITIAL, true),
  };
}

/** The page's bag, shared by every island. */
export const cartStore: CartStore = createCartStore({
  api: commerceApi,
  signedIn: isSignedIn,
  goToLogin,
  toast: showToast,
  showUi: () => void ensureCommerceUi().catch(() => undefined),
});
