import {
  colorSchema,
  imageSchema,
  introProperties,
  layoutSchema,
  listSchema,
  nonEmptyTextSchema,
  pageButton,
  textSchema,
  toggledButtonProperties,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** Testimonial of SPEC §3; `rating` 1–5, fractions give half stars. */
export type Testimonial = TestimonialsConfig['items'][number];

export type TestimonialsConfig = ConfigOf<typeof testimonialsSchema>;

/** Stars are gold unless the owner picks another colour (SPEC §9). */
export const DEFAULT_STAR_COLOR = '#f5b301';

export const testimonialsSchema = {
  type: 'object',
  title: 'Testimonials',
  properties: {
    variant: layoutSchema(['grid', 'spotlight'], 'grid'),
    ...introProperties(
      'Testimonials',
      'What our customers say',
      'Short quotes from real customers, with their name and city. Ask them before you use their words.',
    ),
    items: listSchema(
      { title: 'Testimonials', minItems: 1, maxItems: 24 },
      {
        title: 'Testimonial',
        properties: {
          description: nonEmptyTextSchema('Quote', 1000, 'A kind word from a happy customer.'),
          name: nonEmptyTextSchema('Name', 80, 'Customer name'),
          designation: textSchema('Designation or city', 80),
          thumb: { ...imageSchema, title: 'Photo' },
          rating: {
            type: 'number',
            title: 'Rating (1–5, halves allowed)',
            minimum: 1,
            maximum: 5,
            default: 5,
          },
        },
        required: ['description', 'name'],
      },
      [
        {
          description:
            'The quality is far better than I expected at this price. Delivery was quick and the packaging was lovely.',
          name: 'Ananya Iyer',
          designation: 'Bengaluru',
          thumb: '/demo/person-1.svg',
          rating: 5,
        },
        {
          description:
            'I needed to exchange a size and it was sorted in two days without a single follow-up call. Rare these days.',
          name: 'Rohan Mehta',
          designation: 'Pune',
          thumb: '/demo/person-2.svg',
          rating: 4.5,
        },
        {
          description:
            'Friendly support, honest product photos and prices that do not jump around. My go-to shop now.',
          name: 'Fatima Shaikh',
          designation: 'Hyderabad',
          thumb: '/demo/person-3.svg',
          rating: 5,
        },
      ],
    ),
    starColor: { ...colorSchema, title: 'Star colour', default: DEFAULT_STAR_COLOR },
    ...toggledButtonProperties(
      'Show a button',
      false,
      pageButton('Read more reviews', 'secondary', '/'),
    ),
  },
  required: ['variant', 'heading', 'items'],
} as const satisfies JsonSchema;

export const testimonialsMeta: SectionMeta = {
  type: 'testimonials',
  label: 'Testimonials',
  category: 'content',
  order: 180,
  thumb: 'quote',
  schema: testimonialsSchema,
  variants: ['grid', 'spotlight'],
  interactive: false,
};
