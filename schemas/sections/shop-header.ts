import { buttonActionSchema, buttonSchema, listSchema, nonEmptyTextSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { brandProperties, mobileMenuSideSchema, stickySchema } from './_nav';

export type ShopHeaderConfig = ConfigOf<typeof shopHeaderSchema>;

export const shopHeaderSchema = {
  type: 'object',
  title: 'Shop header',
  properties: {
    ...brandProperties('/demo/brand-shop.svg'),
    sticky: stickySchema(true),
    transparent: {
      type: 'boolean',
      title: 'Transparent over the first section (solid after scrolling)',
      default: false,
    },
    mobileMenuSide: mobileMenuSideSchema('left'),
    iconLinks: listSchema(
      { title: 'Icon buttons', maxItems: 4 },
      {
        title: 'Icon button',
        properties: {
          icon: {
            type: 'string',
            title: 'Icon',
            enum: ['search', 'account', 'wishlist', 'cart'],
            default: 'cart',
          },
          label: nonEmptyTextSchema('Label (read by screen readers)', 40, 'Cart'),
          buttonAction: buttonActionSchema,
        },
        required: ['icon', 'label', 'buttonAction'],
      },
      [
        { icon: 'search', label: 'Search', buttonAction: { navigateTo: 'page', page: '/search' } },
        {
          icon: 'account',
          label: 'Account',
          buttonAction: { navigateTo: 'page', page: '/setting/overview' },
        },
        { icon: 'cart', label: 'Cart', buttonAction: { navigateTo: 'page', page: '/cart' } },
      ],
    ),
    buttons: {
      type: 'array',
      title: 'Text buttons',
      items: buttonSchema,
      maxItems: 2,
      default: [],
    },
  },
  required: ['brand', 'sticky', 'transparent', 'mobileMenuSide', 'iconLinks', 'buttons'],
} as const satisfies JsonSchema;

export const shopHeaderMeta: SectionMeta = {
  type: 'shop-header',
  label: 'Shop header',
  category: 'shop',
  order: 250,
  schema: shopHeaderSchema,
  interactive: true,
  placement: 'header',
};
