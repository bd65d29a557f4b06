// Checkout: the customer's bag priced and stocked from the live variants, and the order placed
// in one transaction: earlier unpaid orders given up, the stock of every bag line taken through
// the catalogue's stock functions (in variant order, all or nothing), the order written PLACED
// with its lines, its first event and its number. Also the pieces every new order is written
// with (importOrder, import.ts, uses them too).
import { randomUUID } from 'node:crypto';
import { type AppliedDiscount, shippingBasis } from '../../shared/discounts';
import { DEFAULT_GOODS_RATE, GST_RATES } from '../../shared/gst';
import { type OrderMoney, orderMoney } from '../../shared/order-money';
import { PAID_STATUSES } from '../../shared/orders';
import { codRefusal } from '../../shared/cod';
import { DEFAULT_SHIPPING, quoteShipping } from '../../shared/shipping';
import { availableStock, bagRows, parseMedia, removeBagLines } from '../cart';
import { takeStock, taxClassesOf } from '../catalogue';
import { claimDiscount, type DiscountFit, quoteDiscount, recordDiscountUse } from '../discounts';
import { recordEvent } from './transitions';
import {
  bagWeight,
  type CheckoutLine,
  EMPTY_BAG,
  type OrderRow,
  type OrdersCore,
  type PlaceOrderInput,
  type PlaceOrderOutcome,
  type SoldLine,
  stockProblem,
  type Trx,
} from './types';

/**
 * The columns of a new order that come from its customer, address and lines: who, where, its
 * money (shared/order-money.ts orderMoney: subtotal, discount, shipping, cash-on-delivery fee,
 * GST and total), unit count, and our payment reference. Without `charges` (an imported order):
 * the default shipping, no discount, no fee, no tax added.
 */
export function newOrderColumns(
  workspaceId: string,
  id: string,
  number: number,
  input: Pick<
    PlaceOrderInput,
    'userId' | 'customerName' | 'customerEmail' | 'address' | 'currency'
  >,
  lines: readonly SoldLine[],
  charges?: { money: OrderMoney; discountCode: string | null; shippingRate: number | null },
) {
  const money =
    charges?.money ??
    orderMoney({
      lines: lines.map((l) => ({ price: l.price, quantity: l.quantity, discount: 0, rate: 0 })),
      shipping: quoteShipping(DEFAULT_SHIPPING, {
        state: null,
        subtotal: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
        weightGrams: 0,
      }).amount,
      codFee: 0,
      tax: null,
    });
  return {
    id,
    workspace_id: workspaceId,
    number,
    user_id: input.userId,
    customer_email: input.customerEmail,
    customer_name: input.customerName,
    currency: input.currency,
    subtotal: money.subtotal,
    shipping: money.shipping,
    // Whoever sets a discount, a cash-on-delivery fee or tax sets total to
    // subtotal - discount + shipping + cod_fee + tax (migrations 0010, 0016): orderMoney does.
    discount: money.discount,
    discount_code: charges?.discountCode ?? null,
    cod_fee: money.codFee,
    tax: money.tax,
    prices_include_tax: charges?.shippingRate == null ? 1 : 0,
    shipping_gst_rate: charges?.shippingRate ?? null,
    total: money.total,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    address: JSON.stringify(input.address),
    transaction_id: transactionIdFor(number),
  };
}

export async function insertItems(
  trx: Trx,
  workspaceId: string,
  orderId: string,
  lines: readonly SoldLine[],
  /** Each line's share of the order's discount, in the lines' order (none: all 0). */
  shares: readonly number[] = [],
  /** With tax added: each line's GST and rate, in the lines' order (none: 0 and null). */
  taxes?: { tax: readonly number[]; rates: readonly number[] },
) {
  for (const [i, l] of lines.entries())
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
        discount: shares[i] ?? 0,
        tax: taxes?.tax[i] ?? 0,
        gst_rate: taxes ? (taxes.rates[i] ?? null) : null,
      })
      .execute();
}

/**
 * The GST rate of each line's product, in the lines' order: its own, else its category's, else
 * the default for goods (the rule the invoice applies).
 */
