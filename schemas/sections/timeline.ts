import { introProperties, listSchema, nonEmptyTextSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type TimelineConfig = ConfigOf<typeof timelineSchema>;

export const timelineSchema = {
  type: 'object',
  title: 'Timeline',
  properties: {
    ...introProperties(
      'Our story',
      'How we got here',
      'From a single idea to a team that serves customers across the country.',
    ),
    items: listSchema(
      { title: 'Milestones', minItems: 1, maxItems: 30 },
      {
        title: 'Milestone',
        properties: {
          date: nonEmptyTextSchema('Date or label', 40, '2024'),
          title: nonEmptyTextSchema('Title', 120, 'A milestone'),
          description: textSchema('Description', 600),
        },
        required: ['date', 'title'],
      },
      [
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
    ),
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
