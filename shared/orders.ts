// The checkout, order and address contract (SPEC §7 paths) for the server that answers and the
// storefront and admin that show them. Money is integers in minor units with the currency beside
// it; the browser never sends a price or an amount.
import type { ProductMedia, VariantLine } from './catalogue';
import type { AppliedDiscount } from './discounts';

/** SPEC §7 paths as the storefront's API client writes them (shared/api-client.ts resolves). */
export const ORDER_PATHS = {
  addresses: '/cuser/address/all',
  addAddress: '/cuser/address/add',
  editAddress: '/cuser/address/edit',
  deleteAddress: '/cuser/address/delete',
  checkoutInit: '/api/io/cart/checkout/init',
  checkoutFailed: '/api/io/cart/checkout/failed',
  /** The customer's orders filtered by `_id` EQUALS (the payment screens read one order). */
  ordersAll: 'orders/all',
  myOrders: '/cuser/orders/all',
  cancelRequest: '/cuser/order/cancel/request',
  returnRequest: '/cuser/order/return/request',
  saveReview: '/admin/order/review/save',
  productReviews: '/admin/public/product/review',
} as const;

/** The statuses an order can reach once it is paid, in lifecycle order. */
const PAID = [
  'PAID',
  'SHIPPED',
  'DELIVERED',
  'CANCEL_REQUESTED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURNED',
  'REFUNDED',
] as const;

/** The lifecycle of an order (server/orders/states.ts holds the transitions). */
export const ORDER_STATUSES = [
  'PLACED',
  'PAYMENT_FAILED',
  'EXPIRED',
  ...PAID,
  'CONFIRMED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a customer and the owner read for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PLACED: 'Awaiting payment',
  PAYMENT_FAILED: 'Payment failed',
  EXPIRED: 'Payment not received',
  PAID: 'Confirmed',
  CONFIRMED: 'Confirmed (cash on delivery)',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCEL_REQUESTED: 'Cancellation requested',
  CANCELLED: 'Cancelled',
  RETURN_REQUESTED: 'Return requested',
  RETURNED: 'Returned',
  REFUNDED: 'Refunded',
};

/**
 * Statuses that hold a paid order (never left for an unpaid one): the server's reports and the
 * payment screen's "paid after all" both read this list.
 */
export const PAID_STATUSES: readonly OrderStatus[] = PAID;

/**
 * Paid orders whose money goes back to the customer (or is owed back): neither the shop's revenue
 * nor a customer's spend counts them.
 */
export const UNDONE_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'RETURNED', 'REFUNDED'];

/** Payment modes a checkout may ask for; which ones a workspace offers is in checkout options. */
export const PAYMENT_MODES = ['TEST', 'RAZORPAY', 'CASHFREE', 'PHONEPE', 'COD'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  TEST: 'Test payment (no real money)',
  RAZORPAY: 'Razorpay (UPI, cards, netbanking)',
  CASHFREE: 'Cashfree (UPI, cards, netbanking)',
  PHONEPE: 'PhonePe',
  COD: 'Cash on delivery',
};

/** An address as the customer enters it (SPEC §7 /cuser/address/add and /edit). */
export type AddressInput = {
  name: string;
  /** Ten digits starting 5 to 9 (SPEC §9's mobile pattern). */
  phone: string;
  line1: string;
  line2?: string;
  landmark?: string;
  city: string;
  /** One of INDIAN_STATES. */
  state: string;
  /** Six digits, not starting with 0. */
  pincode: string;
  isDefault?: boolean;
};

export type Address = Required<AddressInput> & { _id: string };

/** An address's text fields trimmed, the optional lines as '' when absent (browser and server). */
export function trimAddress(input: AddressInput) {
  return {
    name: input.name.trim(),
    phone: input.phone.trim(),
    line1: input.line1.trim(),
    line2: (input.line2 ?? '').trim(),
    landmark: (input.landmark ?? '').trim(),
    city: input.city.trim(),
    state: input.state.trim(),
    pincode: input.pincode.trim(),
  };
}

/** The states and union territories of India, for the address form's choice. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const ADDRESS_LIMITS = {
  name: 80,
  line: 120,
  city: 60,
  /** Addresses one customer may keep. */
  perCustomer: 20,
} as const;

/** The address form's messages (server and client say the same). */
export const ADDRESS_MESSAGES = {
  name: 'Please enter the name of the person receiving the order.',
  phone: 'Please enter a ten-digit mobile number starting with 5 to 9.',
  line1: 'Please enter the house number and street.',
  line2: `Please keep the second address line under ${ADDRESS_LIMITS.line} characters.`,
  landmark: `Please keep the landmark under ${ADDRESS_LIMITS.line} characters.`,
  city: 'Please enter the city.',
  state: 'Please choose a state.',
  pincode: 'Please enter a six-digit PIN code.',
  isDefault: 'Default must be true or false.',
  notFound: 'This address is not in your account.',
  full: `You can keep at most ${ADDRESS_LIMITS.perCustomer} addresses. Please delete one first.`,
} as const;

