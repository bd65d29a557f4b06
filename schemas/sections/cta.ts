import {
  buttonsSchema,
  eyebrowSchema,
  layoutSchema,
  nonEmptyTextSchema,
  pageButton,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** A call-to-action block: a heading, a line of copy and buttons. */
export type CtaConfig = ConfigOf<typeof ctaSchema>;

export const CTA_VARIANTS = ['banner', 'card'] as const;

export const ctaSchema = {
  type: 'object',
  title: 'Call to action',
  properties: {
    variant: layoutSchema(CTA_VARIANTS, 'banner'),
    eyebrow: eyebrowSchema,
    heading: nonEmptyTextSchema('Heading', 140, 'Ready when you are'),
    description: textSchema(
      'Description',
      400,
      'Tell visitors the one thing you want them to do next, and what they get for it.',
    ),
    buttons: {
      ...buttonsSchema,
      default: [pageButton('Contact us', 'primary', '/contact')],
    },
  },
  required: ['variant', 'heading', 'buttons'],
} as const satisfies JsonSchema;

export const ctaMeta: SectionMeta = {
  type: 'cta',
  label: 'Call to action',
  category: 'site-builder',
  order: 90,
  thumb: 'hero',
  schema: ctaSchema,
  variants: CTA_VARIANTS,
  interactive: false,
};
