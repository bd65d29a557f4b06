import {
  eyebrowSchema,
  layoutSchema,
  listSchema,
  nonEmptyTextSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type StatsConfig = ConfigOf<typeof statsSchema>;

export const statsSchema = {
  type: 'object',
  title: 'Stats',
  properties: {
    variant: layoutSchema(['band', 'cards'], 'band'),
    eyebrow: eyebrowSchema,
    heading: textSchema('Heading (optional)', 120, 'Numbers that speak for us'),
    description: textSchema('Description', 400),
    items: listSchema(
      { title: 'Stats', minItems: 1, maxItems: 8 },
      {
        title: 'Stat',
        properties: {
          key: nonEmptyTextSchema('Label', 80, 'Happy customers'),
          value: nonEmptyTextSchema('Value', 20, '1,000+'),
        },
        required: ['key', 'value'],
      },
      [
        { key: 'Happy customers', value: '12,000+' },
        { key: 'Orders delivered', value: '48,500' },
        { key: 'Pin codes served', value: '19,000+' },
        { key: 'Average rating', value: '4.8/5' },
      ],
    ),
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
