import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The product page's body at /p/{path}: the product comes from the path, not the config. */
export type ProductDetailConfig = ConfigOf<typeof productDetailSchema>;

export const productDetailSchema = {
  type: 'object',
  title: 'Product details',
  properties: {
    showBreadcrumbs: { type: 'boolean', title: 'Show breadcrumbs', default: true },
    showReviews: { type: 'boolean', title: 'Show the reviews summary', default: true },
  },
  required: ['showBreadcrumbs', 'showReviews'],
} as const satisfies JsonSchema;

export const productDetailMeta: SectionMeta = {
  type: 'product-detail',
  label: 'Product details',
  category: 'shop',
  order: 140,
  thumb: 'product',
  schema: productDetailSchema,
  interactive: true,
};
