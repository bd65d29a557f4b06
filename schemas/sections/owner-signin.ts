import { nonEmptyTextSchema, screenIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { footerLinkProperties } from './_auth';

/** The owner sign-in page with its four views (SPEC §2). */
export type OwnerSigninConfig = ConfigOf<typeof ownerSigninSchema>;

export const ownerSigninSchema = {
  type: 'object',
  title: 'Owner sign-in',
  properties: {
    ...screenIntroProperties('Sign in to your workspace', 'Build, edit and publish your site.'),
    successMessage: nonEmptyTextSchema(
      'Message after a reset link was requested',
      300,
      'If an account exists for that email, we have sent a link to reset your password. Please check your inbox.',
    ),
    errorMessage: nonEmptyTextSchema(
      'Message when requesting a reset link fails',
      300,
      'We could not send the reset link. Please try again in a moment.',
    ),
    ...footerLinkProperties(
      'register',
      'registration',
      'New to Sitewright?',
      'Create a workspace',
      '/register',
    ),
  },
  required: ['heading', 'successMessage', 'errorMessage', 'registerLinkText'],
} as const satisfies JsonSchema;

export const ownerSigninMeta: SectionMeta = {
  type: 'owner-signin',
  label: 'Owner sign-in',
  category: 'site-builder',
  platformOnly: true,
  order: 330,
  thumb: 'account',
  schema: ownerSigninSchema,
  interactive: true,
};
