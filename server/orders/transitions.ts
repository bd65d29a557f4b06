// The one way an order's status changes: `transitionIn` checks the lifecycle table
// (states.ts), applies its stock effect through the catalogue's stock functions in the same
// transaction, updates the status only if it is still the one read (two racing requests cannot
// both move an order) and records the event.
import type { Order, OrderStatus } from '../../shared/orders';
import { returnStock } from '../catalogue';
import { randomUUID } from 'node:crypto';
import { reclaimDiscountUse, releaseDiscountUse } from '../discounts';
import { orderItems, orderRow, paymentKindOf, returnWindowIn } from './reading';
import { checkTransition, type OrderActor, type OrderEventName } from './states';
import {
  CHANGED_MEANWHILE,
  type Clock,
  type EventRecord,
  ORDER_NOT_FOUND,
  type OrderDocuments,
  type OrderRow,
  type OrdersCore,
  type TransitionOutcome,
  type Trx,
} from './types';

export async function recordEvent(trx: Trx, workspaceId: string, orderId: string, e: EventRecord) {
  await trx
    .insertInto('order_events')
    .values({
      workspace_id: workspaceId,
      order_id: orderId,
      event: e.event,
      from_status: e.from,
      to_status: e.to,
      actor: e.actor,
      actor_id: e.actorId ?? null,
      note: e.note ?? '',
      created_at: e.at,
    })
    .execute();
}

/**
 * The cash a COD order's courier collected (the transition marks the order paid): a payment row
 * (gateway COD, the order's total) stands for it, so a refund after a return has one to mark.
 */
