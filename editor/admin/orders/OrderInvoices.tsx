// The order's GST invoice and credit note, each a download of its PDF (the owner's route, on the
// admin's session cookie). Reloaded when the order's status changes (a refund issues a note).
import { INVOICE_PATHS, type OrderInvoicesAnswer } from '../../../shared/gst';
import { useAdminApi } from '../api';
import { formatDateTime } from '../format';
import { buttonClass, Panel, useResource } from '../ui';

const LABEL = { invoice: 'Download invoice', credit_note: 'Download credit note' } as const;

export function OrderInvoices({ orderId, status }: { orderId: string; status: string }) {
  const api = useAdminApi();
  const res = useResource(`invoices:${orderId}:${status}`, () =>
    api.get<OrderInvoicesAnswer>(INVOICE_PATHS.adminOfOrder, { orderId }),
  );
  const docs = res.data?.data ?? [];
  return (
    <Panel title="Tax invoice" testId="swa-order-invoices">
      {res.status === 'loading' && !res.data ? (
        <p className="swa-muted" style={{ margin: 0 }}>
          Loading…
        </p>
      ) : docs.length === 0 ? (
        <p className="swa-muted" style={{ margin: 0 }}>
          No GST invoice: one is issued when the order is paid and a GSTIN is set in Settings →
          Taxes.
        </p>
      ) : (
        <ul className="swa-order-invoices" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {docs.map((d) => (
            <li key={d._id} style={{ display: 'grid', gap: 4 }}>
              <span>
                <strong className="swa-mono">{d.number}</strong>{' '}
                <span className="swa-muted">{formatDateTime(d.issuedAt)}</span>
              </span>
              <a
                className={buttonClass('secondary', 'small')}
                href={`${INVOICE_PATHS.adminPdf}?orderId=${encodeURIComponent(orderId)}&kind=${d.kind}`}
                download
                data-testid={`swa-download-${d.kind}`}
              >
                {LABEL[d.kind]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
