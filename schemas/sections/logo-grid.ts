import {
  alternateBackgroundSchema,
  buttonActionSchema,
  imageSchema,
  listSchema,
  optionalIntroProperties,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type LogoGridConfig = ConfigOf<typeof logoGridSchema>;

export const LOGO_GRID_VARIANTS = ['strip', 'grid', 'cards'] as const;

/** Logos per row on wide screens for each variant (SPEC: up to 4, 5 and 4). */
export const LOGOS_PER_ROW: Record<LogoGridConfig['variant'], number> = {
  strip: 4,
  grid: 5,
  cards: 4,
};

export const logoGridSchema = {
  type: 'object',
  title: 'Logo grid',
  properties: {
    variant: {
      type: 'string',
      title: 'Layout',
      description:
        'Strip: 4 images in a band. Grid: 5 greyscale logos per row. Cards: 4 logos in cards.',
      enum: LOGO_GRID_VARIANTS,
      default: 'grid',
    },
    ...optionalIntroProperties(
      'Trusted by people you know',
      'Show the clients, partners or press who have worked with you. Replace these logos with theirs.',
    ),
    logos: listSchema(
      { title: 'Logos', minItems: 1, maxItems: 30 },
      {
        title: 'Logo',
        properties: {
          image: { ...imageSchema, title: 'Logo image', default: '/demo/logo-1.svg' },
          alt: { type: 'string', title: 'Brand name (image description)', default: 'Brand logo' },
          caption: {
            type: 'string',
            title: 'Caption (cards layout)',
            maxLength: 80,
            'x-variants': ['cards'],
          },
          buttonAction: { ...buttonActionSchema, title: 'Link (optional)' },
        },
        required: ['image', 'alt'],
      },
      [
        { image: '/demo/logo-1.svg', alt: 'Lumen' },
        { image: '/demo/logo-2.svg', alt: 'Orbitly' },
        { image: '/demo/logo-3.svg', alt: 'Kestrel' },
        { image: '/demo/logo-4.svg', alt: 'Nimbus' },
        { image: '/demo/logo-5.svg', alt: 'Fernway' },
      ],
    ),
    alternateBackground: alternateBackgroundSchema,
  },
  required: ['variant', 'logos', 'alternateBackground'],
} as const satisfies JsonSchema;

export const logoGridMeta: SectionMeta = {
  type: 'logo-grid',
  label: 'Logo grid and image strip',
  category: 'shop',
  order: 40,
  thumb: 'logos',
  schema: logoGridSchema,
  variants: LOGO_GRID_VARIANTS,
  interactive: false,
};
