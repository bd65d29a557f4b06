import {
  alternateBackgroundSchema,
  imageWithAltProperties,
  listSchema,
  optionalIntroProperties,
  phoneImageSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type GalleryImage = GalleryConfig['images'][number];

export type GalleryConfig = ConfigOf<typeof gallerySchema>;

export const gallerySchema = {
  type: 'object',
  title: 'Image gallery',
  properties: {
    ...optionalIntroProperties(
      'A look inside',
      'A few photos of your work, your place or your people. Tap any photo to see it full screen.',
    ),
    columns: {
      type: 'integer',
      title: 'Columns on wide screens (1 or 2 on phones)',
      enum: [2, 4],
      default: 4,
    },
    images: listSchema(
      { title: 'Images (shown in groups of 3 per column)', minItems: 1, maxItems: 48 },
      {
        title: 'Image',
        properties: {
          ...imageWithAltProperties('Image', '/demo/gallery-1.svg'),
          mobileImage: phoneImageSchema('image'),
          caption: textSchema('Caption (optional)', 160),
        },
        required: ['image', 'alt'],
      },
      [
        {
          image: '/demo/hero-2.svg',
          alt: 'A sunlit living room with a sofa and a lamp',
          caption: 'A recent project',
        },
        {
          image: '/demo/hero-3.svg',
          alt: 'Shelves with vases, bowls and plants',
          caption: 'Inside our studio',
        },
        {
          image: '/demo/gallery-7.svg',
          alt: 'Flowers in three vases on a table',
          caption: 'Fresh in this week',
        },
        {
          image: '/demo/hero-4.svg',
          alt: 'A clothes rail with shirts and a jacket',
          caption: 'Behind the scenes',
        },
        {
          image: '/demo/banner-2.svg',
          alt: 'Patterned tiles and arched windows',
          caption: 'Details we love',
        },
        {
          image: '/demo/banner-3.svg',
          alt: 'The sun setting over sand dunes',
          caption: 'Where ideas start',
        },
      ],
    ),
    alternateBackground: alternateBackgroundSchema,
  },
  required: ['columns', 'images', 'alternateBackground'],
} as const satisfies JsonSchema;

export const galleryMeta: SectionMeta = {
  type: 'gallery',
  label: 'Image gallery',
  category: 'events',
  order: 60,
  thumb: 'grid',
  schema: gallerySchema,
  interactive: true,
};
