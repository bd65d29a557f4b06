import { Toast } from '../ui/Toast';
import { dismissToast, toastStore } from './toast-store';
import { useStoreState } from './use-store';

/** The storefront's one bottom-right toast stack; each toast closes itself after 5000 ms. */
export function ToastHost() {
  const { toasts } = useStoreState(toastStore, 'live');
  if (toasts.length === 0) return null;
  return (
    <div className="sw-toast-stack" data-testid="toast-stack">
      {toasts.map((t) => (
        <Toast key={t.key} toast={t} onClose={() => dismissToast(t.key)} />
      ))}
    </div>
  );
}
