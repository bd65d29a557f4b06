import { introProperties, layoutSchema, nonEmptyTextSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** Icon names of the built-in feature icon set (drawn as inline SVG by the runtime). */
export const FEATURE_ICONS = [
  'spark',
  'shield',
  'truck',
  'heart',
  'chart',
  'clock',
  'globe',
  'users',
  'star',
  'check',
  'calendar',
  'gift',
  'book',
  'phone',
  'palette',
  'layout',
] as const;

export type FeatureIconName = (typeof FEATURE_ICONS)[number];

/** A feature card of SPEC §3 (Feature: svg, title, descriptions). */
export type Feature = ConfigOf<typeof featureSchema>;

export type FeaturesConfig = ConfigOf<typeof featuresSchema>;

/** One feature card; shared by the features grid and the feature carousel. */
export const featureSchema = {
  type: 'object',
  title: 'Feature',
  properties: {
    svg: { type: 'string', title: 'Icon', enum: FEATURE_ICONS, default: 'spark' },
    title: nonEmptyTextSchema('Title', 80, 'A clear benefit'),
    descriptions: textSchema(
      'Description',
      400,
      'One or two sentences on why this matters to your customers.',
    ),
  },
  required: ['svg', 'title', 'descriptions'],
} as const satisfies JsonSchema;

/** Features list with its own default cards; each section passes its own defaults. */
export function featuresListSchema(defaults: readonly Feature[]) {
  return {
    type: 'array',
    title: 'Features',
    minItems: 1,
    maxItems: 16,
    items: featureSchema,
    default: defaults,
  } as const satisfies JsonSchema;
}

const DEFAULT_FEATURES: Feature[] = [
  {
    svg: 'layout',
    title: 'Pages from sections',
    descriptions:
      'Stack ready-made sections, reorder them by dragging and publish when it looks right.',
  },
  {
    svg: 'palette',
    title: 'Your brand, everywhere',
    descriptions: 'Set colours, fonts and button styles once; every page follows your theme.',
  },
  {
    svg: 'shield',
    title: 'Secure checkout',
    descriptions: 'Payments are verified with your gateway before an order is marked paid.',
  },
  {
    svg: 'chart',
    title: 'Know what sells',
    descriptions: 'Orders, customers and popular products at a glance on your dashboard.',
  },
  {
    svg: 'phone',
    title: 'Fast on every phone',
    descriptions: 'Server-rendered pages with tiny scripts load quickly even on slow networks.',
  },
  {
    svg: 'users',
    title: 'Built for teams',
    descriptions: 'Invite staff to manage the catalogue, content and orders alongside you.',
  },
];

export const featuresSchema = {
  type: 'object',
  title: 'Features',
  properties: {
    variant: layoutSchema(['grid-3', 'grid-4'], 'grid-3'),
    ...introProperties(
      'Why choose us',
      'Everything you need to sell online',
      'The essentials are built in, so you can spend your time on products and customers.',
    ),
    features: featuresListSchema(DEFAULT_FEATURES),
  },
  required: ['variant', 'heading', 'features'],
} as const satisfies JsonSchema;

export const featuresMeta: SectionMeta = {
  type: 'features',
  label: 'Features grid',
  category: 'site-builder',
  order: 230,
  thumb: 'cards',
  schema: featuresSchema,
  variants: ['grid-3', 'grid-4'],
  interactive: false,
};
