// The wishlist in the browser (SPEC §4: the heart per card toggles; §8: failures are a
// bottom-right error toast with the error or 'invalid'). Which variants are listed is read once
// per page for signed-in customers and kept in step with every toggle, for all islands.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../../shared/api-client';
import type { ListingItem } from '../../shared/catalogue';
import { WISHLIST_FAILED_FALLBACK, WISHLIST_PATHS, type WishlistEntry } from '../../shared/cart';
import type { ToastMessage } from '../ui/Toast';
import { commerceApi, failureText, goToLogin, isRecord, isSignedIn, isStatus } from './api';
import { createLoadOnce } from './load-once';
import { showToast } from './toast-store';

export type WishlistState = {
  /** `idle` until loaded (and always for signed-out visitors). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Newest first, as /cuser/wishlist/all answers. */
  entries: readonly WishlistEntry[];
  /** Variants whose toggle is on its way. */
  busy: Readonly<Record<string, true>>;
};

export type WishlistDeps = {
  api: () => ApiClient;
  signedIn: () => boolean;
  goToLogin: () => void;
  toast: (text: string, tone: ToastMessage['tone']) => void;
};

export type WishlistStore = StoreApi<WishlistState> & {
  /** /cuser/wishlist/all, once (again with `force`); nothing for signed-out visitors. */
  load(force?: boolean): Promise<void>;
  /**
   * Adds the variant, or removes it when listed; signed-out visitors go to login. `product` (the
   * card's item) lets the heart and the account's list change before the server answers.
   */
  toggle(variantId: string, product?: ListingItem): Promise<void>;
  reset(): void;
};

const INITIAL: WishlistState = { status: 'idle', entries: [], busy: {} };

/** Whether a variant is on the wishlist. */
export function isWishlisted(state: WishlistState, variantId: string): boolean {
  return state.entries.some((e) => e.productVariantId === variantId);
}

function readEntries(body: unknown): WishlistEntry[] | null {
  if (!isRecord(body)) return null;
  if (!Array.isArray(body.data)) return isRecord(body.data) ? readEntries(body.data) : null;
  return body.data.filter(
    (e): e is WishlistEntry =>
      isRecord(e) &&
      typeof e._id === 'string' &&
      typeof e.productVariantId === 'string' &&
      isRecord(e.product),
  );
}

/** The entry in an add answer (`{ data: WishlistEntry }`): whole, or only its id. */
function addedEntry(body: unknown): { _id: string; entry: WishlistEntry | null } | null {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (!data || typeof data._id !== 'string') return null;
  const whole = typeof data.productVariantId === 'string' && isRecord(data.product);
  return { _id: data._id, entry: whole ? (data as unknown as WishlistEntry) : null };
}

/** A wishlist store over the given dependencies (the page's one is `wishlistStore`). */
export function createWishlistStore(deps: WishlistDeps): WishlistStore {
  const store = createStore<WishlistState>(() => INITIAL);
  const { getState, setState } = store;
  const load = createLoadOnce(
    store,
    () => deps.signedIn(),
    () => deps.api().post(WISHLIST_PATHS.all, { s: 100, p: 0 }),
    (body) => {
      const entries = readEntries(body);
      setState(entries ? { status: 'ready', entries } : { status: 'failed' });
    },
  );

  async function toggle(variantId: string, product?: ListingItem): Promise<void> {
    if (!deps.signedIn()) {
      deps.goToLogin();
      return;
    }
    if (getState().busy[variantId]) return;
    setState((s) => ({ busy: { ...s.busy, [variantId]: true } }));
    // Whether it is listed decides the call: know the list first.
    await load();
    const entry = getState().entries.find((e) => e.productVariantId === variantId);
    const others = (s: WishlistState) => s.entries.filter((e) => e.productVariantId !== variantId);
    try {
      // The heart turns at once; a failure turns it back.
      if (entry) {
        setState((s) => ({ entries: others(s) }));
        const body = await deps.api().get(WISHLIST_PATHS.delete, { _id: entry._id });
        const entries = readEntries(body);
        if (entries) setState({ entries });
      } else {
        if (product) {
          const pending = { _id: '', productVariantId: variantId, product };
          setState((s) => ({ entries: [pending, ...others(s)] }));
        }
        const body = await deps.api().post(WISHLIST_PATHS.add, { productVariantId: variantId });
        const entries = readEntries(body);
        const added = addedEntry(body);
        // The server's entry (priced now) replaces the card's stand-in.
        const listed =
          added?.entry ??
          (added && product ? { _id: added._id, productVariantId: variantId, product } : null);
        if (entries) setState({ entries });
        else if (listed) {
          setState((s) => ({
            entries: [listed, ...others(s)],
          }));
        } else await load(true);
      }
    } catch (err) {
      setState((s) => ({ entries: entry ? [entry, ...others(s)] : others(s) }));
      if (isStatus(err, 401)) deps.goToLogin();
      else deps.toast(failureText(err, WISHLIST_FAILED_FALLBACK), 'error');
    } finally {
      setState((s) => {
        const busy = { ...s.busy };
        delete busy[variantId];
        return { busy };
      });
    }
  }

  return { ...store, load, toggle, reset: () => setState(INITIAL, true) };
}

/** The page's wishlist, shared by every island. */
export const wishlistStore: WishlistStore = createWishlistStore({
  api: commerceApi,
  signedIn: isSignedIn,
  goToLogin,
  toast: showToast,
});
