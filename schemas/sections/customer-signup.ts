import { nonEmptyTextSchema, screenIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { footerLinkProperties, googleSignInProperties } from './_auth';

/** The shop's customer sign-up form (SPEC §2 "Customer sign-up"), at /signup. */
export type CustomerSignupConfig = ConfigOf<typeof customerSignupSchema>;

export const customerSignupSchema = {
  type: 'object',
  title: 'Customer sign-up',
  properties: {
    ...screenIntroProperties(
      'Create your account',
      'Track orders, save addresses and keep a wishlist.',
    ),
    buttonText: nonEmptyTextSchema('Sign-up button text', 40, 'Create account'),
    ...googleSignInProperties('sign-up', 'Other sign-up options', 'Sign up with Google'),
    ...footerLinkProperties('login', 'login', 'Already have an account?', 'Sign in', '/login'),
  },
  required: ['heading', 'buttonText', 'googleClientId', 'loginLinkText'],
} as const satisfies JsonSchema;

export const customerSignupMeta: SectionMeta = {
  type: 'customer-signup',
  label: 'Customer sign-up',
  category: 'shop',
  order: 320,
  thumb: 'account',
  schema: customerSignupSchema,
  interactive: true,
};
