import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type TimelineItem = TimelineConfig['items'][number];

export type TimelineConfig = ConfigOf<typeof timelineSchema>;

export const timelineSchema = {
  type: 'object',
  title: 'Timeline',
  properties: {
    eyebrow: {
      type: 'string',
      title: 'Small text above heading',
      maxLength: 60,
      default: 'Our story',
    },
    heading: { type: 'string', title: 'Heading', maxLength: 120, default: 'How we got here' },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 400,
      default: 'From a single idea to a team that serves customers across the country.',
    },
    items: {
      type: 'array',
      title: 'Milestones',
      minItems: 1,
      maxItems: 30,
      items: {
        type: 'object',
        title: 'Milestone',
        properties: {
          date: {
            type: 'string',
            title: 'Date or label',
            minLength: 1,
            maxLength: 40,
            default: '2024',
          },
          title: {
            type: 'string',
            title: 'Title',
            minLength: 1,
            maxLength: 120,
            default: 'A milestone',
          },
          description: { type: 'string', title: 'Description', maxLength: 600 },
        },
        required: ['date', 'title'],
      },
      default: [
        {
          date: '2019',
          title: 'The first workshop',
          description: 'Two friends, one rented room and a handful of products sold to neighbours.',
        },
        {
          date: '2021',
          title: 'Going online',
          description:
            'Our own web store opened and we shipped to customers in 40 cities in the first year.',
        },
        {
          date: '2023',
          title: 'A team of thirty',
          description:
            'A new warehouse, a support desk and partnerships with artisans in five states.',
        },
        {
          date: '2025',
          title: 'What comes next',
          description:
            'Faster delivery to smaller towns and a range built around repair and reuse.',
        },
      ],
    },
  },
  required: ['heading', 'items'],
} as const satisfies JsonSchema;

export const timelineMeta: SectionMeta = {
  type: 'timeline',
  label: 'Timeline',
  category: 'content',
  order: 200,
  thumb: 'timeline',
  schema: timelineSchema,
  interactive: false,
};
