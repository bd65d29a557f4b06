// Orders' SQL, the only place that reads or writes addresses, orders, order_items, order_events,
// payments and product_reviews. Every query is keyed by the workspace. A status changes only in
// `transition` (and `applyPayment`, which uses it), after server/orders/states.ts said yes, with
// an update conditioned on the status it read: two racing requests cannot both move an order.
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { averageRating, type ProductMedia } from '../../shared/catalogue';
import {
  ADDRESS_LIMITS,
  type Address,
  type AddressInput,
  type Order,
  type OrderActorName,
  type OrderAddress,
  type OrderEvent,
  type OrderLine,
  type OrderStatus,
  ORDER_STATUS_LABELS,
  type PaymentMode,
  type ProductReview,
  shippingFor,
} from '../../shared/orders';
import type { AdminOrderQuery, AdminOrderRow } from '../../shared/admin-orders';
import { refreshProduct } from '../catalogue/repo';
import { toAdminOrderRow } from './order-row';
import { bagRows } from '../cart/repo';
import { containsPattern } from '../catalogue/rules';
import { availableStock, parseMedia } from '../cart/rules';
import type { Db } from '../db/connect';
import type { Database, PaymentsTable } from '../db/schema';
import {
  ACTION_STATUSES,
  checkTransition,
  ORDER_TRANSITIONS,
  customerMay,
  type OrderActor,
  type OrderEventName,
} from './states';

type Trx = Kysely<Database> | Transaction<Database>;

/** A refusal the routes answer as it is (status and readable message). */
export type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string };

export type StoredPayment = {
  id: string;
  orderId: string;
  orderNumber: number;
  transactionId: string;
  gateway: PaymentMode;
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  amount: number;
  currency: string;
  status: 'CREATED' | 'PAID' | 'FAILED' | 'REFUNDED';
};

/** A bag line as checkout prices and reserves it (live variant, live product). */
export type CheckoutLine = {
  cartId: string;
  variantId: string;
  productId: string;
  name: string;
  variantTitle: string;
  path: string;
  image: ProductMedia | null;
  price: number;
  mrp: number | null;
  quantity: number;
  /** Units for sale now (0 when the product is off sale). */
  stock: number;
};

export type PlaceOrderInput = {
  userId: string;
  customerName: string;
  customerEmail: string;
  address: OrderAddress;
  gateway: PaymentMode;
  currency: string;
  reservedUntil: string;
};

export type PlaceOrderOutcome =
  | { ok: true; order: Order; replaced: string[] }
  | { ok: false; status: 409 | 400; message: string; problems?: string[] };

export type MarkPaidOutcome =
  { ok: true; result: 'paid' | 'already-paid'; order: Order; lateNoStock?: boolean } | Refusal;

export type TransitionOutcome =
  { ok: true; order: Order; from: OrderStatus; to: OrderStatus; changed: boolean } | Refusal;

type OrderRow = Database['orders'];

/** A line as stock sees it: units of a variant of a product. */
type StockLine = { variantId: string; productId: string; quantity: number; name: string };

/** A line as an order keeps it: a copy of the variant as it was sold. */
type SoldLine = Pick<
  CheckoutLine,
  | 'productId'
  | 'variantId'
  | 'name'
  | 'variantTitle'
  | 'path'
  | 'image'
  | 'price'
  | 'mrp'
  | 'quantity'
>;

/** One step of an order's history. */
type EventRecord = {
  event: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  actorId?: string | null;
  note?: string;
  at: string;
};

const MAX_PAGE = 100;

