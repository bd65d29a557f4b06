import {
  imageSchema,
  introProperties,
  listSchema,
  nonEmptyTextSchema,
  pageButton,
  textSchema,
  toggledButtonProperties,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type FeatureTabsConfig = ConfigOf<typeof featureTabsSchema>;

export const featureTabsSchema = {
  type: 'object',
  title: 'Feature tabs',
  properties: {
    ...introProperties(
      'How it works',
      'From first call to finished work',
      'Walk visitors through what working with you looks like, one step a tab.',
    ),
    tabs: listSchema(
      { title: 'Tabs', minItems: 1, maxItems: 8 },
      {
        title: 'Tab',
        properties: {
          title: nonEmptyTextSchema('Tab title', 40, 'New tab'),
          description: textSchema('Description', 600),
          points: {
            type: 'array',
            title: 'Points',
            maxItems: 8,
            items: textSchema('Point', 160),
            default: [],
          },
          image: { ...imageSchema, title: 'Image', default: '/demo/hero-3.svg' },
          imageAlt: textSchema('Image description', 200, ''),
          ...toggledButtonProperties(
            'Show a button',
            false,
            pageButton('Learn more', 'primary', '/'),
          ),
        },
        required: ['title', 'points'],
      },
      [
        {
          title: 'Plan',
          description: 'Tell visitors how you start: a conversation about what they need.',
          points: [
            'A free first call to understand the brief',
            'A clear quote before any work begins',
            'One person to talk to from start to finish',
          ],
          image: '/demo/hero-3.svg',
          imageAlt: 'Shelves with vases, bowls and plants',
          enableButton: false,
          button: pageButton('Book a call', 'primary', '/contact'),
        },
        {
          title: 'Make',
          description: 'Describe the work itself and what makes your way of doing it different.',
          points: [
            'Progress updates every week',
            'Materials and methods explained',
            'Changes agreed before they are made',
          ],
          image: '/demo/hero-2.svg',
          imageAlt: 'A sunlit living room with a sofa and a lamp',
          enableButton: false,
          button: pageButton('See our work', 'primary', '/'),
        },
        {
          title: 'Deliver',
          description: 'Say what customers get at the end, and how you look after them after.',
          points: [
            'Delivered on the date we promise',
            'Help after handover, at no charge',
            'Easy to reach for anything else',
          ],
          image: '/demo/hero-4.svg',
          imageAlt: 'A clothes rail with shirts and a jacket',
          enableButton: false,
          button: pageButton('Get in touch', 'primary', '/contact'),
        },
      ],
    ),
  },
  required: ['heading', 'tabs'],
} as const satisfies JsonSchema;

export const featureTabsMeta: SectionMeta = {
  type: 'feature-tabs',
  label: 'Feature tabs',
  category: 'content',
  order: 210,
  thumb: 'tabs',
  schema: featureTabsSchema,
  interactive: true,
};
