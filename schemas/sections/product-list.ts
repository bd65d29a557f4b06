import { dynamicContentFilterSchema, optionalIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { productCardSchema } from './product-grid';

export const PRODUCT_LIST_VARIANTS = ['cards', 'reviews'] as const;

export type ProductListConfig = ConfigOf<typeof productListSchema>;

export const productListSchema = {
  type: 'object',
  title: 'Product list',
  properties: {
    variant: {
      type: 'string',
      title: 'Layout',
      description: 'Cards: image, title, category, prices. Reviews: adds the rating and count.',
      enum: PRODUCT_LIST_VARIANTS,
      default: 'cards',
    },
    ...optionalIntroProperties('Bestsellers'),
    columns: { type: 'integer', title: 'Columns', enum: [1, 2, 3, 4], default: 4 },
    showDynamicContent: { type: 'boolean', title: 'Fill from the catalogue', default: true },
    dynamicContentFilter: {
      ...dynamicContentFilterSchema,
      default: {
        ...dynamicContentFilterSchema.default,
        showPagination: false,
        totalCardsToShow: 4,
      },
    },
    cards: {
      type: 'array',
      title: 'Cards (when not filled from the catalogue)',
      items: {
        ...productCardSchema,
        properties: {
          ...productCardSchema.properties,
          reviewCount: { type: 'integer', title: 'Review count', minimum: 0 },
          rating: { type: 'number', title: 'Rating', minimum: 0, maximum: 5 },
        },
      },
      maxItems: 60,
      default: [],
    },
  },
  required: ['variant', 'columns', 'showDynamicContent', 'dynamicContentFilter', 'cards'],
} as const satisfies JsonSchema;

export const productListMeta: SectionMeta = {
  type: 'product-list',
  label: 'Product list',
  category: 'shop',
  order: 130,
  thumb: 'productRow',
  schema: productListSchema,
  variants: PRODUCT_LIST_VARIANTS,
  interactive: true,
};
