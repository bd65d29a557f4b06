// The invoices' routes (docs/api.md, "GST invoices"): a customer's PDFs of their own orders, the
// owner's PDFs, an order's documents and a month's CSV, and the GST settings (Settings → Taxes).
// Every route checks who is asking first; another customer's or workspace's order is a 404.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMIN_MESSAGES, type FormMessages } from '../../shared/admin-api';
import {
  DEFAULT_GST_SETTINGS,
  GST_SETTINGS_MESSAGES,
  type GstSettingsAnswer,
  gstSettingsOf,
  INVOICE_PATHS,
  type InvoiceKind,
  type OrderInvoicesAnswer,
  validateGstSettings,
} from '../../shared/gst';
import type { AccountContext } from '../accounts';
import {
  adminOf,
  applyStrictValidation,
  createCustomerGuard,
  customerOf,
  fail,
  failFields,
  prepareAdminApi,
  refuseInvalid,
  refuseStaff,
  strictObject,
  type Workspace,
} from '../http';
import { isCustomersOrder } from '../orders';
import { createWorkspacesRepo } from '../workspaces';
import { invoicesCsv } from './csv';
import { invoicePdf } from './pdf';
import { createInvoicesRepo, type InvoicesRepo } from './repo';
import { indianMonthRange } from './rules';

export type InvoiceRoutesOptions = { ctx: AccountContext };

export const INVOICE_NOT_FOUND = 'This order has no invoice of that kind.';
export const ORDER_NOT_YOURS = 'This order is not in your account.';
export const MONTH_MESSAGE = 'Please choose a month as YYYY-MM.';

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const kind = { enum: ['invoice', 'credit_note'] } as const;
const pdfQuery = strictObject({ orderId: id, kind }, ['orderId']);
const orderQuery = strictObject({ orderId: id }, ['orderId']);
const monthQuery = strictObject(
  { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } },
  ['month'],
);
const QUERY_MESSAGES: FormMessages = {
  orderId: 'Please say which order (orderId).',
  kind: 'The kind is invoice or credit_note.',
  month: MONTH_MESSAGE,
};

const fileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

async function sendPdf(
  repo: InvoicesRepo,
  reply: FastifyReply,
  workspaceId: string,
  orderId: string,
  k: InvoiceKind,
) {
  const doc = await repo.document(workspaceId, orderId, k);
  if (!doc) return fail(reply, 404, INVOICE_NOT_FOUND);
  const bytes = await invoicePdf(doc.snapshot);
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName(doc.number)}"`)
    .send(bytes);
}

/** The customer's route: their own order's document. */
export async function invoiceCustomerRoutes(app: FastifyInstance, opts: InvoiceRoutesOptions) {
  applyStrictValidation(app, QUERY_MESSAGES);
  const { ctx } = opts;
  const repo = createInvoicesRepo(ctx.db);
  app.get(
    INVOICE_PATHS.customerPdf,
    { onRequest: createCustomerGuard(ctx), schema: { querystring: pdfQuery } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const q = req.query as { orderId: string; kind?: InvoiceKind };
      if (!(await isCustomersOrder(ctx.db, workspace.id, q.orderId, user.id)))
        return fail(reply, 404, ORDER_NOT_YOURS);
      return sendPdf(repo, reply, workspace.id, q.orderId, q.kind ?? 'invoice');
    },
  );
}

/** The owner's routes: PDFs, an order's documents, the month's CSV and the GST settings. */
export async function invoiceAdminRoutes(app: FastifyInstance, opts: InvoiceRoutesOptions) {
  const { ctx } = opts;
  prepareAdminApi(app, ctx);
  const repo = createInvoicesRepo(ctx.db);
  const workspaces = createWorkspacesRepo(ctx.db);

  app.get(
    INVOICE_PATHS.adminPdf,
    { attachValidation: true, schema: { querystring: pdfQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, QUERY_MESSAGES)) return reply;
      const q = req.query as { orderId: string; kind?: InvoiceKind };
      return sendPdf(repo, reply, adminOf(req).workspace.id, q.orderId, q.kind ?? 'invoice');
    },
  );

  app.get(
    INVOICE_PATHS.adminOfOrder,
    { attachValidation: true, schema: { querystring: orderQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, QUERY_MESSAGES)) return reply;
      const q = req.query as { orderId: string };
      const answer: OrderInvoicesAnswer = {
        data: await repo.ofOrder(adminOf(req).workspace.id, q.orderId),
      };
      return answer;
    },
  );

  app.get(
    INVOICE_PATHS.adminCsv,
    { attachValidation: true, schema: { querystring: monthQuery } },
    async (req, reply) => {
      if (refuseInvalid(req, reply, QUERY_MESSAGES)) return reply;
      const { month } = req.query as { month: string };
      const { from, to } = indianMonthRange(month);
      const rows = await repo.issuedBetween(adminOf(req).workspace.id, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${month}.csv"`)
        .send(invoicesCsv(rows));
    },
  );

  const settingsAnswer = (ws: Workspace, canEdit: boolean): GstSettingsAnswer => {
    const s = gstSettingsOf(ws.settings);
    return { data: { ...s, issuing: Boolean(s.gstin), canEdit } };
  };

  app.get(INVOICE_PATHS.settings, async (req) => {
    const { workspace, user } = adminOf(req);
    return settingsAnswer(workspace, user.userType === 'OWNER');
  });

  const settingsBody = strictObject(
    {
      legalName: { type: 'string', maxLength: 1000 },
      gstin: { type: 'string', maxLength: 100 },
      address: { type: 'string', maxLength: 2000 },
      stateCode: { type: 'string', maxLength: 10 },
      pricesIncludeTax: { type: 'boolean' },
      shippingRate: { type: 'integer' },
      shippingSac: { type: 'string', maxLength: 10 },
    },
    [
      'legalName',
      'gstin',
      'address',
      'stateCode',
      'pricesIncludeTax',
      'shippingRate',
      'shippingSac',
    ],
  );
  const settingsMessages: FormMessages = {
    legalName: GST_SETTINGS_MESSAGES.legalName,
    gstin: 'Enter the GSTIN (15 characters) or leave it empty.',
    address: GST_SETTINGS_MESSAGES.address,
    stateCode: GST_SETTINGS_MESSAGES.state,
    pricesIncludeTax: GST_SETTINGS_MESSAGES.includeTax,
    shippingRate: GST_SETTINGS_MESSAGES.shippingRate,
    shippingSac: GST_SETTINGS_MESSAGES.shippingSac,
  };

  app.post(
    INVOICE_PATHS.settings,
    { attachValidation: true, schema: { body: settingsBody } },
    async (req, reply) => {
      if (refuseStaff(req, reply, ADMIN_MESSAGES.ownerOnly)) return reply;
      if (refuseInvalid(req, reply, settingsMessages)) return reply;
      const checked = validateGstSettings(req.body as Record<string, unknown>);
      if (!checked.ok) return failFields(reply, checked.fieldErrors);
      const { workspace } = adminOf(req);
      await workspaces.updateSettings(workspace.id, (s) => ({
        ...s,
        gst: { ...DEFAULT_GST_SETTINGS, ...checked.value },
      }));
      // Product pages say whether prices include tax: cached pages go.
      app.pageCache.purge(workspace.id);
      const fresh = (await workspaces.workspaceById(workspace.id)) ?? workspace;
      return settingsAnswer(fresh, true);
    },
  );
}
