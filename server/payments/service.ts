// The bridge from a gateway's verified report to our orders. Whatever a gateway (or a request)
// says, the amount and currency that count are the ones stored on our payment when checkout
// created it; a report that differs is refused and changes nothing. Applying the same payment
// twice (a retried redirect, a webhook after the redirect) is a no-op the second time.
import { createHash } from 'node:crypto';
import type { PaymentMode } from '../../shared/orders';
import type { AccountContext } from '../accounts';
import { createOrderMailer, type OrdersRepo, type Refusal, type StoredPayment } from '../orders';
import type { Secrets } from './secrets';
import { liveAdapter } from './adapters';
import { gatewayKeys, offeredModes, testGatewayOff } from './config';
import { createTestGateway, type TestGateway } from './test-gateway';
import {
  type GatewayAdapter,
  type GatewayKeys,
  type GatewayReport,
  type GatewayUrls,
  LIVE_GATEWAY_URLS,
} from './types';
import type { Workspace } from '../http';
import type { JobQueue, Waited } from '../queue';

export type { StoredPayment };

export type ApplyResult =
  | { result: 'paid' | 'already-paid' | 'failed' | 'pending'; payment: StoredPayment }
  | { result: 'refused'; status: 400 | 404 | 409; message: string; payment?: StoredPayment };

export const AMOUNT_MISMATCH_MESSAGE =
  'The amount or currency of this payment does not match the order: it was not accepted.';
export const UNKNOWN_PAYMENT_MESSAGE = 'No payment with this reference in this shop.';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

const PAYMENT_JOB = 'payments.apply';

type PaymentJob = {
  workspaceId: string;
  gateway: PaymentMode;
  report: GatewayReport;
  origin?: string;
};

export function createPaymentsService(opts: {
  ctx: AccountContext;
  orders: OrdersRepo;
  secrets: Secrets;
  urls?: Partial<GatewayUrls>;
  fetch?: typeof fetch;
  /** The test gateway's signing key (derived from the server secret). */
  testKey: Buffer;
  /** Where gateways' notifications are applied, retried until the database takes them. */
  jobs: JobQueue;
  /** How long a notification's answer waits for it to be applied (default 5 s). */
  notificationWaitMs?: number;
}) {
  const urls: GatewayUrls = { ...LIVE_GATEWAY_URLS, ...opts.urls };
  const fetchImpl = opts.fetch ?? fetch;
  const { ctx, orders } = opts;
  const test: TestGateway = createTestGateway(opts.testKey);

  const mailOrder = createOrderMailer(ctx, orders);

  const service = {
    urls,
    fetch: fetchImpl,
    test,

    async keys(ws: Workspace): Promise<GatewayKeys> {
      return gatewayKeys(ws.id, ws.settings, opts.secrets);
    },

    /** The ways to pay this workspace offers at checkout. */
    async offered(ws: Workspace): Promise<PaymentMode[]> {
      return offeredModes(await service.keys(ws), ws.settings, ctx.production);
    },

    /**
     * Whether the test gateway's page and verify route are closed to this workspace: in
     * production unless the owner turned it on (its orders placed before then cannot be paid).
     */
    testGatewayOff(ws: Workspace): boolean {
      return testGatewayOff(ws.settings, ctx.production);
    },

    /** The adapter of a mode the workspace offers, or null. */
    async adapter(ws: Workspace, mode: PaymentMode): Promise<GatewayAdapter | null> {
      // Cash on delivery has no gateway: checkout places its order itself.
      if (mode === 'COD' || !(await service.offered(ws)).includes(mode)) return null;
      if (mode === 'TEST') return test.adapter(ws.id);
      return liveAdapter(mode, await service.keys(ws), urls, fetchImpl);
    },

    byGatewayOrder(workspaceId: string, gateway: PaymentMode, gatewayOrderId: string) {
      return orders.paymentByGatewayOrder(workspaceId, gateway, gatewayOrderId);
    },

    byTransaction(workspaceId: string, transactionId: string) {
      return orders.paymentByTransaction(workspaceId, transactionId);
    },

    /**
     * Applies a verified gateway report to our payment and order. `origin` is the shop's
     * origin as the request reached it (for the link in the confirmation mail).
     */
    async apply(
      workspaceId: string,
      gateway: PaymentMode,
      report: GatewayReport,
      origin?: string,
    ): Promise<ApplyResult> {
      const find = () => orders.paymentByGatewayOrder(workspaceId, gateway, report.gatewayOrderId);
      const payment = await find();
      if (!payment) return { result: 'refused', status: 404, message: UNKNOWN_PAYMENT_MESSAGE };
      // The orders repo's 403 (not allowed in this state) is a conflict for the gateway's report.
      const refused = (r: Refusal): ApplyResult => ({
        result: 'refused',
        status: r.status === 403 ? 409 : r.status,
        message: r.message,
        payment,
      });
      if (report.outcome === 'pending') return { result: 'pending', payment };
      if (report.outcome === 'failed') {
        const r = await orders.markFailed(workspaceId, payment.id, report.reason, 'gateway');
        if (!r.ok) return refused(r);
        const after = (await find())!;
        return { result: after.status === 'PAID' ? 'already-paid' : 'failed', payment: after };
      }
      if (
        !Number.isSafeInteger(report.amount) ||
        report.amount !== payment.amount ||
        report.currency.toUpperCase() !== payment.currency.toUpperCase()
      ) {
        ctx.log.warn(
          {
            workspaceId,
            gateway,
            gatewayOrderId: report.gatewayOrderId,
            reported: report.amount,
            stored: payment.amount,
          },
          'payment amount mismatch refused',
        );
        return { result: 'refused', status: 409, message: AMOUNT_MISMATCH_MESSAGE, payment };
      }
      const r = await orders.markPaid(workspaceId, payment.id, report.gatewayPaymentId);
      if (!r.ok) return refused(r);
      const after = (await find())!;
      if (r.result === 'paid')
        await mailOrder(
          workspaceId,
          r.lateNoStock ? 'cancelled-by-shop' : 'confirmed',
          payment.orderId,
          origin,
        );
      return { result: r.result, payment: after };
    },

    /**
     * A gateway's verified notification (a webhook), applied by a queued job: the job is stored
     * before the gateway gets its answer, so a crash or a database outage loses no payment
     * event. Waits a few seconds for the result; past that the job runs (and retries) later.
     * The same notification twice is one job (its id is the report's hash).
     */
    async applyNotified(
      workspaceId: string,
      gateway: PaymentMode,
      report: GatewayReport,
      origin?: string,
    ): Promise<Waited<ApplyResult>> {
      const job: PaymentJob = { workspaceId, gateway, report, ...(origin ? { origin } : {}) };
      const jobId = `pay-${createHash('sha256').update(JSON.stringify(job)).digest('hex')}`;
      return opts.jobs.addAndWait(PAYMENT_JOB, job, opts.notificationWaitMs ?? 5000, { jobId });
    },

    mailOrder,
  };
  opts.jobs.define<PaymentJob, ApplyResult>(PAYMENT_JOB, (j) =>
    service.apply(j.workspaceId, j.gateway, j.report, j.origin),
  );
  return service;
}
