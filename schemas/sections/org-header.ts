import { buttonSchema, pageButton, phoneSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import {
  brandProperties,
  mobileMenuSideSchema,
  socialLinksDefaultSchema,
  stickySchema,
} from './_nav';

export type OrgHeaderConfig = ConfigOf<typeof orgHeaderSchema>;

export const orgHeaderSchema = {
  type: 'object',
  title: 'Organisation header',
  properties: {
    ...brandProperties('/demo/brand-org.svg'),
    // Empty: the organisation's own from Settings; filled, this header's own.
    address: textSchema('Address (top bar; empty: from Settings)', 120, ''),
    phone: phoneSchema('Phone (top bar; empty: from Settings)', ''),
    email: textSchema('Email (top bar; empty: from Settings)', 80, ''),
    socials: socialLinksDefaultSchema('facebook', 'instagram', 'youtube', 'x', 'linkedin'),
    registerButton: {
      ...buttonSchema,
      title: 'Register button',
      default: pageButton('Register for Exam', 'primary', '/exam-form-2024'),
    },
    sticky: stickySchema(false),
    mobileMenuSide: mobileMenuSideSchema('right'),
  },
  required: ['brand', 'socials', 'registerButton', 'sticky', 'mobileMenuSide'],
} as const satisfies JsonSchema;

export const orgHeaderMeta: SectionMeta = {
  type: 'org-header',
  label: 'Organisation header',
  category: 'organisation',
  order: 270,
  schema: orgHeaderSchema,
  interactive: true,
  placement: 'header',
};
