import { nonEmptyTextSchema, screenIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The reset password page (SPEC §2), reached from the mailed link with requestId and email. */
export type ResetPasswordConfig = ConfigOf<typeof resetPasswordSchema>;

export const resetPasswordSchema = {
  type: 'object',
  title: 'Reset password',
  properties: {
    ...screenIntroProperties(
      'Choose a new password',
      'Pick a strong password you have not used here before.',
    ),
    buttonText: nonEmptyTextSchema('Button text', 40, 'Reset password'),
    successMessage: nonEmptyTextSchema(
      'Message after the password was reset (shown on the login page)',
      300,
      'Your password has been reset. Please sign in with your new password.',
    ),
    errorMessage: nonEmptyTextSchema(
      'Message when the reset fails',
      300,
      'We could not reset your password. The link may have expired; please request a new one.',
    ),
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
