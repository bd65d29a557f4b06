import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The checkout screen (built-in at /checkout): address, summary, payment and Pay. */
export type CheckoutConfig = ConfigOf<typeof checkoutSchema>;

const text = (title: string, def: string, maxLength = 40, minLength = 1) =>
  ({ type: 'string', title, minLength, maxLength, default: def }) as const;

export const checkoutSchema = {
  type: 'object',
  title: 'Checkout',
  properties: {
    heading: text('Heading', 'Checkout', 80),
    addressHeading: text('Address step heading', 'Delivery address', 60),
    paymentHeading: text('Payment step heading', 'Payment', 60),
    summaryHeading: text('Summary heading', 'Order summary', 60),
    payButtonText: text('Pay button text (the amount follows)', 'Pay', 30),
    note: text(
      'Note under the pay button',
      'You pay on the payment provider’s page; we never see your card or bank details.',
      240,
      0,
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
