// Stand-ins for the builder's preview of the checkout and account screens, which call nothing
// there: an owner styles the screens against these. Dates are at noon UTC so the day printed is
// the same in every time zone the preview may run in.
import type { Address, Order, ProductReview } from '../../../shared/orders';
import type { CheckoutSummaryData } from './orders-api';

export const SAMPLE_ADDRESSES: Address[] = [
  {
    _id: 'sample-home',
    name: 'Asha Verma',
    phone: '9876543210',
    line1: '14 Lake View Road, Flat 3B',
    line2: 'Indiranagar',
    landmark: 'Opposite the metro station',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    isDefault: true,
  },
  {
    _id: 'sample-office',
    name: 'Asha Verma',
    phone: '9123456780',
    line1: '5th floor, Prestige Tower',
    line2: 'MG Road',
    landmark: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    isDefault: false,
  },
];

export const SAMPLE_SUMMARY: CheckoutSummaryData = {
  lines: [
    {
      productVariantId: 'sample-1',
      name: 'Linen shirt',
      variantTitle: 'M',
      image: null,
      price: 149900,
      quantity: 1,
      stock: 8,
    },
    {
      productVariantId: 'sample-2',
      name: 'Cotton scarf',
      variantTitle: '',
      image: null,
      price: 49900,
      quantity: 2,
      stock: 5,
    },
  ],
  subtotal: 249700,
  shipping: 0,
  total: 249700,
  currency: 'INR',
  problems: [],
  paymentModes: ['TEST', 'RAZORPAY'],
};

const { _id: _home, isDefault: _d, ...homeAddress } = SAMPLE_ADDRESSES[0]!;

const event = (status: Order['status'], from: Order['status'] | null, at: string, note = '') => ({
  status,
  from,
  event: status.toLowerCase(),
  actor: 'system' as const,
  note,
  at,
});

export const SAMPLE_ORDERS: Order[] = [
  {
    _id: 'sample-order-2',
    number: 1002,
    status: 'SHIPPED',
    statusLabel: 'Shipped',
    currency: 'INR',
    subtotal: 249700,
    shipping: 0,
    total: 249700,
    itemCount: 3,
    address: homeAddress,
    paymentMode: 'TEST',
    transactionId: 'TXN-SAMPLE-1002',
    paymentId: 'pay_sample_1002',
    paidAt: '2025-03-12T12:00:00.000Z',
    reservedUntil: null,
    created: '2025-03-12T12:00:00.000Z',
    items: [
      {
        _id: 'sample-line-1',
        productId: 'sample-p1',
        productVariantId: 'sample-1',
        name: 'Linen shirt',
        variantTitle: 'M',
        path: 'sample-product',
        image: null,
        price: 149900,
        mrp: 179900,
        quantity: 1,
        review: null,
      },
      {
        _id: 'sample-line-2',
        productId: 'sample-p2',
        productVariantId: 'sample-2',
        name: 'Cotton scarf',
        variantTitle: '',
        path: 'sample-product',
        image: null,
        price: 49900,
        mrp: null,
        quantity: 2,
        review: null,
      },
    ],
    history: [
      event('PLACED', null, '2025-03-12T12:00:00.000Z'),
      event('PAID', 'PLACED', '2025-03-12T12:01:00.000Z'),
      event('SHIPPED', 'PAID', '2025-03-13T12:00:00.000Z', 'Sent with BlueDart'),
    ],
    canCancel: false,
    canReturn: false,
    canReview: false,
    customer: { _id: 'sample', name: 'Asha Verma', email: 'asha@example.com' },
  },
  {
    _id: 'sample-order-1',
    number: 1001,
    status: 'DELIVERED',
    statusLabel: 'Delivered',
    currency: 'INR',
    subtotal: 89900,
    shipping: 4900,
    total: 94800,
    itemCount: 1,
    address: homeAddress,
    paymentMode: 'TEST',
    transactionId: 'TXN-SAMPLE-1001',
    paymentId: 'pay_sample_1001',
    paidAt: '2025-02-02T12:00:00.000Z',
    reservedUntil: null,
    created: '2025-02-02T12:00:00.000Z',
    items: [
      {
        _id: 'sample-line-3',
        productId: 'sample-p3',
        productVariantId: 'sample-3',
        name: 'Canvas tote',
        variantTitle: '',
        path: 'sample-product',
        image: null,
        price: 89900,
        mrp: null,
        quantity: 1,
        review: { rating: 5, comment: 'Sturdy and roomy.' },
      },
    ],
    history: [
      event('PLACED', null, '2025-02-02T12:00:00.000Z'),
      event('PAID', 'PLACED', '2025-02-02T12:01:00.000Z'),
      event('SHIPPED', 'PAID', '2025-02-03T12:00:00.000Z'),
      event('DELIVERED', 'SHIPPED', '2025-02-05T12:00:00.000Z'),
    ],
    canCancel: false,
    canReturn: true,
    canReview: true,
    customer: { _id: 'sample', name: 'Asha Verma', email: 'asha@example.com' },
  },
];

export const SAMPLE_REVIEWS: ProductReview[] = [
  {
    _id: 'sample-review-1',
    rating: 5,
    comment: 'Lovely fabric and a true fit. Washed well too.',
    author: 'Asha V.',
    created: '2025-03-02T12:00:00.000Z',
  },
  {
    _id: 'sample-review-2',
    rating: 4,
    comment: 'Good value; the colour is a little darker than in the pictures.',
    author: 'Rahul M.',
    created: '2025-02-18T12:00:00.000Z',
  },
];
