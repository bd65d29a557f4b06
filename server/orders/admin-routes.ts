// The owner's orders (docs/api.md, "Admin: orders"; contract in shared/admin-orders.ts): the
// list with search, status and dates, one order, and the lifecycle actions an owner may take.
// Owner and staff of the Host's workspace (the admin guard); every query keyed by workspace.
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  ADMIN_ORDER_PATHS,
  type AdminOrderAnswer,
  type AdminOrderQuery,
  OWNER_ORDER_ACTIONS,
  type OwnerOrderAction,
} from '../../shared/admin-orders';
import { ORDER_STATUSES, type Order, type PaymentMode } from '../../shared/orders';
import type { AccountContext } from '../accounts';
import { createOrderMailer, mailKindOfEvent } from './mails';
import type { OrdersRepo } from './repo';
import { checkTransition, type OrderEventName } from './states';
import {
  adminOf,
  applyStrictValidation,
  fail,
  linkOrigin,
  strictObject,
  type Workspace,
} from '../http';

/** What the owner's refund needs of payments: the workspace's adapter for a payment's gateway. */
export type RefundGateways = {
  adapter(
    ws: Workspace,
    mode: PaymentMode,
  ): Promise<{
    refund(input: {
      gatewayOrderId: string;
      gatewayPaymentId: string;
      amount: number;
      currency: string;
      refundReference: string;
    }): Promise<{ refundId: string }>;
  } | null>;
};

export type OrderAdminRoutesOptions = {
  ctx: AccountContext;
  orders: OrdersRepo;
  /** The gateways that take refunds (server/payments' service; app.ts hands it in). */
  payments: RefundGateways;
  requireAdmin: onRequestHookHandler;
};

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const listBody = strictObject({
  q: { type: 'string', maxLength: 120 },
  status: { type: 'string', enum: [...ORDER_STATUSES, 'ACTION'] },
  from: day,
  to: day,
  p: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
  s: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
});
const idQuery = strictObject({ id }, ['id']);
const actionBody = strictObject(
  {
    action: { type: 'string', enum: [...OWNER_ORDER_ACTIONS] },
    note: { type: 'string', maxLength: 500 },
    /** With approveCancel or cancel: refund the payment through its gateway in the same step. */
    refund: { type: 'boolean' },
  },
  ['action'],
);

const fieldMessages = {
  q: 'Please search with at most 120 characters.',
  status: 'Please choose a status from the list.',
  from: 'Please give dates as YYYY-MM-DD.',
  to: 'Please give dates as YYYY-MM-DD.',
  p: 'Please ask for a page p from 0.',
  s: 'Please ask for a page size s from 1 to 100.',
  id: 'Please say which order (id).',
  action: `Please choose an action: ${OWNER_ORDER_ACTIONS.join(', ')}.`,
  note: 'Please keep the note under 500 characters.',
};

export const ADMIN_ORDER_NOT_FOUND = 'No order with this id in this shop.';

/** How the lifecycle sees an order's payment (online or cash on delivery, paid or not). */
const kindOf = (order: Order) => ({
  kind: order.paymentMode === 'COD' ? ('cod' as const) : ('online' as const),
  paid: order.paidAt !== null,
});

/** The owner actions an order allows now. */
export function ownerActions(order: Order): OwnerOrderAction[] {
  return OWNER_ORDER_ACTIONS.filter(
    (a) => checkTransition(a, order.status, 'owner', kindOf(order)).ok,
  );
}

