// Reading orders: an order row, the whole order as customers and owners read it (lines,
// history, payment, reviews), its lines as stock sees them, and the customer's and the owner's
// lists. Every query is keyed by the workspace.
import { sql } from 'kysely';
import type { ProductMedia } from '../../shared/catalogue';
import type { AdminOrderQuery, AdminOrderRow } from '../../shared/admin-orders';
import {
  type Order,
  type OrderActorName,
  type OrderAddress,
  type OrderEvent,
  type OrderLine,
  type OrderStatus,
  ORDER_STATUS_LABELS,
  type PaymentMode,
} from '../../shared/orders';
import type { StockLine } from '../catalogue';
import { returnWindowOf } from '../../shared/shipping';
import { containsPattern } from '../http';
import { toAdminOrderRow } from './order-row';
import { ACTION_STATUSES, customerMay } from './states';
import { MAX_PAGE, type OrderRow, type OrdersCore, REVIEWABLE, type Trx } from './types';

/** The shop's return window in days (its settings, read in the caller's transaction). */
export async function returnWindowIn(trx: Trx, workspaceId: string): Promise<number> {
  const ws = await trx
    .selectFrom('workspaces')
    .select('settings')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return returnWindowOf(ws ? (JSON.parse(ws.settings) as Record<string, unknown>) : {});
}

/** How the lifecycle sees an order's payment: online or cash on delivery, and whether paid. */
export function paymentKindOf(row: Pick<OrderRow, 'gateway' | 'paid_at'>) {
  return {
    kind: row.gateway === 'COD' ? ('cod' as const) : ('online' as const),
    paid: row.paid_at !== null,
  };
}

export async function orderRow(trx: Trx, workspaceId: string, orderId: string) {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The whole order as customers and owners read it; `now` decides what the customer may still do
 * (cancel, return).
 */
export function createAssembler(now: () => number) {
  return async function assemble(trx: Trx, row: OrderRow): Promise<Order> {
    const [items, events, payment, reviews] = await Promise.all([
      trx
        .selectFrom('order_items')
        .selectAll()
        .where('workspace_id', '=', row.workspace_id)
        .where('order_id', '=', row.id)
        .orderBy('id')
        .execute(),
      trx
        .selectFrom('order_events')
        .selectAll()
        .where('workspace_id', '=', row.workspace_id)
        .where('order_id', '=', row.id)
        .orderBy('id')
        .execute(),
      trx
        .selectFrom('payments')
        .select(['gateway_payment_id', 'status'])
        .where('workspace_id', '=', row.workspace_id)
        .where('order_id', '=', row.id)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),
      trx
        .selectFrom('product_reviews')
        .select(['product_id', 'rating', 'comment'])
        .where('workspace_id', '=', row.workspace_id)
        .where('order_id', '=', row.id)
        .execute(),
    ]);
    const status = row.status as OrderStatus;
    const deliveredAt = [...events].reverse().find((e) => e.to_status === 'DELIVERED')?.created_at;
    const canReview = REVIEWABLE.includes(status);
    // The window matters only once delivered (the account page's Return button).
    const policy = {
      kind: paymentKindOf(row).kind,
      ...(status === 'DELIVERED'
        ? { returnWindowDays: await returnWindowIn(trx, row.workspace_id) }
        : {}),
    };
    const reviewOf = new Map(reviews.map((r) => [r.product_id, r]));
    return {
      _id: row.id,
      number: Number(row.number),
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      currency: row.currency,
      subtotal: Number(row.subtotal),
      discount: Number(row.discount),
      discountCode: row.discount_code,
      shipping: Number(row.shipping),
      codFee: Number(row.cod_fee),
      tax: Number(row.tax),
      total: Number(row.total),
      itemCount: Number(row.item_count),
      address: JSON.parse(row.address) as OrderAddress,
      paymentMode: row.gateway as PaymentMode,
      transactionId: row.transaction_id,
      paymentId: payment?.gateway_payment_id ?? null,
      paidAt: row.paid_at,
      reservedUntil: status === 'PLACED' ? row.reserved_until : null,
      created: row.created_at,
      items: items.map((i): OrderLine => {
        const review = reviewOf.get(i.product_id);
        return {
          _id: i.id,
          productId: i.product_id,
          productVariantId: i.variant_id,
          name: i.name,
          variantTitle: i.variant_title as string,
          path: i.path,
          image: i.image ? (JSON.parse(i.image) as ProductMedia) : null,
          price: Number(i.price),
          mrp: i.mrp === null ? null : Number(i.mrp),
          quantity: Number(i.quantity),
          discount: Number(i.discount),
          tax: Number(i.tax),
          review: review
            ? { rating: Number(review.rating), comment: review.comment as string }
            : null,
        };
      }),
      history: events.map((e): OrderEvent => ({
        status: e.to_status as OrderStatus,
        from: (e.from_status as OrderStatus | null) ?? null,
        event: e.event,
        actor: e.actor as OrderActorName,
        note: e.note as string,
        at: e.created_at,
      })),
      returnBy:
        deliveredAt && policy.returnWindowDays !== undefined
          ? new Date(Date.parse(deliveredAt) + policy.returnWindowDays * 86_400_000).toISOString()
          : null,
      canCancel: customerMay('requestCancel', status, deliveredAt ?? null, now(), policy),
      canReturn: customerMay('requestReturn', status, deliveredAt ?? null, now(), policy),
      canReview,
      customer: { _id: row.user_id, name: row.customer_name, email: row.customer_email },
    };
  };
}

