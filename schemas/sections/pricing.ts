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

/** What the two paid plans of the default table both tick. */
const PAID_PLAN_POINTS = [
  'One website',
  'Custom domain',
  'Email support',
  'Online store',
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
        heading: nonEmptyTextSchema('Heading', 140, 'Simple plans that grow with you'),
        description: textSchema(
          'Description',
          400,
          'Start small and upgrade when you need to. Every plan includes support from a real person.',
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
          title: 'Starter',
          description: 'For getting your first site online.',
          primary: false,
          priceMonthly: 9,
          priceYearly: 86,
          monthlyPlanText: '/month',
          yearlyPlanText: '/year',
          points: ['One website', 'Custom domain', 'Email support'],
          pointCustomText: { 'Team members': '1' },
          buttonText: 'Start with Starter',
          enableButton: true,
          buttonAction: pageAction('/contact'),
        },
        {
          title: 'Growth',
          tag: 'Most popular',
          description: 'For teams selling and publishing every week.',
          primary: true,
          priceMonthly: 29,
          priceYearly: 278,
          monthlyPlanText: '/month',
          yearlyPlanText: '/year',
          points: [...PAID_PLAN_POINTS],
          pointCustomText: { 'Team members': 'Up to 5' },
          buttonText: 'Choose Growth',
          enableButton: true,
          buttonAction: pageAction('/contact'),
        },
        {
          title: 'Scale',
          description: 'For brands with several sites and big launches.',
          primary: false,
          priceMonthly: 79,
          priceYearly: 758,
          monthlyPlanText: '/month',
          yearlyPlanText: '/year',
          points: [...PAID_PLAN_POINTS],
          pointCustomText: { 'One website': 'Up to 5 websites', 'Team members': 'Unlimited' },
          buttonText: 'Talk to sales',
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
        { name: 'Website', points: ['One website', 'Custom domain', 'Team members'] },
        { name: 'Selling', points: ['Online store'] },
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
