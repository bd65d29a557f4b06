import {
  autoplaySchema,
  imageAltSchema,
  imageSchema,
  phoneImageSchema,
  pageButton,
  slideCopyProperties,
  slidesSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type HeroSliderConfig = ConfigOf<typeof heroSliderSchema>;

export const heroSliderSchema = {
  type: 'object',
  title: 'Hero slider',
  properties: {
    slides: slidesSchema(
      8,
      {
        properties: {
          image: { ...imageSchema, title: 'Image', default: '/demo/hero-1.svg' },
          mobileImage: phoneImageSchema('image'),
          alt: imageAltSchema,
          ...slideCopyProperties('Your headline here'),
        },
        required: ['image', 'alt', 'heading', 'buttons'],
      },
      [
        {
          image: '/demo/banner-1.svg',
          alt: '',
          heading: 'Introduce your newest arrival',
          description: 'One line on what is new and why it is worth a look, with a button to it.',
          buttons: [pageButton('Take a look', 'primary', '/')],
        },
      ],
    ),
    autoplay: autoplaySchema,
    overlay: {
      type: 'string',
      title: 'Image overlay',
      enum: ['none', 'light', 'dark'],
      default: 'dark',
    },
    height: {
      type: 'string',
      title: 'Height',
      enum: ['medium', 'large', 'full'],
      default: 'large',
    },
  },
  required: ['slides', 'autoplay', 'overlay', 'height'],
} as const satisfies JsonSchema;

export const heroSliderMeta: SectionMeta = {
  type: 'hero-slider',
  label: 'Hero slider',
  category: 'shop',
  order: 10,
  thumb: 'slider',
  mediaFirst: true,
  schema: heroSliderSchema,
  interactive: true,
};
