// Typed builders of addresses, orders and checkout summaries for the checkout and account
// screens' tests, and a fake location. For tests only.
import { vi } from 'vitest';
import type { Address, Order, OrderLine } from '../../../shared/orders';
import type { CheckoutSummaryData } from './orders-api';

/** A saved address; `n` varies its id and street. */
export function makeAddress(n: number, over: Partial<Address> = {}): Address {
  return {
    _id: `a${n}`,
    name: 'Asha Verma',
    phone: '9876543210',
    line1: `${n} Lake View Road`,
    line2: 'Indiranagar',
    landmark: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    isDefault: false,
    ...over,
  };
}

/** An order line; `n` varies its ids and name. */
export function makeOrderLine(n: number, over: Partial<OrderLine> = {}): OrderLine {
  return {
    _id: `ol${n}`,
    productId: `p${n}`,
    productVariantId: `v${n}`,
    name: `Product ${n}`,
    variantTitle: 'M',
    path: `product-${n}`,
    image: { url: `/demo/p${n}.svg`, alt: '', width: 600, height: 750 },
    price: 150000,
    mrp: 200000,
    quantity: 1,
    review: null,
    ...over,
  };
}

/** A paid order #1000+n of one line (₹1,500 + ₹49 shipping). */
export function makeOrder(n: number, over: Partial<Order> = {}): Order {
  const { _id: _a, isDefault: _d, ...address } = makeAddress(1);
  return {
    _id: `o${n}`,
    number: 1000 + n,
    status: 'PAID',
    statusLabel: 'Confirmed',
    currency: 'INR',
    subtotal: 150000,
    shipping: 4900,
    codFee: 0,
    returnBy: null,
    total: 154900,
    itemCount: 1,
    address,
    paymentMode: 'TEST',
    transactionId: `TXN${n}`,
    paymentId: `pay_${n}`,
    paidAt: '2025-03-12T12:01:00.000Z',
    reservedUntil: null,
    created: '2025-03-12T12:00:00.000Z',
    items: [makeOrderLine(1)],
    history: [
      {
        status: 'PLACED',
        from: null,
        event: 'place',
        actor: 'customer',
        note: '',
        at: '2025-03-12T12:00:00.000Z',
      },
      {
        status: 'PAID',
        from: 'PLACED',
        event: 'pay',
        actor: 'gateway',
        note: '',
        at: '2025-03-12T12:01:00.000Z',
      },
    ],
    canCancel: false,
    canReturn: false,
    canReview: false,
    customer: { _id: 'u1', name: 'Asha Verma', email: 'asha@example.com' },
    ...over,
  };
}

/** The checkout summary of two lines, below free shipping. */
export function makeSummary(over: Partial<CheckoutSummaryData> = {}): CheckoutSummaryData {
  return {
    lines: [
      {
        productVariantId: 'v1',
        name: 'Linen shirt',
        variantTitle: 'M',
        image: null,
        price: 45000,
        quantity: 2,
        stock: 5,
      },
    ],
    subtotal: 90000,
    shipping: 4900,
    shippingPending: false,
    shippingZone: 'Rest of India',
    shippingFreeAbove: 99900,
    returnWindowDays: 7,
    cod: null,
    total: 94900,
    currency: 'INR',
    problems: [],
    paymentModes: ['TEST'],
    ...over,
  };
}

/** Stubs window.location at a path and query; returns the `assign` spy (navigation). */
export function stubPage(pathname: string, search = '') {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname, search, assign });
  return assign;
}
