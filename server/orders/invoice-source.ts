// An order as a tax invoice needs it, read inside the caller's transaction: its money columns,
// the address as it was, and its lines with their products and discount shares.
import type { OrderAddress } from '../../shared/orders';
import type { Trx } from './types';

export type InvoiceSource = {
  id: string;
  number: number;
  status: string;
  currency: string;
  customerName: string;
  customerEmail: string;
  address: OrderAddress;
  subtotal: number;
  discount: number;
  /** The code that gave the discount, or null (an automatic one, or none). */
  discountCode: string | null;
  shipping: number;
  codFee: number;
  /** GST added on top at checkout (0 when prices included it). */
  tax: number;
  /** Whether the order's prices included GST (else it was added: `tax`, the stored rates). */
  pricesIncludeTax: boolean;
  /** Shipping's (and the fee's) rate when tax was added, else null. */
  shippingRate: number | null;
  total: number;
  paidAt: string | null;
  lines: {
    productId: string;
    name: string;
    variantTitle: string;
    price: number;
    quantity: number;
    discount: number;
    /** GST added on the line, and its rate then (null when prices included tax). */
    tax: number;
    rate: number | null;
  }[];
};

/** The order for its invoice, or null when the workspace has no such order. */
export async function invoiceSourceOf(
  trx: Trx,
  workspaceId: string,
  orderId: string,
): Promise<InvoiceSource | null> {
  const o = await trx
    .selectFrom('orders')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!o) return null;
  const items = await trx
    .selectFrom('order_items')
    .select([
      'product_id',
      'name',
      'variant_title',
      'price',
      'quantity',
      'discount',
      'tax',
      'gst_rate',
    ])
    .where('workspace_id', '=', workspaceId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return {
    id: o.id,
    number: Number(o.number),
    status: o.status,
    currency: o.currency,
    customerName: o.customer_name,
    customerEmail: o.customer_email,
    address: JSON.parse(o.address) as OrderAddress,
    subtotal: Number(o.subtotal),
    discount: Number(o.discount),
    discountCode: o.discount_code,
    shipping: Number(o.shipping),
    codFee: Number(o.cod_fee),
    tax: Number(o.tax),
    pricesIncludeTax: Number(o.prices_include_tax) !== 0,
    shippingRate: o.shipping_gst_rate === null ? null : Number(o.shipping_gst_rate),
    total: Number(o.total),
    paidAt: o.paid_at,
    lines: items.map((i) => ({
      productId: i.product_id,
      name: i.name,
      variantTitle: i.variant_title,
      price: Number(i.price),
      quantity: Number(i.quantity),
      discount: Number(i.discount),
      tax: Number(i.tax),
      rate: i.gst_rate === null ? null : Number(i.gst_rate),
    })),
  };
}

/** Whether the order belongs to this customer of the workspace (their documents are theirs). */
export async function isCustomersOrder(
  trx: Trx,
  workspaceId: string,
  orderId: string,
  userId: string,
): Promise<boolean> {
  const r = await trx
    .selectFrom('orders')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(r);
}
