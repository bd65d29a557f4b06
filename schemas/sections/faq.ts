import {
  introProperties,
  layoutSchema,
  listSchema,
  nonEmptyTextSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** FAQ item of SPEC §3. */
export type FaqItem = FaqConfig['items'][number];

export type FaqConfig = ConfigOf<typeof faqSchema>;

export const FAQ_VARIANTS = ['accordion', 'two-column', 'three-column', 'list'] as const;

export const faqSchema = {
  type: 'object',
  title: 'FAQ',
  properties: {
    variant: layoutSchema(FAQ_VARIANTS, 'accordion'),
    ...introProperties(
      'FAQ',
      'Frequently asked questions',
      'Can’t find what you are looking for? Write to us and we will get back within a working day.',
    ),
    openFirst: {
      type: 'boolean',
      title: 'Accordion: first answer starts open',
      default: false,
      'x-variants': ['accordion'],
    },
    items: listSchema(
      { title: 'Questions', minItems: 1, maxItems: 40 },
      {
        title: 'Question',
        properties: {
          question: nonEmptyTextSchema('Question', 200, 'Your question'),
          answer: textSchema(
            'Answer (blank line starts a new paragraph)',
            2000,
            'A short, helpful answer.',
          ),
        },
        required: ['question', 'answer'],
      },
      [
        {
          question: 'How long does delivery take?',
          answer:
            'Orders leave our warehouse within one working day. Most cities receive them in 3 to 5 days; smaller towns can take up to a week.',
        },
        {
          question: 'Can I return or exchange an item?',
          answer:
            'Yes. Anything unused and in its original packaging can be returned within 7 days of delivery for a full refund or an exchange.',
        },
        {
          question: 'Which payment methods do you accept?',
          answer: 'UPI, all major credit and debit cards, net banking and popular wallets.',
        },
        {
          question: 'How do I track my order?',
          answer:
            'You will receive a tracking link by email and SMS once your order ships. You can also see its status under My Orders in your account.',
        },
        {
          question: 'Do you ship outside India?',
          answer: 'Not yet. We currently deliver to every serviceable pin code in India.',
        },
        {
          question: 'How can I reach customer support?',
          answer: 'Write to us from the Contact page or call us Monday to Saturday, 10 am to 7 pm.',
        },
      ],
    ),
  },
  required: ['variant', 'heading', 'items'],
} as const satisfies JsonSchema;

export const faqMeta: SectionMeta = {
  type: 'faq',
  label: 'FAQ',
  category: 'content',
  order: 170,
  thumb: 'faq',
  schema: faqSchema,
  variants: FAQ_VARIANTS,
  interactive: false,
};
