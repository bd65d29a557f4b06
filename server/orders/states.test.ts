import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, RETURN_WINDOW_DAYS } from '../../shared/orders';
import {
  checkTransition,
  customerMay,
  ORDER_EVENT_NAMES,
  ORDER_TRANSITIONS,
  type OrderActor,
  PAID_STATUSES,
} from './states';

const ACTORS: OrderActor[] = ['customer', 'owner', 'gateway', 'system'];

/** The lifecycle written out by hand: event -> [from statuses, to, actors]. */
const EXPECTED: Record<string, [OrderStatus[], OrderStatus, OrderActor[]]> = {
  pay: [['PLACED', 'PAYMENT_FAILED', 'EXPIRED'], 'PAID', ['gateway']],
  failPayment: [['PLACED'], 'PAYMENT_FAILED', ['customer', 'gateway']],
  expire: [['PLACED'], 'EXPIRED', ['system']],
  ship: [['PAID'], 'SHIPPED', ['owner']],
  deliver: [['SHIPPED'], 'DELIVERED', ['owner']],
  requestCancel: [['PAID'], 'CANCEL_REQUESTED', ['customer']],
  approveCancel: [['CANCEL_REQUESTED'], 'CANCELLED', ['owner']],
  refuseCancel: [['CANCEL_REQUESTED'], 'PAID', ['owner']],
  cancel: [['PAID'], 'CANCELLED', ['owner', 'system']],
  requestReturn: [['DELIVERED'], 'RETURN_REQUESTED', ['customer']],
  approveReturn: [['RETURN_REQUESTED'], 'RETURNED', ['owner']],
  refuseReturn: [['RETURN_REQUESTED'], 'DELIVERED', ['owner']],
  refund: [['CANCELLED', 'RETURNED'], 'REFUNDED', ['owner']],
};

describe('the order lifecycle', () => {
  it('has exactly the transitions written out above', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  // Every event from every status by every actor: allowed exactly where the table says.
  for (const event of ORDER_EVENT_NAMES)
    for (const status of ORDER_STATUSES)
      for (const actor of ACTORS) {
        const [from, to, actors] = EXPECTED[event]!;
        const allowed = from.includes(status) && actors.includes(actor);
        it(`${event} from ${status} by ${actor}: ${allowed ? `-> ${to}` : 'refused'}`, () => {
          const r = checkTransition(event, status, actor, { number: 1001 });
          if (allowed) expect(r).toEqual({ ok: true, to, stock: ORDER_TRANSITIONS[event].stock });
          else {
            expect(r.ok).toBe(false);
            if (!r.ok) {
              expect(r.status).toBe(actors.includes(actor) ? 409 : 403);
              expect(r.message).toMatch(/^Order #1001 /);
            }
          }
        });
      }

  it('never leads a paid order back to an unpaid status', () => {
    for (const event of ORDER_EVENT_NAMES) {
      const t = ORDER_TRANSITIONS[event];
      if (t.from.some((s) => PAID_STATUSES.includes(s))) expect(PAID_STATUSES).toContain(t.to);
    }
  });

  it('gives stock back exactly when units leave the order', () => {
    const releasing = ORDER_EVENT_NAMES.filter((e) => ORDER_TRANSITIONS[e].stock === 'release');
    expect(releasing.sort()).toEqual(
      ['approveCancel', 'approveReturn', 'cancel', 'expire', 'failPayment'].sort(),
    );
  });

  it('says why in words', () => {
    const r = checkTransition('requestReturn', 'PAID', 'customer', { number: 1042 });
    expect(r).toEqual({
      ok: false,
      status: 409,
      message: 'Order #1042 is confirmed: it cannot be returned now.',
    });
  });

  it('closes returns RETURN_WINDOW_DAYS after delivery', () => {
    const delivered = '2026-01-01T00:00:00.000Z';
    const day = 86_400_000;
    const at = Date.parse(delivered);
    const window = RETURN_WINDOW_DAYS * day;
    expect(customerMay('requestReturn', 'DELIVERED', delivered, at + window)).toBe(true);
    expect(customerMay('requestReturn', 'DELIVERED', delivered, at + window + 1)).toBe(false);
    expect(customerMay('requestCancel', 'PAID', null)).toBe(true);
    expect(customerMay('requestCancel', 'SHIPPED', null)).toBe(false);
  });
});
