import { buttonActionSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The owner sign-in page with its four views (SPEC §2). */
export type OwnerSigninConfig = ConfigOf<typeof ownerSigninSchema>;

export const ownerSigninSchema = {
  type: 'object',
  title: 'Owner sign-in',
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Sign in to your workspace',
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 240,
      default: 'Build, edit and publish your site.',
    },
    successMessage: {
      type: 'string',
      title: 'Message after a reset link was requested',
      minLength: 1,
      maxLength: 300,
      default:
        'If an account exists for that email, we have sent a link to reset your password. Please check your inbox.',
    },
    errorMessage: {
      type: 'string',
      title: 'Message when requesting a reset link fails',
      minLength: 1,
      maxLength: 300,
      default: 'We could not send the reset link. Please try again in a moment.',
    },
    registerText: {
      type: 'string',
      title: 'Text before the registration link',
      maxLength: 80,
      default: 'New to Sitewright?',
    },
    registerLinkText: {
      type: 'string',
      title: 'Registration link text',
      minLength: 1,
      maxLength: 40,
      default: 'Create a workspace',
    },
    registerAction: {
      ...buttonActionSchema,
      title: 'Registration link target',
      default: { navigateTo: 'page', page: '/register' },
    },
  },
  required: ['heading', 'successMessage', 'errorMessage', 'registerLinkText'],
} as const satisfies JsonSchema;

export const ownerSigninMeta: SectionMeta = {
  type: 'owner-signin',
  label: 'Owner sign-in',
  category: 'site-builder',
  order: 330,
  thumb: 'account',
  schema: ownerSigninSchema,
  interactive: true,
};
