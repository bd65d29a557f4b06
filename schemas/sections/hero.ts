import {
  buttonsSchema,
  imageSchema,
  layoutSchema,
  nonEmptyTextSchema,
  pageActionSchema,
  pageButton,
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
    titleButtonText: textSchema('Pill link text', 60, 'See what’s new this season'),
    titleButtonEnabled: { type: 'boolean', title: 'Show the pill link', default: true },
    titleButtonAction: pageActionSchema('Pill link action', '/'),
    heading: nonEmptyTextSchema(
      'Heading',
      140,
      'Everything you need to welcome your next customer',
    ),
    description: textSchema(
      'Description',
      500,
      'Tell visitors who you are and why you are worth their time: one clear promise, one next step, and a picture that shows it.',
    ),
    buttons: {
      ...buttonsSchema,
      default: [
        pageButton('Get started', 'primary', '/contact'),
        pageButton('Learn more', 'secondary', '/about'),
      ],
    },
    image: { ...imageSchema, title: 'Image', default: '/demo/hero-2.svg' },
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
