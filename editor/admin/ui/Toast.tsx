import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';

export type ToastTone = 'success' | 'error' | 'info';
type ToastItem = { id: number; text: string; tone: ToastTone };

/** Shows a toast bottom-right; it closes itself after TOAST_AUTO_CLOSE_MS (SPEC §9: 5000 ms). */
export type ShowToast = (text: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** The toast function of the admin app (a no-op outside a ToastProvider). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

function ToastView({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(item.id), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [item.id, onClose]);
  return (
    <div
      className={`swa-toast swa-toast--${item.tone}`}
      role={item.tone === 'error' ? 'alert' : 'status'}
      data-testid="swa-toast"
    >
      <p>{item.text}</p>
      <button type="button" aria-label="Close notification" onClick={() => onClose(item.id)}>
        ×
      </button>
    </div>
  );
}

/** Holds the toast stack (at most three at once, newest last) and renders it bottom-right. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const close = useCallback(
    (id: number) => setItems((list) => list.filter((t) => t.id !== id)),
    [],
  );
  const show = useCallback<ShowToast>((text, tone = 'success') => {
    const id = next.current++;
    setItems((list) => [...list.slice(-2), { id, text, tone }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="swa-toasts">
        {items.map((t) => (
          <ToastView key={t.id} item={t} onClose={close} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
