import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** Stat of SPEC §3: `key` is the label, `value` the figure shown large ("12,000+"). */
export type Stat = StatsConfig['items'][number];

export type StatsConfig = ConfigOf<typeof statsSchema>;

export const statsSchema = {
  type: 'object',
  title: 'Stats',
  properties: {
    variant: { type: 'string', title: 'Layout', enum: ['band', 'cards'], default: 'band' },
    eyebrow: { type: 'string', title: 'Small text above heading', maxLength: 60 },
    heading: {
      type: 'string',
      title: 'Heading (optional)',
      maxLength: 120,
      default: 'Numbers that speak for us',
    },
    description: { type: 'string', title: 'Description', maxLength: 400 },
    items: {
      type: 'array',
      title: 'Stats',
      minItems: 1,
      maxItems: 8,
      items: {
        type: 'object',
        title: 'Stat',
        properties: {
          key: {
            type: 'string',
            title: 'Label',
            minLength: 1,
            maxLength: 80,
            default: 'Happy customers',
          },
          value: { type: 'string', title: 'Value', minLength: 1, maxLength: 20, default: '1,000+' },
        },
        required: ['key', 'value'],
      },
      default: [
        { key: 'Happy customers', value: '12,000+' },
        { key: 'Orders delivered', value: '48,500' },
        { key: 'Pin codes served', value: '19,000+' },
        { key: 'Average rating', value: '4.8/5' },
      ],
    },
  },
  required: ['variant', 'items'],
} as const satisfies JsonSchema;

export const statsMeta: SectionMeta = {
  type: 'stats',
  label: 'Stats',
  category: 'content',
  order: 190,
  thumb: 'stats',
  schema: statsSchema,
  variants: ['band', 'cards'],
  interactive: false,
};
