// The commerce UI's lazy chunk: the cart panel and the toast stack in one container on
// document.body, rendered with the page's runtime context (currency) from its island data.
import { createRoot } from 'react-dom/client';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider, type RuntimeContextValue } from '../context';
import { CartPanel } from './CartPanel';
import { ToastHost } from './ToastHost';
import { COMMERCE_ROOT_ID } from './ui';

function pageContext(): RuntimeContextValue {
  try {
    const text = document.getElementById('sw-data')?.textContent;
    const ctx = text ? (JSON.parse(text) as { ctx?: Partial<RuntimeContextValue> }).ctx : null;
    return { ...DEFAULT_RUNTIME_CONTEXT, ...(ctx ?? {}) };
  } catch {
    return DEFAULT_RUNTIME_CONTEXT;
  }
}

/** Renders the cart panel and the toast host into #sw-commerce (created once). */
export function mountCommerceUi(): void {
  if (document.getElementById(COMMERCE_ROOT_ID)) return;
  const container = document.createElement('div');
  container.id = COMMERCE_ROOT_ID;
  container.className = 'sw-commerce';
  document.body.appendChild(container);
  createRoot(container).render(
    <RuntimeProvider value={pageContext()}>
      <CartPanel />
      <ToastHost />
    </RuntimeProvider>,
  );
}
