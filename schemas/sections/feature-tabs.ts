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
      'One place for your whole business',
      'Pick a tab to see how each part fits together.',
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
          image: { ...imageSchema, title: 'Image', default: '/demo/screen-1.svg' },
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
          title: 'Design',
          description: 'Build pages from ready-made sections and make them yours with a theme.',
          points: [
            'Drag sections into place',
            'Colours, fonts and buttons in one theme',
            'Preview on phone, tablet and desktop',
          ],
          image: '/demo/screen-1.svg',
          imageAlt: 'The page builder with a section outline and a live preview',
          enableButton: false,
          button: pageButton('See the builder', 'primary', '/'),
        },
        {
          title: 'Sell',
          description: 'A catalogue, cart and checkout that work on every phone.',
          points: [
            'Products with variants and galleries',
            'UPI, card and net banking payments',
            'Wishlist and saved addresses',
          ],
          image: '/demo/screen-2.svg',
          imageAlt: 'A product catalogue with prices and stock',
          enableButton: false,
          button: pageButton('Explore selling', 'primary', '/'),
        },
        {
          title: 'Grow',
          description: 'See what works and bring customers back.',
          points: [
            'Orders and revenue at a glance',
            'Newsletter sign-ups built in',
            'Blog posts that bring search traffic',
          ],
          image: '/demo/screen-3.svg',
          imageAlt: 'A dashboard with sales charts',
          enableButton: false,
          button: pageButton('Start growing', 'primary', '/'),
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
