// The order mails a customer gets: confirmation when paid, shipped, and the owner's decisions on
// a cancellation or a return. Plain text and simple HTML, the shop's name as the sender's voice.
import { formatMoney } from '../../shared/format';
import { orderDiscountLabel } from '../../shared/discounts';
import { TAX_NOTES } from '../../shared/gst';
import type { Order } from '../../shared/orders';
import { type AccountContext, sendMailInBackground } from '../accounts';
import type { Workspace } from '../http';
import type { MailMessage } from '../mail';
import type { OrdersRepo } from './repo';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type OrderMailKind =
  | 'confirmed'
  | 'shipped'
  | 'delivered'
  | 'cancel-approved'
  | 'cancel-refused'
  | 'cancelled-by-shop'
  | 'return-approved'
  | 'return-refused'
  | 'refunded';

const money = (order: Order, minor: number) => formatMoney(minor, order.currency);

const isCod = (o: Order) => o.paymentMode === 'COD';

/** What a cancellation mail says of the money: refunded already, or to follow (none unpaid). */
const refundLine = (o: Order) =>
  isCod(o) && !o.paidAt
    ? 'Nothing was paid for it, so there is nothing to refund.'
    : o.status === 'REFUNDED'
      ? `We have refunded ${money(o, o.total)} to the way you paid. Banks can take a few days to show it.`
      : `We will refund ${money(o, o.total)} to the way you paid and write to you when we have.`;

const TEXTS: Record<OrderMailKind, (o: Order) => { subject: string; lead: string }> = {
  confirmed: (o) => ({
    subject: `Order #${o.number} confirmed`,
    lead: isCod(o)
      ? `Thank you for your order. You chose cash on delivery: please keep ${money(o, o.total)} ready for the courier. We will let you know when it ships.`
      : `Thank you for your order. We have received your payment of ${money(o, o.total)} and will let you know when it ships.`,
  }),
  shipped: (o) => ({
    subject: `Order #${o.number} has shipped`,
    lead: isCod(o)
      ? `Good news: your order is on its way. Please pay ${money(o, o.total)} in cash on delivery.`
      : 'Good news: your order is on its way.',
  }),
  delivered: (o) => ({
    subject: `Order #${o.number} was delivered`,
    lead: 'Your order was delivered. We hope you enjoy it; you can review what you bought from your account.',
  }),
  'cancel-approved': (o) => ({
    subject: `Order #${o.number} is cancelled`,
    lead: `Your cancellation was approved. ${refundLine(o)}`,
  }),
  'cancel-refused': (o) => ({
    subject: `Order #${o.number}: cancellation not possible`,
    lead: 'We could not cancel your order, so it goes ahead as planned.',
  }),
  'cancelled-by-shop': (o) => ({
    subject: `Order #${o.number} is cancelled`,
    lead: `We are sorry: we had to cancel your order. ${refundLine(o)}`,
  }),
  'return-approved': (o) => ({
    subject: `Order #${o.number}: return approved`,
    lead: `Your return was approved. The refund of ${money(o, o.total)} follows once it is processed.`,
  }),
  'return-refused': (o) => ({
    subject: `Order #${o.number}: return not possible`,
    lead: 'We could not accept the return of this order.',
  }),
  refunded: (o) => ({
    subject: `Order #${o.number} refunded`,
    lead: `We have refunded ${money(o, o.total)} to the way you paid. Banks can take a few days to show it.`,
  }),
};