export async function orderAdminRoutes(app: FastifyInstance, opts: OrderAdminRoutesOptions) {
  applyStrictValidation(app, fieldMessages);
  const { ctx, orders, payments, requireAdmin } = opts;
  const mailOrder = createOrderMailer(ctx, orders);
  const answer = (order: Order): AdminOrderAnswer => ({
    data: order,
    actions: ownerActions(order),
  });

  app.post(
    ADMIN_ORDER_PATHS.list,
    { onRequest: requireAdmin, schema: { body: listBody } },
    async (req, reply) => {
      const { workspace } = adminOf(req);
      const q = req.body as Required<Pick<AdminOrderQuery, 'p' | 's'>> & AdminOrderQuery;
      if (q.from && q.to && q.from > q.to)
        return fail(reply, 400, 'The first date must not be after the last.');
      return reply
        .header('cache-control', 'no-store')
        .send(await orders.adminOrders(workspace.id, q));
    },
  );

  app.get(
    ADMIN_ORDER_PATHS.get,
    { onRequest: requireAdmin, schema: { querystring: idQuery } },
    async (req, reply) => {
      const { workspace } = adminOf(req);
      const order = await orders.order(workspace.id, (req.query as { id: string }).id);
      if (!order) return fail(reply, 404, ADMIN_ORDER_NOT_FOUND);
      return reply.header('cache-control', 'no-store').send(answer(order));
    },
  );

  app.post(
    ADMIN_ORDER_PATHS.action,
    {
      onRequest: requireAdmin,
      schema: { querystring: idQuery, body: actionBody },
    },
    async (req, reply) => {
      const { workspace, user } = adminOf(req);
      const orderId = (req.query as { id: string }).id;
      const body = req.body as { action: OwnerOrderAction; note?: string; refund?: boolean };
      const { action, note } = body;
      const before = await orders.order(workspace.id, orderId);
      if (!before) return fail(reply, 404, ADMIN_ORDER_NOT_FOUND);
      const check = checkTransition(action, before.status, 'owner', {
        number: before.number,
        ...kindOf(before),
      });
      if (!check.ok) return fail(reply, check.status, check.message);
      // An unpaid cash-on-delivery order has nothing to refund: its cancellation just cancels.
      if (body.refund === true && before.paymentMode === 'COD' && !before.paidAt)
        body.refund = false;
      // Cancelling a paid order can send the money back at once: the gateway first, so a refusal
      // of the refund changes nothing; then the cancellation, then the refund's own step.
      const refundToo = body.refund === true && (action === 'approveCancel' || action === 'cancel');
      if (body.refund === true && !refundToo)
        return fail(reply, 400, 'Only a cancellation can refund in the same step.');
      let refundNote = '';
      if (action === 'refund' || refundToo) {
        // The money goes back through the gateway first; the order says refunded only then.
        const payment = await orders.paymentOfOrder(workspace.id, orderId);
        if (!payment || payment.status !== 'PAID' || !payment.gatewayPaymentId)
          return fail(reply, 409, `Order #${before.number} has no payment to refund.`);
        // Cash collected on delivery goes back by hand (cash or bank transfer): recorded here.
        const adapter =
          payment.gateway === 'COD'
            ? {
                refund: async () => ({ refundId: `CASH-R-${before.transactionId}` }),
              }
            : await payments.adapter(workspace, payment.gateway);
        if (!adapter)
          return fail(
            reply,
            409,
            `The ${payment.gateway} gateway is no longer set up in Settings: refund this payment from the gateway's own dashboard.`,
          );
        try {
          const { refundId } = await adapter.refund({
            gatewayOrderId: payment.gatewayOrderId,
            gatewayPaymentId: payment.gatewayPaymentId,
            amount: payment.amount,
            currency: payment.currency,
            refundReference: `${before.transactionId}-R`,
          });
          await orders.markRefunded(workspace.id, payment.id, refundId, payment.amount);
          refundNote = `Refund ${refundId}.`;
        } catch (err) {
          req.log.error({ err }, 'refund failed');
          return fail(reply, 502, 'The payment gateway did not take the refund. Please try again.');
        }
      }
      let r = await orders.transition(workspace.id, orderId, action as OrderEventName, 'owner', {
        actorId: user.id,
        note: [note?.trim(), refundToo ? '' : refundNote].filter(Boolean).join(' '),
      });
      if (!r.ok) return fail(reply, r.status, r.message);
      if (refundToo) {
        r = await orders.transition(workspace.id, orderId, 'refund', 'owner', {
          actorId: user.id,
          note: refundNote,
        });
        if (!r.ok) return fail(reply, r.status, r.message);
      }
      const kind = mailKindOfEvent(action);
      if (kind) await mailOrder(workspace.id, kind, orderId, linkOrigin(ctx, req, workspace), note);
      // Stock changed (cancel, return): listings and product pages show it at once.
      if (check.stock) app.pageCache.purge(workspace.id);
      return reply.header('cache-control', 'no-store').send(answer(r.order));
    },
  );
}
