import { eyebrowSchema, markdownSchema, nonEmptyTextSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/**
 * The contact page (SPEC §2): a markdown description beside a form with name, mobile, email and
 * message, sent as an enquiry (SPEC §7 POST /admin/public/enquiry).
 */
export type ContactFormConfig = ConfigOf<typeof contactFormSchema>;

export const contactFormSchema = {
  type: 'object',
  title: 'Contact form',
  properties: {
    eyebrow: eyebrowSchema,
    heading: nonEmptyTextSchema('Heading', 140, 'Get in touch'),
    description: {
      ...markdownSchema,
      title: 'Description (markdown)',
      maxLength: 4000,
      default:
        'We answer every message within one working day.\n\n' +
        '- **Email:** [hello@example.com](mailto:hello@example.com)\n' +
        '- **Phone:** [+91 98765 43210](tel:+919876543210)\n' +
        '- **Hours:** Monday to Saturday, 10am to 6pm',
    },
    formHeading: textSchema('Form heading', 80, 'Send us a message'),
    buttonText: nonEmptyTextSchema('Button text', 40, 'Send message'),
  },
  required: ['heading', 'description', 'buttonText'],
} as const satisfies JsonSchema;

export const contactFormMeta: SectionMeta = {
  type: 'contact-form',
  label: 'Contact form',
  category: 'content',
  order: 410,
  thumb: 'form',
  schema: contactFormSchema,
  interactive: true,
};
