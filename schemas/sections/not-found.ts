import { buttonActionSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type NotFoundConfig = ConfigOf<typeof notFoundSchema>;

export const notFoundSchema = {
  type: 'object',
  title: 'Not found',
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      default: 'We can’t find that page',
      maxLength: 120,
    },
    message: {
      type: 'string',
      title: 'Message',
      default: 'The link may be old, or the page may have moved. Try the home page instead.',
      maxLength: 400,
    },
    buttonText: { type: 'string', title: 'Button text', default: 'Back to home', maxLength: 60 },
    buttonAction: { ...buttonActionSchema, default: { navigateTo: 'page', page: '/' } },
  },
} as const satisfies JsonSchema;

export const notFoundMeta: SectionMeta = {
  type: 'not-found',
  label: 'Not found message',
  category: 'content',
  order: 300,
  thumb: 'status',
  inPalette: false,
  schema: notFoundSchema,
  interactive: false,
};