/** The mail of one order event, with the order's lines, total and a link to it. */
export function orderMail(input: {
  kind: OrderMailKind;
  order: Order;
  siteName: string;
  /** Absolute origin of the shop for the link to the order. */
  origin: string;
  /** The owner's note to the customer, when they wrote one. */
  note?: string;
}): MailMessage {
  const { order, siteName } = input;
  const { subject, lead } = TEXTS[input.kind](order);
  const link = `${input.origin}/setting/orders?id=${encodeURIComponent(order._id)}`;
  const lines = order.items.map(
    (i) =>
      `${i.quantity} × ${i.name}${i.variantTitle ? ` (${i.variantTitle})` : ''}: ${money(order, i.price * i.quantity)}`,
  );
  const totals = [
    `Subtotal: ${money(order, order.subtotal)}`,
    ...(order.discount
      ? [`${orderDiscountLabel(order.discountCode)}: −${money(order, order.discount)}`]
      : []),
    `Shipping: ${order.shipping === 0 ? 'Free' : money(order, order.shipping)}`,
    ...(order.codFee > 0 ? [`Cash on delivery fee: ${money(order, order.codFee)}`] : []),
    ...(order.tax ? [`${TAX_NOTES.row}: ${money(order, order.tax)}`] : []),
    `Total: ${money(order, order.total)}`,
    ...(isCod(order) ? ['Payment: Cash on delivery'] : []),
  ];
  const a = order.address;
  const address = [
    a.name,
    a.line1,
    a.line2,
    a.landmark,
    `${a.city}, ${a.state} ${a.pincode}`,
    a.phone,
  ]
    .filter(Boolean)
    .join('\n');
  const note = input.note?.trim();
  const text =
    `${lead}\n\n` +
    (note ? `A note from ${siteName}: ${note}\n\n` : '') +
    `Order #${order.number}\n${lines.join('\n')}\n\n${totals.join('\n')}\n\n` +
    `Delivering to:\n${address}\n\nSee your order: ${link}\n\n— ${siteName}\n`;
  const html =
    `<p>${escapeHtml(lead)}</p>` +
    (note
      ? `<p><strong>A note from ${escapeHtml(siteName)}:</strong> ${escapeHtml(note)}</p>`
      : '') +
    `<h2 style="font-size:1.1em">Order #${order.number}</h2>` +
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p>${totals.map(escapeHtml).join('<br>')}</p>` +
    `<p><strong>Delivering to</strong><br>${escapeHtml(address).replace(/\n/g, '<br>')}</p>` +
    `<p><a href="${escapeHtml(link)}">See your order</a></p><p>— ${escapeHtml(siteName)}</p>`;
  return { to: order.customer.email, subject: `${subject} · ${siteName}`, text, html };
}

/** Which mail an owner's action sends (none for actions the customer needs no word of). */
export function mailKindOfEvent(event: string): OrderMailKind | null {
  switch (event) {
    case 'pay':
      return 'confirmed';
    case 'ship':
      return 'shipped';
    case 'deliver':
    case 'collectCash':
      return 'delivered';
    case 'approveCancel':
      return 'cancel-approved';
    case 'refuseCancel':
      return 'cancel-refused';
    case 'cancel':
      return 'cancelled-by-shop';
    case 'approveReturn':
      return 'return-approved';
    case 'refuseReturn':
      return 'return-refused';
    case 'refund':
      return 'refunded';
    default:
      return null;
  }
}

/** Mails customers about their orders' events, in the background (a failure is logged). */
export function createOrderMailer(
  ctx: AccountContext,
  orders: Pick<OrdersRepo, 'order'> & Partial<Pick<OrdersRepo, 'documents'>>,
) {
  function fallbackOrigin(ws: Workspace): string {
    return `${ctx.production ? 'https' : 'http'}://${ws.domain}`;
  }

  /** Mails the customer about an order event; `origin` is the shop's for links (else its domain). */
  return async function mailOrder(
    workspaceId: string,
    kind: OrderMailKind,
    orderId: string,
    origin?: string,
    note?: string,
  ) {
    const ws = await ctx.repo.workspaceById(workspaceId);
    const order = await orders.order(workspaceId, orderId);
    if (!ws || !order) return;
    // The confirmation carries the GST invoice (cash on delivery's, issued on dispatch, goes with
    // the shipping mail); a refund's mail the credit note (when issued).
    const invoiced = order.paymentMode === 'COD' ? 'shipped' : 'confirmed';
    const event = kind === invoiced ? 'pay' : order.status === 'REFUNDED' ? 'refund' : null;
    const attachments =
      event && orders.documents
        ? await orders.documents.attachments(workspaceId, orderId, event)
        : [];
    await sendMailInBackground(ctx, {
      ...orderMail({
        kind,
        order,
        siteName: ws.name,
        origin: origin ?? fallbackOrigin(ws),
        ...(note ? { note } : {}),
      }),
      ...(attachments.length ? { attachments } : {}),
    });
  };
}
