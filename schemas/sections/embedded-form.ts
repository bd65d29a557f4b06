import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** An external form shown in an iframe, driven by postMessage (SPEC §4 "Embedded form"). */
export type EmbeddedFormConfig = ConfigOf<typeof embeddedFormSchema>;

export const embeddedFormSchema = {
  type: 'object',
  title: 'Embedded form',
  properties: {
    heading: { type: 'string', title: 'Heading', maxLength: 140, default: 'Send us an enquiry' },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 400,
      default:
        'Tell us a little about what you need and we will get back to you within one working day.',
    },
    src: {
      type: 'string',
      title: 'Form address (https:// or a path on this site)',
      // A path must not start with "//": that would be another host.
      pattern: '^(https://|/(?!/))',
      minLength: 1,
      default: '/forms/enquiry.html',
    },
    title: {
      type: 'string',
      title: 'Form name (for screen readers)',
      minLength: 1,
      maxLength: 120,
      default: 'Enquiry form',
    },
    height: { type: 'integer', title: 'Height (px)', minimum: 200, maximum: 2000, default: 640 },
    successMessage: {
      type: 'string',
      title: 'Message after a successful submit',
      minLength: 1,
      maxLength: 300,
      default: 'Thank you! Your enquiry has reached us and we will be in touch shortly.',
    },
    errorMessage: {
      type: 'string',
      title: 'Message when submitting fails',
      minLength: 1,
      maxLength: 300,
      default: 'Sorry, we could not send your enquiry. Please check the form and try again.',
    },
    submitButtonText: {
      type: 'string',
      title: 'Submit button text (empty: no button)',
      maxLength: 40,
      default: 'Submit',
    },
    resetButtonText: {
      type: 'string',
      title: 'Reset button text (empty: no button)',
      maxLength: 40,
      default: 'Reset',
    },
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
