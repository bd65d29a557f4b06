// The storefront's side of the checkout, order and address calls (SPEC §7 paths, the contract in
// shared/orders.ts): plain functions over an ApiClient, so the screens stay thin and the tests
// pass a fake client. Every answer is checked for the shape the screens read; a malformed one is
// an ApiError without a readable text (the screens then show SPEC §8's general text).
import { ApiError, type ApiClient } from '../../../shared/api-client';
import { DISCOUNT_PATHS } from '../../../shared/discounts';
import {
  CHECKOUT_SUMMARY_PATH,
  ORDER_PATHS,
  PAYMENT_MODES,
  trimAddress,
  type Address,
  type AddressInput,
  type CheckoutInitAnswer,
  type CheckoutSummary,
  type Order,
  type OrdersAnswer,
  type PaymentMode,
  type ProductReview,
  type ProductReviewsAnswer,
} from '../../../shared/orders';
import { isRecord } from '../../commerce/api';

/** What POST /cuser/address/all asks for: every address (a customer keeps at most 20). */
export const ADDRESS_LIST_BODY = { p: 0, s: 100 } as const;

export type CheckoutSummaryData = CheckoutSummary['data'];
export type CheckoutStart = CheckoutInitAnswer['data'];
export type ReviewInput = { productVariantId: string; rating: number; comment: string };

