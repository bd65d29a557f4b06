// Payments: one row per attempt at a gateway (its order, later its payment id, the amount and
// currency stored at checkout, refunds), and what a verified report does to the order. A payment
// after the reservation lapsed takes the stock again through the catalogue's stock functions, in
// the payment's transaction; a paid order's bag lines go through the cart's function, likewise.
import { randomUUID } from 'node:crypto';
import type { Order, OrderStatus, PaymentMode } from '../../shared/orders';
import { removeBagLines } from '../cart';
import { takeStockOrReturn } from '../catalogue';
import type { PaymentsTable } from '../db';
import { orderItems, orderRow } from './reading';
import {
  ALREADY_PAID_OTHER,
  CHANGED_MEANWHILE,
  type MarkPaidOutcome,
  ORDER_NOT_FOUND,
  type OrderRow,
  type OrdersCore,
  PAYMENT_NOT_FOUND,
  PAYMENT_USED,
  type Refusal,
  type StoredPayment,
  type TransitionOutcome,
  type Trx,
} from './types';

async function paymentRow(trx: Trx, workspaceId: string, paymentId: string) {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

const paymentOf = (
  r: Pick<
    PaymentsTable,
    | 'id'
    | 'order_id'
    | 'gateway'
    | 'gateway_order_id'
    | 'gateway_payment_id'
    | 'amount'
    | 'currency'
    | 'status'
  > &
    Pick<OrderRow, 'number' | 'transaction_id'>,
): StoredPayment => ({
  id: r.id,
  orderId: r.order_id,
  orderNumber: Number(r.number),
  transactionId: r.transaction_id,
  gateway: r.gateway as PaymentMode,
  gatewayOrderId: r.gateway_order_id,
  gatewayPaymentId: r.gateway_payment_id,
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status as StoredPayment['status'],
});

const paymentRows = (trx: Trx, workspaceId: string) =>
  trx
    .selectFrom('payments as y')
    .innerJoin('orders as o', 'o.id', 'y.order_id')
    .select([
      'y.id',
      'y.order_id',
      'o.number',
      'o.transaction_id',
      'y.gateway',
      'y.gateway_order_id',
      'y.gateway_payment_id',
      'y.amount',
      'y.currency',
      'y.status',
    ])
    .where('y.workspace_id', '=', workspaceId)
    .where('o.workspace_id', '=', workspaceId);

/** The payments of one repo; see the file comment. */
export function createPayments({
  db,
  iso,
  assemble,
  transitionIn,
  forceCancelNoStock,
}: OrdersCore) {
  return {
    /** Records the payment attempt a gateway created for an order. */
    async createPayment(
      workspaceId: string,
      input: {
        orderId: string;
        gateway: PaymentMode;
        gatewayOrderId: string;
        amount: number;
        currency: string;
      },
    ): Promise<void> {
      const at = iso();
      await db
        .insertInto('payments')
        .values({
          id: randomUUID(),
          workspace_id: workspaceId,
          order_id: input.orderId,
          gateway: input.gateway,
          gateway_order_id: input.gatewayOrderId,
          gateway_payment_id: null,
          amount: input.amount,
          currency: input.currency,
          status: 'CREATED',
          refund_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    async paymentByGatewayOrder(
      workspaceId: string,
      gateway: PaymentMode,
      gatewayOrderId: string,
    ): Promise<StoredPayment | null> {
      const r = await paymentRows(db, workspaceId)
        .where('y.gateway', '=', gateway)
        .where('y.gateway_order_id', '=', gatewayOrderId)
        .executeTakeFirst();
      return r ? paymentOf(r) : null;
    },

    async paymentByTransaction(
      workspaceId: string,
      transactionId: string,
    ): Promise<StoredPayment | null> {
      const r = await paymentRows(db, workspaceId)
        .where('o.transaction_id', '=', transactionId)
        .orderBy('y.created_at', 'desc')
        .executeTakeFirst();
      return r ? paymentOf(r) : null;
    },

    async paymentOfOrder(workspaceId: string, orderId: string): Promise<StoredPayment | null> {
      const r = await paymentRows(db, workspaceId)
        .where('o.id', '=', orderId)
        .orderBy('y.created_at', 'desc')
        .executeTakeFirst();
      return r ? paymentOf(r) : null;
    },

    /**
     * A verified payment: marks the payment PAID with the gateway's payment id and the order
     * PAID, once. The same payment again is `already`; a different payment for a paid order, or
     * a payment id already used, is refused. A payment that comes after the reservation lapsed
     * takes the stock again, or, with none left, leaves the order cancelled with a refund due.
     * The bag lines of the order's variants go once it is paid.
     */
    async markPaid(
      workspaceId: string,
      paymentId: string,
      gatewayPaymentId: string,
    ): Promise<
      { ok: true; result: 'paid' | 'already-paid'; order: Order; lateNoStock?: boolean } | Refusal
    > {
      return db.transaction().execute(async (trx): Promise<MarkPaidOutcome> => {
        const pay = await paymentRow(trx, workspaceId, paymentId);
        if (!pay) return { ok: false as const, status: 404 as const, message: PAYMENT_NOT_FOUND };
        if (pay.status === 'PAID' || pay.status === 'REFUNDED') {
          if (pay.gateway_payment_id === gatewayPaymentId) {
            const row = await orderRow(trx, workspaceId, pay.order_id);
            return {
              ok: true as const,
              result: 'already-paid' as const,
              order: await assemble(trx, row!),
            };
          }
          return { ok: false as const, status: 409 as const, message: ALREADY_PAID_OTHER };
        }
        const used = await trx
          .selectFrom('payments')
          .select('id')
          .where('gateway', '=', pay.gateway)
          .where('gateway_payment_id', '=', gatewayPaymentId)
          .executeTakeFirst();
        if (used) return { ok: false as const, status: 409 as const, message: PAYMENT_USED };
        const order = await orderRow(trx, workspaceId, pay.order_id);
        if (!order) return { ok: false as const, status: 404 as const, message: ORDER_NOT_FOUND };
        const status = order.status as OrderStatus;
        if (status !== 'PLACED' && status !== 'PAYMENT_FAILED' && status !== 'EXPIRED')
          return { ok: false as const, status: 409 as const, message: ALREADY_PAID_OTHER };
        const at = iso();
        const marked = await trx
          .updateTable('payments')
          .set({ status: 'PAID', gateway_payment_id: gatewayPaymentId, updated_at: at })
          .where('id', '=', pay.id)
          .where('status', '=', pay.status)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0)
          return { ok: false as const, status: 409 as const, message: CHANGED_MEANWHILE };
        let lateNoStock = false;
        if (status !== 'PLACED') {
          const lines = (await orderItems(trx, workspaceId, order.id)).sort((a, b) =>
            a.variantId < b.variantId ? -1 : 1,
          );
          // Take what is there again; all or nothing (a partial take is put back).
          const short = await takeStockOrReturn(trx, workspaceId, lines);
          lateNoStock = short;
        }
        const paid = await transitionIn(trx, workspaceId, order.id, 'pay', 'gateway', {
          note: status === 'PLACED' ? '' : 'Paid after the reservation had lapsed.',
        });
        // The pay transition marks the order paid (paid_at) in this transaction.
        if (!paid.ok) throw new Error(`pay refused after checks: ${paid.message}`);
        let final = paid.order;
        if (lateNoStock) {
          // Money came in for stock that is gone: cancel without releasing (nothing was taken).
          final = await forceCancelNoStock(trx, workspaceId, order.id);
        }
        if (order.user_id)
          await removeBagLines(
            trx,
            workspaceId,
            order.user_id,
            final.items.map((i) => i.productVariantId),
          );
        return {
          ok: true as const,
          result: 'paid' as const,
          order: { ...final, paidAt: at },
          lateNoStock,
        };
      });
    },

    /** A payment the gateway (or the customer) says failed: the order gives its stock back. */
    async markFailed(
      workspaceId: string,
      paymentId: string,
      reason: string,
      actor: 'customer' | 'gateway',
    ): Promise<TransitionOutcome> {
      return db.transaction().execute(async (trx) => {
        const pay = await paymentRow(trx, workspaceId, paymentId);
        if (!pay) return { ok: false as const, status: 404 as const, message: PAYMENT_NOT_FOUND };
        const order = await orderRow(trx, workspaceId, pay.order_id);
        if (!order) return { ok: false as const, status: 404 as const, message: ORDER_NOT_FOUND };
        if (pay.status === 'CREATED')
          await trx
            .updateTable('payments')
            .set({ status: 'FAILED', updated_at: iso() })
            .where('id', '=', pay.id)
            .where('status', '=', 'CREATED')
            .execute();
        const status = order.status as OrderStatus;
        // Already given up (failed or expired), or paid: nothing to change, say what it is.
        if (status !== 'PLACED')
          return {
            ok: true as const,
            order: await assemble(trx, order),
            from: status,
            to: status,
            changed: false,
          };
        return transitionIn(trx, workspaceId, order.id, 'failPayment', actor, { note: reason });
      });
    },

    /** Records a refund on the order's paid payment. */
    async markRefunded(workspaceId: string, paymentId: string, refundId: string, amount: number) {
      await db
        .updateTable('payments')
        .set({
          status: 'REFUNDED',
          refund_id: refundId,
          refunded_amount: amount,
          updated_at: iso(),
        })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', paymentId)
        .where('status', '=', 'PAID')
        .execute();
    },
  };
}
