import { imageSchema } from '../fragments';
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
    variant: {
      type: 'string',
      title: 'Layout',
      enum: NEWSLETTER_VARIANTS,
      default: 'inline',
    },
    mode: {
      type: 'string',
      title: 'Form',
      description: 'Subscribe, or the unsubscribe screen newsletter mails link to.',
      enum: ['subscribe', 'unsubscribe'],
      default: 'subscribe',
    },
    eyebrow: { type: 'string', title: 'Small text above heading', maxLength: 60 },
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 140,
      default: 'Join our newsletter',
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 400,
      default: 'New arrivals, stories and offers, once a month. No spam.',
    },
    placeholder: {
      type: 'string',
      title: 'Email placeholder',
      minLength: 1,
      maxLength: 80,
      default: 'you@example.com',
    },
    buttonText: {
      type: 'string',
      title: 'Subscribe button text',
      minLength: 1,
      maxLength: 40,
      default: 'Subscribe',
    },
    note: {
      type: 'string',
      title: 'Small print below the form',
      maxLength: 200,
      default: 'Unsubscribe at any time with the link in every mail.',
    },
    image: { ...imageSchema, title: 'Image (split layout)' },
    imageAlt: { type: 'string', title: 'Image description', maxLength: 160 },
    reasonLabel: {
      type: 'string',
      title: 'Reason label (unsubscribe)',
      minLength: 1,
      maxLength: 80,
      default: 'Why are you leaving?',
    },
    unsubscribeButtonText: {
      type: 'string',
      title: 'Unsubscribe button text',
      minLength: 1,
      maxLength: 40,
      default: 'Unsubscribe',
    },
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
