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
    svg: 'truck',
    title: 'Free delivery over ₹999',
    descriptions: 'Say how fast orders reach customers and what delivery costs below that.',
  },
  {
    svg: 'shield',
    title: 'Secure payments',
    descriptions: 'UPI, cards and net banking, each payment confirmed before anything ships.',
  },
  {
    svg: 'clock',
    title: 'Easy 7-day returns',
    descriptions: 'Tell customers how returns and exchanges work, in one or two sentences.',
  },
  {
    svg: 'heart',
    title: 'Made with care',
    descriptions: 'Tell visitors what makes you different: your materials, your makers, your way.',
  },
  {
    svg: 'star',
    title: 'Rated 4.8 by customers',
    descriptions: 'Point to reviews, awards or the number of people you have served.',
  },
  {
    svg: 'phone',
    title: 'Help when you need it',
    descriptions: 'Say how to reach you and when: phone, email or chat, and your hours.',
  },
];

export const featuresSchema = {
  type: 'object',
  title: 'Features',
  properties: {
    variant: layoutSchema(['grid-3', 'grid-4'], 'grid-3'),
    ...introProperties(
      'Why choose us',
      'Reasons to choose us',
      'A short line on what customers can count on, then one card a reason.',
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