async function lineRates(
  trx: Trx,
  workspaceId: string,
  lines: readonly { productId: string }[],
): Promise<number[]> {
  const classes = await taxClassesOf(
    trx,
    workspaceId,
    lines.map((l) => l.productId),
  );
  return lines.map((l) => {
    const r = classes.get(l.productId)?.rate;
    return r != null && (GST_RATES as readonly number[]).includes(r) ? r : DEFAULT_GOODS_RATE;
  });
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
/** Cash on delivery refused for this order's total (its limit). */
class CodRefusedError extends Error {}
/** A discount code that stopped applying between the summary and placing the order. */
class DiscountGoneError extends Error {}

/** Whether a customer has no paid order yet (what a first-order-only discount asks). */
async function isFirstOrder(trx: Trx, workspaceId: string, userId: string): Promise<boolean> {
  const paid = await trx
    .selectFrom('orders')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('status', 'in', [...PAID_STATUSES])
    // Paid: a cash-on-delivery order is not until the cash is collected.
    .where('paid_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return !paid;
}

/** The discount a bag gets, as the summary shows it: applied, refused with its reason, or none. */
export type BagDiscountQuote = {
  applied: AppliedDiscount | null;
  /** Why the shopper's code does not apply (then no discount, not even an automatic one). */
  refusal: string | null;
  /** Each line's share of the discount, in the lines' order (empty without one). */
  shares: number[];
};

function appliedOf(fit: DiscountFit): AppliedDiscount {
  return { code: fit.rules.code, title: fit.rules.title, amount: fit.total };
}

/** Checkout of one repo; see the file comment. */
export function createCheckout({ db, now, iso, assemble, transitionIn }: OrdersCore) {
  /** The discount quote of lines for a customer (a code, else the automatic discounts). */
  async function quote(
    trx: Trx,
    workspaceId: string,
    userId: string,
    lines: readonly SoldLine[],
    code: string | null,
    currency: string,
  ) {
    return quoteDiscount(trx, workspaceId, {
      code,
      userId,
      lines: lines.map((l) => ({ productId: l.productId, amount: l.price * l.quantity })),
      currency,
      firstOrder: await isFirstOrder(trx, workspaceId, userId),
      now: now(),
    });
  }

  const checkout = {
    /** Each line's GST rate (the checkout summary's tax on top), in the lines' order. */
    lineRates(workspaceId: string, lines: readonly { productId: string }[]) {
      return lineRates(db, workspaceId, lines);
    },

    /**
     * What discount the customer's bag gets with `code` (or without one: the best automatic
     * discount), for the checkout summary: read only, nothing claimed.
     */
    async discountOfBag(
      workspaceId: string,
      userId: string,
      lines: readonly SoldLine[],
      code: string | null,
      currency: string,
    ): Promise<BagDiscountQuote> {
      const q = await quote(db, workspaceId, userId, lines, code, currency);
      if (q.kind === 'refused') return { applied: null, refusal: q.reason, shares: [] };
      const best = q.fits[0];
      return { applied: best ? appliedOf(best) : null, refusal: null, shares: best?.shares ?? [] };
    },

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
        weightGrams: Number(r.weight_grams),
      }));
    },

    /**
     * Checkout in one transaction: gives up the customer's earlier unpaid orders (their stock
     * goes back), prices the bag from the live variants and the shop's shipping for the
     * address's state, takes the stock of every line (all or nothing), and writes the order
     * PLACED (awaiting payment) with its lines, its first event and its number. Cash on
     * delivery is written CONFIRMED instead: its stock is taken for good (no reservation), its
     * fee is added, the limit is checked against the live total, and its bag lines go at once.
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
          const lines = await checkout.checkoutLines(workspaceId, input.userId, trx);
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
          // The discount is checked again and its use claimed here, behind the discount row's
          // lock: racing checkouts cannot pass its limits (server/discounts/repo.ts).
          const code = input.discountCode?.trim() || null;
          const q = await quote(trx, workspaceId, input.userId, lines, code, input.currency);
          if (q.kind === 'refused') throw new DiscountGoneError(q.reason);
          const claimed = await claimDiscount(trx, workspaceId, input.userId, q.fits);
          if (!claimed.ok) throw new DiscountGoneError(claimed.reason);
          const fit = claimed.fit;
          // Shipping and cash on delivery's limit are of the bag after its discount; a refusal
          // here undoes the stock and the discount's use with the rest.
          const subtotal = lines.reduce((n, l) => n + l.price * l.quantity, 0);
          const discounted = shippingBasis(subtotal, fit?.total ?? 0);
          const shipping = quoteShipping(input.shipping, {
            state: input.address.state,
            subtotal: discounted,
            weightGrams: bagWeight(lines),
          }).amount;
          // The limit is of the bag after its discount plus shipping, before the fee and any GST
          // added on top: the same amount as when prices always included tax (docs/gst.md).
          if (input.cod) {
            const refusal = codRefusal(
              { enabled: true, ...input.cod },
              discounted + shipping,
              input.currency,
            );
            if (refusal) throw new CodRefusedError(refusal);
          }
          const codFee = input.cod?.fee ?? 0;
          const tax = input.tax ?? null;
          const rates = tax ? await lineRates(trx, workspaceId, lines) : [];
          const money = orderMoney({
            lines: lines.map((l, i) => ({
              price: l.price,
              quantity: l.quantity,
              discount: fit?.shares[i] ?? 0,
              rate: rates[i] ?? 0,
            })),
            shipping,
            codFee,
            tax,
          });
          const at = iso();
          const number = await nextOrderNumber(trx, workspaceId);
          const orderId = randomUUID();
          const status = input.cod ? 'CONFIRMED' : 'PLACED';
          const row: OrderRow = {
            ...newOrderColumns(workspaceId, orderId, number, input, lines, {
              money,
              discountCode: fit?.rules.code ?? null,
              shippingRate: tax?.shippingRate ?? null,
            }),
            status,
            gateway: input.gateway,
            reserved_until: input.cod ? null : input.reservedUntil,
            paid_at: null,
            created_at: at,
            updated_at: at,
          };
          await trx.insertInto('orders').values(row).execute();
          await insertItems(
            trx,
            workspaceId,
            orderId,
            lines,
            fit?.shares,
            tax ? { tax: money.lineTax, rates } : undefined,
          );
          if (fit)
            await recordDiscountUse(trx, workspaceId, {
              discountId: fit.rules.id,
              orderId,
              userId: input.userId,
              amount: fit.total,
              orderTotal: row.total,
              at,
            });
          await recordEvent(trx, workspaceId, orderId, {
            event: 'place',
            from: null,
            to: status,
            actor: 'customer',
            actorId: input.userId,
            note: input.cod
              ? 'Cash on delivery: the order is confirmed, to be paid on delivery.'
              : '',
            at,
          });
          // Nothing left to pay online: the bag is done with now (a paid order's goes at payment).
          if (input.cod)
            await removeBagLines(
              trx,
              workspaceId,
              input.userId,
              lines.map((l) => l.variantId),
            );
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
          if (err instanceof CodRefusedError)
            return { ok: false as const, status: 400 as const, message: err.message };
          if (err instanceof DiscountGoneError)
            return {
              ok: false as const,
              status: 409 as const,
              message: err.message,
              discountRefused: true,
            };
          throw err;
        });
    },
  };
  return checkout;
}
