import {
  footerLinkProperties,
  nonEmptyTextSchema,
  screenIntroProperties,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

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
    dividerText: textSchema(
      'Divider text above other sign-up options',
      40,
      'Other sign-up options',
    ),
    googleClientId: {
      type: 'string',
      title: 'Google OAuth client id (empty: Google sign-up is off)',
      maxLength: 200,
      pattern: '^[A-Za-z0-9._-]*$',
      default: '',
    },
    googleButtonText: nonEmptyTextSchema('Google button text', 40, 'Sign up with Google'),
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
