import {
  autoplaySchema,
  buttonSchema,
  imageSchema,
  imageWithAltProperties,
  nonEmptyTextSchema,
  pageButton,
  slideCopyProperties,
  slidesSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type FoodSliderProduct = NonNullable<FoodSlide['product']>;

type FoodSlide = FoodSliderConfig['slides'][number];

export type FoodSliderConfig = ConfigOf<typeof foodSliderSchema>;

export const foodSliderSchema = {
  type: 'object',
  title: 'Food slider',
  properties: {
    slides: slidesSchema(
      8,
      {
        properties: {
          ...imageWithAltProperties('Food image', '/demo/food-1.svg'),
          ...slideCopyProperties('Fresh from our kitchen'),
          product: {
            type: 'object',
            title: 'Featured product card (optional)',
            properties: {
              image: { ...imageSchema, title: 'Product image', default: '/demo/food-2.svg' },
              name: nonEmptyTextSchema('Product name', 80, 'Signature dish'),
              price: { type: 'number', title: 'Price', minimum: 0, default: 299 },
              mrp: {
                type: 'number',
                title: 'MRP (struck through when higher than the price)',
                minimum: 0,
              },
              rating: {
                type: 'number',
                title: 'Rating (0 to 5, halves allowed)',
                minimum: 0,
                maximum: 5,
              },
              button: {
                ...buttonSchema,
                default: pageButton('Add to bag', 'primary', '/'),
              },
            },
            required: ['image', 'name', 'price', 'button'],
          },
        },
        required: ['image', 'alt', 'heading', 'buttons'],
      },
      [
        {
          image: '/demo/food-1.svg',
          alt: 'A bowl of slow-cooked dal makhani with butter and cream',
          eyebrow: 'Chef’s special',
          heading: 'Slow-cooked for twelve hours, the way it should be',
          description:
            'Black lentils simmered overnight over a wood fire, finished with white butter and fresh cream.',
          buttons: [
            pageButton('Order now', 'primary', '/menu'),
            pageButton('See the menu', 'secondary', '/menu'),
          ],
          product: {
            image: '/demo/food-2.svg',
            name: 'Dal Makhani, family bowl',
            price: 349,
            mrp: 420,
            rating: 4.5,
            button: {
              text: 'Add to bag',
              style: 'primary',
              buttonAction: { navigateTo: 'product', product: 'dal-makhani-family-bowl' },
            },
          },
        },
        {
          image: '/demo/food-3.svg',
          alt: 'Layered chicken biryani in a copper handi',
          eyebrow: 'Weekend feast',
          heading: 'Dum biryani, sealed and slow-steamed',
          description:
            'Aged basmati, saffron and tender chicken layered in a copper handi and sealed with dough.',
          buttons: [pageButton('Order now', 'primary', '/menu')],
          product: {
            image: '/demo/food-4.svg',
            name: 'Hyderabadi Chicken Biryani',
            price: 449,
            rating: 5,
            button: {
              text: 'Add to bag',
              style: 'primary',
              buttonAction: { navigateTo: 'product', product: 'chicken-biryani' },
            },
          },
        },
      ],
    ),
    autoplay: autoplaySchema,
  },
  required: ['slides', 'autoplay'],
} as const satisfies JsonSchema;

export const foodSliderMeta: SectionMeta = {
  type: 'food-slider',
  label: 'Food slider',
  category: 'shop',
  order: 70,
  thumb: 'slider',
  schema: foodSliderSchema,
  interactive: true,
};
