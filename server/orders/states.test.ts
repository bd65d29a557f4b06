import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, RETURN_WINDOW_DAYS } from '../../shared/orders';
import {
  checkTransition,
  customerMay,
  ORDER_EVENT_NAMES,
  ORDER_TRANSITIONS,
  type OrderActor,
  PAID_STATUSES,
  type PaymentKind,
} from './states';

const ACTORS: OrderActor[] = ['customer', 'owner', 'gateway', 'system'];

/**
 * The lifecycle written out by hand: event -> [from statuses, to, actors, only for, to for COD].
 * A cash-on-delivery order starts CONFIRMED, ships from there and is delivered and paid at once.
 */
const EXPECTED: Record<
  string,
  [OrderStatus[], OrderStatus, OrderActor[], PaymentKind?, OrderStatus?]
> = {
  pay: [['PLACED', 'PAYMENT_FAILED', 'EXPIRED'], 'PAID', ['gateway']],
  failPayment: [['PLACED'], 'PAYMENT_FAILED', ['customer', 'gateway']],
  expire: [['PLACED'], 'EXPIRED', ['system']],
  ship: [['PAID', 'CONFIRMED'], 'SHIPPED', ['owner']],
  deliver: [['SHIPPED'], 'DELIVERED', ['owner'], 'online'],
  collectCash: [['SHIPPED'], 'DELIVERED', ['owner'], 'cod'],
  requestCancel: [['PAID', 'CONFIRMED'], 'CANCEL_REQUESTED', ['customer']],
  approveCancel: [['CANCEL_REQUESTED'], 'CANCELLED', ['owner']],
  refuseCancel: [['CANCEL_REQUESTED'], 'PAID', ['owner'], undefined, 'CONFIRMED'],
  cancel: [['PAID', 'CONFIRMED'], 'CANCELLED', ['owner', 'system']],
  requestReturn: [['DELIVERED'], 'RETURN_REQUESTED', ['customer']],
  approveReturn: [['RETURN_REQUESTED'], 'RETURNED', ['owner']],
  refuseReturn: [['RETURN_REQUESTED'], 'DELIVERED', ['owner']],
  refund: [['CANCELLED', 'RETURNED'], 'REFUNDED', ['owner']],
};

describe('the order lifecycle', () => {
  it('has exactly the transitions written out above', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  // Every event from every status by every actor, for orders paid online and in cash on delivery
  // (unpaid, so not refundable): allowed exactly where the table says.
  for (const kind of ['online', 'cod'] as const)
    for (const event of ORDER_EVENT_NAMES)
      for (const status of ORDER_STATUSES)
        for (const actor of ACTORS) {
          const [from, plainTo, actors, only, codTo] = EXPECTED[event]!;
          const to = kind === 'cod' ? (codTo ?? plainTo) : plainTo;
          const allowed =
            from.includes(status) &&
            actors.includes(actor) &&
            (!only || only === kind) &&
            !(event === 'refund' && kind === 'cod');
          it(`${kind}: ${event} from ${status} by ${actor}: ${allowed ? `-> ${to}` : 'refused'}`, () => {
            const r = checkTransition(event, status, actor, { number: 1001, kind });
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

  it("closes returns at the shop's own window, and never opens them at 0 days", () => {
    const delivered = '2026-01-01T00:00:00.000Z';
    const at = Date.parse(delivered);
    const day = 86_400_000;
    const two = { returnWindowDays: 2 };
    expect(customerMay('requestReturn', 'DELIVERED', delivered, at + 2 * day, two)).toBe(true);
    expect(customerMay('requestReturn', 'DELIVERED', delivered, at + 2 * day + 1, two)).toBe(false);
    const r = checkTransition('requestReturn', 'DELIVERED', 'customer', {
      number: 7,
      deliveredAt: delivered,
      now: at + 3 * day,
      returnWindowDays: 2,
    });
    expect(r).toEqual({
      ok: false,
      status: 409,
      message: 'Order #7 was delivered more than 2 days ago: it can no longer be returned.',
    });
    const none = checkTransition('requestReturn', 'DELIVERED', 'customer', {
      deliveredAt: delivered,
      now: at + 1,
      returnWindowDays: 0,
    });
    expect(none.ok).toBe(false);
  });

  it('refunds a cash-on-delivery order only once its cash was received', () => {
    expect(checkTransition('refund', 'RETURNED', 'owner', { kind: 'cod', paid: true }).ok).toBe(
      true,
    );
    expect(checkTransition('refund', 'CANCELLED', 'owner', { kind: 'cod', number: 9 })).toEqual({
      ok: false,
      status: 409,
      message: 'Order #9 was never paid: there is nothing to refund.',
    });
    expect(checkTransition('deliver', 'SHIPPED', 'owner', { kind: 'cod', number: 9 })).toEqual({
      ok: false,
      status: 409,
      message:
        'Order #9 is paid in cash on delivery: mark it delivered and paid when the cash is received.',
    });
  });
});