/** An order's lines as stock sees them. */
export async function orderItems(
  trx: Trx,
  workspaceId: string,
  orderId: string,
): Promise<StockLine[]> {
  const items = await trx
    .selectFrom('order_items')
    .select(['variant_id', 'product_id', 'quantity', 'name'])
    .where('workspace_id', '=', workspaceId)
    .where('order_id', '=', orderId)
    .execute();
  return items.map((i) => ({
    variantId: i.variant_id,
    productId: i.product_id,
    quantity: Number(i.quantity),
    name: i.name,
  }));
}

/** The customer's and the owner's reads of orders. */
export function createOrderReads({ db, assemble }: OrdersCore) {
  return {
    async order(workspaceId: string, orderId: string, userId?: string): Promise<Order | null> {
      const row = await orderRow(db, workspaceId, orderId);
      if (!row || (userId !== undefined && row.user_id !== userId)) return null;
      return assemble(db, row);
    },

    async orderByTransaction(
      workspaceId: string,
      transactionId: string,
      userId: string,
    ): Promise<Order | null> {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('transaction_id', '=', transactionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? assemble(db, row) : null;
    },

    /** A customer's orders, newest first. */
    async customerOrders(
      workspaceId: string,
      userId: string,
      page: { s: number; p: number },
    ): Promise<{ data: Order[]; total: number }> {
      const base = db
        .selectFrom('orders')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('number', 'desc')
          .limit(Math.min(page.s, MAX_PAGE))
          .offset(page.p * page.s)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: await Promise.all(rows.map((r) => assemble(db, r))), total: Number(count.n) };
    },

    /** The owner's list: search by number, name or email; status or 'ACTION'; dates; a page. */
    async adminOrders(
      workspaceId: string,
      q: Required<Pick<AdminOrderQuery, 'p' | 's'>> & AdminOrderQuery,
    ): Promise<{ data: AdminOrderRow[]; total: number }> {
      let base = db.selectFrom('orders').where('workspace_id', '=', workspaceId);
      if (q.status === 'ACTION') base = base.where('status', 'in', [...ACTION_STATUSES]);
      else if (q.status) base = base.where('status', '=', q.status);
      if (q.from) base = base.where('created_at', '>=', `${q.from}T00:00:00.000Z`);
      if (q.to) base = base.where('created_at', '<=', `${q.to}T23:59:59.999Z`);
      const text = q.q?.trim().toLowerCase();
      if (text) {
        const digits = /^#?(\d{1,9})$/.exec(text)?.[1];
        // Escaped wildcards need the ESCAPE clause: SQLite has no default escape character.
        const like = containsPattern(text);
        base = base.where((eb) =>
          eb.or([
            ...(digits ? [eb('number', '=', Number(digits))] : []),
            sql<boolean>`lower(customer_name) like ${like} escape '\\'`,
            sql<boolean>`lower(customer_email) like ${like} escape '\\'`,
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('number', 'desc')
          .limit(q.s)
          .offset(q.p * q.s)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toAdminOrderRow), total: Number(count.n) };
    },
  };
}
