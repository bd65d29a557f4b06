import {
  autoplaySchema,
  buttonActionSchema,
  imageAltSchema,
  imageSchema,
  slidesSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type ImageCarouselSlide = ImageCarouselConfig['slides'][number];

export type ImageCarouselConfig = ConfigOf<typeof imageCarouselSchema>;

export const IMAGE_CAROUSEL_VARIANTS = ['banner', 'card'] as const;

export const imageCarouselSchema = {
  type: 'object',
  title: 'Image carousel',
  properties: {
    variant: {
      type: 'string',
      title: 'Layout',
      description:
        'Banner: full-width slides every 5 s. Card: a row of cards moving one card every 3 s.',
      enum: IMAGE_CAROUSEL_VARIANTS,
      default: 'banner',
    },
    heading: textSchema('Section heading (optional)', 120),
    description: textSchema('Section description (optional)', 300),
    slides: slidesSchema(
      12,
      {
        properties: {
          image: { ...imageSchema, title: 'Image', default: '/demo/banner-1.svg' },
          mobileImage: { ...imageSchema, title: 'Mobile image (optional, used under 640 px)' },
          alt: imageAltSchema,
          heading: textSchema('Heading (optional)', 120),
          caption: textSchema('Caption (optional)', 200),
          buttonAction: { ...buttonActionSchema, title: 'Link (optional)' },
        },
        required: ['image', 'alt'],
      },
      [
        {
          image: '/demo/banner-1.svg',
          mobileImage: '/demo/carousel-mobile-1.svg',
          alt: 'Linen cushions and a woven throw on a sunlit sofa',
          heading: 'The Summer Living edit',
          caption: 'Breathable linens and hand-woven textures for slow afternoons.',
          buttonAction: { navigateTo: 'category', category: 'home-living' },
        },
        {
          image: '/demo/banner-2.svg',
          mobileImage: '/demo/carousel-mobile-2.svg',
          alt: 'Stoneware mugs and a teapot on a wooden tray',
          heading: 'Made for the morning ritual',
          caption: 'Small-batch stoneware, glazed by hand.',
          buttonAction: { navigateTo: 'category', category: 'kitchen-dining' },
        },
        {
          image: '/demo/banner-3.svg',
          mobileImage: '/demo/carousel-mobile-3.svg',
          alt: 'Canvas tote bags and leather wallets arranged on a table',
          heading: 'Everyday carry, done right',
          caption: 'Canvas, leather and brass that age beautifully.',
          buttonAction: { navigateTo: 'category', category: 'accessories' },
        },
      ],
    ),
    autoplay: { ...autoplaySchema, title: 'Advance automatically (5 s banner, 3 s cards)' },
  },
  required: ['variant', 'slides', 'autoplay'],
} as const satisfies JsonSchema;

export const imageCarouselMeta: SectionMeta = {
  type: 'image-carousel',
  label: 'Image carousel',
  category: 'shop',
  order: 20,
  thumb: 'slider',
  mediaFirst: ['banner'],
  schema: imageCarouselSchema,
  variants: IMAGE_CAROUSEL_VARIANTS,
  interactive: true,
};
