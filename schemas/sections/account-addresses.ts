import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The customer's address book (built-in at /setting/addresses). */
export type AccountAddressesConfig = ConfigOf<typeof accountAddressesSchema>;

export const accountAddressesSchema = {
  type: 'object',
  title: 'Your addresses',
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Your addresses',
    },
    description: {
      type: 'string',
      title: 'Description',
      minLength: 0,
      maxLength: 240,
      default: 'Where we deliver your orders. Your default address is chosen first at checkout.',
    },
    emptyText: {
      type: 'string',
      title: 'Text without addresses',
      minLength: 1,
      maxLength: 120,
      default: 'You have no saved addresses yet.',
    },
    addButtonText: {
      type: 'string',
      title: 'Add button text',
      minLength: 1,
      maxLength: 40,
      default: 'Add a new address',
    },
  },
  required: ['heading', 'emptyText', 'addButtonText'],
} as const satisfies JsonSchema;

export const accountAddressesMeta: SectionMeta = {
  type: 'account-addresses',
  label: 'Account addresses',
  category: 'shop',
  order: 390,
  thumb: 'addresses',
  schema: accountAddressesSchema,
  interactive: true,
};
