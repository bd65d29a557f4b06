import {
  alternateBackgroundSchema,
  imageWithAltProperties,
  nonEmptyTextSchema,
  pageButton,
  phoneImageSchema,
  textSchema,
  toggledButtonProperties,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type FeatureSplitConfig = ConfigOf<typeof featureSplitSchema>;

export const featureSplitSchema = {
  type: 'object',
  title: 'Feature with image',
  properties: {
    ...imageWithAltProperties('Image', '/demo/hero-3.svg', 'Shelves with vases, bowls and plants'),
    mobileImage: phoneImageSchema('image'),
    imagePosition: {
      type: 'string',
      title: 'Image position',
      enum: ['left', 'right'],
      default: 'left',
    },
    eyebrow: textSchema('Small text above heading', 60, 'About us'),
    heading: nonEmptyTextSchema('Heading', 120, 'The story behind what we do'),
    description: textSchema(
      'Description',
      600,
      'Tell visitors who you are, how you started and what you care about. A few honest sentences and a real photo build more trust than any slogan.',
    ),
    points: {
      type: 'array',
      title: 'Bullet points (optional)',
      maxItems: 8,
      items: { type: 'string', title: 'Point', minLength: 1, maxLength: 140 },
      default: [
        'A small team that answers every message',
        'Clear prices, no surprises',
        'Free returns within 15 days',
      ],
    },
    ...toggledButtonProperties(
      'Show button',
      true,
      pageButton('Read our story', 'primary', '/about'),
    ),
    alternateBackground: alternateBackgroundSchema,
  },
  required: [
    'image',
    'alt',
    'imagePosition',
    'heading',
    'points',
    'enableButton',
    'button',
    'alternateBackground',
  ],
} as const satisfies JsonSchema;

export const featureSplitMeta: SectionMeta = {
  type: 'feature-split',
  label: 'Feature with image',
  category: 'shop',
  order: 50,
  thumb: 'split',
  schema: featureSplitSchema,
  interactive: false,
};
