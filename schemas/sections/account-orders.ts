import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The customer's orders (built-in at /setting/orders); `?id=` opens one order. */
export type AccountOrdersConfig = ConfigOf<typeof accountOrdersSchema>;

export const accountOrdersSchema = {
  type: 'object',
  title: 'Your orders',
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Your orders',
    },
    description: {
      type: 'string',
      title: 'Description',
      minLength: 0,
      maxLength: 240,
      default: 'Follow your orders, cancel or return them, and review what you bought.',
    },
    emptyText: {
      type: 'string',
      title: 'Text without orders',
      minLength: 1,
      maxLength: 120,
      default: 'You have not placed any orders yet.',
    },
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
