import { nonEmptyTextSchema, screenIntroProperties } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The signed-in customer's page (SPEC §2 /setting/overview): picture, details, password. */
export type AccountOverviewConfig = ConfigOf<typeof accountOverviewSchema>;

export const accountOverviewSchema = {
  type: 'object',
  title: 'Account overview',
  properties: {
    ...screenIntroProperties(
      'Your account',
      'Your picture, your details and your password, in one place.',
    ),
    detailsHeading: nonEmptyTextSchema('Details heading', 60, 'Your details'),
    detailsButtonText: nonEmptyTextSchema('Save details button text', 40, 'Save details'),
    passwordHeading: nonEmptyTextSchema('Password heading', 60, 'Change password'),
    passwordButtonText: nonEmptyTextSchema('Change password button text', 40, 'Change password'),
    signOutText: nonEmptyTextSchema('Sign-out button text', 40, 'Sign out'),
    adminLinkText: nonEmptyTextSchema(
      'Dashboard link text (owners and staff)',
      60,
      'Go to the dashboard',
    ),
  },
  required: [
    'heading',
    'detailsHeading',
    'detailsButtonText',
    'passwordHeading',
    'passwordButtonText',
    'signOutText',
    'adminLinkText',
  ],
} as const satisfies JsonSchema;

export const accountOverviewMeta: SectionMeta = {
  type: 'account-overview',
  label: 'Account overview',
  category: 'shop',
  order: 360,
  thumb: 'account',
  schema: accountOverviewSchema,
  interactive: true,
};
