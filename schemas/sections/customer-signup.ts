import { buttonActionSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The shop's customer sign-up form (SPEC §2 "Customer sign-up"), at /signup. */
export type CustomerSignupConfig = ConfigOf<typeof customerSignupSchema>;

export const customerSignupSchema = {
  type: 'object',
  title: 'Customer sign-up',
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Create your account',
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 240,
      default: 'Track orders, save addresses and keep a wishlist.',
    },
    buttonText: {
      type: 'string',
      title: 'Sign-up button text',
      minLength: 1,
      maxLength: 40,
      default: 'Create account',
    },
    dividerText: {
      type: 'string',
      title: 'Divider text above other sign-up options',
      maxLength: 40,
      default: 'Other sign-up options',
    },
    googleClientId: {
      type: 'string',
      title: 'Google OAuth client id (empty: Google sign-up is off)',
      maxLength: 200,
      pattern: '^[A-Za-z0-9._-]*$',
      default: '',
    },
    googleButtonText: {
      type: 'string',
      title: 'Google button text',
      minLength: 1,
      maxLength: 40,
      default: 'Sign up with Google',
    },
    loginText: {
      type: 'string',
      title: 'Text before the login link',
      maxLength: 80,
      default: 'Already have an account?',
    },
    loginLinkText: {
      type: 'string',
      title: 'Login link text',
      minLength: 1,
      maxLength: 40,
      default: 'Sign in',
    },
    loginAction: {
      ...buttonActionSchema,
      title: 'Login link target',
      default: { navigateTo: 'page', page: '/login' },
    },
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
