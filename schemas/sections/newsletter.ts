import {
  eyebrowSchema,
  imageSchema,
  layoutSchema,
  nonEmptyTextSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/**
 * The newsletter form and blocks (SPEC §2): heading, description, email field, subscribe button
 * and a message below. In `unsubscribe` mode it is the unsubscribe screen: email and reason.
 */
export type NewsletterConfig = ConfigOf<typeof newsletterSchema>;

export const NEWSLETTER_VARIANTS = ['inline', 'card', 'split'] as const;

export const newsletterSchema = {
  type: 'object',
  title: 'Newsletter',
  properties: {
    variant: layoutSchema(NEWSLETTER_VARIANTS, 'inline'),
    mode: {
      type: 'string',
      title: 'Form',
      description: 'Subscribe, or the unsubscribe screen newsletter mails link to.',
      enum: ['subscribe', 'unsubscribe'],
      default: 'subscribe',
    },
    eyebrow: eyebrowSchema,
    heading: nonEmptyTextSchema('Heading', 140, 'Join our newsletter'),
    description: textSchema(
      'Description',
      400,
      'New arrivals, stories and offers, once a month. No spam.',
    ),
    placeholder: nonEmptyTextSchema('Email placeholder', 80, 'you@example.com'),
    buttonText: nonEmptyTextSchema('Subscribe button text', 40, 'Subscribe'),
    note: textSchema(
      'Small print below the form',
      200,
      'Unsubscribe at any time with the link in every mail.',
    ),
    image: { ...imageSchema, title: 'Image (split layout)' },
    imageAlt: textSchema('Image description', 160),
    reasonLabel: nonEmptyTextSchema('Reason label (unsubscribe)', 80, 'Why are you leaving?'),
    unsubscribeButtonText: nonEmptyTextSchema('Unsubscribe button text', 40, 'Unsubscribe'),
  },
  required: [
    'variant',
    'mode',
    'heading',
    'placeholder',
    'buttonText',
    'reasonLabel',
    'unsubscribeButtonText',
  ],
} as const satisfies JsonSchema;

export const newsletterMeta: SectionMeta = {
  type: 'newsletter',
  label: 'Newsletter',
  category: 'content',
  order: 400,
  thumb: 'newsletter',
  schema: newsletterSchema,
  variants: NEWSLETTER_VARIANTS,
  interactive: true,
};