/** Field-by-field problems of an address (empty when it is fine); values are trimmed first. */
export function addressProblems(input: Partial<Record<keyof AddressInput, unknown>>) {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const problems: Partial<Record<keyof AddressInput, string>> = {};
  const name = text(input.name);
  if (!name || name.length > ADDRESS_LIMITS.name) problems.name = ADDRESS_MESSAGES.name;
  if (!/^[5-9]\d{9}$/.test(text(input.phone))) problems.phone = ADDRESS_MESSAGES.phone;
  const line1 = text(input.line1);
  if (!line1 || line1.length > ADDRESS_LIMITS.line) problems.line1 = ADDRESS_MESSAGES.line1;
  if (
    input.line2 !== undefined &&
    (typeof input.line2 !== 'string' || text(input.line2).length > ADDRESS_LIMITS.line)
  )
    problems.line2 = ADDRESS_MESSAGES.line2;
  if (
    input.landmark !== undefined &&
    (typeof input.landmark !== 'string' || text(input.landmark).length > ADDRESS_LIMITS.line)
  )
    problems.landmark = ADDRESS_MESSAGES.landmark;
  const city = text(input.city);
  if (!city || city.length > ADDRESS_LIMITS.city) problems.city = ADDRESS_MESSAGES.city;
  if (!(INDIAN_STATES as readonly string[]).includes(text(input.state)))
    problems.state = ADDRESS_MESSAGES.state;
  if (!/^[1-9]\d{5}$/.test(text(input.pincode))) problems.pincode = ADDRESS_MESSAGES.pincode;
  if (input.isDefault !== undefined && typeof input.isDefault !== 'boolean')
    problems.isDefault = ADDRESS_MESSAGES.isDefault;
  return problems;
}

/** The address an order was sent to, as it was at checkout. */
export type OrderAddress = Omit<Address, '_id' | 'isDefault'>;

export type OrderLine = VariantLine & {
  _id: string;
  productId: string;
  productVariantId: string;
  quantity: number;
  /** This line's share of the order's discount (minor units; what a refund of it takes off). */
  discount?: number;
  /** GST added on this line (prices before tax); 0 when prices include it. */
  tax?: number;
  /** The customer's review of this line's product on this order, when there is one. */
  review?: { rating: number; comment: string } | null;
};

/** Who caused a change of an order. */
export type OrderActorName = 'customer' | 'owner' | 'gateway' | 'system';

export type OrderEvent = {
  status: OrderStatus;
  from: OrderStatus | null;
  event: string;
  actor: OrderActorName;
  note: string;
  at: string;
};

/** One order as the customer (and the owner) sees it. */
export type Order = {
  _id: string;
  /** #1001: the number people read. */
  number: number;
  status: OrderStatus;
  statusLabel: string;
  currency: string;
  subtotal: number;
  /** The saving: subtotal - discount + shipping (+ fees, + tax) = total (the server always sends it). */
  discount?: number;
  /** The code that gave it; null for an automatic discount or none. */
  discountCode?: string | null;
  shipping: number;
  /** The cash-on-delivery fee (0 for an order paid online). */
  codFee: number;
  /** GST added on top (the shop's prices exclude it); 0 when prices include it. In `total`. */
  tax?: number;
  total: number;
  itemCount: number;
  address: OrderAddress;
  paymentMode: PaymentMode;
  transactionId: string;
  /** The gateway's payment id once paid. */
  paymentId: string | null;
  paidAt: string | null;
  /** While awaiting payment: when the reserved stock goes back. */
  reservedUntil: string | null;
  created: string;
  items: OrderLine[];
  history: OrderEvent[];
  /** Delivered: the last moment a return may be asked for (the shop's window); else null. */
  returnBy: string | null;
  /** What the customer may do now (buttons are shown only for these). */
  canCancel: boolean;
  canReturn: boolean;
  canReview: boolean;
  customer: { _id: string | null; name: string; email: string };
};

/** @public orders/all body: SPEC §7's filter on `_id` EQUALS (the payment screens read one order). */
export type OrdersFilterBody = {
  filter: { key: '_id'; operator: 'EQUALS'; value: string }[];
  p?: number;
  s?: number;
};

/** orders/all and /cuser/orders/all answer a page of orders and their count. */
export type OrdersAnswer = { data: Order[]; total: number };

/**
 * GET checkout/init answers the order made and how to hand over to the gateway: a page to open
 * (the test gateway's, PhonePe's) or the fields a gateway's own checkout script needs.
 */
export type CheckoutInitAnswer = {
  data: {
    orderId: string;
    number: number;
    transactionId: string;
    amount: number;
    currency: string;
    paymentMode: PaymentMode;
    /** Open this page to pay (same-tab navigation). */
    redirectUrl: string;
    /** Gateway-specific fields for a client-side checkout (Razorpay key id and order id…). */
    gateway?: Record<string, string | number>;
  };
};

