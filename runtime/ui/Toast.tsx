import { useEffect, useRef } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';

/** One toast: its text and tone; `key` restarts the timer when the same text shows again. */
export type ToastMessage = { text: string; tone: 'success' | 'error'; key: number };

/**
 * A bottom-right toast (SPEC §9) that closes itself after TOAST_AUTO_CLOSE_MS or on its close
 * button. Renders nothing without a message. Errors are announced assertively, others politely.
 */
export function Toast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  const close = useRef(onClose);
  close.current = onClose;
  const key = toast?.key;
  useEffect(() => {
    if (key === undefined) return undefined;
    const timer = setTimeout(() => close.current(), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  if (!toast) return null;
  return (
    <div
      className={`sw-toast sw-toast--${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      data-testid="sw-toast"
    >
      <span className="sw-toast__icon" aria-hidden="true">
        {toast.tone === 'error' ? '!' : '✓'}
      </span>
      <p className="sw-toast__text">{toast.text}</p>
      <button
        type="button"
        className="sw-toast__close"
        aria-label="Close notification"
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}

let toastCounter = 0;

/** A new toast message; each call gets a fresh key. */
export function makeToast(text: string, tone: ToastMessage['tone']): ToastMessage {
  toastCounter += 1;
  return { text, tone, key: toastCounter };
}
