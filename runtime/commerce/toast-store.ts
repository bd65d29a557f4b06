// The storefront's toasts (SPEC §8 cart and wishlist messages): one bottom-right stack shared by
// every island. Each toast closes itself after 5000 ms (runtime/ui/Toast).
import { createStore } from 'zustand/vanilla';
import { makeToast, type ToastMessage } from '../ui/Toast';
import { ensureCommerceUi } from './ui';

/** The most toasts shown at once; older ones leave first. */
export const MAX_TOASTS = 3;

export type ToastState = { toasts: readonly ToastMessage[] };

/** The toast stack's store (a module singleton: islands share it). */
export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

/** Shows a toast in the bottom-right stack, mounting the stack if needed. */
export function showToast(text: string, tone: ToastMessage['tone']): void {
  const toast = makeToast(text, tone);
  toastStore.setState((s) => ({ toasts: [...s.toasts, toast].slice(-MAX_TOASTS) }));
  void ensureCommerceUi().catch(() => undefined);
}

/** Removes one toast (its close button or its timer). */
export function dismissToast(key: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.key !== key) }));
}
