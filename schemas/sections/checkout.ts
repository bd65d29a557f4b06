import { nonEmptyTextSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The checkout screen (built-in at /checkout): address, summary, payment and Pay. */
export type CheckoutConfig = ConfigOf<typeof checkoutSchema>;

export const checkoutSchema = {
  type: 'object',
  title: 'Checkout',
  properties: {
    heading: nonEmptyTextSchema('Heading', 80, 'Checkout'),
    addressHeading: nonEmptyTextSchema('Address step heading', 60, 'Delivery address'),
    paymentHeading: nonEmptyTextSchema('Payment step heading', 60, 'Payment'),
    summaryHeading: nonEmptyTextSchema('Summary heading', 60, 'Order summary'),
    payButtonText: nonEmptyTextSchema('Pay button text (the amount follows)', 30, 'Pay'),
    note: textSchema(
      'Note under the pay button',
      240,
      'You pay on the payment provider’s page; we never see your card or bank details.',
    ),
  },
  required: ['heading', 'addressHeading', 'paymentHeading', 'summaryHeading', 'payButtonText'],
} as const satisfies JsonSchema;

export const checkoutMeta: SectionMeta = {
  type: 'checkout',
  label: 'Checkout',
  category: 'shop',
  order: 370,
  thumb: 'checkout',
  schema: checkoutSchema,
  interactive: true,
};
