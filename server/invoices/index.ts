// The public face of server/invoices: GST invoices and credit notes (docs/gst.md).
import type { Db } from '../db';
import type { MailAttachment } from '../mail';
import type { OrderDocuments } from '../orders';
import { invoicePdf } from './pdf';
import { createInvoicesRepo, issueCreditNote, issueInvoice } from './repo';

export { issueCreditNote, issueInvoice } from './repo';
export { registerInvoices } from './setup';

/**
 * What the orders domain is handed (app.ts): the invoice on payment, the credit note on refund,
 * each in the order's transaction, and the PDF to attach to the event's mail.
 */
export function createOrderDocuments(db: Db, now: () => number = Date.now): OrderDocuments {
  const repo = createInvoicesRepo(db);
  const iso = () => new Date(now()).toISOString();
  return {
    paid: (trx, workspaceId, orderId) => issueInvoice(trx, workspaceId, orderId, iso()),
    refunded: (trx, workspaceId, orderId, amount) =>
      issueCreditNote(trx, workspaceId, orderId, amount, iso()),
    async attachments(workspaceId, orderId, event): Promise<MailAttachment[]> {
      const doc = await repo.document(
        workspaceId,
        orderId,
        event === 'pay' ? 'invoice' : 'credit_note',
      );
      if (!doc) return [];
      return [
        {
          filename: `${doc.number.replace(/\//g, '-')}.pdf`,
          contentType: 'application/pdf',
          contentBase64: (await invoicePdf(doc.snapshot)).toString('base64'),
        },
      ];
    },
  };
}
