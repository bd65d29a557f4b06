// Past orders written as they happened (demo data, imports): lines priced from the variants
// now, the lifecycle walked through the table, a payment when it was paid. Stock is not touched.
import { randomUUID } from 'node:crypto';
import type { OrderAddress, OrderStatus } from '../../shared/orders';
import { parseMedia } from '../cart';
import type { Db } from '../db';
import { insertItems, newOrderColumns, nextOrderNumber } from './checkout';
import { checkTransition, ORDER_TRANSITIONS, type OrderEventName } from './states';
import { recordEvent } from './transitions';
import type { EventRecord, SoldLine } from './types';

/** The import of one database; see the file comment. */
export function createOrderImport(db: Db) {
  return {
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
  };
}
