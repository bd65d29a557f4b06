// What every live gateway's routes share (razorpay-routes.ts, cashfree-routes.ts,
// phonepe-routes.ts): the Host's workspace and its keys, the report handed to the payments
// service, a gateway that is down answered as a readable 502, the customer's own payment for the
// hand-over pages, and the hand-over page itself. gateway-routes.ts makes one kit per app.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/escape';
import { formatMoney } from '../../shared/format';
import { CHECKOUT_MESSAGES, type PaymentMode } from '../../shared/orders';
import { createOrdersRepo } from '../orders';
import type { AccountContext } from '../accounts';
import { GATEWAY_MESSAGES } from './gateway-schemas';
import {
  type ApplyResult,
  type PaymentsService,
  type StoredPayment,
  UNKNOWN_PAYMENT_MESSAGE,
} from './service';
import { GatewayError, type GatewayKeys, type GatewayReport, type GatewayUrls } from './types';
import {
  htmlPage,
  linkOrigin,
  NO_SITE_MESSAGE,
  signedIn,
  type Workspace,
  workspaceOfHost,
} from '../http';

export type LiveGateway = Exclude<PaymentMode, 'TEST' | 'COD'>;

const NAMES: Record<LiveGateway, string> = {
  RAZORPAY: 'Razorpay',
  CASHFREE: 'Cashfree',
  PHONEPE: 'PhonePe',
};

/** What a verify route answers: a refusal, or what became of the payment. */
export type GatewayAnswer =
  | { status: number; message: string }
  | {
      result: 'paid' | 'already-paid' | 'failed' | 'pending';
      payment: { orderId: string; orderNumber: number; transactionId: string };
    };

export type GatewayKitOptions = {
  ctx: AccountContext;
  payments: PaymentsService;
  /** Sends a GatewayAnswer as JSON, or as a redirect or page to a browser navigation. */
  answer(req: FastifyRequest, reply: FastifyReply, a: GatewayAnswer): unknown;
  /** The refusal of a signature that does not match (the same words as the test gateway's). */
  signatureMessage: string;
  /** The exact bytes of a request's JSON body, which the gateways' signatures are over. */
  rawBody(req: FastifyRequest): string;
};

type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type GatewayKit = ReturnType<typeof createGatewayKit>;

