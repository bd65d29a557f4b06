import { buttonActionSchema, nonEmptyTextSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** Owner registration in three steps (SPEC §2), at /register. */
export type OwnerRegisterConfig = ConfigOf<typeof ownerRegisterSchema>;

export const ownerRegisterSchema = {
  type: 'object',
  title: 'Owner registration',
  properties: {
    heading: nonEmptyTextSchema('Heading', 80, 'Create your workspace'),
    description: textSchema(
      'Description',
      240,
      'Your site, shop and customers in one place. It takes about a minute.',
    ),
    buttonText: nonEmptyTextSchema('Final button text', 40, 'Create workspace'),
    signinText: textSchema('Text before the sign-in link', 80, 'Already have a workspace?'),
    signinLinkText: nonEmptyTextSchema('Sign-in link text', 40, 'Sign in'),
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
