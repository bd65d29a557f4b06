import { nonEmptyTextSchema, screenIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The customer's orders (built-in at /setting/orders); `?id=` opens one order. */
export type AccountOrdersConfig = ConfigOf<typeof accountOrdersSchema>;

export const accountOrdersSchema = {
  type: 'object',
  title: 'Your orders',
  properties: {
    ...screenIntroProperties(
      'Your orders',
      'Follow your orders, cancel or return them, and review what you bought.',
    ),
    emptyText: nonEmptyTextSchema(
      'Text without orders',
      120,
      'You have not placed any orders yet.',
    ),
    pageSize: {
      type: 'integer',
      title: 'Orders per page',
      minimum: 5,
      maximum: 50,
      default: 10,
    },
  },
  required: ['heading', 'emptyText', 'pageSize'],
} as const satisfies JsonSchema;

export const accountOrdersMeta: SectionMeta = {
  type: 'account-orders',
  label: 'Account orders',
  category: 'shop',
  order: 380,
  thumb: 'orders',
  schema: accountOrdersSchema,
  interactive: true,
};
