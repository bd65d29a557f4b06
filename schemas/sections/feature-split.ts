import {
  alternateBackgroundSchema,
  imageWithAltProperties,
  nonEmptyTextSchema,
  pageButton,
  textSchema,
  toggledButtonProperties,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type FeatureSplitConfig = ConfigOf<typeof featureSplitSchema>;

export const featureSplitSchema = {
  type: 'object',
  title: 'Feature with image',
  properties: {
    ...imageWithAltProperties(
      'Image',
      '/demo/product-5.svg',
      'A hand-thrown stoneware vase on a linen runner',
    ),
    imagePosition: {
      type: 'string',
      title: 'Image position',
      enum: ['left', 'right'],
      default: 'left',
    },
    eyebrow: textSchema('Small text above heading', 60, 'Crafted in India'),
    heading: nonEmptyTextSchema('Heading', 120, 'Made by hand, made to last'),
    description: textSchema(
      'Description',
      600,
      'Every piece is shaped by artisans we know by name, in small workshops from Khurja to Channapatna. Fewer, better things for a home that feels like yours.',
    ),
    points: {
      type: 'array',
      title: 'Bullet points (optional)',
      maxItems: 8,
      items: { type: 'string', title: 'Point', minLength: 1, maxLength: 140 },
      default: [
        'Natural, non-toxic materials',
        'Fair wages for every maker',
        'Free returns within 15 days',
      ],
    },
    ...toggledButtonProperties(
      'Show button',
      true,
      pageButton('Meet our makers', 'primary', '/about'),
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
