import {
  buttonsSchema,
  imageSchema,
  layoutSchema,
  nonEmptyTextSchema,
  pageActionSchema,
  pageButton,
  phoneImageSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** Hero of SPEC §3: a pill above an h1 heading, description, buttons and an image. */
export type HeroConfig = ConfigOf<typeof heroSchema>;

export const HERO_VARIANTS = ['split', 'centered', 'background'] as const;

export const heroSchema = {
  type: 'object',
  title: 'Hero',
  properties: {
    variant: layoutSchema(HERO_VARIANTS, 'split'),
    title: textSchema('Pill text', 80, 'New'),
    titleButtonText: textSchema('Pill link text', 60, 'Now taking orders for the season'),
    titleButtonEnabled: { type: 'boolean', title: 'Show the pill link', default: true },
    titleButtonAction: pageActionSchema('Pill link action', '/'),
    heading: nonEmptyTextSchema('Heading', 140, 'Say what you offer in one clear sentence'),
    description: textSchema(
      'Description',
      500,
      'Tell visitors what makes you different and what to do next. Two short lines and a photo of your work say more than a paragraph.',
    ),
    buttons: {
      ...buttonsSchema,
      default: [
        pageButton('Get started', 'primary', '/contact'),
        pageButton('Learn more', 'secondary', '/about'),
      ],
    },
    image: { ...imageSchema, title: 'Image', default: '/demo/hero-2.svg' },
    mobileImage: phoneImageSchema('image'),
    // The background layout draws the image as decoration (alt=""), so it needs no description.
    imageAlt: {
      type: 'string',
      title: 'Image description',
      maxLength: 200,
      default: '',
      'x-variants': ['split', 'centered'],
    },
  },
  required: ['variant', 'titleButtonEnabled', 'heading', 'buttons'],
} as const satisfies JsonSchema;

export const heroMeta: SectionMeta = {
  type: 'hero',
  label: 'Hero',
  category: 'site-builder',
  order: 80,
  thumb: 'hero',
  mediaFirst: ['background'],
  schema: heroSchema,
  variants: HERO_VARIANTS,
  interactive: false,
};