async function recordCashPayment(trx: Trx, row: OrderRow, at: string) {
  await trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      workspace_id: row.workspace_id,
      order_id: row.id,
      gateway: 'COD',
      gateway_order_id: row.transaction_id,
      gateway_payment_id: `CASH-${row.transaction_id}`,
      amount: Number(row.total),
      currency: row.currency,
      status: 'PAID',
      refund_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Puts an order's units back on their variants (those that still exist). */
async function releaseStock(trx: Trx, workspaceId: string, orderId: string) {
  await returnStock(trx, workspaceId, await orderItems(trx, workspaceId, orderId));
}

/** What the gateway refunded of an order's payment (the order's total when not recorded). */
async function refundedAmount(trx: Trx, workspaceId: string, orderId: string, total: number) {
  const r = await trx
    .selectFrom('payments')
    .select('refunded_amount')
    .where('workspace_id', '=', workspaceId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'REFUNDED')
    .executeTakeFirst();
  return r && Number(r.refunded_amount) > 0 ? Number(r.refunded_amount) : total;
}

/** The transitions of one repo (its clock, its way of reading the whole order). */
export function createTransitions({
  now,
  iso,
  assemble,
  documents,
}: Clock & {
  assemble: (trx: Trx, row: OrderRow) => Promise<Order>;
  documents?: OrderDocuments;
}) {
  /**
   * Moves an order by a lifecycle event inside `trx`: checks the table, applies the stock
   * effect, updates the status only if it is still the one read, and records the event.
   */
  async function transitionIn(
    trx: Trx,
    workspaceId: string,
    orderId: string,
    event: OrderEventName,
    actor: OrderActor,
    opts: { note?: string; actorId?: string | null; userId?: string; keepStock?: boolean } = {},
  ): Promise<TransitionOutcome> {
    const row = await orderRow(trx, workspaceId, orderId);
    if (!row || (opts.userId !== undefined && row.user_id !== opts.userId))
      return { ok: false, status: 404, message: ORDER_NOT_FOUND };
    const from = row.status as OrderStatus;
    const deliveredAt =
      event === 'requestReturn'
        ? ((
            await trx
              .selectFrom('order_events')
              .select('created_at')
              .where('workspace_id', '=', workspaceId)
              .where('order_id', '=', orderId)
              .where('to_status', '=', 'DELIVERED')
              .orderBy('id', 'desc')
              .executeTakeFirst()
          )?.created_at ?? null)
        : null;
    const check = checkTransition(event, from, actor, {
      number: Number(row.number),
      deliveredAt,
      now: now(),
      ...paymentKindOf(row),
      ...(event === 'requestReturn'
        ? { returnWindowDays: await returnWindowIn(trx, workspaceId) }
        : {}),
    });
    if (!check.ok) return check;
    if (check.stock === 'release' && !opts.keepStock) await releaseStock(trx, workspaceId, orderId);
    const at = iso();
    // Paid from this transaction on (a payment, or cash collected on delivery): what it issues
    // next (the invoice) and every report that counts paid orders see it so.
    const paidAt =
      row.paid_at === null && (event === 'pay' || event === 'collectCash') ? at : row.paid_at;
    const moved = await trx
      .updateTable('orders')
      .set({
        status: check.to,
        updated_at: at,
        paid_at: paidAt,
        ...(check.to !== 'PLACED' ? { reserved_until: null } : {}),
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', orderId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0)
      return { ok: false, status: 409, message: CHANGED_MEANWHILE };
    // An order given up unpaid (lapsed, failed, or a cash-on-delivery one cancelled) gives its
    // discount's use back; paid after all, it takes it again.
    if (row.paid_at === null && ['EXPIRED', 'PAYMENT_FAILED', 'CANCELLED'].includes(check.to))
      await releaseDiscountUse(trx, workspaceId, orderId, at);
    else if (check.to === 'PAID' && (from === 'EXPIRED' || from === 'PAYMENT_FAILED'))
      await reclaimDiscountUse(trx, workspaceId, orderId);
    if (event === 'collectCash') await recordCashPayment(trx, row, at);
    await recordEvent(trx, workspaceId, orderId, {
      event,
      from,
      to: check.to,
      actor,
      actorId: opts.actorId,
      note: (opts.note ?? '').slice(0, 500),
      at,
    });
    // The GST invoice is issued in the transaction that makes the order PAID (for cash on
    // delivery, the one that ships it), the credit note in the one that makes it REFUNDED: both
    // or neither.
    if (documents && (event === 'pay' || (event === 'ship' && row.gateway === 'COD')))
      await documents.paid(trx, workspaceId, orderId);
    if (documents && event === 'refund')
      await documents.refunded(
        trx,
        workspaceId,
        orderId,
        await refundedAmount(trx, workspaceId, orderId, Number(row.total)),
      );
    const order = await assemble(trx, {
      ...row,
      status: check.to,
      updated_at: at,
      paid_at: paidAt,
      reserved_until: check.to !== 'PLACED' ? null : row.reserved_until,
    });
    return { ok: true, order, from, to: check.to, changed: true };
  }

  /** A late payment with no stock: cancelled for a refund, giving back no stock (none was taken). */
  async function forceCancelNoStock(
    trx: Trx,
    workspaceId: string,
    orderId: string,
  ): Promise<Order> {
    const r = await transitionIn(trx, workspaceId, orderId, 'cancel', 'system', {
      note: 'Paid after the reservation lapsed and the items were sold out: a refund is due.',
      keepStock: true,
    });
    if (!r.ok) throw new Error(`late-payment cancel refused: ${r.message}`);
    return r.order;
  }

  return { transitionIn, forceCancelNoStock };
}

/** Moving an order by an event, and the sweep of lapsed reservations. */
export function createTransitionMethods({ db, iso, transitionIn }: OrdersCore) {
  return {
    async transition(
      workspaceId: string,
      orderId: string,
      event: OrderEventName,
      actor: OrderActor,
      opts: { note?: string; actorId?: string | null; userId?: string } = {},
    ): Promise<TransitionOutcome> {
      return db
        .transaction()
        .execute((trx) => transitionIn(trx, workspaceId, orderId, event, actor, opts));
    },

    /** Gives back the stock of unpaid orders whose reservation has lapsed; answers their ids. */
    async expireDue(limit = 200): Promise<{ workspaceId: string; orderId: string }[]> {
      const due = await db
        .selectFrom('orders')
        .select(['id', 'workspace_id'])
        .where('status', '=', 'PLACED')
        .where('reserved_until', '<', iso())
        .orderBy('reserved_until')
        .limit(limit)
        .execute();
      const done: { workspaceId: string; orderId: string }[] = [];
      for (const o of due) {
        const r = await db.transaction().execute((trx) =>
          transitionIn(trx, o.workspace_id, o.id, 'expire', 'system', {
            note: 'The payment did not arrive in time; the items went back to stock.',
          }),
        );
        if (r.ok) done.push({ workspaceId: o.workspace_id, orderId: o.id });
      }
      return done;
    },
  };
}
