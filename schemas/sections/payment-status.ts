import { buttonActionSchema, nonEmptyTextSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/**
 * Payment success / failure screen of SPEC §2. On a visitor's page whose address carries
 * `?orderId=` (checkout's return), the screen shows that order instead of the configured amount
 * and transaction id (unless `showOrder` is off); `&pending=1` on the failure screen says the
 * payment is still being confirmed.
 */
export type PaymentStatusConfig = ConfigOf<typeof paymentStatusSchema>;

export const PAYMENT_STATUS_VARIANTS = ['success', 'failure'] as const;

export const paymentStatusSchema = {
  type: 'object',
  title: 'Payment status',
  properties: {
    variant: { type: 'string', title: 'Screen', enum: PAYMENT_STATUS_VARIANTS, default: 'success' },
    title: nonEmptyTextSchema('Title', 120, 'Payment successful'),
    subtitle: textSchema('Subtitle', 200, 'Thank you! Your order is confirmed.'),
    amount: { type: 'number', title: 'Amount', minimum: 0, default: 2499 },
    currencySymbol: textSchema('Currency symbol (empty: site currency)', 5),
    description: textSchema(
      'Description',
      500,
      'A receipt is on its way to your email. You can follow your order from your account at any time.',
    ),
    transactionId: {
      type: 'string',
      title: 'Transaction id (success only)',
      maxLength: 80,
      default: 'TXN-2024-000184',
      'x-variants': ['success'],
    },
    buttonText: nonEmptyTextSchema('Button text', 40, 'Continue shopping'),
    buttonAction: buttonActionSchema,
    showOrder: {
      type: 'boolean',
      title: 'Show the customer’s order when the address names one (?orderId=…)',
      default: true,
    },
    pendingTitle: {
      type: 'string',
      title: 'Title while the payment is being confirmed',
      minLength: 1,
      maxLength: 120,
      default: 'Waiting for your payment',
      'x-variants': ['failure'],
    },
    pendingSubtitle: {
      type: 'string',
      title: 'Subtitle while the payment is being confirmed',
      maxLength: 200,
      default: 'We are waiting for the payment to be confirmed. This page updates by itself.',
      'x-variants': ['failure'],
    },
  },
  required: ['variant', 'title', 'buttonText', 'buttonAction'],
} as const satisfies JsonSchema;

export const paymentStatusMeta: SectionMeta = {
  type: 'payment-status',
  label: 'Payment status',
  category: 'shop',
  order: 150,
  thumb: 'status',
  schema: paymentStatusSchema,
  variants: PAYMENT_STATUS_VARIANTS,
  // The island reads the order named in the address (checkout's return).
  interactive: true,
};
