import {
  buttonActionSchema,
  dynamicContentFilterSchema,
  imageSchema,
  optionalIntroProperties,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** A card the owner writes by hand (used while `showDynamicContent` is off). */
export type ProductCardConfig = ProductGridConfig['cards'][number];

export type ProductGridConfig = ConfigOf<typeof productGridSchema>;

/** A hand-written product card: its schema is shared by the grid and the lists. */
export const productCardSchema = {
  type: 'object',
  title: 'Card',
  properties: {
    title: { type: 'string', title: 'Title', minLength: 1, maxLength: 120 },
    subtitle: textSchema('Subtitle', 80),
    image: { ...imageSchema, title: 'Image' },
    hoverImage: { ...imageSchema, title: 'Image on hover' },
    alt: textSchema('Image description', 200),
    price: { type: 'integer', title: 'Price (paise)', minimum: 0 },
    mrp: { type: 'integer', title: 'List price (paise)', minimum: 0 },
    buttonAction: buttonActionSchema,
  },
  required: ['title', 'image', 'price', 'buttonAction'],
} as const satisfies JsonSchema;

export const productGridSchema = {
  type: 'object',
  title: 'Product grid',
  properties: {
    ...optionalIntroProperties('Shop all'),
    showFilter: { type: 'boolean', title: 'Show sort and filters', default: true },
    // SPEC §3's showSearch: a search box over the grid (issue 33's engine, results on /search).
    showSearch: { type: 'boolean', title: 'Show a search box', default: false },
    showDynamicContent: {
      type: 'boolean',
      title: 'Fill from the catalogue',
      default: true,
    },
    dynamicContentFilter: dynamicContentFilterSchema,
    cards: {
      type: 'array',
      title: 'Cards (when not filled from the catalogue)',
      items: productCardSchema,
      maxItems: 60,
      default: [],
    },
  },
  required: ['showFilter', 'showDynamicContent', 'dynamicContentFilter', 'cards'],
} as const satisfies JsonSchema;

export const productGridMeta: SectionMeta = {
  type: 'product-grid',
  label: 'Product grid',
  category: 'shop',
  order: 120,
  thumb: 'products',
  schema: productGridSchema,
  interactive: true,
};