/** The checkout screen's summary of the bag (GET /api/io/cart/checkout/summary). */
export type CheckoutSummary = {
  data: {
    lines: {
      productVariantId: string;
      name: string;
      variantTitle: string;
      image: ProductMedia | null;
      price: number;
      quantity: number;
      stock: number;
    }[];
    subtotal: number;
    /** The code asked for (`discountCode`), else the best automatic discount; null for none. */
    discount?: AppliedDiscount | null;
    /** Why the code asked for does not apply (then `discount` is null); null otherwise. */
    discountRefusal?: string | null;
    /** For the chosen address (`?addressId=`); 0 while `shippingPending`. */
    shipping: number;
    /** No address chosen and the rate depends on it: "calculated at checkout". */
    shippingPending: boolean;
    /** The zone that priced the shipping (REST_OF_INDIA when none names the state). */
    shippingZone: string;
    /** The bag value from which that zone ships free (null: never). */
    shippingFreeAbove: number | null;
    /** The shop's return window in days (the policy line under the Pay button). */
    returnWindowDays: number;
    /** The shop's prices exclude GST: it is added at checkout (the GST row). */
    taxesExcluded?: boolean;
    /** GST added on top, without the fee's (0 when prices include it or while `taxPending`). */
    tax?: number;
    /** Prices exclude GST and no address is chosen yet: GST is "calculated at checkout". */
    taxPending?: boolean;
    /**
     * Without a cash-on-delivery fee and its GST (the screen adds `cod.fee` and `cod.tax` when
     * COD is chosen); with the GST on top otherwise.
     */
    total: number;
    currency: string;
    /** Lines whose quantity is more than there is now: checkout refuses until they change. */
    problems: string[];
    paymentModes: PaymentMode[];
    /** Cash on delivery when the shop takes it: its fee (and the fee's GST when added on top), or
     * why this bag cannot use it. */
    cod: { fee: number; tax?: number; refusal: string | null } | null;
  };
};

export const CHECKOUT_SUMMARY_PATH = '/api/io/cart/checkout/summary';

/** Built-in screens every workspace has. */
export const CHECKOUT_PATH = '/checkout';
export const PAYMENT_SUCCESS_PATH = '/payment/success';
export const PAYMENT_FAILURE_PATH = '/payment/failure';
export const ACCOUNT_ORDERS_PATH = '/setting/orders';
export const ACCOUNT_ADDRESSES_PATH = '/setting/addresses';

/** Unpaid orders keep their stock this long, then it goes back (server/orders). */
export const RESERVATION_MINUTES = 15;
/** The default return window in days (the owner sets it: shared/shipping.ts). */
export const RETURN_WINDOW_DAYS = 7;
/** The default flat shipping and free-shipping threshold (the owner sets them: shared/shipping.ts). */
export const SHIPPING_FEE = 4900;
export const FREE_SHIPPING_FROM = 99900;

export const CHECKOUT_MESSAGES = {
  emptyBag: 'Your bag is empty.',
  address: 'Please choose a delivery address.',
  addressNotFound: ADDRESS_MESSAGES.notFound,
  paymentMode: 'Please choose a way to pay.',
  paymentModeOff: 'This way to pay is not available in this shop.',
  /** The bag and checkout before an address is chosen, when the rate depends on it. */
  shippingPending: 'Calculated at checkout',
  transaction: 'Please say which payment (transactionId).',
  transactionNotFound: 'No payment with this transaction id in your account.',
  orderNotFound: 'This order is not in your account.',
  priceChanged: 'Prices in your bag have changed: please review your bag.',
} as const;

export const REVIEW_MESSAGES = {
  rating: 'Please give a rating from 1 to 5 stars.',
  comment: 'Please keep your review under 2000 characters.',
  variant: 'Please say which product of the order you are reviewing (productVariantId).',
  notInOrder: 'This product is not part of this order.',
  notDelivered: 'You can review a product once your order is delivered.',
} as const;

/** One public review (GET /admin/public/product/review). */
export type ProductReview = {
  _id: string;
  rating: number;
  comment: string;
  author: string;
  created: string;
};

export type ProductReviewsAnswer = {
  data: ProductReview[];
  total: number;
  /** Average rating, one decimal; 0 without reviews. */
  rating: number;
  /** The page answered (from 1, REVIEWS_PAGE_SIZE a page; `?page=`) and whether more follow. */
  page?: number;
  more?: boolean;
};

/** Reviews a page of GET /admin/public/product/review holds. */
export const REVIEWS_PAGE_SIZE = 5;
/** Refused: a `page` that is not a whole number from 1. */
export const REVIEWS_PAGE_MESSAGE = 'Please ask for a page of reviews from 1.';
