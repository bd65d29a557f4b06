import { introProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { featuresListSchema, type Feature } from './features';

export type FeatureCarouselConfig = ConfigOf<typeof featureCarouselSchema>;

const DEFAULT_FEATURES: Feature[] = [
  {
    svg: 'truck',
    title: 'Free delivery',
    descriptions: 'On every order above ₹999, packed with care and tracked to your door.',
  },
  {
    svg: 'shield',
    title: 'Secure payments',
    descriptions: 'Pay by UPI, card or net banking; every payment is verified before we ship.',
  },
  {
    svg: 'clock',
    title: '7-day returns',
    descriptions: 'Changed your mind? Send it back within a week for a full refund.',
  },
  {
    svg: 'heart',
    title: 'Made to last',
    descriptions: 'Materials chosen for everyday use, tested in real homes before they reach ours.',
  },
  {
    svg: 'users',
    title: 'Real people to help',
    descriptions: 'Our support team answers within a working day, by chat, phone or email.',
  },
];

export const featureCarouselSchema = {
  type: 'object',
  title: 'Feature carousel',
  properties: {
    ...introProperties(
      'Our promise',
      'Shopping made simple',
      'A few reasons customers keep coming back.',
    ),
    features: featuresListSchema(DEFAULT_FEATURES),
  },
  required: ['heading', 'features'],
} as const satisfies JsonSchema;

export const featureCarouselMeta: SectionMeta = {
  type: 'feature-carousel',
  label: 'Feature carousel',
  category: 'content',
  order: 220,
  thumb: 'slider',
  schema: featureCarouselSchema,
  interactive: true,
};
