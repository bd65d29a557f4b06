import { buttonActionSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The shop's login form (SPEC §2 "Login"), at /login?from=… */
export type CustomerLoginConfig = ConfigOf<typeof customerLoginSchema>;

export const customerLoginSchema = {
  type: 'object',
  title: 'Customer login',
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Welcome back',
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 240,
      default: 'Sign in to see your orders, wishlist and saved addresses.',
    },
    buttonText: {
      type: 'string',
      title: 'Sign-in button text',
      minLength: 1,
      maxLength: 40,
      default: 'Sign in',
    },
    dividerText: {
      type: 'string',
      title: 'Divider text above other sign-in options',
      maxLength: 40,
      default: 'Other sign-in options',
    },
    googleClientId: {
      type: 'string',
      title: 'Google OAuth client id (empty: Google sign-in is off)',
      maxLength: 200,
      pattern: '^[A-Za-z0-9._-]*$',
      default: '',
    },
    googleButtonText: {
      type: 'string',
      title: 'Google button text',
      minLength: 1,
      maxLength: 40,
      default: 'Continue with Google',
    },
    signupText: {
      type: 'string',
      title: 'Text before the sign-up link',
      maxLength: 80,
      default: 'New here?',
    },
    signupLinkText: {
      type: 'string',
      title: 'Sign-up link text',
      minLength: 1,
      maxLength: 40,
      default: 'Create an account',
    },
    signupAction: {
      ...buttonActionSchema,
      title: 'Sign-up link target',
      default: { navigateTo: 'page', page: '/signup' },
    },
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
