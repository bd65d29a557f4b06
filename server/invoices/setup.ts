// The invoices domain's wiring, as app.ts calls it: the customer's PDFs and the owner's (PDFs, a
// month's CSV, Settings → Taxes). The documents themselves are issued by the orders repo, which
// app.ts hands createOrderDocuments.
import type { FastifyInstance } from 'fastify';
import { invoiceAdminRoutes, invoiceCustomerRoutes, type InvoiceRoutesOptions } from './routes';

export async function registerInvoices(app: FastifyInstance, opts: InvoiceRoutesOptions) {
  await app.register(invoiceCustomerRoutes, opts);
  await app.register(invoiceAdminRoutes, opts);
}
