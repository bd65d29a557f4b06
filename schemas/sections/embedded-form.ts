import { nonEmptyTextSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** An external form shown in an iframe, driven by postMessage (SPEC §4 "Embedded form"). */
export type EmbeddedFormConfig = ConfigOf<typeof embeddedFormSchema>;

export const embeddedFormSchema = {
  type: 'object',
  title: 'Embedded form',
  properties: {
    heading: textSchema('Heading', 140, 'Send us an enquiry'),
    description: textSchema(
      'Description',
      400,
      'Tell us a little about what you need and we will get back to you within one working day.',
    ),
    src: {
      type: 'string',
      title: 'Form address (https:// or a path on this site)',
      // A path must not start with "//": that would be another host.
      pattern: '^(https://|/(?!/))',
      minLength: 1,
      default: '/forms/enquiry.html',
    },
    title: nonEmptyTextSchema('Form name (for screen readers)', 120, 'Enquiry form'),
    height: { type: 'integer', title: 'Height (px)', minimum: 200, maximum: 2000, default: 640 },
    successMessage: nonEmptyTextSchema(
      'Message after a successful submit',
      300,
      'Thank you! Your enquiry has reached us and we will be in touch shortly.',
    ),
    errorMessage: nonEmptyTextSchema(
      'Message when submitting fails',
      300,
      'Sorry, we could not send your enquiry. Please check the form and try again.',
    ),
    submitButtonText: textSchema('Submit button text (empty: no button)', 40, 'Submit'),
    resetButtonText: textSchema('Reset button text (empty: no button)', 40, 'Reset'),
  },
  required: ['src', 'title', 'height', 'successMessage', 'errorMessage'],
} as const satisfies JsonSchema;

export const embeddedFormMeta: SectionMeta = {
  type: 'embedded-form',
  label: 'Embedded form',
  category: 'site-builder',
  order: 110,
  thumb: 'form',
  schema: embeddedFormSchema,
  interactive: true,
};
