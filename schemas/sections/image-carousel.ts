import {
  autoplaySchema,
  buttonActionSchema,
  pageAction,
  imageAltSchema,
  imageSchema,
  phoneImageSchema,
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
          mobileImage: phoneImageSchema('image'),
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
          alt: 'An arched doorway in warm orange tones',
          heading: 'Your new collection',
          caption: 'A caption that says what is in it and who it is for.',
          buttonAction: pageAction('/'),
        },
        {
          image: '/demo/banner-2.svg',
          mobileImage: '/demo/carousel-mobile-2.svg',
          alt: 'Patterned tiles and windows in cream and terracotta',
          heading: 'This season’s favourites',
          caption: 'Point visitors to what customers love most right now.',
          buttonAction: pageAction('/'),
        },
        {
          image: '/demo/banner-3.svg',
          mobileImage: '/demo/carousel-mobile-3.svg',
          alt: 'A sun setting over sand dunes',
          heading: 'Gifts for every occasion',
          caption: 'Use a slide for an offer, an event or a story worth telling.',
          buttonAction: pageAction('/'),
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