function malformed(path: string, body: unknown): ApiError {
  return new ApiError(200, body, path, `Response from ${path} has an unexpected shape`);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** An address as the server sends it, or null. */
export function readAddress(value: unknown): Address | null {
  if (!isRecord(value) || !isString(value._id)) return null;
  const text = (k: string) => (isString(value[k]) ? value[k] : '');
  return {
    _id: value._id,
    name: text('name'),
    phone: text('phone'),
    line1: text('line1'),
    line2: text('line2'),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    isDefault: value.isDefault === true,
  };
}

/** An order as the server sends it (the fields the screens read are checked), or null. */
export function readOrder(value: unknown): Order | null {
  if (!isRecord(value)) return null;
  const ok =
    isString(value._id) &&
    isNumber(value.number) &&
    isString(value.status) &&
    isString(value.currency) &&
    isNumber(value.total) &&
    Array.isArray(value.items) &&
    Array.isArray(value.history) &&
    isRecord(value.address);
  return ok ? (value as unknown as Order) : null;
}

function dataOf(body: unknown): unknown {
  return isRecord(body) ? body.data : undefined;
}

/** `{ data: Order }` (the order actions' answer), else a malformed-answer error. */
function orderAnswer(path: string, body: unknown): Order {
  const order = readOrder(dataOf(body));
  if (!order) throw malformed(path, body);
  return order;
}

/** The customer's saved addresses, default first as the server orders them. */
export async function loadAddresses(api: ApiClient): Promise<Address[]> {
  const body = await api.post(ORDER_PATHS.addresses, ADDRESS_LIST_BODY);
  const data = dataOf(body);
  if (!Array.isArray(data)) throw malformed(ORDER_PATHS.addresses, body);
  return data.map(readAddress).filter((a): a is Address => a !== null);
}

/** The address fields as the server wants them: trimmed, optional lines always sent. */
export function addressBody(input: AddressInput): AddressInput {
  return { ...trimAddress(input), isDefault: Boolean(input.isDefault) };
}

/** POST /cuser/address/add: the new address (null when the answer does not carry it). */
export async function addAddress(api: ApiClient, input: AddressInput): Promise<Address | null> {
  const body = await api.post(ORDER_PATHS.addAddress, addressBody(input));
  return readAddress(dataOf(body));
}

/** POST /cuser/address/edit?id=: the changed address (null when the answer does not carry it). */
export async function editAddress(
  api: ApiClient,
  id: string,
  input: AddressInput,
): Promise<Address | null> {
  const body = await api.post(ORDER_PATHS.editAddress, addressBody(input), { id });
  return readAddress(dataOf(body));
}

/** GET /cuser/address/delete?id= (a GET that changes data: the client sends x-app-platform). */
export async function deleteAddress(api: ApiClient, id: string): Promise<void> {
  await api.get(ORDER_PATHS.deleteAddress, { id });
}

/** The bag priced by the server for checkout. */
export async function loadSummary(
  api: ApiClient,
  opts: { discountCode?: string | null; addressId?: string | null } = {},
): Promise<CheckoutSummaryData> {
  const { discountCode, addressId } = opts;
  const query = {
    ...(discountCode ? { discountCode } : {}),
    ...(addressId ? { addressId } : {}),
  };
  const body = await api.get(CHECKOUT_SUMMARY_PATH, Object.keys(query).length ? query : undefined);
  return readSummary(CHECKOUT_SUMMARY_PATH, body);
}

/**
 * POST the discount code (with the chosen address, which prices the shipping): the summary
 * with it, or an ApiError whose text says why not.
 */
export async function applyDiscountCode(
  api: ApiClient,
  code: string,
  addressId: string | null = null,
): Promise<CheckoutSummaryData> {
  const body = await api.post(DISCOUNT_PATHS.apply, { code, ...(addressId ? { addressId } : {}) });
  return readSummary(DISCOUNT_PATHS.apply, body);
}

function readSummary(path: string, body: unknown): CheckoutSummaryData {
  const data = dataOf(body);
  if (
    !isRecord(data) ||
    !Array.isArray(data.lines) ||
    !isNumber(data.subtotal) ||
    !isNumber(data.shipping) ||
    !isNumber(data.total) ||
    !isString(data.currency)
  )
    throw malformed(path, body);
  const modes = Array.isArray(data.paymentModes) ? data.paymentModes : [];
  const d = isRecord(data.discount) ? data.discount : null;
  return {
    ...(data as CheckoutSummaryData),
    discount:
      d && isNumber(d.amount) && isString(d.title)
        ? { code: isString(d.code) ? d.code : null, title: d.title, amount: d.amount }
        : null,
    discountRefusal: isString(data.discountRefusal) ? data.discountRefusal : null,
    problems: Array.isArray(data.problems) ? data.problems.filter(isString) : [],
    paymentModes: modes.filter((m): m is PaymentMode =>
      (PAYMENT_MODES as readonly unknown[]).includes(m),
    ),
  };
}

/** GET checkout/init: makes the order and says where to pay. */
export async function startCheckout(
  api: ApiClient,
  addressId: string,
  paymentMode: PaymentMode,
  discountCode: string | null = null,
): Promise<CheckoutStart> {
  const body = await api.get(ORDER_PATHS.checkoutInit, {
    addressId,
    paymentMode,
    ...(discountCode ? { discountCode } : {}),
  });
  const data = dataOf(body);
  if (!isRecord(data) || !isString(data.orderId) || !isString(data.redirectUrl))
    throw malformed(ORDER_PATHS.checkoutInit, body);
  return data as CheckoutStart;
}

/**
 * Where the browser may be sent to pay: a path on this site, or an http(s) page (a gateway's).
 * Anything else (`javascript:`, `//host`) is null.
 */
export function safeRedirect(url: string): string | null {
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  return /^https?:\/\/[^\s/]/i.test(url) ? url : null;
}

function ordersAnswer(path: string, body: unknown): OrdersAnswer {
  const data = dataOf(body);
  if (!Array.isArray(data)) throw malformed(path, body);
  const orders = data.map(readOrder).filter((o): o is Order => o !== null);
  const total = isRecord(body) && isNumber(body.total) ? body.total : orders.length;
  return { data: orders, total };
}

/** A page of the customer's orders, newest first (`page` from 0). */
export async function loadMyOrders(
  api: ApiClient,
  page: number,
  size: number,
): Promise<OrdersAnswer> {
  const body = await api.post(ORDER_PATHS.myOrders, { p: page, s: size });
  return ordersAnswer(ORDER_PATHS.myOrders, body);
}

/** One of the customer's orders by id (orders/all filtered on `_id` EQUALS), or null. */
export async function findOrder(api: ApiClient, id: string): Promise<Order | null> {
  const body = await api.post(ORDER_PATHS.ordersAll, {
    filter: [{ key: '_id', operator: 'EQUALS', value: id }],
  });
  return ordersAnswer(ORDER_PATHS.ordersAll, body).data.find((o) => o._id === id) ?? null;
}

/** The body of a cancel or return request: the reason only when one was given. */
function reasonBody(reason: string): { reason?: string } {
  const text = reason.trim();
  return text ? { reason: text } : {};
}

/** POST /cuser/order/cancel/request?id=: the order as it is now. */
export async function requestCancel(api: ApiClient, id: string, reason: string): Promise<Order> {
  const body = await api.post(ORDER_PATHS.cancelRequest, reasonBody(reason), { id });
  return orderAnswer(ORDER_PATHS.cancelRequest, body);
}

/** POST /cuser/order/return/request?id=: the order as it is now. */
export async function requestReturn(api: ApiClient, id: string, reason: string): Promise<Order> {
  const body = await api.post(ORDER_PATHS.returnRequest, reasonBody(reason), { id });
  return orderAnswer(ORDER_PATHS.returnRequest, body);
}

/** POST /admin/order/review/save?id=: the order with the line's review saved. */
export async function saveReview(
  api: ApiClient,
  orderId: string,
  review: ReviewInput,
): Promise<Order> {
  const orderReview = { ...review, comment: review.comment.trim() };
  const body = await api.post(ORDER_PATHS.saveReview, { orderReview }, { id: orderId });
  return orderAnswer(ORDER_PATHS.saveReview, body);
}

/** GET /admin/public/product/review?productVariantId=: a product's public reviews. */
export async function loadProductReviews(
  api: ApiClient,
  productVariantId: string,
  page = 1,
): Promise<ProductReviewsAnswer> {
  const body = await api.get(
    ORDER_PATHS.productReviews,
    page > 1 ? { productVariantId, page: String(page) } : { productVariantId },
  );
  const data = dataOf(body);
  if (!Array.isArray(data)) throw malformed(ORDER_PATHS.productReviews, body);
  const reviews = data.filter(
    (r): r is ProductReview => isRecord(r) && isString(r._id) && isNumber(r.rating),
  );
  const rec = isRecord(body) ? body : {};
  return {
    data: reviews,
    total: isNumber(rec.total) ? rec.total : reviews.length,
    rating: isNumber(rec.rating) ? rec.rating : 0,
    page: isNumber(rec.page) ? rec.page : page,
    more: rec.more === true,
  };
}
