// Downloading an order's GST invoice or credit note: the PDF is fetched with the customer's
// stored token (as every storefront call sends it), then saved through a blob link, so the file
// arrives with the server's name for it.
import {
  APP_PLATFORM,
  authorizationHeader,
  buildApiPath,
  createTokenStore,
} from '../../../shared/api-client';
import { errorText } from '../../../shared/error-text';
import { INVOICE_PATHS, type InvoiceKind } from '../../../shared/gst';

export const INVOICE_MISSING_TEXT =
  'The invoice is not ready yet: it is issued once the payment is confirmed.';

/** The page's localStorage, or null where reaching it throws (blocked storage). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Fetches and saves the PDF; answers null when saved, else the reason it could not be. */
export async function downloadInvoice(orderId: string, kind: InvoiceKind): Promise<string | null> {
  const path = buildApiPath(INVOICE_PATHS.customerPdf, { orderId, kind });
  const token = createTokenStore(localStorageOrNull()).get();
  const auth = authorizationHeader(INVOICE_PATHS.customerPdf, token);
  const res = await fetch(path, {
    credentials: 'same-origin',
    headers: { 'x-app-platform': APP_PLATFORM, ...(auth ? { authorization: auth } : {}) },
  });
  if (!res.ok) {
    if (res.status === 404) return INVOICE_MISSING_TEXT;
    return errorText(await res.json().catch(() => null));
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'invoice.pdf';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