export function createOrdersRepo(db: Db, now: () => number = Date.now) {
  const iso = () => new Date(now()).toISOString();

  // ---------------------------------------------------------------- addresses

  const toAddress = (r: Selectable<Database['addresses']>): Address => ({
    _id: r.id,
    name: r.name,
    phone: r.phone,
    line1: r.line1,
    line2: r.line2,
    landmark: r.landmark,
    city: r.city,
    state: r.state,
    pincode: r.pincode,
    isDefault: Number(r.is_default) === 1,
  });

  const clean = (input: AddressInput) => ({
    name: input.name.trim(),
    phone: input.phone.trim(),
    line1: input.line1.trim(),
    line2: (input.line2 ?? '').trim(),
    landmark: (input.landmark ?? '').trim(),
    city: input.city.trim(),
    state: input.state.trim(),
    pincode: input.pincode.trim(),
  });

  async function addressRows(trx: Trx, workspaceId: string, userId: string) {
    return trx
      .selectFrom('addresses')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async function clearDefault(trx: Trx, workspaceId: string, userId: string) {
    await trx
      .updateTable('addresses')
      .set({ is_default: 0 })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
  }

  // ---------------------------------------------------------------- orders: reading

  async function orderRow(trx: Trx, workspaceId: string, orderId: string) {
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', orderId)
      .executeTakeFirst();
  }

  /** The whole order as customers and owners read it. */
  async function assemble(trx: Trx, row: OrderRow): Promise<Order> {
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
    const reviewOf = new Map(reviews.map((r) => [r.product_id, r]));
    return {
      _id: row.id,
      number: Number(row.number),
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      currency: row.currency,
      subtotal: Number(row.subtotal),
      shipping: Number(row.shipping),
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
      canCancel: customerMay('requestCancel', status, deliveredAt ?? null, now()),
      canReturn: customerMay('requestReturn', status, deliveredAt ?? null, now()),
      canReview,
      customer: { _id: row.user_id, name: row.customer_name, email: row.customer_email },
    };
  }

  /** An order's lines as stock sees them. */
  async function orderItems(trx: Trx, workspaceId: string, orderId: string) {
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

  // ---------------------------------------------------------------- stock

  /** Puts units back on their variants (those that still exist) and refreshes their products. */
  async function restock(trx: Trx, workspaceId: string, lines: readonly StockLine[]) {
    const products = new Set<string>();
    for (const l of lines) {
      const r = await trx
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '+', l.quantity) }))
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', l.variantId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) products.add(l.productId);
    }
    for (const p of products) await refreshProduct(trx, workspaceId, p);
  }

  /** Puts an order's units back on their variants (those that still exist). */
  async function releaseStock(trx: Trx, workspaceId: string, orderId: string) {
    await restock(trx, workspaceId, await orderItems(trx, workspaceId, orderId));
  }

  /**
   * Takes `quantity` units of each variant, each in one conditional statement (`stock >= n`),
   * so concurrent checkouts can never take more than there is. Null when all were taken; else
   * the first line short (the caller's transaction must then roll back).
   */
  async function takeStock(
    trx: Trx,
    workspaceId: string,
    lines: readonly StockLine[],
  ): Promise<{ name: string; variantId: string } | null> {
    for (const l of lines) {
      const r = await trx
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '-', l.quantity) }))
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', l.variantId)
        .where('stock', '>=', l.quantity)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return { name: l.name, variantId: l.variantId };
    }
    for (const p of new Set(lines.map((l) => l.productId)))
      await refreshProduct(trx, workspaceId, p);
    return null;
  }

  // ---------------------------------------------------------------- writing orders

  /**
   * The columns of a new order that come from its customer, address and lines: who, where,
   * subtotal, shipping, total, unit count, and our payment reference.
   */
  function newOrderColumns(
    workspaceId: string,
    id: string,
    number: number,
    input: Pick<
      PlaceOrderInput,
      'userId' | 'customerName' | 'customerEmail' | 'address' | 'currency'
    >,
    lines: readonly SoldLine[],
  ) {
    const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const shipping = shippingFor(subtotal);
    return {
      id,
      workspace_id: workspaceId,
      number,
      user_id: input.userId,
      customer_email: input.customerEmail,
      customer_name: input.customerName,
      currency: input.currency,
      subtotal,
      shipping,
      total: subtotal + shipping,
      item_count: lines.reduce((n, l) => n + l.quantity, 0),
      address: JSON.stringify(input.address),
      transaction_id: transactionIdFor(number),
    };
  }

  async function insertItems(
    trx: Trx,
    workspaceId: string,
    orderId: string,
    lines: readonly SoldLine[],
  ) {
    for (const l of lines)
      await trx
        .insertInto('order_items')
        .values({
          id: randomUUID(),
          workspace_id: workspaceId,
          order_id: orderId,
          product_id: l.productId,
          variant_id: l.variantId,
          name: l.name,
          variant_title: l.variantTitle,
          path: l.path,
          image: l.image ? JSON.stringify(l.image) : null,
          price: l.price,
          mrp: l.mrp,
          quantity: l.quantity,
        })
        .execute();
  }

  async function recordEvent(trx: Trx, workspaceId: string, orderId: string, e: EventRecord) {
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

  async function paymentRow(trx: Trx, workspaceId: string, paymentId: string) {
    return trx
      .selectFrom('payments')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', paymentId)
      .executeTakeFirst();
  }

  // ---------------------------------------------------------------- transitions

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
    });
    if (!check.ok) return check;
    if (check.stock === 'release' && !opts.keepStock) await releaseStock(trx, workspaceId, orderId);
    const at = iso();
    const moved = await trx
      .updateTable('orders')
      .set({
        status: check.to,
        updated_at: at,
        ...(check.to !== 'PLACED' ? { reserved_until: null } : {}),
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', orderId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0)
      return { ok: false, status: 409, message: CHANGED_MEANWHILE };
    await recordEvent(trx, workspaceId, orderId, {
      event,
      from,
      to: check.to,
      actor,
      actorId: opts.actorId,
      note: (opts.note ?? '').slice(0, 500),
      at,
    });
    const order = await assemble(trx, { ...row, status: check.to, updated_at: at });
    return { ok: true, order, from, to: check.to, changed: true };
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

  const repo = {
    // ------------------------------------------------------------ addresses

    async addresses(workspaceId: string, userId: string): Promise<Address[]> {
      return (await addressRows(db, workspaceId, userId)).map(toAddress);
    },

    async address(workspaceId: string, userId: string, id: string): Promise<Address | null> {
      const r = await db
        .selectFrom('addresses')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? toAddress(r) : null;
    },

    /** Adds an address; the first one, or one marked default, becomes the default. */
    async addAddress(
      workspaceId: string,
      userId: string,
      input: AddressInput,
    ): Promise<Address | 'full'> {
      return db.transaction().execute(async (trx) => {
        const existing = await addressRows(trx, workspaceId, userId);
        if (existing.length >= ADDRESS_LIMITS.perCustomer) return 'full';
        const isDefault = existing.length === 0 || input.isDefault === true;
        if (isDefault) await clearDefault(trx, workspaceId, userId);
        const at = iso();
        const row = {
          id: randomUUID(),
          workspace_id: workspaceId,
          user_id: userId,
          ...clean(input),
          is_default: isDefault ? 1 : 0,
          created_at: at,
          updated_at: at,
        };
        await trx.insertInto('addresses').values(row).execute();
        return toAddress(row);
      });
    },

    async editAddress(
      workspaceId: string,
      userId: string,
      id: string,
      input: AddressInput,
    ): Promise<Address | null> {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('addresses')
          .select(['id', 'is_default'])
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!found) return null;
        // Unticking the default does not leave the customer without one.
        const isDefault = input.isDefault === true || Number(found.is_default) === 1;
        if (input.isDefault === true) await clearDefault(trx, workspaceId, userId);
        await trx
          .updateTable('addresses')
          .set({ ...clean(input), is_default: isDefault ? 1 : 0, updated_at: iso() })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .execute();
        const row = await trx
          .selectFrom('addresses')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return toAddress(row);
      });
    },

    /** Deletes an address; when it was the default, the oldest remaining one becomes default. */
    async deleteAddress(workspaceId: string, userId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('addresses')
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returning(['is_default'])
          .executeTakeFirst();
        if (!gone) return false;
        if (Number(gone.is_default) === 1) {
          const next = (await addressRows(trx, workspaceId, userId))[0];
          if (next)
            await trx
              .updateTable('addresses')
              .set({ is_default: 1 })
              .where('workspace_id', '=', workspaceId)
              .where('id', '=', next.id)
              .execute();
        }
        return true;
      });
    },

    // ------------------------------------------------------------ checkout

    /** The customer's bag priced and stocked from the live variants. */
    async checkoutLines(
      workspaceId: string,
      userId: string,
      trx: Trx = db,
    ): Promise<CheckoutLine[]> {
      const rows = await bagRows(trx, workspaceId, userId);
      return rows.map((r) => ({
        cartId: r.id,
        variantId: r.variant_id,
        productId: r.product_id,
        name: r.name,
        variantTitle: r.variant_title as string,
        path: r.path,
        image: parseMedia(r.media)[0] ?? null,
        price: Number(r.price),
        mrp: r.mrp === null ? null : Number(r.mrp),
        quantity: Number(r.quantity),
        stock: availableStock(Number(r.stock), r.status as string),
      }));
    },

    /**
     * Checkout in one transaction: gives up the customer's earlier unpaid orders (their stock
     * goes back), prices the bag from the live variants, takes the stock of every line (all or
     * nothing), and writes the order PLACED with its lines, its first event and its number.
     */
    async placeOrder(workspaceId: string, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
      return db
        .transaction()
        .execute(async (trx): Promise<PlaceOrderOutcome> => {
          const earlier = await trx
            .selectFrom('orders')
            .select('id')
            .where('workspace_id', '=', workspaceId)
            .where('user_id', '=', input.userId)
            .where('status', '=', 'PLACED')
            .execute();
          const replaced: string[] = [];
          for (const o of earlier) {
            const r = await transitionIn(trx, workspaceId, o.id, 'expire', 'system', {
              note: 'Replaced by a new checkout.',
            });
            if (r.ok) replaced.push(o.id);
          }
          const lines = await repo.checkoutLines(workspaceId, input.userId, trx);
          if (lines.length === 0) return { ok: false, status: 400, message: EMPTY_BAG };
          const problems = lines
            .filter((l) => l.quantity > l.stock)
            .map((l) => stockProblem(l.name, l.stock));
          if (problems.length > 0)
            return { ok: false, status: 409, message: problems.join('\n'), problems };
          // One lock order (by variant id) for every checkout, so two never wait on each other.
          const byVariant = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
          const short = await takeStock(trx, workspaceId, byVariant);
          if (short) {
            // Another checkout took the units between our read and our write: undo everything.
            throw new StockShortError(stockProblem(short.name, 0));
          }
          const at = iso();
          const number = await nextOrderNumber(trx, workspaceId);
          const orderId = randomUUID();
          const row: OrderRow = {
            ...newOrderColumns(workspaceId, orderId, number, input, lines),
            status: 'PLACED',
            gateway: input.gateway,
            reserved_until: input.reservedUntil,
            paid_at: null,
            created_at: at,
            updated_at: at,
          };
          await trx.insertInto('orders').values(row).execute();
          await insertItems(trx, workspaceId, orderId, lines);
          await recordEvent(trx, workspaceId, orderId, {
            event: 'place',
            from: null,
            to: 'PLACED',
            actor: 'customer',
            actorId: input.userId,
            at,
          });
          return { ok: true, order: await assemble(trx, row), replaced };
        })
        .catch((err: unknown) => {
          if (err instanceof StockShortError)
            return {
              ok: false as const,
              status: 409 as const,
              message: err.message,
              problems: [err.message],
            };
          throw err;
        });
    },

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
          // Take what is there again; all or nothing, so a partial take is put back below.
          const short = await takeStockOrRestore(trx, workspaceId, lines);
          lateNoStock = short;
        }
        const paid = await transitionIn(trx, workspaceId, order.id, 'pay', 'gateway', {
          note: status === 'PLACED' ? '' : 'Paid after the reservation had lapsed.',
        });
        if (!paid.ok) throw new Error(`pay refused after checks: ${paid.message}`);
        await trx
          .updateTable('orders')
          .set({ paid_at: at })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', order.id)
          .execute();
        let final = paid.order;
        if (lateNoStock) {
          // Money came in for stock that is gone: cancel without releasing (nothing was taken).
          final = await forceCancelNoStock(trx, workspaceId, order.id);
        }
        if (order.user_id) {
          const variants = final.items.map((i) => i.productVariantId);
          if (variants.length > 0)
            await trx
              .deleteFrom('cart_items')
              .where('workspace_id', '=', workspaceId)
              .where('user_id', '=', order.user_id)
              .where('variant_id', 'in', variants)
              .execute();
        }
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

    // ------------------------------------------------------------ orders

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

    /**
     * Writes a past order as it happened (demo data, imports): its lines priced from the
     * variants now, and the lifecycle walked event by event through the table from PLACED,
     * each a step of `stepMs` after `createdAt`. Stock is not touched (the units left long
     * ago). A payment is recorded when the order was paid. Answers the order's id.
     */
    async importOrder(
      workspaceId: string,
      input: {
        userId: string;
        customerName: string;
        customerEmail: string;
        address: OrderAddress;
        currency: string;
        lines: { variantId: string; quantity: number }[];
        events: OrderEventName[];
        createdAt: string;
        stepMs: number;
      },
    ): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const variants = await trx
          .selectFrom('product_variants as v')
          .innerJoin('products as p', 'p.id', 'v.product_id')
          .select([
            'v.id',
            'v.title',
            'v.price',
            'v.mrp',
            'p.id as product_id',
            'p.name',
            'p.path',
            'p.media',
          ])
          .where('v.workspace_id', '=', workspaceId)
          .where(
            'v.id',
            'in',
            input.lines.map((l) => l.variantId),
          )
          .execute();
        const byId = new Map(variants.map((v) => [v.id, v]));
        const lines = input.lines.flatMap((l): SoldLine[] => {
          const v = byId.get(l.variantId);
          if (!v) return [];
          return [
            {
              productId: v.product_id,
              variantId: v.id,
              name: v.name,
              variantTitle: v.title,
              path: v.path,
              image: parseMedia(v.media)[0] ?? null,
              price: Number(v.price),
              mrp: v.mrp === null ? null : Number(v.mrp),
              quantity: l.quantity,
            },
          ];
        });
        if (lines.length === 0) throw new Error('importOrder: no known variant');
        const number = await nextOrderNumber(trx, workspaceId);
        const orderId = randomUUID();
        const start = Date.parse(input.createdAt);
        const at = (i: number) => new Date(start + i * input.stepMs).toISOString();
        let status: OrderStatus = 'PLACED';
        const steps: Omit<EventRecord, 'at'>[] = [
          { event: 'place', from: null, to: 'PLACED', actor: 'customer' },
        ];
        for (const event of input.events) {
          const actor = ORDER_TRANSITIONS[event].actors[0]!;
          const check = checkTransition(event, status, actor, {
            now: start + steps.length * input.stepMs,
          });
          if (!check.ok) throw new Error(`importOrder: ${check.message}`);
          steps.push({ event, from: status, to: check.to, actor });
          status = check.to;
        }
        const paidStep = steps.findIndex((s) => s.event === 'pay');
        const order = newOrderColumns(workspaceId, orderId, number, input, lines);
        await trx
          .insertInto('orders')
          .values({
            ...order,
            status,
            gateway: 'TEST',
            reserved_until: status === 'PLACED' ? at(1) : null,
            paid_at: paidStep >= 0 ? at(paidStep) : null,
            created_at: at(0),
            updated_at: at(steps.length - 1),
          })
          .execute();
        await insertItems(trx, workspaceId, orderId, lines);
        for (const [i, step] of steps.entries())
          await recordEvent(trx, workspaceId, orderId, { ...step, at: at(i) });
        if (paidStep >= 0)
          await trx
            .insertInto('payments')
            .values({
              id: randomUUID(),
              workspace_id: workspaceId,
              order_id: orderId,
              gateway: 'TEST',
              gateway_order_id: `test_order_${orderId.slice(0, 12)}`,
              gateway_payment_id: `test_pay_${orderId.slice(0, 12)}`,
              amount: order.total,
              currency: input.currency,
              status: status === 'REFUNDED' ? 'REFUNDED' : 'PAID',
              refund_id: status === 'REFUNDED' ? `test_rfnd_${orderId.slice(0, 12)}` : null,
              refunded_amount: status === 'REFUNDED' ? order.total : 0,
              created_at: at(0),
              updated_at: at(steps.length - 1),
            })
            .execute();
        return orderId;
      });
    },

    // ------------------------------------------------------------ reviews

    /**
     * Saves the customer's review of a product of their order (once per product per order;
     * again edits it), keeping the product's review count and rating total in step.
     */
    async saveReview(
      workspaceId: string,
      userId: string,
      orderId: string,
      input: { variantId: string; rating: number; comment: string; authorName: string },
    ): Promise<{ ok: true; order: Order } | Refusal> {
      return db.transaction().execute(async (trx) => {
        const row = await orderRow(trx, workspaceId, orderId);
        if (!row || row.user_id !== userId)
          return { ok: false as const, status: 404 as const, message: ORDER_NOT_FOUND };
        if (!REVIEWABLE.includes(row.status as OrderStatus))
          return { ok: false as const, status: 409 as const, message: NOT_DELIVERED };
        const item = await trx
          .selectFrom('order_items')
          .select(['product_id', 'variant_id'])
          .where('workspace_id', '=', workspaceId)
          .where('order_id', '=', orderId)
          .where('variant_id', '=', input.variantId)
          .executeTakeFirst();
        if (!item) return { ok: false as const, status: 400 as const, message: NOT_IN_ORDER };
        const product = await trx
          .selectFrom('products')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', item.product_id)
          .executeTakeFirst();
        if (!product) return { ok: false as const, status: 409 as const, message: PRODUCT_GONE };
        const at = iso();
        const earlier = await trx
          .selectFrom('product_reviews')
          .select(['id', 'rating'])
          .where('workspace_id', '=', workspaceId)
          .where('order_id', '=', orderId)
          .where('product_id', '=', item.product_id)
          .executeTakeFirst();
        if (earlier) {
          await trx
            .updateTable('product_reviews')
            .set({
              rating: input.rating,
              comment: input.comment,
              variant_id: input.variantId,
              updated_at: at,
            })
            .where('id', '=', earlier.id)
            .execute();
          await trx
            .updateTable('products')
            .set((eb) => ({
              rating_total: eb('rating_total', '+', input.rating - Number(earlier.rating)),
            }))
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', item.product_id)
            .execute();
        } else {
          await trx
            .insertInto('product_reviews')
            .values({
              id: randomUUID(),
              workspace_id: workspaceId,
              product_id: item.product_id,
              variant_id: input.variantId,
              order_id: orderId,
              user_id: userId,
              author_name: input.authorName,
              rating: input.rating,
              comment: input.comment,
              created_at: at,
              updated_at: at,
            })
            .execute();
          await trx
            .updateTable('products')
            .set((eb) => ({
              rating_total: eb('rating_total', '+', input.rating),
              review_count: eb('review_count', '+', 1),
            }))
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', item.product_id)
            .execute();
        }
        return { ok: true as const, order: await assemble(trx, row) };
      });
    },

    /** A product's reviews (by one of its variants), newest first, with count and average. */
    async productReviews(
      workspaceId: string,
      variantId: string,
      limit = 20,
    ): Promise<{ data: ProductReview[]; total: number; rating: number } | null> {
      const product = await db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['p.id', 'p.review_count', 'p.rating_total'])
        .where('v.workspace_id', '=', workspaceId)
        .where('p.workspace_id', '=', workspaceId)
        .where('v.id', '=', variantId)
        .executeTakeFirst();
      if (!product) return null;
      const rows = await db
        .selectFrom('product_reviews')
        .select(['id', 'rating', 'comment', 'author_name', 'created_at'])
        .where('workspace_id', '=', workspaceId)
        .where('product_id', '=', product.id)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      const count = Number(product.review_count);
      return {
        data: rows.map((r) => ({
          _id: r.id,
          rating: Number(r.rating),
          comment: r.comment as string,
          author: r.author_name,
          created: r.created_at,
        })),
        total: count,
        rating: averageRating(Number(product.rating_total), count),
      };
    },
  };

  /** takeStock, but a shortfall puts back what was taken and answers true (nothing taken). */
  async function takeStockOrRestore(
    trx: Trx,
    workspaceId: string,
    lines: readonly StockLine[],
  ): Promise<boolean> {
    const taken: StockLine[] = [];
    for (const l of lines) {
      const short = await takeStock(trx, workspaceId, [l]);
      if (short) {
        await restock(trx, workspaceId, taken);
        return true;
      }
      taken.push(l);
    }
    return false;
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

  return repo;
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

/** Statuses in which the customer may review what they bought. */
const REVIEWABLE: readonly OrderStatus[] = ['DELIVERED', 'RETURN_REQUESTED', 'RETURNED'];

export const ORDER_NOT_FOUND = 'This order is not in your account.';
export const PAYMENT_NOT_FOUND = 'No payment with this reference in this shop.';
export const CHANGED_MEANWHILE = 'This order changed meanwhile: please reload it.';
export const ALREADY_PAID_OTHER = 'This order is already paid by another payment.';
export const PAYMENT_USED = 'This payment has already been used for another order.';
export const EMPTY_BAG = 'Your bag is empty.';
export const NOT_DELIVERED = 'You can review a product once your order is delivered.';
export const NOT_IN_ORDER = 'This product is not part of this order.';
export const PRODUCT_GONE = 'This product is no longer sold here.';

/** The stock message of one line at checkout. */
export function stockProblem(name: string, stock: number): string {
  return stock <= 0
    ? `${name} is sold out: please remove it from your bag.`
    : `Only ${stock} of ${name} left: please lower its quantity in your bag.`;
}

/** Our payment reference of an order: its number and a random part (not guessable). */
function transactionIdFor(number: number): string {
  return `TXN-${number}-${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/** The next order number of a workspace (from 1001), bumped in the caller's transaction. */
export async function nextOrderNumber(trx: Trx, workspaceId: string): Promise<number> {
  const r = await trx
    .insertInto('order_counters')
    .values({ workspace_id: workspaceId, last_number: 1001 })
    .onConflict((oc) =>
      oc.column('workspace_id').doUpdateSet((eb) => ({
        last_number: eb('order_counters.last_number', '+', 1),
      })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(r.last_number);
}

class StockShortError extends Error {}
