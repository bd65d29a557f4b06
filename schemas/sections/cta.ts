import { buttonsSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** A call-to-action block: a heading, a line of copy and buttons. */
export type CtaConfig = ConfigOf<typeof ctaSchema>;

export const CTA_VARIANTS = ['banner', 'card'] as const;

export const ctaSchema = {
  type: 'object',
  title: 'Call to action',
  properties: {
    variant: {
      type: 'string',
      title: 'Layout',
      enum: CTA_VARIANTS,
      default: 'banner',
    },
    eyebrow: { type: 'string', title: 'Small text above heading', maxLength: 60 },
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 140,
      default: 'Ready when you are',
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 400,
      default:
        'Talk to us today and get a tailored plan within one working day. No obligation, no pressure.',
    },
    buttons: {
      ...buttonsSchema,
      default: [
        {
          text: 'Contact us',
          style: 'primary',
          buttonAction: { navigateTo: 'page', page: '/contact' },
        },
      ],
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
