import { nonEmptyTextSchema, screenIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { footerLinkProperties, googleSignInProperties } from './_auth';

/** The shop's login form (SPEC §2 "Login"), at /login?from=… */
export type CustomerLoginConfig = ConfigOf<typeof customerLoginSchema>;

export const customerLoginSchema = {
  type: 'object',
  title: 'Customer login',
  properties: {
    ...screenIntroProperties(
      'Welcome back',
      'Sign in to see your orders, wishlist and saved addresses.',
    ),
    buttonText: nonEmptyTextSchema('Sign-in button text', 40, 'Sign in'),
    ...googleSignInProperties('sign-in', 'Other sign-in options', 'Continue with Google'),
    ...footerLinkProperties('signup', 'sign-up', 'New here?', 'Create an account', '/signup'),
  },
  required: ['heading', 'buttonText', 'googleClientId', 'signupLinkText'],
} as const satisfies JsonSchema;

export const customerLoginMeta: SectionMeta = {
  type: 'customer-login',
  label: 'Customer login',
  category: 'shop',
  order: 310,
  thumb: 'account',
  schema: customerLoginSchema,
  interactive: true,
};
