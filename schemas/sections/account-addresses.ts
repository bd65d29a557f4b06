import { nonEmptyTextSchema, screenIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The customer's address book (built-in at /setting/addresses). */
export type AccountAddressesConfig = ConfigOf<typeof accountAddressesSchema>;

export const accountAddressesSchema = {
  type: 'object',
  title: 'Your addresses',
  properties: {
    ...screenIntroProperties(
      'Your addresses',
      'Where we deliver your orders. Your default address is chosen first at checkout.',
    ),
    emptyText: nonEmptyTextSchema(
      'Text without addresses',
      120,
      'You have no saved addresses yet.',
    ),
    addButtonText: nonEmptyTextSchema('Add button text', 40, 'Add a new address'),
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
