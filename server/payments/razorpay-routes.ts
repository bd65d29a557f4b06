// Razorpay's routes: the verify route its hosted checkout comes back to (GET or a form POST, signed
// on success, unsigned on failure), and our page that hands the customer over to that checkout.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_FAILURE_PATH } from '../../shared/orders';
import { type GatewayKit, handOver } from './gateway-kit';
import { GATEWAY_MESSAGES, razorpayFields, txnParams } from './gateway-schemas';
import {
  createRazorpayClient,
  razorpayCheckoutAction,
  RAZORPAY_VERIFY_PATH,
  settleRazorpayOrder,
  settleRazorpayPayment,
  verifyRazorpayPaymentSignature,
} from './razorpay';

export function razorpayRoutes(app: FastifyInstance, kit: GatewayKit): void {
  const { payments, refuse } = kit;

  const razorpayVerify = kit.guarded(async (req, reply) => {
    const found = await kit.setUp(req, reply, 'RAZORPAY');
    if (!found) return reply;
    const { ws, keys } = found;
    const f = (req.method === 'GET' ? req.query : req.body) as Record<string, string | undefined>;
    const client = createRazorpayClient({ ...kit.clientOptions('razorpay'), ...keys });
    const orderId = f.razorpay_order_id;
    const paymentId = f.razorpay_payment_id;
    const signature = f.razorpay_signature;

    if (orderId === undefined && paymentId === undefined && signature === undefined) {
      // Razorpay's error callback is not signed: it only tells us which order to ask about.
      const metadata = f['error[metadata]'];
      let errorOrderId: unknown;
      try {
        errorOrderId = metadata ? (JSON.parse(metadata) as { order_id?: unknown }).order_id : null;
      } catch {
        errorOrderId = null;
      }
      if (typeof errorOrderId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(errorOrderId))
        return refuse(req, reply, 400, GATEWAY_MESSAGES.razorpayErrorOrder);
      const stored = await kit.stored(req, reply, ws, 'RAZORPAY', errorOrderId);
      if (!stored) return reply;
      return kit.settle(req, reply, ws, 'RAZORPAY', await settleRazorpayOrder(client, stored));
    }
    if (!orderId || !paymentId || !signature)
      return refuse(req, reply, 400, GATEWAY_MESSAGES.razorpayFields);
    const stored = await kit.stored(req, reply, ws, 'RAZORPAY', orderId);
    if (!stored) return reply;
    if (!verifyRazorpayPaymentSignature(orderId, paymentId, signature, keys.keySecret))
      return refuse(req, reply, 400, kit.signatureMessage);
    // The same signed payment again (a reload of the return page): nothing to ask Razorpay.
    if (stored.status === 'PAID' && stored.gatewayPaymentId === paymentId)
      return kit.alreadyPaid(req, reply, stored);
    const report = await settleRazorpayPayment(
      client,
      await client.fetchPayment(paymentId),
      stored,
    );
    if (!report) return refuse(req, reply, 400, GATEWAY_MESSAGES.otherOrder);
    return kit.settle(req, reply, ws, 'RAZORPAY', report);
  });

  app.get(RAZORPAY_VERIFY_PATH, { schema: { querystring: razorpayFields } }, razorpayVerify);
  // Razorpay's checkout page posts this form from its own origin; the signature, not a session,
  // is what it is trusted for.
  app.post(
    RAZORPAY_VERIFY_PATH,
    { config: { selfProving: true }, schema: { body: razorpayFields } },
    razorpayVerify,
  );

  // Razorpay's hosted checkout: their checkout.js is on a CDN we do not load, so the browser
  // posts a plain form to /v1/checkout/embedded instead.
  app.get(
    '/pay/razorpay/:transactionId',
    { schema: { params: txnParams }, config: { securityPolicy: 'handover' } },
    async (req, reply) => {
      const found = await kit.payable(req, reply, 'RAZORPAY');
      if (!found) return reply;
      const { ws, keys, order, payment, origin } = found;
      const phone = order.address.phone;
      return handOver(reply, {
        shopName: ws.name,
        payment,
        gatewayName: 'Razorpay',
        action: razorpayCheckoutAction(payments.urls.razorpay),
        fields: {
          key_id: keys.keyId,
          order_id: payment.gatewayOrderId,
          amount: String(payment.amount),
          currency: payment.currency,
          name: ws.name,
          description: `Order #${payment.orderNumber}`,
          'prefill[name]': order.customer.name || order.address.name,
          'prefill[email]': order.customer.email,
          'prefill[contact]': /^\d{10}$/.test(phone) ? `+91${phone}` : phone,
          'notes[transactionId]': payment.transactionId,
          callback_url: `${origin}${RAZORPAY_VERIFY_PATH}`,
          cancel_url: `${origin}${PAYMENT_FAILURE_PATH}?orderId=${encodeURIComponent(order._id)}`,
        },
      });
    },
  );
}
