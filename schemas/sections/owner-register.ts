import { buttonActionSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** Owner registration in three steps (SPEC §2), at /register. */
export type OwnerRegisterConfig = ConfigOf<typeof ownerRegisterSchema>;

export const ownerRegisterSchema = {
  type: 'object',
  title: 'Owner registration',
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Create your workspace',
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 240,
      default: 'Your site, shop and customers in one place. It takes about a minute.',
    },
    buttonText: {
      type: 'string',
      title: 'Final button text',
      minLength: 1,
      maxLength: 40,
      default: 'Create workspace',
    },
    signinText: {
      type: 'string',
      title: 'Text before the sign-in link',
      maxLength: 80,
      default: 'Already have a workspace?',
    },
    signinLinkText: {
      type: 'string',
      title: 'Sign-in link text',
      minLength: 1,
      maxLength: 40,
      default: 'Sign in',
    },
    signinAction: {
      ...buttonActionSchema,
      title: 'Sign-in link target',
      // Owners sign in at /signin on the platform (DESIGN: Hosts); /login is the customer login.
      default: { navigateTo: 'page', page: '/signin' },
    },
  },
  required: ['heading', 'buttonText', 'signinLinkText'],
} as const satisfies JsonSchema;

export const ownerRegisterMeta: SectionMeta = {
  type: 'owner-register',
  label: 'Owner registration',
  category: 'site-builder',
  order: 340,
  thumb: 'account',
  schema: ownerRegisterSchema,
  interactive: true,
};
