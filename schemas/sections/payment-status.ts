import { buttonActionSchema } from '../fragments';
import type { ButtonAction, JsonSchema, SectionMeta } from '../types';

/** Payment success / failure screen of SPEC §2. */
export type PaymentStatusConfig = {
  variant: 'success' | 'failure';
  title: string;
  subtitle?: string;
  amount?: number;
  /** Falls back to the site's currency symbol when empty. */
  currencySymbol?: string;
  description?: string;
  /** Shown on the success screen only. */
  transactionId?: string;
  buttonText: string;
  buttonAction: ButtonAction;
};

export const PAYMENT_STATUS_VARIANTS = ['success', 'failure'] as const;

export const paymentStatusSchema = {
  type: 'object',
  title: 'Payment status',
  properties: {
    variant: { type: 'string', title: 'Screen', enum: PAYMENT_STATUS_VARIANTS, default: 'success' },
    title: {
      type: 'string',
      title: 'Title',
      minLength: 1,
      maxLength: 120,
      default: 'Payment successful',
    },
    subtitle: {
      type: 'string',
      title: 'Subtitle',
      maxLength: 200,
      default: 'Thank you! Your order is confirmed.',
    },
    amount: { type: 'number', title: 'Amount', minimum: 0, default: 2499 },
    currencySymbol: {
      type: 'string',
      title: 'Currency symbol (empty: site currency)',
      maxLength: 5,
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 500,
      default:
        'A receipt is on its way to your email. You can follow your order from your account at any time.',
    },
    transactionId: {
      type: 'string',
      title: 'Transaction id (success only)',
      maxLength: 80,
      default: 'TXN-2024-000184',
      'x-variants': ['success'],
    },
    buttonText: {
      type: 'string',
      title: 'Button text',
      minLength: 1,
      maxLength: 40,
      default: 'Continue shopping',
    },
    buttonAction: buttonActionSchema,
  },
  required: ['variant', 'title', 'buttonText', 'buttonAction'],
} as const satisfies JsonSchema;

export const paymentStatusMeta: SectionMeta = {
  type: 'payment-status',
  label: 'Payment status',
  category: 'shop',
  schema: paymentStatusSchema,
  variants: PAYMENT_STATUS_VARIANTS,
  interactive: false,
};
