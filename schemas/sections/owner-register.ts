import { nonEmptyTextSchema, screenIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { footerLinkProperties } from './_auth';

/** Owner registration in three steps (SPEC §2), at /register. */
export type OwnerRegisterConfig = ConfigOf<typeof ownerRegisterSchema>;

export const ownerRegisterSchema = {
  type: 'object',
  title: 'Owner registration',
  properties: {
    ...screenIntroProperties(
      'Create your workspace',
      'Your site, shop and customers in one place. It takes about a minute.',
    ),
    buttonText: nonEmptyTextSchema('Final button text', 40, 'Create workspace'),
    // Owners sign in at /signin on the platform (DESIGN: Hosts); /login is the customer login.
    ...footerLinkProperties('signin', 'sign-in', 'Already have a workspace?', 'Sign in', '/signin'),
  },
  required: ['heading', 'buttonText', 'signinLinkText'],
} as const satisfies JsonSchema;

export const ownerRegisterMeta: SectionMeta = {
  type: 'owner-register',
  label: 'Owner registration',
  category: 'site-builder',
  platformOnly: true,
  order: 340,
  thumb: 'account',
  schema: ownerRegisterSchema,
  interactive: true,
};
