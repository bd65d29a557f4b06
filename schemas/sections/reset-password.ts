import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The reset password page (SPEC §2), reached from the mailed link with requestId and email. */
export type ResetPasswordConfig = ConfigOf<typeof resetPasswordSchema>;

export const resetPasswordSchema = {
  type: 'object',
  title: 'Reset password',
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Choose a new password',
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 240,
      default: 'Pick a strong password you have not used here before.',
    },
    buttonText: {
      type: 'string',
      title: 'Button text',
      minLength: 1,
      maxLength: 40,
      default: 'Reset password',
    },
    successMessage: {
      type: 'string',
      title: 'Message after the password was reset (shown on the login page)',
      minLength: 1,
      maxLength: 300,
      default: 'Your password has been reset. Please sign in with your new password.',
    },
    errorMessage: {
      type: 'string',
      title: 'Message when the reset fails',
      minLength: 1,
      maxLength: 300,
      default:
        'We could not reset your password. The link may have expired; please request a new one.',
    },
  },
  required: ['heading', 'buttonText', 'successMessage', 'errorMessage'],
} as const satisfies JsonSchema;

export const resetPasswordMeta: SectionMeta = {
  type: 'reset-password',
  label: 'Reset password',
  category: 'site-builder',
  order: 350,
  thumb: 'account',
  schema: resetPasswordSchema,
  interactive: true,
};
