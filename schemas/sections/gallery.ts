import {
  alternateBackgroundSchema,
  imageWithAltProperties,
  listSchema,
  optionalIntroProperties,
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
      'Moments we have made',
      'A few favourite frames from celebrations we planned this season. Tap any photo to see it full screen.',
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
          caption: textSchema('Caption (optional)', 160),
        },
        required: ['image', 'alt'],
      },
      [
        {
          image: '/demo/gallery-1.svg',
          alt: 'Mandap decorated with marigold garlands',
          caption: 'Marigold mandap, Udaipur',
        },
        {
          image: '/demo/gallery-2.svg',
          alt: 'Guests dancing under string lights',
          caption: 'Sangeet night under the stars',
        },
        {
          image: '/demo/gallery-3.svg',
          alt: 'A long dinner table set with candles',
          caption: 'Candlelit reception dinner',
        },
        {
          image: '/demo/gallery-4.svg',
          alt: 'Speaker on stage at a conference',
          caption: 'Annual leadership summit, Bengaluru',
        },
        {
          image: '/demo/gallery-5.svg',
          alt: 'Children playing a giant board game',
          caption: 'Giant games for a birthday party',
        },
        {
          image: '/demo/gallery-6.svg',
          alt: 'Live band performing at dusk',
          caption: 'Live band at a beach wedding, Goa',
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