export function createGatewayKit(opts: GatewayKitOptions) {
  const { ctx, payments, answer } = opts;
  const orders = createOrdersRepo(ctx.db);

  const refuse = (req: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    answer(req, reply, { status, message });

  /** The Host's workspace and its keys of `gateway`, or a refusal already sent (null). */
  async function setUp<G extends LiveGateway>(
    req: FastifyRequest,
    reply: FastifyReply,
    gateway: G,
  ): Promise<{ ws: Workspace; keys: NonNullable<GatewayKeys[G]> } | null> {
    const ws = await workspaceOfHost(ctx, req);
    if (!ws) {
      await refuse(req, reply, 404, NO_SITE_MESSAGE);
      return null;
    }
    const keys = (await payments.keys(ws))[gateway];
    if (!keys) {
      await refuse(req, reply, 404, GATEWAY_MESSAGES.notSetUp(NAMES[gateway]));
      return null;
    }
    return { ws, keys: keys as NonNullable<GatewayKeys[G]> };
  }

  /** Our payment of the gateway's order (or transaction) id here, or a 404 already sent. */
  async function stored(
    req: FastifyRequest,
    reply: FastifyReply,
    ws: Workspace,
    gateway: LiveGateway,
    gatewayOrderId: string,
  ): Promise<StoredPayment | null> {
    const found = await payments.byGatewayOrder(ws.id, gateway, gatewayOrderId);
    if (!found) await refuse(req, reply, 404, UNKNOWN_PAYMENT_MESSAGE);
    return found;
  }

  const decided = (req: FastifyRequest, reply: FastifyReply, result: ApplyResult) =>
    result.result === 'refused'
      ? refuse(req, reply, result.status, result.message)
      : answer(req, reply, result);

  /** A payment already paid: answered as such, nothing asked of the gateway. */
  const alreadyPaid = (req: FastifyRequest, reply: FastifyReply, payment: StoredPayment) =>
    answer(req, reply, { result: 'already-paid', payment });

  return {
    payments,
    signatureMessage: opts.signatureMessage,
    rawBody: opts.rawBody,
    refuse,
    setUp,

    /** Where a gateway's client connects, and with which fetch (local servers in tests). */
    clientOptions: (gateway: keyof GatewayUrls) => ({
      baseUrl: payments.urls[gateway],
      fetch: payments.fetch,
    }),

    stored,
    alreadyPaid,

    /**
     * For the route a gateway sends the browser back to with its order id (`:id`): the
     * workspace, its keys and our payment, not yet paid; null once a refusal or the
     * already-paid answer is sent.
     */
    async returned<G extends LiveGateway>(req: FastifyRequest, reply: FastifyReply, gateway: G) {
      const found = await setUp(req, reply, gateway);
      if (!found) return null;
      const { id } = req.params as { id: string };
      const payment = await stored(req, reply, found.ws, gateway, id);
      if (!payment) return null;
      if (payment.status === 'PAID') {
        await alreadyPaid(req, reply, payment);
        return null;
      }
      return { ...found, id };
    },

    /** Hands the report to the service and answers what it decided. */
    async settle(
      req: FastifyRequest,
      reply: FastifyReply,
      ws: Workspace,
      gateway: LiveGateway,
      report: GatewayReport,
    ) {
      const result = await payments.apply(ws.id, gateway, report, linkOrigin(ctx, req, ws));
      return decided(req, reply, result);
    },

    /**
     * A gateway's own notification (server to server): applied by a queued job, so it is not
     * lost when the database or this process fails. Answers what the job decided, or 202 while
     * it is still queued (the gateway need not send it again).
     */
    async notified(
      req: FastifyRequest,
      reply: FastifyReply,
      ws: Workspace,
      gateway: LiveGateway,
      report: GatewayReport,
    ) {
      const waited = await payments.applyNotified(ws.id, gateway, report, linkOrigin(ctx, req, ws));
      if (!waited.done)
        return reply
          .code(202)
          .send({ data: { status: 'QUEUED' }, msg: GATEWAY_MESSAGES.notificationQueued });
      return decided(req, reply, waited.value);
    },

    /** A gateway that is down or answers nonsense is a readable 502, never a 500. */
    guarded:
      (handler: Handler): Handler =>
      async (req, reply) => {
        try {
          return await handler(req, reply);
        } catch (err) {
          if (!(err instanceof GatewayError)) throw err;
          req.log.warn({ err: err.message, url: req.url }, 'payment gateway call failed');
          return refuse(req, reply, err.status, err.message);
        }
      },

    /** The signed-in customer's order and payment of a transaction on `gateway`, or a page sent. */
    async payable<G extends LiveGateway>(req: FastifyRequest, reply: FastifyReply, gateway: G) {
      const found = await setUp(req, reply, gateway);
      if (!found) return null;
      const { ws, keys } = found;
      const { transactionId } = req.params as { transactionId: string };
      const s = await signedIn(ctx, req, ws);
      const order = s ? await orders.orderByTransaction(ws.id, transactionId, s.user.id) : null;
      const payment = order ? await payments.byTransaction(ws.id, transactionId) : null;
      if (!order || !payment || payment.gateway !== gateway) {
        await refuse(req, reply, 404, CHECKOUT_MESSAGES.transactionNotFound);
        return null;
      }
      if (payment.status === 'PAID') {
        await answer(req, reply, { result: 'already-paid', payment });
        return null;
      }
      if (order.status !== 'PLACED') {
        await refuse(req, reply, 409, GATEWAY_MESSAGES.nothingToPay);
        return null;
      }
      return { ws, keys, order, payment, origin: linkOrigin(ctx, req, ws) };
    },
  };
}

/** The hand-over page's one script: it sends the form at once. */
export const HANDOVER_SCRIPT = `<script>document.getElementById('sw-pay').submit()</script>`;

/**
 * A page that posts a form to the gateway's hosted checkout at once (and shows the button when
 * scripts are off). Nothing on it comes from another origin.
 */
export function handOver(
  reply: FastifyReply,
  h: {
    shopName: string;
    payment: Pick<StoredPayment, 'amount' | 'currency' | 'orderNumber'>;
    gatewayName: string;
    action: string;
    fields: Record<string, string>;
  },
) {
  const title = `Pay ${h.shopName} with ${h.gatewayName}`;
  const amount = formatMoney(h.payment.amount, h.payment.currency);
  const inputs = Object.entries(h.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      htmlPage(
        title,
        `<h1>${escapeHtml(title)}</h1>` +
          `<p class="muted">Order #${h.payment.orderNumber} · ${escapeHtml(amount)}</p>` +
          `<p>Taking you to ${escapeHtml(h.gatewayName)}’s secure payment page…</p>` +
          `<form id="sw-pay" method="post" action="${escapeHtml(h.action)}" data-testid="gateway-handover">${inputs}` +
          `<button type="submit">Pay ${escapeHtml(amount)} with ${escapeHtml(h.gatewayName)}</button></form>` +
          HANDOVER_SCRIPT,
      ),
    );
}
