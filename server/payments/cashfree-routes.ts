// Cashfree's routes: our page that hands the customer over to its hosted checkout, the verify
// route its checkout returns to (we ask Cashfree what became of the order), and its signed
// server-to-server notifications.
import type { FastifyInstance } from 'fastify';
import {
  cashfreeCheckoutAction,
  cashfreePaidReport,
  cashfreeReport,
  cashfreeTimestampFresh,
  createCashfreeClient,
  verifyCashfreeWebhook,
} from './cashfree';
import { type GatewayKit, handOver } from './gateway-kit';
import {
  anyQuery,
  CASHFREE_VERIFY_PATH,
  CASHFREE_WEBHOOK_PATH,
  cashfreeWebhookBody,
  cashfreeWebhookHeaders,
  GATEWAY_MESSAGES,
  idParams,
  txnParams,
} from './gateway-schemas';
import type { GatewayReport } from './types';

export function cashfreeRoutes(app: FastifyInstance, kit: GatewayKit): void {
  const { payments, refuse } = kit;

  app.get(
    '/pay/cashfree/:transactionId',
    { schema: { params: txnParams }, config: { securityPolicy: 'handover' } },
    kit.guarded(async (req, reply) => {
      const found = await kit.payable(req, reply, 'CASHFREE');
      if (!found) return reply;
      const { ws, keys, payment } = found;
      const client = createCashfreeClient({ ...kit.clientOptions('cashfree'), ...keys });
      const cfOrder = await client.getOrder(payment.gatewayOrderId);
      if (cfOrder.order_status === 'PAID')
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${CASHFREE_VERIFY_PATH}/${encodeURIComponent(payment.gatewayOrderId)}`, 303);
      if (cfOrder.order_status !== 'ACTIVE' || !cfOrder.payment_session_id)
        return refuse(req, reply, 409, GATEWAY_MESSAGES.nothingToPay);
      return handOver(reply, {
        shopName: ws.name,
        payment,
        gatewayName: 'Cashfree',
        action: cashfreeCheckoutAction(payments.urls.cashfree),
        fields: { payment_session_id: cfOrder.payment_session_id },
      });
    }),
  );

  app.get(
    `${CASHFREE_VERIFY_PATH}/:id`,
    { schema: { params: idParams, querystring: anyQuery } },
    kit.guarded(async (req, reply) => {
      const found = await kit.returned(req, reply, 'CASHFREE');
      if (!found) return reply;
      const { ws, keys, id: orderId } = found;
      const client = createCashfreeClient({ ...kit.clientOptions('cashfree'), ...keys });
      const [cfOrder, cfPayments] = await Promise.all([
        client.getOrder(orderId),
        client.orderPayments(orderId),
      ]);
      if (cfOrder.order_id !== orderId) return refuse(req, reply, 400, GATEWAY_MESSAGES.otherOrder);
      const report = cashfreeReport(cfOrder, cfPayments) ?? {
        outcome: 'pending' as const,
        gatewayOrderId: orderId,
      };
      return kit.settle(req, reply, ws, 'CASHFREE', report);
    }),
  );

  app.post(
    CASHFREE_WEBHOOK_PATH,
    {
      // Signed by Cashfree, sent by its servers: no session rides on it.
      config: { selfProving: true },
      schema: { headers: cashfreeWebhookHeaders, body: cashfreeWebhookBody },
    },
    async (req, reply) => {
      const found = await kit.setUp(req, reply, 'CASHFREE');
      if (!found) return reply;
      const { ws, keys } = found;
      const signature = req.headers['x-webhook-signature'] as string;
      const timestamp = req.headers['x-webhook-timestamp'] as string;
      const raw = kit.rawBody(req);
      if (!verifyCashfreeWebhook(timestamp, raw, signature, keys.clientSecret))
        return refuse(req, reply, 400, GATEWAY_MESSAGES.webhookSignature);
      if (!cashfreeTimestampFresh(timestamp))
        return refuse(req, reply, 400, GATEWAY_MESSAGES.webhookStale);
      const event = req.body as { type: string; data: CashfreeWebhookData };
      const kind =
        event.type === 'PAYMENT_SUCCESS_WEBHOOK'
          ? 'paid'
          : event.type === 'PAYMENT_FAILED_WEBHOOK' || event.type === 'PAYMENT_USER_DROPPED_WEBHOOK'
            ? 'failed'
            : null;
      // Refund, settlement and other events are acknowledged so Cashfree stops sending them.
      if (!kind) return reply.send({ data: { ignored: event.type } });
      const orderId = event.data.order?.order_id;
      const p = event.data.payment;
      if (typeof orderId !== 'string' || !p || typeof p !== 'object')
        return refuse(req, reply, 400, GATEWAY_MESSAGES.webhookShape);
      const stored = await kit.stored(req, reply, ws, 'CASHFREE', orderId);
      if (!stored) return reply;
      let report: GatewayReport | null;
      if (kind === 'paid') {
        if (
          (typeof p.cf_payment_id !== 'string' && typeof p.cf_payment_id !== 'number') ||
          typeof p.payment_amount !== 'number'
        )
          return refuse(req, reply, 400, GATEWAY_MESSAGES.webhookShape);
        report = cashfreePaidReport(
          orderId,
          {
            cf_payment_id: p.cf_payment_id,
            payment_amount: p.payment_amount,
            ...(typeof p.payment_currency === 'string'
              ? { payment_currency: p.payment_currency }
              : {}),
          },
          typeof event.data.order?.order_currency === 'string'
            ? event.data.order.order_currency
            : undefined,
        );
        if (!report) return refuse(req, reply, 400, GATEWAY_MESSAGES.unreadableAmount);
      } else {
        report = {
          outcome: 'failed',
          gatewayOrderId: orderId,
          reason:
            typeof p.payment_message === 'string' && p.payment_message
              ? p.payment_message
              : `Cashfree: ${event.type}`,
        };
      }
      return kit.notified(req, reply, ws, 'CASHFREE', report);
    },
  );
}

type CashfreeWebhookData = {
  order?: { order_id?: unknown; order_currency?: unknown };
  payment?: {
    cf_payment_id?: unknown;
    payment_amount?: unknown;
    payment_currency?: unknown;
    payment_message?: unknown;
  };
};
