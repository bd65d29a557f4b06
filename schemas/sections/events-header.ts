import { listSchema, nonEmptyTextSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { brandProperties, mobileMenuSideSchema, stickySchema } from './_nav';

export type EventsHeaderPhone = EventsHeaderConfig['phones'][number];

export type EventsHeaderConfig = ConfigOf<typeof eventsHeaderSchema>;

export const eventsHeaderSchema = {
  type: 'object',
  title: 'Events header',
  properties: {
    ...brandProperties('/demo/brand-events.svg'),
    phones: listSchema(
      { title: 'Phone numbers (top bar)', minItems: 1, maxItems: 3 },
      {
        title: 'Phone',
        properties: {
          label: textSchema('Label (optional)', 24),
          number: {
            type: 'string',
            title: 'Number',
            minLength: 3,
            maxLength: 24,
            pattern: '^[+0-9 ()-]+$',
            default: '+91 98765 43210',
          },
        },
        required: ['number'],
      },
      [
        { label: 'Bookings', number: '+91 98765 43210' },
        { label: 'Support', number: '+91 91234 56780' },
      ],
    ),
    topBarText: textSchema(
      'Top bar message',
      80,
      'Weddings, corporate events & parties: planned end to end',
    ),
    bookNowText: nonEmptyTextSchema('Book Now button text', 24, 'Book Now'),
    sticky: stickySchema(true),
    mobileMenuSide: mobileMenuSideSchema('right'),
  },
  required: ['brand', 'phones', 'bookNowText', 'sticky', 'mobileMenuSide'],
} as const satisfies JsonSchema;

export const eventsHeaderMeta: SectionMeta = {
  type: 'events-header',
  label: 'Events header',
  category: 'events',
  order: 260,
  schema: eventsHeaderSchema,
  interactive: true,
  placement: 'header',
};
