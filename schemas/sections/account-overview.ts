import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The signed-in customer's page (SPEC §2 /setting/overview): picture, details, password. */
export type AccountOverviewConfig = ConfigOf<typeof accountOverviewSchema>;

const text = (title: string, def: string, maxLength = 40, minLength = 1) =>
  ({ type: 'string', title, minLength, maxLength, default: def }) as const;

export const accountOverviewSchema = {
  type: 'object',
  title: 'Account overview',
  properties: {
    heading: text('Heading', 'Your account', 80),
    description: text(
      'Description',
      'Your picture, your details and your password, in one place.',
      240,
      0,
    ),
    detailsHeading: text('Details heading', 'Your details', 60),
    detailsButtonText: text('Save details button text', 'Save details'),
    passwordHeading: text('Password heading', 'Change password', 60),
    passwordButtonText: text('Change password button text', 'Change password'),
    signOutText: text('Sign-out button text', 'Sign out'),
    adminLinkText: text('Dashboard link text (owners and staff)', 'Go to the dashboard', 60),
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
