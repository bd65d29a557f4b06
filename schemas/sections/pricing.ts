import {
  buttonActionSchema,
  layoutSchema,
  nonEmptyTextSchema,
  pageAction,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** Pricing plan of SPEC §3. */
export type PricingPlan = PricingConfig['plans'][number];

export type PricingPointGroup = PricingConfig['pointGroups'][number];

export type PricingConfig = ConfigOf<typeof pricingSchema>;

/** The two billing periods of SPEC §9, Monthly first (the default). */
export const PRICING_PERIODS = ['monthly', 'annually'] as const;
export type PricingPeriod = (typeof PRICING_PERIODS)[number];

export const PRICING_VARIANTS = ['cards', 'table'] as const;

const stringList = (title: string) =>
  ({ type: 'array', title, items: { type: 'string', title: 'Point', minLength: 1 } }) as const;

export const pricingPlanSchema = {
  type: 'object',
  title: 'Plan',
  properties: {
    title: nonEmptyTextSchema('Plan name', 60, 'Plan'),
    tag: textSchema('Tag (e.g. Most popular)', 40),
    description: textSchema('Description', 300),
    primary: { type: 'boolean', title: 'Highlight this plan', default: false },
    currencySymbol: textSchema('Currency symbol (empty: site currency)', 5),
    priceMonthly: { type: 'number', title: 'Monthly price', minimum: 0, default: 0 },
    priceYearly: { type: 'number', title: 'Yearly price', minimum: 0, default: 0 },
    monthlyPlanText: textSchema('Monthly period text', 40, '/month'),
    yearlyPlanText: textSchema('Yearly period text', 40, '/year'),
    points: { ...stringList('Included features'), default: [] },
    pointCustomText: {
      type: 'object',
      title: 'Custom text per feature',
      description: 'Shown instead of a tick, e.g. "Up to 10" for "Team members".',
      additionalProperties: textSchema('Text', 60),
      default: {},
    },
    buttonText: textSchema('Button text', 40, 'Choose plan'),
    enableButton: { type: 'boolean', title: 'Show button', default: true },
    buttonAction: buttonActionSchema,
  },
  required: [
    'title',
    'primary',
    'priceMonthly',
    'priceYearly',
    'monthlyPlanText',
    'yearlyPlanText',
    'points',
    'buttonText',
    'enableButton',
    'buttonAction',
  ],
} as const satisfies JsonSchema;

/** What the two larger packages of the default table both include. */
const FULL_PACKAGE_POINTS = [
  'First consultation',
  'Written plan and quote',
  'Two rounds of changes',
  'Weekend appointments',
  'Priority support',
] as const;

export const pricingSchema = {
  type: 'object',
  title: 'Pricing',
  properties: {
    variant: layoutSchema(PRICING_VARIANTS, 'cards'),
    header: {
      type: 'object',
      title: 'Header',
      properties: {
        title: textSchema('Small text above heading', 60, 'Pricing'),
        heading: nonEmptyTextSchema('Heading', 140, 'Packages and prices'),
        description: textSchema(
          'Description',
          400,
          'Name each package, say who it suits and what it includes. Prices show in your site’s currency.',
        ),
      },
      required: ['heading'],
    },
    annualNote: textSchema('Note beside “Annually”', 30, 'Save 20%'),
    plans: {
      type: 'array',
      title: 'Plans',
      minItems: 1,
      maxItems: 4,
      items: pricingPlanSchema,
      default: [
        {
          title: 'Basic',
          description: 'For a single, simple job done well.',
          primary: false,
          priceMonthly: 999,
          priceYearly: 9990,
          monthlyPlanText: '/month',
          yearlyPlanText: '/year',
          points: ['First consultation', 'Written plan and quote', 'Email support'],
          pointCustomText: { 'Visits a month': '1' },
          buttonText: 'Choose Basic',
          enableButton: true,
          buttonAction: pageAction('/contact'),
        },
        {
          title: 'Standard',
          tag: 'Most popular',
          description: 'What most customers pick: more visits and room for changes.',
          primary: true,
          priceMonthly: 2499,
          priceYearly: 24990,
          monthlyPlanText: '/month',
          yearlyPlanText: '/year',
          points: [...FULL_PACKAGE_POINTS, 'Email support'],
          pointCustomText: { 'Visits a month': 'Up to 4' },
          buttonText: 'Choose Standard',
          enableButton: true,
          buttonAction: pageAction('/contact'),
        },
        {
          title: 'Premium',
          description: 'For larger projects that need someone on call.',
          primary: false,
          priceMonthly: 4999,
          priceYearly: 49990,
          monthlyPlanText: '/month',
          yearlyPlanText: '/year',
          points: [...FULL_PACKAGE_POINTS, 'Email support'],
          pointCustomText: { 'Visits a month': 'Unlimited', 'Priority support': 'Same day' },
          buttonText: 'Talk to us',
          enableButton: true,
          buttonAction: pageAction('/contact'),
        },
      ],
    },
    pointGroups: {
      type: 'array',
      title: 'Comparison table rows',
      'x-variants': ['table'],
      items: {
        type: 'object',
        title: 'Group',
        properties: {
          name: nonEmptyTextSchema('Group name', 60, 'Features'),
          points: { ...stringList('Features in this group'), default: [] },
        },
        required: ['name', 'points'],
      },
      default: [
        {
          name: 'The work',
          points: ['First consultation', 'Written plan and quote', 'Two rounds of changes'],
        },
        { name: 'Visits', points: ['Visits a month', 'Weekend appointments'] },
        { name: 'Support', points: ['Email support', 'Priority support'] },
      ],
    },
    footer: textSchema(
      'Footer text',
      300,
      'Prices exclude taxes. Cancel or change plans at any time.',
    ),
  },
  required: ['variant', 'header', 'plans', 'pointGroups'],
} as const satisfies JsonSchema;

export const pricingMeta: SectionMeta = {
  type: 'pricing',
  label: 'Pricing',
  category: 'site-builder',
  order: 100,
  thumb: 'pricing',
  schema: pricingSchema,
  variants: PRICING_VARIANTS,
  interactive: true,
};
